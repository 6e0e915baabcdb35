import LayoutCore
import LayoutDocuments
import LayoutMatching

extension DrawnLayout {
    /// Flattens a view tree into a drawn layout, converting every frame to the root's coordinates.
    ///
    /// - Parameters:
    ///   - name: the layout's name, drawn as its panel's title.
    ///   - root: the tree to draw; its frame's origin is the drawing's origin.
    ///   - matchKeys: for each view id that has a counterpart in the other layout(s), the key it
    ///     shares with them (see ``DrawnView/matchKey``). A view absent from it has no counterpart.
    package init(name: String, root: ViewNode, matchKeys: [String: String]) {
        let tree = IndexedTree(root: root)
        self.init(name: name, tree: tree, match: { index in
            let id = tree.id(of: index)
            let key = matchKeys[id]
            return (key ?? id, key != nil)
        })
    }

    /// Draws a flattened tree, view `i` of ``views`` being the tree's node `i`, with each node's
    /// attributes chosen by `attributes` (a layout applied to a tree; the node's own when `nil`)
    /// and its match key and counterpart decided by `match`.
    ///
    /// A subview's frame is in its parent's *bounds* coordinates, so its absolute origin is the
    /// parent's absolute origin plus its frame origin minus the parent's bounds origin; in
    /// pre-order the parent's is known first. The root is drawn in its own bounds coordinates.
    init(
        name: String,
        tree: IndexedTree,
        attributes: ((Int32) -> LayoutAttributes)? = nil,
        match: (Int32) -> (key: String, hasCounterpart: Bool)
    ) {
        var views: [DrawnView] = []
        views.reserveCapacity(tree.count)
        var boundsOrigins: [(x: Double, y: Double)] = []
        boundsOrigins.reserveCapacity(tree.count)
        for index in 0..<Int32(tree.count) {
            let own = attributes?(index) ?? tree.node(index) { $0.pointee.attributes }
            let parent = tree.parent[Int(index)] < 0 ? nil : Int(tree.parent[Int(index)])
            var origin = (x: own.bounds.x, y: own.bounds.y)
            if let parent {
                origin.x = views[parent].frame.x + own.frame.x - boundsOrigins[parent].x
                origin.y = views[parent].frame.y + own.frame.y - boundsOrigins[parent].y
            }
            let (key, hasCounterpart) = match(index)
            views.append(tree.node(index) { node in
                DrawnView(
                    id: node.pointee.id.rawValue,
                    className: node.pointee.viewClass.name,
                    label: DrawnView.label(for: node.pointee),
                    frame: Rect(x: origin.x, y: origin.y, width: own.frame.width, height: own.frame.height),
                    parent: parent,
                    isHidden: own.isHidden,
                    matchKey: key,
                    hasCounterpart: hasCounterpart
                )
            })
            boundsOrigins.append((own.bounds.x, own.bounds.y))
        }
        self.init(name: name, views: views)
    }
}
