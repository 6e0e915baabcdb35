import LayoutCore
import LayoutDocuments

/// A matched ``Design``: the design, one table per layout in the design's order, the template
/// views left unmatched, and diagnostics. The one value the live controller
/// (``LayoutController/init(_:)``), the drawing (`LayoutDrawing(title:result:)`) and the merge
/// (`MergedDesign(result)`) take.
///
/// Look results up by layout rather than by position: ``table(named:)`` for the pairs a layout
/// made, and ``templateViewsWithoutCounterpart(inLayoutNamed:)`` and
/// ``liveViewsWithoutCounterpart(inLayoutNamed:)`` for the views it could not pair, on either side.
public struct MatchResult: Hashable, Sendable {
    /// The design that was matched: its live tree and layouts, in the order of ``tables``.
    package let design: Design
    /// The mode the tables were made in; applying them must use the same one.
    package var mode: MatchingMode
    /// One table per layout, in the order of the design's layouts.
    package var tables: [MatchResult.AttributeTable]
    /// The template views no rule paired, in every layout.
    package var unmatched: [MatchResult.UnmatchedView]
    /// Unmatched views, ambiguities and moves, sorted by file and position.
    public package(set) var diagnostics: [Diagnostic]
    /// The design's trees as the matcher flattened them, for whatever reads the result next.
    package let trees: MatchedTrees

    /// Matches every layout of `design` to its live tree.
    ///
    /// Layouts whose template is the live tree map every view to itself; size-class variations
    /// and stored tables pair their views by id, with no matching; every other layout's views are
    /// paired with the live tree's by the rules of `mode` (the matching contract of the LayoutTemplates documentation).
    ///
    /// - Parameters:
    ///   - design: the live tree and the layouts, as `Design(contentsOf:)` (LayoutDiscovery) read them.
    ///   - mode: ``MatchingMode/default``, or ``MatchingMode/compatible`` to reproduce the reference.
    public init(matching design: Design, mode: MatchingMode = .default) {
        self = Matcher.match(design, mode: mode)
    }

    package init(design: Design, mode: MatchingMode, tables: [MatchResult.AttributeTable], unmatched: [MatchResult.UnmatchedView], diagnostics: [Diagnostic],
                 trees: MatchedTrees) {
        self.design = design
        self.mode = mode
        self.tables = tables
        self.unmatched = unmatched
        self.diagnostics = diagnostics
        self.trees = trees
    }

    /// The table of the layout with this name.
    public func table(named name: LayoutName) -> MatchResult.AttributeTable? {
        tables.first { $0.layoutName == name }
    }

    /// The live view that the template view `templateID` of the layout `layoutName` was paired
    /// with, or `nil` when it was left unmatched.
    package func liveID(pairedWith templateID: ViewID, in layoutName: LayoutName) -> ViewID? {
        table(named: layoutName)?[templateID: templateID]?.liveID
    }

    /// Whether any layout left a view unmatched, a match ambiguous, or a pair resting on no
    /// identity (`weak-match`): `check`'s failure condition.
    package var hasProblems: Bool {
        !unmatched.isEmpty || diagnostics.contains { MatchResult.problemRules.contains($0.rule) }
    }

    /// The rules whose findings are problems: a view left unmatched, an ambiguous match, a live
    /// view shared, a pair resting on no identity.
    package static let problemRules: Set<RuleID> = [.unmatchedView, .ambiguousMatch, .sharedLiveView, .weakMatch]
}
