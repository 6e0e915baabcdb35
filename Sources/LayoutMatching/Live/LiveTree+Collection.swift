import LayoutDocuments

/// The live tree is its views in pre-order: `tree[0]` is the root, `tree.first { $0.id == id }`
/// finds a view, and `tree.subtree(of:)` is a view with its descendants, as one slice.
extension LiveTree: RandomAccessCollection {
    public var startIndex: Int { 0 }
    public var endIndex: Int { ids.count }

    /// The view at pre-order position `index`, with its current attributes.
    public subscript(index: Int) -> LiveTree.LiveView {
        let parentIndex = Int(parent[index])
        return LiveTree.LiveView(index: index, id: ids[index], viewClass: classes[index], attributes: attributes(at: index),
                        parent: parentIndex < 0 ? nil : parentIndex, subtree: index..<Int(subtreeEnd[index]))
    }

    /// The view at `index` and all its descendants, in pre-order.
    package func subtree(of index: Int) -> Slice<LiveTree> {
        self[index..<Int(subtreeEnd[index])]
    }

    /// The views whose superview is the view at `index`, in document order.
    package func children(of index: Int) -> [LiveTree.LiveView] {
        var children: [LiveTree.LiveView] = []
        var child = index + 1
        let end = Int(subtreeEnd[index])
        while child < end {
            children.append(self[child])
            child = Int(subtreeEnd[child])
        }
        return children
    }
}
