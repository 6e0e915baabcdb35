/// A document and what its importer had to say about it (warnings and notes; errors are thrown).
public struct ImportResult: Hashable, Sendable {
    public var document: Document
    public var diagnostics: [Diagnostic]

    package init(document: Document, diagnostics: [Diagnostic] = []) {
        self.document = document
        self.diagnostics = diagnostics
    }
}
