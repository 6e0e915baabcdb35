import LayoutCore
import LayoutDocuments

extension MatchResult {
    /// The template views of the layout `layoutName` that no live view was found for: each
    /// topmost one under a matched parent (the unmatched views inside it are not listed). Each has its `unmatched-view` warning among
    /// ``diagnostics``; empty for a layout that pairs its views by id or is the live tree.
    public func templateViewsWithoutCounterpart(inLayoutNamed layoutName: LayoutName) -> [MatchResult.UnmatchedView] {
        unmatched.filter { $0.layoutName == layoutName }
    }

    /// The live views the layout `layoutName` gives no attributes, in pre-order: views drawn in
    /// the live tree only, which keep whatever attributes they have when the layout is applied.
    /// Empty for a layout whose template is the live tree, or a layout the result does not have.
    /// Each carries the view (its id, class and subtree) and how reports name it.
    public func liveViewsWithoutCounterpart(inLayoutNamed layoutName: LayoutName) -> [ViewIdentity] {
        guard let table = table(named: layoutName) else { return [] }
        let live = trees.live
        var views: [ViewIdentity] = []
        for index in 0..<Int32(live.count) {
            live.node(index) { view in
                if table[liveID: view.pointee.id] == nil { views.append(ViewIdentity(view.pointee)) }
            }
        }
        return views
    }
}
