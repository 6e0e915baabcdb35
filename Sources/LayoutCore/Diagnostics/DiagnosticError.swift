import Foundation

/// Thrown when an operation cannot produce a result: the diagnostics say why (at least one is an error).
///
/// Its ``description`` and `localizedDescription` are the diagnostics rendered as a compiler
/// would print them (``Diagnostic/rendered``), one per line.
public struct DiagnosticError: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
    /// What went wrong, in the order found; at least one has severity ``Severity/error``.
    public package(set) var diagnostics: [Diagnostic]

    /// An error made of `diagnostics`.
    package init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    /// An error made of one diagnostic.
    package init(_ diagnostic: Diagnostic) {
        self.diagnostics = [diagnostic]
    }

    /// The diagnostics as `path:line:col: error: message [rule-id]` lines.
    public var description: String {
        diagnostics.map(\.rendered).joined(separator: "\n")
    }

    /// Most errors one reading of an input reports (a document, a scenario): past this, the reader
    /// stops and says so. A corrupt or hostile file must not become millions of diagnostics.
    package static let maximumErrors = 100

    /// The same text as ``description``, so that `localizedDescription` says what went wrong.
    public var errorDescription: String? { description }
}
