import LayoutCore

/// The `junit` format: JUnit XML as CI systems read it, one `<testcase>` per design.
///
/// A design with problems has one `<failure>` holding every finding that fails the gate (so the
/// suite's `failures` is the summary's designs with problems); one that could not be checked has
/// one `<error>` holding its errors; documents without alternative layouts, other platforms'
/// documents and localized copies reported with another are `<skipped>`; the other findings
/// (warnings, notes) are the test case's `<system-out>`. What came from an input first goes through
/// ``TerminalText``, as the text and `github` formats do (so no control, bidirectional or
/// line-separator character reaches a CI page that shows the names), then through ``XMLEscaper``
/// for XML.
package enum JUnitReporter {
    /// `report` as a JUnit XML document.
    package static func render(_ report: CheckReport) -> String {
        var cases = ""
        var failures = 0, errors = 0, skipped = 0
        for check in report.designs {
            let path = report.reportedPath(check.design.files[0])
            let folder = path.split(separator: "/").dropLast().joined(separator: "/")
            let name = check.design.files.map { $0.split(separator: "/").last.map(String.init) ?? $0 }.joined(separator: " + ")
            cases += "    <testcase classname=\"\(text(folder.isEmpty ? "." : folder))\" name=\"\(text(name))\" file=\"\(text(path))\">\n"
            let failing = check.findings.filter(\.fails).map(\.diagnostic)
            let element = check.outcome == .notChecked ? "error" : "failure"
            if let first = failing.first, check.outcome == .notChecked || check.outcome == .problems {
                if element == "error" { errors += 1 } else { failures += 1 }
                let message = failing.count == 1 ? first.message : "\(failing.count) errors; the first: \(first.message)"
                cases += "      <\(element) type=\"\(escaped(first.rule.rawValue))\" message=\"\(text(message))\">"
                cases += escaped(failing.map(\.rendered).joined(separator: "\n")) + "</\(element)>\n"
            }
            let reason: String? = switch check.outcome {
            case .singleLayout: "without alternative layouts"
            case .notIOS: "not an iOS document"
            case .localizedCopy: "a localized copy reported with " + (check.reportedWith.map { $0.map(report.reportedPath).joined(separator: " + ") } ?? "another")
            default: nil
            }
            if let reason {
                skipped += 1
                cases += "      <skipped message=\"\(text(reason))\"/>\n"
            }
            let output = check.findings.filter { !$0.fails }.map { $0.diagnostic.rendered + "\n" }.joined()
            if !output.isEmpty { cases += "      <system-out>\(escaped(output))</system-out>\n" }
            cases += "    </testcase>\n"
        }
        for diagnostic in report.inputDiagnostics {
            errors += 1
            let path = report.reportedPath(diagnostic.location?.file ?? "")
            cases += "    <testcase classname=\"inputs\" name=\"\(text(path))\">\n"
            cases += "      <error type=\"\(escaped(diagnostic.rule.rawValue))\" message=\"\(text(diagnostic.message))\">\(escaped(diagnostic.rendered))</error>\n"
            cases += "    </testcase>\n"
        }
        let tests = report.designs.count + report.inputDiagnostics.count
        let counts = "tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(skipped)\""
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"template-apply check\" \(counts)>\n"
            + "  <testsuite name=\"layouts\" \(counts)>\n"
            + cases
            + "  </testsuite>\n</testsuites>\n"
    }

    /// Text from an input: through ``TerminalText``, then escaped for XML.
    private static func text(_ text: String) -> String {
        escaped(TerminalText.escaped(text, limit: nil))
    }

    /// Text already made safe to show (``Diagnostic/rendered``) or written by this package, escaped for XML.
    private static func escaped(_ text: String) -> String {
        var output = ""
        XMLEscaper.data.append(text, to: &output)
        return output
    }
}
