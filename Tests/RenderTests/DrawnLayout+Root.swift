import LayoutTemplates

extension DrawnLayout {
    /// Flattens a view tree into a drawn layout, converting every frame to the root's coordinates.
    ///
    /// - Parameters:
    ///   - name: the layout's name, drawn as its panel's title.
    ///   - root: the tree to draw; its frame's origin is the drawing's origin.
    ///   - matchKeys: for each view id that has a counterpart in the other layout(s), the key it
    ///     shares with them (see ``DrawnView/matchKey``). A view absent from it has no counterpart.
    init(name: String, root: ViewNode, matchKeys: [String: String]) {
        let tree = IndexedTree(root: root)
        self.init(name: name, tree: tree, match: { index in
            let id = tree.id(of: index)
            let key = matchKeys[id]
            return (key ?? id, key != nil)
        })
    }
}
