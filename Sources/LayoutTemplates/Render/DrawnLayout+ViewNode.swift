extension DrawnLayout {
    /// Flattens a view tree into a drawn layout, converting every frame to the root's coordinates.
    ///
    /// A subview's frame is in its parent's *bounds* coordinates, so its absolute origin is the
    /// parent's absolute origin plus its frame origin minus the parent's bounds origin.
    ///
    /// - Parameters:
    ///   - matchKeys: for each view id that has a counterpart in the other layout(s), the key it
    ///     shares with them (see ``DrawnView/matchKey``). A view absent from it has no counterpart.
    public init(name: String, root: ViewNode, matchKeys: [String: String]) {
        var views: [DrawnView] = []
        views.reserveCapacity(root.viewCount)
        // The root's frame in its own bounds coordinates: the conversion below is then the identity for it.
        let rootOrigin = (x: root.bounds.x, y: root.bounds.y)
        // Explicit stack: real trees can be deeper than is safe to recurse on.
        var stack: [(node: ViewNode, originX: Double, originY: Double, depth: Int)] = [(root, rootOrigin.x, rootOrigin.y, 0)]
        while let (node, originX, originY, depth) = stack.popLast() {
            let frame = Rect(x: originX, y: originY, width: node.frame.width, height: node.frame.height)
            let key = matchKeys[node.id]
            views.append(DrawnView(
                id: node.id,
                className: node.viewClass.name,
                label: DrawnView.label(for: node),
                frame: frame,
                depth: depth,
                isHidden: node.isHidden,
                matchKey: key,
                hasCounterpart: key != nil
            ))
            for subview in node.subviews.reversed() {
                stack.append((
                    subview,
                    originX + subview.frame.x - node.bounds.x,
                    originY + subview.frame.y - node.bounds.y,
                    depth + 1
                ))
            }
        }
        self.init(name: name, views: views)
    }
}
