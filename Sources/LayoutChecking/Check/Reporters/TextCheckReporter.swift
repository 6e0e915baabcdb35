import LayoutCore

/// The `text` format: every diagnostic as a compiler prints it (``Diagnostic/rendered``, which
/// escapes what came from an input through ``TerminalText``), then the summary line.
package enum TextCheckReporter {
    /// The diagnostics' lines, each ending in a line feed.
    package static func diagnostics(_ report: CheckReport) -> String {
        var text = ""
        for diagnostic in report.allDiagnostics {
            text += diagnostic.rendered
            text += "\n"
        }
        return text
    }

    /// The diagnostics, then ``CheckReport/summary``.
    package static func render(_ report: CheckReport) -> String {
        diagnostics(report) + report.summary + "\n"
    }
}
