import LayoutCore
import LayoutDiscovery
import LayoutMatching

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
    package var options: LayoutOptions
    /// How views are matched.
    package var mode: MatchingMode
    /// Whether every warning is an error (and so fails the gate).
    package var strict: Bool
    /// Rules turned off or given another severity; the others keep their default level
    /// (``defaultRuleLevels``) or, without one, the severity their finding was made with.
    package var ruleLevels: [RuleID: RuleLevel]
    /// The folder findings are named relative to (fingerprints, SARIF's `SRCROOT`).
    package var root: String
    /// Whether every localized copy of a design reports its findings, rather than copies with the
    /// same findings being reported once (``DesignCheck/Outcome/localizedCopy``).
    package var reportsEveryLocalization: Bool
    /// The configuration file these settings were read from, which reports name; `nil` when none was.
    package var configurationFile: String?

    /// Settings for one check run; every setting not given is the default.
    ///
    /// - Parameters:
    ///   - options: where the layouts are (outlet names, root ids).
    ///   - mode: how views are matched.
    ///   - strict: whether every warning is an error (and so fails the gate).
    ///   - ruleLevels: rules turned off or given another severity; the others keep their default
    ///     level (the matching problems are errors) or, without one, the severity their finding
    ///     was made with.
    ///   - root: the folder findings are named relative to (fingerprints, SARIF's `SRCROOT`).
    ///   - reportsEveryLocalization: whether every localized copy of a design reports its
    ///     findings, rather than copies with the same findings being reported once
    ///     (``DesignCheck/Outcome/localizedCopy``).
    public init(
        options: LayoutOptions = LayoutOptions(),
        mode: MatchingMode = .default,
        strict: Bool = false,
        ruleLevels: [RuleID: RuleLevel] = [:],
        root: String = ".",
        reportsEveryLocalization: Bool = false
    ) {
        self.options = options
        self.mode = mode
        self.strict = strict
        self.ruleLevels = ruleLevels
        self.root = root
        self.reportsEveryLocalization = reportsEveryLocalization
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

    /// The levels the gate gives rules when the settings do not: the matching problems
    /// (a view left unmatched, an ambiguous match, a pair resting on
    /// no identity, a shared live view) are errors, because they fail the build; every other rule
    /// keeps the severity its finding was made with.
    package static let defaultRuleLevels: [RuleID: RuleLevel] = Dictionary(uniqueKeysWithValues: RuleID.builtIn.compactMap { rule in
        NamePairing.DesignFiles.Reading.defaultSeverity(of: rule) == .error ? (rule, RuleLevel.error) : nil
    })

    /// The level of `rule`: configured, else ``defaultRuleLevels``, else `nil` (its own severity).
    package func level(of rule: RuleID) -> RuleLevel? {
        ruleLevels[rule] ?? Self.defaultRuleLevels[rule]
    }

    /// `diagnostics` with the rule levels and `strict` applied: turned-off rules removed, others
    /// given their level's severity (notes stay notes).
    package func judged(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.compactMap { diagnostic in
            var judged = diagnostic
            switch level(of: diagnostic.rule) {
            case .off?: return nil
            case .warning?: if judged.severity == .error { judged.severity = .warning }
            case .error?: if judged.severity == .warning { judged.severity = .error }
            case nil: break
            }
            if strict, judged.severity == .warning { judged.severity = .error }
            return judged
        }
    }

    /// Whether a (judged) finding fails the gate: exactly when it is an error, so that what fails
    /// the build reads as an error in every report.
    package static func fails(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.severity == .error
    }
}
