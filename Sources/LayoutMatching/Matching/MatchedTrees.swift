import LayoutDocuments

/// The trees the matcher flattened for a design: the live tree and every layout drawn as a tree
/// of its own. A ``MatchResult`` carries them so that what reads it afterwards (the live tree, the
/// drawing, the merge) indexes them instead of flattening the same trees again.
package struct MatchedTrees: Sendable {
    /// The live tree.
    package let live: IndexedTree
    /// By layout, in the design's order: the template of a layout drawn as a tree (the live tree's
    /// own for the layout that is the live tree), `nil` for a layout of stored attributes.
    package let templates: [IndexedTree?]

    package init(live: IndexedTree, templates: [IndexedTree?]) {
        self.live = live
        self.templates = templates
    }

    /// The template tree of the design's layout at `layoutIndex`; `nil` for a layout of stored attributes.
    package func template(at layoutIndex: Int) -> IndexedTree? {
        templates.indices.contains(layoutIndex) ? templates[layoutIndex] : nil
    }
}

/// Trees are equal when they flatten equal views: the root of each (a view holds its subviews).
/// The hash takes only the sizes, so that hashing a result does not walk its trees.
extension MatchedTrees: Hashable {
    package static func == (lhs: MatchedTrees, rhs: MatchedTrees) -> Bool {
        func roots(_ trees: MatchedTrees) -> [ViewNode?] {
            ([Optional(trees.live)] + trees.templates).map { tree in tree.map { $0.node(0) { $0.pointee } } }
        }
        return lhs.live.count == rhs.live.count && lhs.templates.map { $0?.count } == rhs.templates.map { $0?.count }
            && roots(lhs) == roots(rhs)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(live.count)
        hasher.combine(templates.map { $0?.count })
    }
}
