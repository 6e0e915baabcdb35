extension DrawnLayout {
    /// Flattens a view tree into a drawn layout, converting every frame to the root's coordinates.
    ///
    /// - Parameters:
    ///   - name: the layout's name, drawn as its panel's title.
    ///   - root: the tree to draw; its frame's origin is the drawing's origin.
    ///   - matchKeys: for each view id that has a counterpart in the other layout(s), the key it
    ///     shares with them (see ``DrawnView/matchKey``). A view absent from it has no counterpart.
    package init(name: String, root: ViewNode, matchKeys: [String: String]) {
        self.init(name: name, root: root, attributes: { $0.attributes }, visit: { node, _ in
            let key = matchKeys[node.id]
            return (key ?? node.id, key != nil)
        })
    }

    /// Flattens a view tree with each view's attributes chosen by `attributes` (a layout applied
    /// to a tree) and its match key and counterpart decided by `visit`, which also receives the
    /// view's index in ``views`` (pre-order).
    ///
    /// A subview's frame is in its parent's *bounds* coordinates, so its absolute origin is the
    /// parent's absolute origin plus its frame origin minus the parent's bounds origin.
    init(
        name: String,
        root: ViewNode,
        attributes: (ViewNode) -> LayoutAttributes,
        visit: (ViewNode, Int) -> (key: String, hasCounterpart: Bool)
    ) {
        var views: [DrawnView] = []
        views.reserveCapacity(root.viewCount)
        let rootAttributes = attributes(root)
        // Explicit stack: real trees can be deeper than is safe to recurse on. The root is drawn
        // in its own bounds coordinates.
        var stack: [(node: ViewNode, attributes: LayoutAttributes, originX: Double, originY: Double, depth: Int)] = [
            (root, rootAttributes, rootAttributes.bounds.x, rootAttributes.bounds.y, 0),
        ]
        while let (node, own, originX, originY, depth) = stack.popLast() {
            let (key, hasCounterpart) = visit(node, views.count)
            views.append(DrawnView(
                id: node.id,
                className: node.viewClass.name,
                label: DrawnView.label(for: node),
                frame: Rect(x: originX, y: originY, width: own.frame.width, height: own.frame.height),
                depth: depth,
                isHidden: own.isHidden,
                matchKey: key,
                hasCounterpart: hasCounterpart
            ))
            for subview in node.subviews.reversed() {
                let child = attributes(subview)
                stack.append((
                    subview, child,
                    originX + child.frame.x - own.bounds.x,
                    originY + child.frame.y - own.bounds.y,
                    depth + 1
                ))
            }
        }
        self.init(name: name, views: views)
    }
}
