/// The reference's rotation behaviour: a portrait and a landscape layout, and a live tree that is
/// re-laid out only when the orientation's portrait-ness changes (portrait and upside down are one
/// layout, landscape left and right the other). The first orientation set always applies.
public struct OrientationController: Hashable, Sendable {
    public private(set) var tree: LiveTree
    public let portrait: CompiledLayout
    public let landscape: CompiledLayout
    public let mode: MatchingMode
    /// The last orientation set, `nil` before the first.
    public private(set) var orientation: InterfaceOrientation?
    /// How many times a layout was applied: what a test observes.
    public private(set) var applyCount = 0

    public init(tree: LiveTree, portrait: CompiledLayout, landscape: CompiledLayout, mode: MatchingMode) {
        self.tree = tree
        self.portrait = portrait
        self.landscape = landscape
        self.mode = mode
    }

    /// Builds the live tree from `set` and compiles its `portrait` and `landscape` tables;
    /// `nil` when the result has no table of either name.
    public init?(set: LayoutSet, result: MatchResult) {
        guard let portraitTable = result.table(named: "portrait"), let landscapeTable = result.table(named: "landscape") else { return nil }
        let tree = LiveTree(root: set.live)
        self.init(tree: tree,
                  portrait: tree.compile(portraitTable, condition: .portrait),
                  landscape: tree.compile(landscapeTable, condition: .landscape),
                  mode: result.mode)
    }

    /// Sets the interface orientation; returns whether a layout was applied.
    @discardableResult
    public mutating func setOrientation(_ newOrientation: InterfaceOrientation) -> Bool {
        defer { orientation = newOrientation }
        if let orientation, orientation.isPortrait == newOrientation.isPortrait { return false }
        tree.apply(newOrientation.isPortrait ? portrait : landscape, mode: mode)
        applyCount += 1
        return true
    }
}
