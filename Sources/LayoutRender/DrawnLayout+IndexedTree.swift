import LayoutCore
import LayoutDocuments
import LayoutMatching

extension DrawnLayout {
    /// Draws a flattened tree, view `i` of ``views`` being the tree's node `i`, with each node's
    /// attributes chosen by `attributes` (a layout applied to a tree; the node's own when `nil`)
    /// and its match key and counterpart decided by `match`.
    ///
    /// A subview's frame is in its parent's *bounds* coordinates, so its absolute origin is the
    /// parent's absolute origin plus its frame origin minus the parent's bounds origin; in
    /// pre-order the parent's is known first. The root is drawn in its own bounds coordinates.
    package init(
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
