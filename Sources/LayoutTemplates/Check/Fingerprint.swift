/// What identifies a finding across edits of its file: the file, the rule, and what the finding
/// is about (the view's identity path, or the message for a finding about no view). Line and
/// column are left out, so a view added above it does not make an old finding new.
public struct Fingerprint: Hashable, Sendable, Codable, Comparable {
    /// The file, relative to ``CheckSettings/root``.
    public var file: String
    /// The finding's rule.
    public var rule: RuleID
    /// The view's identity path (`ViewIdentityPaths`), or the message.
    public var subject: String

    /// The fingerprint of a finding by `rule` about `subject` in `file`.
    public init(file: String, rule: RuleID, subject: String) {
        self.file = file
        self.rule = rule
        self.subject = subject
    }

    /// By file, rule and subject: the order of a baseline file.
    public static func < (a: Fingerprint, b: Fingerprint) -> Bool {
        (a.file, a.rule.rawValue, a.subject) < (b.file, b.rule.rawValue, b.subject)
    }
}

/// A diagnostic that `check` reports, with its fingerprint.
public struct Finding: Hashable, Sendable {
    /// The diagnostic as judged by the settings.
    public var diagnostic: Diagnostic
    /// What recognises it in a baseline.
    public var fingerprint: Fingerprint

    package init(diagnostic: Diagnostic, fingerprint: Fingerprint) {
        self.diagnostic = diagnostic
        self.fingerprint = fingerprint
    }

    /// Whether it fails the gate (see ``CheckSettings/fails(_:)``).
    public var fails: Bool { CheckSettings.fails(diagnostic) }
}
