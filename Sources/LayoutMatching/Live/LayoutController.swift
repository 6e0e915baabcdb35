import LayoutCore
import LayoutDocuments

/// Any number of named layouts over one live tree, each with a condition on the ``/LayoutCore/Environment``.
///
/// Selection: among the layouts whose condition holds, the most specific (the most constraints set) wins, and among equally specific ones the
/// first declared. When no condition holds the tree keeps its current layout. A layout is applied
/// only when the selection changes; the first update always applies.
public struct LayoutController: Hashable, Sendable {
    /// The one live tree the layouts are applied to.
    public private(set) var tree: LiveTree
    /// Every layout compiled against ``tree``, in the design's order.
    package let layouts: [CompiledLayout]
    /// The matching mode of the tables (the result's), which also decides how a layout is applied.
    package let mode: MatchingMode
    /// The index of the layout applied last, `nil` before the first.
    package private(set) var selected: Int?
    /// How many times a layout was applied.
    package private(set) var applyCount = 0

    package init(tree: LiveTree, layouts: [CompiledLayout], mode: MatchingMode) {
        self.tree = tree
        self.layouts = layouts
        self.mode = mode
    }

    /// The live tree of the matched design as drawn, with every layout's table compiled against it
    /// under the layout's condition; no layout is applied before the first ``update(for:)``.
    public init(_ result: MatchResult) {
        let tree = LiveTree(result.trees.live)
        var compiled: [CompiledLayout] = []
        for (layout, table) in zip(result.design.layouts, result.tables) {
            compiled.append(tree.compile(table, condition: layout.condition))
        }
        self.init(tree: tree, layouts: compiled, mode: result.mode)
    }

    /// The name of the layout applied last.
    public var selectedName: LayoutName? { selected.map { layouts[$0].name } }

    /// Selects the layout for `environment` and applies it if the selection changed; returns whether it applied.
    @discardableResult
    public mutating func update(for environment: Environment) -> Bool {
        guard let choice = LayoutCondition.selectLayout(among: layouts.map(\.condition), for: environment) else { return false }
        if choice == selected { return false }
        tree.apply(layouts[choice], mode: mode)
        selected = choice
        applyCount += 1
        return true
    }

    /// Gives the live tree's root `size` and resizes its views through their autoresizing masks,
    /// as a device of that screen would (see ``LiveTree``'s `resizeRoot(to:)`).
    package mutating func resizeRoot(to size: Size) {
        tree.resizeRoot(to: size)
    }
}
