import LayoutCore

/// A ``Diagnostic`` in the CLI's JSON shape, the same in every command's output: `severity`,
/// `file`, `line`, `column`, `rule`, `message` (position keys are `null` when the diagnostic has
/// none), and `notes`, each with `file`, `line`, `column` and `message`.
package struct DiagnosticRecord: Encodable, Hashable, Sendable {
    /// The version of the JSON outputs whose diagnostics have this shape (`inspect`, `match`,
    /// `apply`, `check`, and any command's failure): 2 since diagnostics everywhere have flat
    /// positions rather than a nested `location`.
    package static let version = 2

    package struct Note: Encodable, Hashable, Sendable {
        package var file: String?
        package var line: Int?
        package var column: Int?
        package var message: String

        package func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(file, forKey: .file)
            try container.encode(line, forKey: .line)
            try container.encode(column, forKey: .column)
            try container.encode(message, forKey: .message)
        }

        enum CodingKeys: String, CodingKey { case file, line, column, message }
    }

    package var severity: Severity
    package var file: String?
    package var line: Int?
    package var column: Int?
    package var rule: String
    package var message: String
    package var notes: [Note]

    package init(_ diagnostic: Diagnostic) {
        severity = diagnostic.severity
        file = diagnostic.location?.file
        line = diagnostic.location?.line
        column = diagnostic.location?.column
        rule = diagnostic.rule.rawValue
        message = diagnostic.message
        notes = diagnostic.notes.map { Note(file: $0.location?.file, line: $0.location?.line, column: $0.location?.column, message: $0.message) }
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(severity, forKey: .severity)
        try container.encode(file, forKey: .file)
        try container.encode(line, forKey: .line)
        try container.encode(column, forKey: .column)
        try container.encode(rule, forKey: .rule)
        try container.encode(message, forKey: .message)
        try container.encode(notes, forKey: .notes)
    }

    enum CodingKeys: String, CodingKey { case severity, file, line, column, rule, message, notes }
}
