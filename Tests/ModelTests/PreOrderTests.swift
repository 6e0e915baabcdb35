import LayoutTemplates
import Testing

/// The public pre-order walk: every view once, in document order, with its depth and parent.
@Suite("Pre-order walk")
struct PreOrderTests {
    @Test("each view with its depth and its parent; the root has depth 0 and no parent")
    func depthAndParent() {
        func view(_ id: ViewID, _ subviews: [ViewNode] = []) -> ViewNode {
            ViewNode(id: id, viewClass: ViewClass("UIView"), subviews: subviews)
        }
        let root = view("root", [view("a", [view("a1", [view("a1x")]), view("a2")]), view("b", [view("b1")])])
        var visited: [String] = []
        root.forEachPreOrder { node, depth, parent in
            visited.append("\(node.id)@\(depth)<\(parent.map { "\($0.id)" } ?? "-")")
        }
        #expect(visited == ["root@0<-", "a@1<root", "a1@2<a", "a1x@3<a1", "a2@2<a", "b@1<root", "b1@2<b"])
        var plain: [ViewID] = []
        root.forEachPreOrder { plain.append($0.id) }
        #expect(plain == ["root", "a", "a1", "a1x", "a2", "b", "b1"])
    }
}
