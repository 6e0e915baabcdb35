import LayoutTemplates
import Testing
import TestSupport

/// The live tree read as a collection of views: pre-order positions, parents, subtrees and
/// children, and the attributes each view has now.
@Suite("Live tree as a collection")
struct LiveTreeCollectionTests {
    /// root(a(a1, a2), b)
    static func tree() -> LiveTree {
        var build = TreeBuilder()
        let a1 = build.view("a1", "UILabel", frame: Rect(x: 1, y: 1, width: 5, height: 5))
        let a2 = build.view("a2", "UIButton", hidden: true)
        let a = build.view("a", [a1, a2])
        let b = build.view("b", "UIImageView")
        return LiveTree(IndexedTree(root: build.view("root", [a, b])))
    }

    @Test("the views are in pre-order, each with its parent and its subtree")
    func preOrder() {
        let tree = Self.tree()
        #expect(tree.map(\.id) == ["root", "a", "a1", "a2", "b"])
        #expect(tree.map(\.parent) == [nil, 0, 1, 1, 0])
        #expect(tree[1].subtree == 1..<4)
        #expect(tree.subtree(of: 1).map(\.id) == ["a", "a1", "a2"])
        #expect(tree.subtree(of: 4).map(\.id) == ["b"])
        #expect(tree.children(of: 0).map(\.id) == ["a", "b"])
        #expect(tree.children(of: 2).isEmpty)
    }

    @Test("a view carries its class and its current attributes")
    func attributes() throws {
        let tree = Self.tree()
        let label = try #require(tree.first { $0.id == "a1" })
        #expect(label.index == 2)
        #expect(label.viewClass.name == "UILabel")
        #expect(label.attributes.frame == Rect(x: 1, y: 1, width: 5, height: 5))
        #expect(tree[3].attributes.isHidden)
        #expect(tree.count == 5 && tree.indices == 0..<5)
    }
}
