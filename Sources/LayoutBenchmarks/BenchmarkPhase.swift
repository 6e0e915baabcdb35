/// What one timed step of a benchmark case does.
public enum BenchmarkPhase: String, Sendable, Hashable, Codable, CaseIterable {
    /// libxml2's SAX2 push parser over the file with one callback that counts elements
    /// (``LayoutXML/XMLElementCounter``): the floor every other phase is compared with.
    case rawCount
    /// ``LayoutXML/XMLStreamReader`` with a handler that does nothing: the XML layer's own cost.
    case reader
    /// ``LayoutTemplates/DocumentImporter/importDocument(file:)``: XML to a ``LayoutTemplates/Document``.
    case importDocument
}
