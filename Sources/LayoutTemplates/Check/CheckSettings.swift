/// How `check` reads and judges designs: where the layouts are, the matching mode, and what each
/// rule's findings weigh.
public struct CheckSettings: Hashable, Sendable {
    /// What a configuration can make of a rule's findings.
    public enum RuleLevel: String, Hashable, Sendable, CaseIterable {
        /// Dropped: neither reported nor counted.
        case off
        /// Reported as a warning.
        case warning
        /// Reported as an error: fails the gate.
        case error
    }

    /// Where the layouts are (outlet names, root ids).
    public var options: LayoutOptions
    /// How views are matched.
    public var mode: MatchingMode
    /// Whether every warning is an error (and so fails the gate).
    public var strict: Bool
    /// Rules turned off or given another severity; the others keep their own.
    public var ruleLevels: [RuleID: RuleLevel]
    /// The folder findings are named relative to (fingerprints, SARIF's `SRCROOT`).
    public var root: String
    /// The configuration file these settings were read from, which reports name; `nil` when none was.
    public var configurationFile: String?

    /// Settings for one check run; every setting not given is the default.
    public init(
        options: LayoutOptions = LayoutOptions(),
        mode: MatchingMode = .default,
        strict: Bool = false,
        ruleLevels: [RuleID: RuleLevel] = [:],
        root: String = "."
    ) {
        self.options = options
        self.mode = mode
        self.strict = strict
        self.ruleLevels = ruleLevels
        self.root = root
    }

    /// The settings a configuration file gives (``CheckConfiguration/read(file:)``): its outlet
    /// names, matching mode, `strict` and rule levels; what it leaves out is the default.
    public init(configuration: CheckConfiguration, root: String = ".") {
        var options = LayoutOptions()
        if let outlets = configuration.portraitOutlets { options.portraitOutlets = outlets }
        if let outlets = configuration.landscapeOutlets { options.landscapeOutlets = outlets }
        self.init(options: options, mode: configuration.matching ?? .default, strict: configuration.strict ?? false,
                  ruleLevels: configuration.ruleLevels, root: root)
        configurationFile = configuration.file
    }

    /// `diagnostics` with the rule levels and `strict` applied: turned-off rules removed, others
    /// given their configured severity (notes stay notes).
    package func judged(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.compactMap { diagnostic in
            var judged = diagnostic
            switch ruleLevels[diagnostic.rule] {
            case .off?: return nil
            case .warning?: if judged.severity == .error { judged.severity = .warning }
            case .error?: if judged.severity == .warning { judged.severity = .error }
            case nil: break
            }
            if strict, judged.severity == .warning { judged.severity = .error }
            return judged
        }
    }

    /// Whether a (judged) finding fails the gate: an error, or a matching problem
    /// (``MatchResult/problemRules``) at any severity above a note.
    package static func fails(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.severity == .error || (diagnostic.severity == .warning && MatchResult.problemRules.contains(diagnostic.rule))
    }
}
