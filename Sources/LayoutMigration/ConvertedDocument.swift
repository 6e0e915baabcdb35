import LayoutCore
import LayoutDiscovery

extension TreeConversion {
    /// What a ``TreeConversion`` did with one document of the tree: every document found gets one.
    public struct ConvertedDocument: Hashable, Sendable {
        /// How a document fared.
        public enum Outcome: String, Hashable, Sendable, Codable, CaseIterable {
            /// Converted and written (for the landscape file of a two-file design: merged into the
            /// portrait file's output, ``TreeConversion/ConvertedDocument/output``).
            case converted
            /// Eligible, but the conversion cannot express it (an iPad design as size classes, a
            /// merged document that does not read back as a design): nothing written.
            case refused
            /// Not a document of the conversion's kind (already modern, without alternative
            /// layouts, another platform's): left alone, with the reason.
            case skipped
            /// The document could not be read, or its output could not be written.
            case failed
        }

        /// The document's path, as discovery found it.
        public var file: String
        /// What became of it.
        public var outcome: Outcome
        /// The file written (``Outcome/converted`` only): the mirror of ``file`` in the output
        /// folder, or ``file`` itself in place.
        public var output: String?
        /// Why it was refused, skipped or failed, or which design a landscape file was merged into;
        /// `nil` for a document converted on its own.
        public var reason: String?
        /// What the conversion reported about this document: the reader's, the matcher's and the
        /// writer's warnings (what the output does not carry), and for a refusal or failure its errors.
        public var diagnostics: [Diagnostic]

        /// A document's outcome, with its reason and diagnostics.
        package init(file: String, outcome: Outcome, output: String? = nil, reason: String? = nil, diagnostics: [Diagnostic] = []) {
            self.file = file
            self.outcome = outcome
            self.output = output
            self.reason = reason
            self.diagnostics = diagnostics
        }

        /// How many of ``diagnostics`` are warnings.
        package var warningCount: Int { diagnostics.count { $0.severity == .warning } }

        /// How many of ``diagnostics`` are errors (a refusal's or a failure's reasons).
        package var errorCount: Int { diagnostics.count { $0.severity == .error } }

        /// The document's line in the report: `converted A.xib -> Out/A.xib (2 warnings)`,
        /// `failed C.xib: cannot be read (1 error)`,
        /// `skipped B.xib: already a modern document`. Paths and reasons are escaped as
        /// ``/LayoutCore/Diagnostic/rendered`` escapes them.
        package var line: String {
            var line = "\(outcome.rawValue) \(TerminalText.escaped(file, limit: nil))"
            if let output, output != file { line += " -> \(TerminalText.escaped(output, limit: nil))" }
            if let reason { line += ": \(TerminalText.escaped(reason, limit: nil))" }
            let counts = [(errorCount, "error"), (warningCount, "warning")].filter { $0.0 > 0 }.map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }
            if !counts.isEmpty { line += " (\(counts.joined(separator: ", ")))" }
            return line
        }
    }
}
