import Foundation
import Testing
import LayoutTemplates
import LayoutXML
import TestSupport

/// `upgrade` of an archive whose object graph is broken: every loss is a warning at its line, the
/// output defines each id once, and nothing is written twice.
@Suite struct UpgradeGraphTests {
    static let archive = PackagePaths.fixture("Hostile/broken-graph-8.00.xib")

    @Test("a repeated key, colliding connection ids, a controller cycle and a missing controller: warned about, and the upgrade is sound")
    func brokenGraph() throws {
        let upgrade = try LegacyUpgrade(contentsOf: Self.archive)
        let text = try upgrade.text()
        try DocumentSoundness.check(text, file: "out.xib")
        let messages = upgrade.diagnostics.map { "\($0.location?.line ?? 0): \($0.message)" }
        #expect(messages.contains("15: IBUIText of IBUILabel (object 3000) is given again later in the object; the upgrade keeps the last value and leaves this one out"), "\(messages)")
        #expect(messages.contains { $0.hasPrefix("22: an item of IBUIViewControllers of IBUINavigationController (object 4000) names object '7777'") }, "\(messages)")
        #expect(messages.contains { $0.contains("IBUINavigationController (object 4000): it is reached again from another object") }, "\(messages)")
        let renumbered = upgrade.diagnostics.filter { $0.rule == .duplicateID }
        #expect(renumbered.count == 2)
        #expect(renumbered.allSatisfy { $0.location?.line != nil && $0.message.contains("which is also an object's") }, "\(renumbered.map(\.message))")
        let tree = try XMLTree.read(bytes: Array(text.utf8))
        var labels: [String] = []
        tree.root.forEachElement { if $0.name == "label" { labels.append($0[attribute: "text"] ?? "") } }
        #expect(labels == ["second"])
    }

    @Test("a colour key given twice in one object is written once, the last value, with a warning at the earlier one")
    func repeatedColourKey() throws {
        let archive = try String(contentsOfFile: Self.archive, encoding: .utf8)
        let repeated = "<string key=\"IBUIText\">first</string>\n\t\t\t\t\t\t<string key=\"IBUIText\">second</string>"
        #expect(archive.contains(repeated))
        let colours = """
        <string key="IBUIText">second</string>
        <object class="NSColor" key="IBUITextColor"><int key="NSColorSpace">1</int><bytes key="NSRGB">MSAwIDAA</bytes></object>
        <object class="NSColor" key="IBUITextColor"><int key="NSColorSpace">1</int><bytes key="NSRGB">MCAwIDEA</bytes></object>
        """
        let upgrade = try LegacyUpgrade(bytes: Array(archive.replacingOccurrences(of: repeated, with: colours).utf8), path: "colours.xib")
        let text = try upgrade.text()
        try DocumentSoundness.check(text, file: "out.xib")
        var label: XMLTree.Element?
        try XMLTree.read(bytes: Array(text.utf8)).root.forEachElement { if $0.name == "label" { label = $0 } }
        let colourElements = try #require(label).elements.filter { $0.name == "color" && $0[attribute: "key"] == "textColor" }
        #expect(colourElements.count == 1, "\(colourElements)")
        #expect(colourElements.first?[attribute: "blue"] == "1", "the last value counts: \(colourElements)")
        let warnings = upgrade.diagnostics.filter { $0.message.contains("IBUITextColor of IBUILabel (object 3000) is given again later in the object") }
        #expect(warnings.count == 1, "\(upgrade.diagnostics.map(\.message))")
        #expect(warnings.first?.location?.line == 16)
    }

    /// An archive whose root object of class `kind` names the next in `list` by reference, and
    /// so on `count` deep, each defined in its object record: flat as the reader sees it, `count`
    /// deep as the upgrade writes it.
    static func chain(count: Int, kind: String, list: String) -> String {
        func object(_ id: Int, key: String) -> String {
            let next = id - 2000 + 1 < count ? "<array class=\"NSMutableArray\" key=\"\(list)\"><reference ref=\"\(id + 1)\"/></array>" : ""
            return "<object class=\"\(kind)\"\(key) id=\"\(id)\"><string key=\"NSFrame\">{{0, 0}, {10, 10}}</string>\(next)</object>"
        }
        let records = (2001..<(2000 + count)).map { id in
            "<object class=\"IBObjectRecord\"><int key=\"objectID\">\(id)</int>\(object(id, key: " key=\"object\""))<reference key=\"parent\" ref=\"\(id - 1)\"/></object>"
        }
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
        <data>
        <array class="NSMutableArray" key="IBDocument.RootObjects" id="1000">
        <object class="IBProxyObject" id="1"><string key="IBProxiedObjectIdentifier">IBFilesOwner</string></object>
        \(object(2000, key: ""))
        </array>
        <object class="IBObjectContainer" key="IBDocument.Objects">
        <array class="NSMutableArray" key="connectionRecords"/>
        <object class="IBMutableOrderedSet" key="objectRecords"><array key="orderedObjects">
        <object class="IBObjectRecord"><int key="objectID">0</int><array key="object" id="0"/><reference key="children" ref="1000"/><nil key="parent"/></object>
        \(records.joined(separator: "\n"))
        </array></object>
        <int key="maxID">3001</int>
        </object>
        </data>
        </archive>

        """
    }

    @Test("views or controllers nested deeper by reference than a document is read: the upgrade leaves out the deepest with a warning at its line, and is sound",
          arguments: [("IBUIView", "NSSubviews", 150), ("IBUINavigationController", "IBUIViewControllers", 600)])
    func nestedByReference(_ kind: String, _ list: String, _ count: Int) throws {
        let upgrade = try LegacyUpgrade(bytes: Array(Self.chain(count: count, kind: kind, list: list).utf8), path: "deep.xib")
        let text = try upgrade.text()
        try DocumentSoundness.check(text, file: "out.xib")
        let deep = upgrade.diagnostics.filter { $0.message.contains("elements deep, beyond the 256 levels documents are read to") }
        #expect(deep.count == 1, "\(upgrade.diagnostics.map(\.message))")
        #expect(deep.first?.location?.line != nil)
        // The first object too deep is named, and left out with everything it holds.
        #expect(deep.first?.message.contains("(object 2122)") == true, "\(deep.first?.message ?? "")")
        #expect(text.contains(" id=\"2121\"") && !text.contains(" id=\"2122\""))
    }
}
