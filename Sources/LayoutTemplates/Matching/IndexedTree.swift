/// A view tree flattened in pre-order, with parent, depth, subtree ranges and child lists as
/// arrays: what the matcher walks instead of the recursive value tree.
struct IndexedTree {
    /// Nodes in pre-order; node 0 is the root.
    let nodes: [ViewNode]
    let parent: [Int32]
    let depth: [Int32]
    /// One past the last descendant of each node.
    let subtreeEnd: [Int32]
    /// Children of node `i` are `childList[childStart[i] ..< childStart[i + 1]]`.
    let childStart: [Int32]
    let childList: [Int32]
    /// Position of each node among its parent's children.
    let position: [Int32]

    init(root: ViewNode) {
        var nodes: [ViewNode] = [root]
        var parent: [Int32] = [-1]
        var depth: [Int32] = [0]
        // A stack of sibling arrays and the next index in each: pushing a view's subviews retains
        // one array, where pushing the views themselves would copy every field of every view.
        var stack: [(siblings: [ViewNode], next: Int, parent: Int32)] = [(root.subviews, 0, 0)]
        while let top = stack.indices.last {
            let next = stack[top].next
            guard next < stack[top].siblings.count else {
                stack.removeLast()
                continue
            }
            stack[top].next = next + 1
            let parentIndex = stack[top].parent
            nodes.append(stack[top].siblings[next])
            parent.append(parentIndex)
            depth.append(depth[Int(parentIndex)] + 1)
            let index = Int32(nodes.count - 1)
            if !nodes[Int(index)].subviews.isEmpty {
                stack.append((nodes[Int(index)].subviews, 0, index))
            }
        }
        let count = nodes.count
        var subtreeEnd = (0..<count).map { Int32($0 + 1) }
        for index in stride(from: count - 1, through: 1, by: -1) {
            let p = Int(parent[index])
            if p >= 0 { subtreeEnd[p] = max(subtreeEnd[p], subtreeEnd[index]) }
        }
        var childStart = [Int32](repeating: 0, count: count + 1)
        for index in 0..<count { childStart[index + 1] = childStart[index] + Int32(nodes[index].subviews.count) }
        var cursor = Array(childStart.dropLast())
        var childList = [Int32](repeating: 0, count: Int(childStart[count]))
        var position = [Int32](repeating: 0, count: count)
        for index in 1..<max(count, 1) {
            let p = Int(parent[index])
            position[index] = cursor[p] - childStart[p]
            childList[Int(cursor[p])] = Int32(index)
            cursor[p] += 1
        }
        self.nodes = nodes
        self.parent = parent
        self.depth = depth
        self.subtreeEnd = subtreeEnd
        self.childStart = childStart
        self.childList = childList
        self.position = position
    }

    var count: Int { nodes.count }

    // Inlined: called from mutating matcher methods, a call would copy the whole tree struct
    // (retaining each of its arrays) to pass it.
    @inline(__always)
    func children(of index: Int32) -> ArraySlice<Int32> {
        childList[Int(childStart[Int(index)])..<Int(childStart[Int(index) + 1])]
    }

    /// Node `index` read in place: `nodes[i].field` copies the whole node first (retaining each of
    /// its strings and arrays), which made every diagnostic's descriptions cost thousands of instructions.
    @inline(__always)
    func node<R>(_ index: Int32, _ read: (UnsafePointer<ViewNode>) -> R) -> R {
        // A pointer, not the buffer's subscript, which copies the element too. `index` is a node
        // of this tree, so the buffer is not empty.
        nodes.withUnsafeBufferPointer { read($0.baseAddress.unsafelyUnwrapped + Int(index)) }
    }

    func location(of index: Int32) -> SourceLocation? {
        node(index) { $0.pointee.location }
    }

    @inline(__always)
    func childCount(of index: Int32) -> Int {
        Int(childStart[Int(index) + 1] - childStart[Int(index)])
    }
}
