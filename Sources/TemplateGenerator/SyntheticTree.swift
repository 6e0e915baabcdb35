/// The logical content of a synthetic document, before either format writes it: every view of
/// both layouts, view 0 being the root both layouts share.
struct SyntheticTree: Sendable {
    var views: [SyntheticView]
    /// Pairs of views whose tag or identifying key deliberately repeats a sibling's (copy, original).
    var duplicates: [(copy: Int32, original: Int32)]

    static let root: Int32 = 0

    /// The views of `layout` in pre-order, each once.
    func preOrder(_ layout: SyntheticLayout) -> [Int32] {
        var order: [Int32] = []
        order.reserveCapacity(views.count)
        var stack: [Int32] = [Self.root]
        while let node = stack.popLast() {
            order.append(node)
            stack.append(contentsOf: views[Int(node)].children(in: layout).reversed())
        }
        return order
    }
}

extension SyntheticTree {
    /// Visits the views of `layout` depth-first without recursion: `open` before a view's
    /// subviews, `close` after them, each with the view's nesting level (the root's is 0).
    func walk(_ layout: SyntheticLayout, open: (Int32, Int) -> Void, close: (Int32, Int) -> Void) {
        var stack: [(node: Int32, next: Int)] = [(Self.root, 0)]
        open(Self.root, 0)
        while let (node, next) = stack.last {
            let subviews = views[Int(node)].children(in: layout)
            if next < subviews.count {
                stack[stack.count - 1].next = next + 1
                let child = subviews[next]
                open(child, stack.count)
                stack.append((child, 0))
            } else {
                stack.removeLast()
                close(node, stack.count)
            }
        }
    }
}

extension SyntheticTree {
    /// Each view's parent in `layout`, `-1` for the root and for views the layout lacks.
    func parents(in layout: SyntheticLayout) -> [Int32] {
        var parents = [Int32](repeating: -1, count: views.count)
        for (index, view) in views.enumerated() {
            for child in view.children(in: layout) { parents[Int(child)] = Int32(index) }
        }
        return parents
    }
}
