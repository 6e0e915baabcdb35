import LayoutTemplates
import Testing
import TemplateGenerator
import TestSupport

/// The flattened tree the matchers walk reads every view in place from the tree's own sibling
/// arrays: its numbering, parents, subtree ranges, child lists and positions must be
/// those of a plain recursive pre-order walk, and node `i` must be the `i`-th view of that walk.
@Suite("Indexed tree")
struct IndexedTreeTests {
    /// A random tree of `count` views (ids `v0`, `v1`, ... in creation order, not pre-order):
    /// wide and deep parts, leaves, and a view with many children.
    static func randomTree(count: Int, seed: UInt64) -> ViewNode {
        var random = SplitMix64(seed: seed)
        var parents: [Int] = [-1]
        for index in 1..<count {
            // Mostly a recent view (deep chains), sometimes any earlier view (wide groups).
            let span = random.next() % 4 == 0 ? index : min(index, 3)
            parents.append(index - 1 - Int(random.next() % UInt64(span)))
        }
        var children = [[Int]](repeating: [], count: count)
        for index in 1..<count { children[parents[index]].append(index) }
        func build(_ index: Int) -> ViewNode {
            ViewNode(id: "v\(index)", viewClass: ViewClass("UIView"), tag: index,
                     subviews: children[index].map(build))
        }
        return build(0)
    }

    /// What the flattened tree must hold, from a recursive walk.
    struct Expected {
        var ids: [ViewID] = []
        var parent: [Int32] = []
        var depth: [Int32] = []
        var subtreeEnd: [Int32] = []
        var children: [[Int32]] = []
        var position: [Int32] = []

        init(_ root: ViewNode) {
            visit(root, parent: -1, depth: 0, position: 0)
        }

        mutating func visit(_ node: ViewNode, parent: Int32, depth: Int32, position: Int32) {
            let index = Int32(ids.count)
            ids.append(node.id)
            self.parent.append(parent)
            self.depth.append(depth)
            subtreeEnd.append(0)
            children.append([])
            self.position.append(position)
            if parent >= 0 { children[Int(parent)].append(index) }
            for (offset, child) in node.subviews.enumerated() {
                visit(child, parent: index, depth: depth + 1, position: Int32(offset))
            }
            subtreeEnd[Int(index)] = Int32(ids.count)
        }
    }

    @Test("numbering, parents, subtree ranges, children and positions match a recursive walk",
          arguments: [(1, 1), (2, 2), (40, 3), (500, 4), (3000, 5)])
    func matchesRecursiveWalk(count: Int, seed: UInt64) {
        let root = IndexedTreeTests.randomTree(count: count, seed: seed)
        let tree = IndexedTree(root: root)
        let expected = Expected(root)
        #expect(tree.count == count)
        #expect((0..<Int32(tree.count)).map { ViewID(tree.id(of: $0)) } == expected.ids)
        #expect(tree.parent == expected.parent)
        #expect(tree.subtreeEnd == expected.subtreeEnd)
        #expect(tree.position == expected.position)
        #expect((0..<Int32(tree.count)).map { Array(tree.children(of: $0)) } == expected.children)
        #expect((0..<Int32(tree.count)).map(tree.childCount(of:)) == expected.children.map(\.count))
        // Read in place: the whole view, not only its id.
        #expect((0..<Int32(tree.count)).map { index in tree.node(index) { $0.pointee.tag } } == expected.ids.map { Int($0.rawValue.dropFirst())! })
    }

    @Test("a view is read where the tree holds it, and its location comes with it")
    func readsInPlace() {
        let leaf = ViewNode(id: "leaf", viewClass: ViewClass("UILabel"), text: "Hello",
                            location: SourceLocation(file: "f.xib", line: 9, column: 5))
        let root = ViewNode(id: "root", viewClass: ViewClass("UIView"),
                            subviews: [ViewNode(id: "a", viewClass: ViewClass("UIView"), subviews: [leaf]),
                                       ViewNode(id: "b", viewClass: ViewClass("UIButton"), title: "Go")])
        let tree = IndexedTree(root: root)
        #expect(tree.node(2) { $0.pointee } == leaf)
        #expect(tree.location(of: 2) == SourceLocation(file: "f.xib", line: 9, column: 5))
        #expect(tree.node(3) { $0.pointee.title } == "Go")
        #expect(tree.node(0) { $0.pointee } == root)
    }

    @Test("both pre-order walks and the view count see every view once, in a recursive walk's order", arguments: [1, 2, 50, 3_000])
    func inPlaceWalk(count: Int) {
        let tree = IndexedTreeTests.randomTree(count: count, seed: UInt64(count))
        func recursive(_ view: ViewNode, into ids: inout [ViewID]) {
            ids.append(view.id)
            for child in view.subviews { recursive(child, into: &ids) }
        }
        var expected: [ViewID] = []
        recursive(tree, into: &expected)
        var inPlace: [ViewID] = []
        tree.forEachPreOrderInPlace { inPlace.append($0.pointee.id) }
        var copied: [ViewID] = []
        tree.forEachPreOrder { copied.append($0.id) }
        #expect(inPlace == expected)
        #expect(copied == expected)
        #expect(tree.viewCount == count)
    }

    @Test("the one walk gives each view its depth, stops when its body says so, and says whether it stopped", arguments: [1, 50, 3_000])
    func stoppingWalk(count: Int) {
        let tree = IndexedTreeTests.randomTree(count: count, seed: UInt64(count) + 7)
        let expected = Expected(tree)
        var ids: [ViewID] = []
        var depths: [Int32] = []
        let finished = tree.walkPreOrder { node, depth in
            ids.append(node.pointee.id)
            depths.append(Int32(depth))
            return true
        }
        #expect(finished)
        #expect(ids == expected.ids)
        #expect(depths == expected.depth)

        let last = count / 2
        var visited: [ViewID] = []
        let stopped = !tree.walkPreOrder { node, _ in
            visited.append(node.pointee.id)
            return visited.count <= last
        }
        #expect(stopped)
        #expect(visited == Array(expected.ids.prefix(last + 1)))
    }

    @Test("a descendant is the first view in pre-order with the id, found in place")
    func descendant() {
        var b = TreeBuilder()
        let root = b.view("root", [b.view("x", tag: 1, [b.view("x", tag: 2)]), b.view("y", "UILabel", tag: 3, text: "Hi"), b.view("x", tag: 4)])
        #expect(root.descendant(id: "x")?.tag == 1)
        #expect(root.descendant(id: "y") == root.subviews[1])
        #expect(root.descendant(id: "root") == root)
        #expect(root.descendant(id: "z") == nil)
    }
}
