import LayoutCore
import LayoutDocuments

/// Reading a design and matching it, as one pipeline whose stages are the algorithm's:
///
/// 1. import each file; on the thread that replays the parse's events, each view is keyed as the
///    importer closes it (``ViewKeying``), beside the parse rather than after it;
/// 2. find the layouts (``LayoutFinder``): each is a subtree, its views' keys a contiguous slice of
///    its document's pre-order;
/// 3. pair each layout's views with the live tree's (``MatchResult/init(matching:mode:)``), from
///    those slices.
///
/// What is left after the parse is the pairing and the caller's output. The result is the one
/// ``MatchResult/init(matching:mode:)`` gives for `Design(contentsOf:)` (LayoutDiscovery).
package enum MatchPipeline {
    /// The design of exactly `files` (already paired; `notes` say how), its layouts matched in
    /// `mode`; with `reads`, each file's bytes are read into it once and imported from there, for
    /// a caller that reads the documents again (a merge).
    ///
    /// - Throws: ``/LayoutCore/DiagnosticError`` when a file cannot be read or its layouts cannot be found.
    package static func run(files: [String], notes: [Diagnostic] = [], options: LayoutOptions, mode: MatchingMode,
                            reads: DocumentReads? = nil) throws(DiagnosticError) -> MatchResult {
        let keying = ViewKeying()
        let design = try Design(reading: files, notes: notes, options: options, keying: keying, reads: reads)
        return Matcher.match(design, mode: mode, keying: keying)
    }
}
