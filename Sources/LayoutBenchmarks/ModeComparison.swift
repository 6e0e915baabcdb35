/// The default matching mode against the compatible one on one case: their time ratios with the
/// table entries each made, because a ratio between modes means little unless they laid out the
/// same views (on a deep document with untagged containers the compatible mode gives up on most
/// of the second layout's views; see ``BenchmarkCase/tagged``).
public struct ModeComparison: Sendable, Hashable {
    /// `template-apply match` end to end, default over compatible; `nil` when not run.
    public var endToEnd: Double?
    /// The matching phase alone (find + match), default over compatible.
    public var matching: Double?
    /// Table entries the default mode made, over every layout: live views laid out, a view laid
    /// out by two layouts counted twice.
    public var defaultTableEntries: Int
    /// The same for the compatible mode.
    public var compatibleTableEntries: Int

    /// The comparison of `result`'s two matching phases; `nil` unless both ran.
    public init?(_ result: CaseResult) {
        guard let defaultMode = result.phase(.matchDefault), let compatibleMode = result.phase(.matchCompatible) else { return nil }
        endToEnd = result.ratio(.endToEndMatch, to: .endToEndMatchCompatible)
        matching = result.ratio(.matchDefault, to: .matchCompatible)
        defaultTableEntries = defaultMode.output
        compatibleTableEntries = compatibleMode.output
    }
}
