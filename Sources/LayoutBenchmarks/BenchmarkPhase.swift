/// What one timed step of a benchmark case does.
public enum BenchmarkPhase: String, Sendable, Hashable, Codable, CaseIterable {
    /// libxml2's SAX2 push parser over the file with one callback that counts elements
    /// (``LayoutXML/XMLElementCounter``): the floor every other phase is compared with.
    case rawCount
    /// ``LayoutXML/XMLStreamReader`` with a handler that does nothing: the XML layer's own cost.
    case reader
    /// ``LayoutTemplates/ImportResult/init(contentsOf:)``: XML to a ``LayoutTemplates/Document``.
    case importDocument
    /// Finding the layouts in the imported document and matching them in the default mode.
    case matchDefault
    /// The same in the compatible (reference) mode.
    case matchCompatible
    /// ``LayoutTemplates/TemplateMerger`` and the native format's writer, to bytes in memory.
    case merge
    /// One orientation flip (portrait to landscape or back) applied to the live tree, default mode.
    case reapply
    /// `template-apply match FILE` as a child process, output discarded: what a user waits for.
    /// Its peak memory is the child's whole peak resident set.
    case endToEndMatch
    /// `template-apply match --matching compatible FILE`, the same way: what the reference mode
    /// costs a user, against which the default mode's end-to-end time is compared.
    case endToEndMatchCompatible
    /// `template-apply match --format json FILE`, the same way: what a tool reading the JSON waits for.
    case endToEndMatchJSON
}
