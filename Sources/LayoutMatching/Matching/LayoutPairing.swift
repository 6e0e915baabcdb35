import LayoutCore

/// Which template view each live view of one tree layout is paired with, and what pairing them
/// reported: what either mode's matcher gives (see ``TreeLayoutMatch``).
struct LayoutPairing: Sendable {
    /// Template view -> its live view, -1 where unpaired (default mode; empty in compatible mode,
    /// where several template views may write one live view).
    var partner: [Int32]
    /// Live view -> the template view whose attributes it takes, -1 for none.
    var liveToTemplate: [Int32]
    /// By template view: the rule that paired it.
    var rule: [MatchRule?]
    var diagnostics: [Diagnostic]
    /// Compatible mode reports unmatched views as it goes; default mode's come from
    /// ``UnmatchedReport`` once the pairs are final.
    var unmatched: [MatchResult.UnmatchedView]
    /// The ambiguities already reported (default mode), which ``DuplicateSiblingReport`` must not repeat.
    var reportedAmbiguity: Set<AmbiguityKey>
}

extension LayoutPairing {
    /// Pairs `inputs` in `mode`.
    init(_ inputs: MatchInputs, mode: MatchingMode) {
        switch mode {
        case .compatible:
            var matcher = CompatibleMatcher(inputs)
            matcher.run()
            self = matcher.pairing
        case .default:
            var matcher = DefaultMatcher(inputs)
            matcher.run()
            self = matcher.pairing
        }
    }
}
