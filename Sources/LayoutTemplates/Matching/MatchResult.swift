/// What matching a ``LayoutSet`` produced: one table per layout, in the set's order, the template
/// views left unmatched, and diagnostics.
public struct MatchResult: Hashable, Sendable {
    public var mode: MatchingMode
    public var tables: [AttributeTable]
    public var unmatched: [UnmatchedView]
    /// Unmatched views, ambiguities and moves, sorted by file and position.
    public var diagnostics: [Diagnostic]

    public init(mode: MatchingMode, tables: [AttributeTable], unmatched: [UnmatchedView], diagnostics: [Diagnostic]) {
        self.mode = mode
        self.tables = tables
        self.unmatched = unmatched
        self.diagnostics = diagnostics
    }

    /// The table of the layout with this name.
    public func table(named name: String) -> AttributeTable? {
        tables.first { $0.layoutName == name }
    }

    /// Whether any layout left a view unmatched, a match ambiguous, or a pair resting on no
    /// identity (`weak-match`): `check`'s failure condition.
    public var hasProblems: Bool {
        !unmatched.isEmpty || diagnostics.contains { MatchResult.problemRules.contains($0.rule) }
    }

    /// The rules whose findings are problems: a view left unmatched, an ambiguous match, a live
    /// view shared, a pair resting on no identity.
    public static let problemRules: Set<RuleID> = [.unmatchedView, .ambiguousMatch, .sharedLiveView, .weakMatch]
}
