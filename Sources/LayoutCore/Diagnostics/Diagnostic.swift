/// A problem found in an input, as data: what, where, how bad, and which rule.
///
/// The library never prints; it returns or throws these, and the CLI renders them
/// (``Diagnostic/rendered`` is the compiler-style text form, ``encode(to:)`` the JSON form).
/// A tool's own finding is a `Diagnostic` with a rule of its own (``RuleID/init(_:summary:)``),
/// rendered, escaped and encoded as the package's are.
public struct Diagnostic: Hashable, Sendable, Encodable, CustomStringConvertible {
    /// How serious the problem is.
    public var severity: Severity
    /// Where the problem is; `nil` when it has no position (for example an unreadable path is
    /// still reported with its `file` and line and column 0).
    public var location: SourceLocation?
    /// Which rule found it: a stable id tools can filter on.
    public var rule: RuleID
    /// What is wrong, in one sentence.
    public var message: String
    /// Further remarks, each usually pointing at another place (a candidate, the other layout).
    public var notes: [DiagnosticNote]
    /// The layout and view the diagnostic is about, where the finding knows them: a report finds
    /// the view by it rather than by ``location``, which a whole-file or constraint diagnostic
    /// does not share with any view. `nil` for a finding about no view (a file, a design).
    public var subject: Subject?

    /// A diagnostic with every field given.
    public init(
        severity: Severity,
        location: SourceLocation?,
        rule: RuleID,
        message: String,
        notes: [DiagnosticNote] = [],
        subject: Subject? = nil
    ) {
        self.severity = severity
        self.location = location
        self.rule = rule
        self.message = message
        self.notes = notes
        self.subject = subject
    }

    /// An error found by `rule` at `location`, about `subject` if it names one.
    public static func error(_ rule: RuleID, _ message: String, at location: SourceLocation?, notes: [DiagnosticNote] = [], subject: Subject? = nil) -> Diagnostic {
        Diagnostic(severity: .error, location: location, rule: rule, message: message, notes: notes, subject: subject)
    }

    /// A warning found by `rule` at `location`, about `subject` if it names one.
    public static func warning(_ rule: RuleID, _ message: String, at location: SourceLocation?, notes: [DiagnosticNote] = [], subject: Subject? = nil) -> Diagnostic {
        Diagnostic(severity: .warning, location: location, rule: rule, message: message, notes: notes, subject: subject)
    }

    /// `path:line:col: severity: message [rule-id]`, then one `path:line:col: note: ...` line per note;
    /// a location without a position (a whole file) is written `path: severity: ...`.
    ///
    /// Paths and messages are escaped: whatever a file put into an id, a title or
    /// a path, each diagnostic stays the lines it says it is, with no control character in them.
    public var rendered: String {
        var lines = ["\(Diagnostic.prefix(location))\(severity.rawValue): \(TerminalText.escaped(message, limit: nil)) [\(rule.rawValue)]"]
        for note in notes {
            lines.append("\(Diagnostic.prefix(note.location))note: \(TerminalText.escaped(note.message, limit: nil))")
        }
        return lines.joined(separator: "\n")
    }

    public var description: String { rendered }

    /// The shape every JSON output of the command-line tool gives a diagnostic, flat:
    ///
    /// ```json
    /// {"severity": "warning", "file": "A.xib", "line": 12, "column": 5, "rule": "unmatched-view",
    ///  "message": "...", "notes": [{"file": "B.xib", "line": 3, "column": 1, "message": "..."}]}
    /// ```
    ///
    /// `file`, `line` and `column` are `null` where the diagnostic (or note) has no location or
    /// no position; `rule` is the rule's id. A diagnostic with a ``subject`` adds `layout` and
    /// `view`, each only when the subject names it. Strings are the diagnostic's own, not
    /// escaped: JSON escapes them itself.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(severity, forKey: .severity)
        try container.encode(location?.file, forKey: .file)
        try container.encode(location?.line, forKey: .line)
        try container.encode(location?.column, forKey: .column)
        try container.encode(rule.rawValue, forKey: .rule)
        try container.encode(message, forKey: .message)
        try container.encode(notes, forKey: .notes)
        try container.encodeIfPresent(subject?.layout, forKey: .layout)
        try container.encodeIfPresent(subject?.view, forKey: .view)
    }

    private enum CodingKeys: String, CodingKey { case severity, file, line, column, rule, message, notes, layout, view }

    private static func prefix(_ location: SourceLocation?) -> String {
        location.map { TerminalText.escaped($0.description, limit: nil) + ": " } ?? ""
    }
}
