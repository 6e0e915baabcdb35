import LayoutCore
import LayoutDocuments

/// A view tree flattened in pre-order, with parent, subtree ranges and child lists as
/// arrays: the model's one flattened form of a tree, which matching, the live tree (``LiveTree``)
/// and rendering (``DrawnLayout``) all index by pre-order number instead of walking the recursive
/// value tree each their own way.
///
/// The views themselves stay where the tree holds them: the flattened tree keeps the tree's
/// sibling arrays (one retained array per parent) and reads node `i` in place, as element
/// `position[i]` of the array holding it, so that flattening copies no view.
package struct IndexedTree {
    /// Sibling arrays: group 0 holds the root alone, and every view with subviews adds its
    /// subviews array.
    private let groups: [[ViewNode]]
    /// The group holding each node; the node is element `position[i]` of it.
    private let group: [Int32]
    package let parent: [Int32]
    /// One past the last descendant of each node.
    package let subtreeEnd: [Int32]
    /// Children of node `i` are `childList[childStart[i] ..< childStart[i + 1]]`.
    package let childStart: [Int32]
    package let childList: [Int32]
    /// Position of each node among its parent's children.
    package let position: [Int32]

    /// Flattens the tree under `root`. Its own walk rather than ``ViewNode``'s one walker: this
    /// walk's stack IS the sibling arrays the tree keeps, where building on the walker kept them
    /// twice, and matching paid for the copy.
    package init(root: ViewNode) {
        var groups: [[ViewNode]] = [[root]]
        var group: [Int32] = [0]
        var position: [Int32] = [0]
        var parent: [Int32] = [-1]
        var childCount: [Int32] = [Int32(root.subviews.count)]
        // The groups whose next element is still to visit, innermost last, with the index of the
        // view whose subviews the group holds.
        var stack: [(group: Int32, next: Int32, parent: Int32)] = []
        if !root.subviews.isEmpty {
            groups.append(root.subviews)
            stack.append((1, 0, 0))
        }
        while let top = stack.indices.last {
            let (g, next, parentIndex) = stack[top]
            let subviews: [ViewNode]? = groups[Int(g)].withUnsafeBufferPointer { siblings in
                guard Int(next) < siblings.count else { return nil }
                return siblings[Int(next)].subviews
            }
            guard let subviews else {
                stack.removeLast()
                continue
            }
            stack[top].next = next + 1
            let index = Int32(group.count)
            group.append(g)
            position.append(next)
            parent.append(parentIndex)
            childCount.append(Int32(subviews.count))
            if !subviews.isEmpty {
                groups.append(subviews)
                stack.append((Int32(groups.count - 1), 0, index))
            }
        }
        let count = group.count
        var subtreeEnd = (0..<count).map { Int32($0 + 1) }
        for index in stride(from: count - 1, through: 1, by: -1) {
            let p = Int(parent[index])
            subtreeEnd[p] = max(subtreeEnd[p], subtreeEnd[index])
        }
        var childStart = [Int32](repeating: 0, count: count + 1)
        for index in 0..<count { childStart[index + 1] = childStart[index] + childCount[index] }
        var childList = [Int32](repeating: 0, count: Int(childStart[count]))
        for index in 1..<max(count, 1) {
            let p = Int(parent[index])
            childList[Int(childStart[p] + position[index])] = Int32(index)
        }
        self.groups = groups
        self.group = group
        self.parent = parent
        self.subtreeEnd = subtreeEnd
        self.childStart = childStart
        self.childList = childList
        self.position = position
    }

    package var count: Int { group.count }

    // Inlined: called from mutating matcher methods, a call would copy the whole tree struct
    // (retaining each of its arrays) to pass it.
    @inline(__always)
    package func children(of index: Int32) -> ArraySlice<Int32> {
        childList[Int(childStart[Int(index)])..<Int(childStart[Int(index) + 1])]
    }

    /// Node `index` read in place: `array[i].field` copies the whole node first (retaining each
    /// of its strings and arrays).
    @inline(__always)
    package func node<R>(_ index: Int32, _ read: (UnsafePointer<ViewNode>) -> R) -> R {
        // Pointers, not the buffers' subscripts, which copy the element too. `index` is a node of
        // this tree, so its group holds element `position[index]`.
        groups.withUnsafeBufferPointer { groups in
            groups[Int(group[Int(index)])].withUnsafeBufferPointer {
                read($0.baseAddress.unsafelyUnwrapped + Int(position[Int(index)]))
            }
        }
    }

    /// The `id` of node `index`.
    package func id(of index: Int32) -> String {
        node(index) { $0.pointee.id.rawValue }
    }

    package func location(of index: Int32) -> SourceLocation? {
        node(index) { $0.pointee.location }
    }

    /// The node of each id: the first in pre-order when a broken file repeats an id, the one
    /// ``LiveTree/index(of:)`` finds too.
    package func indexByID() -> [String: Int32] {
        var result: [String: Int32] = [:]
        result.reserveCapacity(count)
        for index in 0..<Int32(count) {
            let id = id(of: index)
            if result[id] == nil { result[id] = index }
        }
        return result
    }

    @inline(__always)
    package func childCount(of index: Int32) -> Int {
        Int(childStart[Int(index) + 1] - childStart[Int(index)])
    }
}
