import Foundation
import Testing
import LayoutTemplates
import LayoutXML
import TestSupport

/// Values an archive writes that Xcode's upgrade leaves out, the modern format meaning them
/// without the attribute (`Fixtures/Legacy/UpgradeDefaults.xib`), and the same archive declared
/// with Auto Layout.
@Suite("Upgrade: values the modern format means without the attribute")
struct UpgradeDefaultsTests {
    static let fixture = PackagePaths.fixture("Legacy/UpgradeDefaults.xib")

    static func upgraded(autoLayout: Bool) throws -> (root: XMLTree.Element, objects: [String: XMLTree.Element], diagnostics: [Diagnostic]) {
        var text = try String(contentsOfFile: fixture, encoding: .utf8)
        if autoLayout {
            text = text.replacingOccurrences(of: "<int key=\"IBDocument.SystemTarget\">1280</int>",
                                             with: "<int key=\"IBDocument.SystemTarget\">1280</int>\n\t\t<bool key=\"IBDocument.UseAutolayout\">YES</bool>")
        }
        let upgrade = try LegacyUpgrade(bytes: Array(text.utf8), path: "UpgradeDefaults.xib")
        let tree = try XMLTree.read(bytes: Array(try upgrade.text().utf8), name: "UpgradeDefaults.xib")
        var objects: [String: XMLTree.Element] = [:]
        tree.root.forEachElement { element in
            if let id = element[attribute: "id"] { objects[id] = element }
        }
        return (tree.root, objects, upgrade.diagnostics)
    }

    @Test("a label aligning centres has no baselineAdjustment; one aligning baselines says so")
    func baselineAdjustment() throws {
        let objects = try Self.upgraded(autoLayout: false).objects
        #expect(objects["2"]?[attribute: "baselineAdjustment"] == nil)
        #expect(objects["3"]?[attribute: "baselineAdjustment"] == "alignBaselines")
    }

    @Test("a bordered bar button item has no style; a plain one says so")
    func barButtonItemStyle() throws {
        let objects = try Self.upgraded(autoLayout: false).objects
        #expect(objects["8"]?[attribute: "style"] == nil)
        #expect(objects["9"]?[attribute: "style"] == "plain")
    }

    @Test("a table's section index from 0 rows is left out")
    func sectionIndex() throws {
        let objects = try Self.upgraded(autoLayout: false).objects
        #expect(objects["6"] != nil)
        #expect(objects["6"]?[attribute: "sectionIndexMinimumDisplayRowCount"] == nil)
    }

    @Test("a text field's opaque black text colour is left out; another is written")
    func textFieldColor() throws {
        let objects = try Self.upgraded(autoLayout: false).objects
        let colors = { (id: String) in objects[id]?.elements.filter { $0[attribute: "key"] == "textColor" } ?? [] }
        #expect(objects["4"] != nil && colors("4").isEmpty)
        #expect(colors("5").first?[attribute: "red"] == "1")
    }

    @Test("a label's preferred width and the document's Auto Layout are written only when the archive uses Auto Layout", arguments: [false, true])
    func autoLayout(uses: Bool) throws {
        let (root, objects, diagnostics) = try Self.upgraded(autoLayout: uses)
        #expect(root[attribute: "useAutolayout"] == (uses ? "YES" : nil))
        #expect(objects["2"]?[attribute: "preferredMaxLayoutWidth"] == (uses ? "280" : nil))
        #expect(!diagnostics.contains { $0.rule == .untranslatedProperty }, "\(diagnostics.map(\.message))")
    }
}
