import LayoutCore

/// What identifies a finding across edits of its file: the file, the rule, and what the finding
/// is about (the view's identity path, or the message for a finding about no view). Line and
/// column are left out, so a view added above it does not make an old finding new.
package struct Fingerprint: Hashable, Sendable, Codable, Comparable {
    /// The file, relative to ``CheckSettings/root``.
    package var file: String
    /// The finding's rule id as written: a baseline made by a later version may name a rule
    /// this one does not report, whose entries then match nothing.
    package var rule: String
    /// The view's identity path (`ViewIdentityPaths`), or the message.
    package var subject: String

    /// The fingerprint of a finding by `rule` about `subject` in `file`.
    package init(file: String, rule: RuleID, subject: String) {
        self.init(file: file, ruleName: rule.rawValue, subject: subject)
    }

    /// The fingerprint of a baseline entry naming its rule `ruleName`.
    package init(file: String, ruleName: String, subject: String) {
        self.file = file
        self.rule = ruleName
        self.subject = subject
    }

    /// By file, rule and subject: the order of a baseline file.
    package static func < (a: Fingerprint, b: Fingerprint) -> Bool {
        (a.file, a.rule, a.subject) < (b.file, b.rule, b.subject)
    }
}

extension DesignCheck {
    /// A diagnostic that `check` reports, with its fingerprint.
    public struct Finding: Hashable, Sendable {
        /// The diagnostic as judged by the settings: it fails the gate exactly when it is an error.
        public package(set) var diagnostic: Diagnostic
        /// What recognises it in a baseline.
        package var fingerprint: Fingerprint

        package init(diagnostic: Diagnostic, fingerprint: Fingerprint) {
            self.diagnostic = diagnostic
            self.fingerprint = fingerprint
        }

        /// Whether it fails the gate: whether it is an error (after the rule levels and `strict`).
        package var fails: Bool { CheckSettings.fails(diagnostic) }
    }
}
