/// Thrown when an operation cannot produce a result: the diagnostics say why (at least one is an error).
public struct DiagnosticError: Error, Hashable, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    public init(_ diagnostic: Diagnostic) {
        self.diagnostics = [diagnostic]
    }

    public var description: String {
        diagnostics.map(\.rendered).joined(separator: "\n")
    }
}
