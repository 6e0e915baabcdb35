/// A ``Diagnostic`` in the CLI's JSON shape: `severity`, `file`, `line`, `column`, `rule`,
/// `message` (position keys are `null` when the diagnostic has none), and `notes`.
public struct DiagnosticRecord: Encodable, Hashable, Sendable {
    public struct Note: Encodable, Hashable, Sendable {
        public var file: String?
        public var line: Int?
        public var column: Int?
        public var message: String

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(file, forKey: .file)
            try container.encode(line, forKey: .line)
            try container.encode(column, forKey: .column)
            try container.encode(message, forKey: .message)
        }

        enum CodingKeys: String, CodingKey { case file, line, column, message }
    }

    public var severity: Severity
    public var file: String?
    public var line: Int?
    public var column: Int?
    public var rule: String
    public var message: String
    public var notes: [Note]

    public init(_ diagnostic: Diagnostic) {
        severity = diagnostic.severity
        file = diagnostic.location?.file
        line = diagnostic.location?.line
        column = diagnostic.location?.column
        rule = diagnostic.rule.rawValue
        message = diagnostic.message
        notes = diagnostic.notes.map { Note(file: $0.location?.file, line: $0.location?.line, column: $0.location?.column, message: $0.message) }
    }

    public func encode(to encoder: any Encoder) throws {
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
