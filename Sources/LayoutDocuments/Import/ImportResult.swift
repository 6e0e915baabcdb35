import LayoutCore

/// A document and what its importer had to say about it (warnings and notes; errors are thrown).
public struct ImportResult: Hashable, Sendable {
    /// The document read.
    public var document: Document
    /// Warnings and notes about it, in document order.
    public var diagnostics: [Diagnostic]

    package init(document: Document, diagnostics: [Diagnostic] = []) {
        self.document = document
        self.diagnostics = diagnostics
    }
}
