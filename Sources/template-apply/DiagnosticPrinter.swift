import ArgumentParser
import Foundation
import LayoutTemplates

/// How every subcommand reports diagnostics and fails: rendered like a compiler's on stderr, and in
/// JSON mode also as a versioned JSON object on stdout, so tools never have to parse the text.
enum DiagnosticPrinter {
    /// Writes each diagnostic (`path:line:col: severity: message [rule]` and its notes) to stderr.
    static func printToStandardError(_ diagnostics: [Diagnostic]) {
        // One write for all of them: a large file can have thousands.
        let text = text(of: diagnostics)
        if !text.isEmpty { writeStandardError(text) }
    }

    /// What ``printToStandardError(_:)`` writes.
    static func text(of diagnostics: [Diagnostic]) -> String {
        var text = ""
        for diagnostic in diagnostics {
            text += diagnostic.rendered
            text += "\n"
        }
        return text
    }

    /// Reports a failed operation and returns the exit status to throw (1).
    ///
    /// In JSON mode stdout receives `{"version": 2, "document": null, "diagnostics": [...]}` as well.
    static func fail(_ error: DiagnosticError, format: OutputFormat) -> ExitCode {
        printToStandardError(error.diagnostics.map(withCommandLineHint))
        if format == .json {
            printJSON(InspectReport(document: nil, diagnostics: error.diagnostics))
        }
        return ExitCode(1)
    }

    /// The library names no flags: where a layout was not found, the tool says which of its own
    /// flags would name it.
    static func withCommandLineHint(_ diagnostic: Diagnostic) -> Diagnostic {
        guard diagnostic.rule == .missingLayout else { return diagnostic }
        var hinted = diagnostic
        hinted.notes.append(DiagnosticNote(message: "name a layout with --portrait-outlet NAME or --landscape-outlet NAME, --portrait-id ID or --landscape-id ID, or give the landscape layout as a second file"))
        return hinted
    }

    /// Prints `value` as pretty, key-sorted JSON on stdout (stable output for diffing).
    static func printJSON<Value: Encodable>(_ value: Value) {
        do {
            FileHandle.standardOutput.write(Data(try PrettyJSONWriter.text(of: value).utf8))
        } catch {
            writeStandardError("error: cannot encode JSON: \(error)\n")
        }
    }

    /// `value` as the same pretty, key-sorted JSON text, for writing to a file.
    static func jsonText<Value: Encodable>(_ value: Value) throws -> String {
        try PrettyJSONWriter.text(of: value)
    }

    static func writeStandardError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
