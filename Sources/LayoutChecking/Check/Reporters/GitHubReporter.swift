import LayoutCore

/// The `github` format: one GitHub Actions workflow command per warning or error
/// (`::warning file=App/A.xib,line=115,col=25,title=unmatched-view::message`), its notes as
/// further lines of the annotation.
///
/// What came from an input first goes through ``TerminalText`` (so no control character reaches
/// the log), then through the workflow commands' own escaping: `%`, carriage return and line feed
/// in the message; also `:` and `,` in a property.
package enum GitHubReporter {
    /// The workflow commands of `report`'s warnings and errors, one per line.
    package static func render(_ report: CheckReport) -> String {
        var text = ""
        for diagnostic in report.allDiagnostics where diagnostic.severity >= .warning {
            text += command(diagnostic, report: report)
            text += "\n"
        }
        return text
    }

    static func command(_ diagnostic: Diagnostic, report: CheckReport) -> String {
        let name = diagnostic.severity == .error ? "error" : "warning"
        var properties: [String] = []
        if let location = diagnostic.location {
            properties.append("file=" + property(report.reportedPath(location.file)))
            if let line = location.line { properties.append("line=\(line)") }
            if let column = location.column { properties.append("col=\(column)") }
        }
        properties.append("title=" + property(diagnostic.rule.rawValue))
        var lines = [TerminalText.escaped(diagnostic.message, limit: nil)]
        for note in diagnostic.notes {
            var line = "note: "
            if var location = note.location {
                location.file = report.reportedPath(location.file)
                line += TerminalText.escaped(location.description, limit: nil) + ": "
            }
            lines.append(line + TerminalText.escaped(note.message, limit: nil))
        }
        return "::\(name) \(properties.joined(separator: ","))::" + lines.map { data($0) }.joined(separator: "%0A")
    }

    /// A message's escaping (`isProperty`: a property value's, which also escapes `:` and `,`).
    static func data(_ text: String, isProperty: Bool = false) -> String {
        var output = ""
        for character in text.unicodeScalars {
            switch character {
            case "%": output += "%25"
            case "\r": output += "%0D"
            case "\n": output += "%0A"
            case ":" where isProperty: output += "%3A"
            case "," where isProperty: output += "%2C"
            default: output.unicodeScalars.append(character)
            }
        }
        return output
    }

    /// A property value: through ``TerminalText``, then escaped as a property.
    static func property(_ text: String) -> String {
        data(TerminalText.escaped(text, limit: nil), isProperty: true)
    }
}
