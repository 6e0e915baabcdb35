import LayoutCore

/// A ``Diagnostic`` in the CLI's JSON shape, the same in every command's output: `severity`,
/// `file`, `line`, `column`, `rule`, `message` (position keys are `null` when the diagnostic has
/// none), `notes`, each with `file`, `line`, `column` and `message`, and where the diagnostic has
/// a subject its `layout` and `view`.
package struct DiagnosticRecord: Encodable, Hashable, Sendable {
    /// The version of the JSON outputs whose diagnostics have this shape (`inspect`, `match`,
    /// `apply`, `check`, and any command's failure): 2 since diagnostics everywhere have flat
    /// positions rather than a nested `location`.
    package static let version = 2

    /// The diagnostic, encoded as ``/LayoutCore/Diagnostic/encode(to:)`` encodes it.
    package var diagnostic: Diagnostic

    package init(_ diagnostic: Diagnostic) {
        self.diagnostic = diagnostic
    }

    package func encode(to encoder: any Encoder) throws {
        try diagnostic.encode(to: encoder)
    }
}
