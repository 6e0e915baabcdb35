import Testing
@testable import LayoutXML

@Suite("Editing a tree in place")
struct XMLTreeEditTests {
    static let text = "<a id=\"1\"><b id=\"2\"><c id=\"3\"/></b>x<d id=\"4\"/></a>"

    @Test("every element is visited and edited once, parents first, and what stays unedited is equal")
    func editsEveryElement() throws {
        var tree = try XMLTree.read(bytes: Array(Self.text.utf8))
        let before = tree
        var order: [String] = []
        tree.root.transformElements { element in
            order.append(element[attribute: "id"] ?? "")
            element[attribute: "seen"] = "yes"
        }
        #expect(order == ["1", "2", "3", "4"])
        var seen = 0
        tree.root.forEachElement { if $0[attribute: "seen"] == "yes" { seen += 1 } }
        #expect(seen == 4)
        #expect(tree.root.text == "x")
        // The copy taken before shares nothing the edit changed.
        var unedited = 0
        before.root.forEachElement { if $0[attribute: "seen"] == nil { unedited += 1 } }
        #expect(unedited == 4)
    }

    @Test("an edit that throws part way leaves every element in its place")
    func throwingEditKeepsTheTree() throws {
        struct Stop: Error {}
        var tree = try XMLTree.read(bytes: Array(Self.text.utf8))
        #expect(throws: Stop.self) {
            try tree.root.transformElements { element in
                if element[attribute: "id"] == "3" { throw Stop() }
            }
        }
        #expect(try XMLTreeWriter.string(from: tree) == XMLTreeWriter.string(from: XMLTree.read(bytes: Array(Self.text.utf8))))
    }

    @Test("taking an element leaves empty text in its place; other nodes give nothing")
    func takeElement() {
        var node = XMLTree.Node.element(XMLTree.Element("v"))
        #expect(node.takeElement()?.name == "v")
        #expect(node == .text(XMLTree.Text("")))
        var text = XMLTree.Node.text(XMLTree.Text("t"))
        #expect(text.takeElement() == nil)
        #expect(text == .text(XMLTree.Text("t")))
    }
}
