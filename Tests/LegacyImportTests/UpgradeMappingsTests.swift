import Testing
import LayoutTemplates
import LayoutXML
import TestSupport

/// What an archive leaves implicit and Xcode's upgrade spells out, and the bookkeeping it skips
/// (`Fixtures/Legacy/UpgradeMappings.xib`).
@Suite("Upgrade: implicit values and bookkeeping")
struct UpgradeMappingsTests {
    let objects: [String: XMLTree.Element]
    let upgrade: LegacyUpgrade

    init() throws {
        upgrade = try LegacyUpgrade(contentsOf: PackagePaths.fixture("Legacy/UpgradeMappings.xib"))
        let tree = try XMLTree.read(bytes: Array(try upgrade.text().utf8), name: "UpgradeMappings.xib")
        var objects: [String: XMLTree.Element] = [:]
        tree.root.forEachElement { element in
            if let id = element[attribute: "id"] { objects[id] = element }
        }
        self.objects = objects
    }

    @Test("a text field archived without adjustsFontSizeToFit gets NO written (absent means YES in the modern format); YES is left out")
    func textFieldAdjustsFontSize() {
        #expect(objects["2"]?[attribute: "adjustsFontSizeToFit"] == "NO")
        #expect(objects["3"]?[attribute: "adjustsFontSizeToFit"] == nil)
    }

    @Test("separator styles as Xcode writes them: none without the key, default for a single line and for a grouped table's etched line")
    func separatorStyles() {
        #expect(objects["4"]?[attribute: "separatorStyle"] == "none")
        #expect(objects["5"]?[attribute: "separatorStyle"] == "default")
        #expect(objects["6"]?[attribute: "separatorStyle"] == "default")
        #expect(objects["6"]?[attribute: "style"] == "grouped")
    }

    @Test("accessibility traits set to none and an empty label are written")
    func accessibility() throws {
        let accessibility = try #require(objects["7"]?.elements.first { $0.name == "accessibility" })
        #expect(accessibility[attribute: "label"] == "")
        let traits = try #require(accessibility.elements.first { $0.name == "accessibilityTraits" })
        #expect(traits.attributes.map { "\($0.name)=\($0.value)" } == ["key=traits", "none=YES"])
    }

    @Test("a web view that does not detect phone numbers, archived before detector types, detects nothing")
    func webViewDetectors() throws {
        let detectors = try #require(objects["8"]?.elements.first { $0.name == "dataDetectorType" })
        #expect(detectors.attributes.map(\.name) == ["key"])
    }

    @Test("Interface Builder's bookkeeping is skipped without a warning; the header is the format's")
    func bookkeepingAndHeader() throws {
        #expect(!upgrade.diagnostics.contains { $0.rule == .untranslatedProperty }, "\(upgrade.diagnostics.map(\.message))")
        let header = try upgrade.text().split(separator: "\n").prefix(6).joined(separator: "\n")
        #expect(header.contains("toolsVersion=\"5056\" systemVersion=\"13C64\""))
        #expect(header.contains("version=\"3733\""))
        #expect(!header.contains("2182") && !header.contains("11E53"))
    }

    @Test("a non-empty list of gesture recognizers is no bookkeeping: it is reported")
    func gestureRecognizersReported() throws {
        let path = PackagePaths.fixture("Legacy/UpgradeMappings.xib")
        let text = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(
            of: "<array class=\"NSMutableArray\" key=\"1.IBNSViewMetadataGestureRecognizers\"/>",
            with: "<array class=\"NSMutableArray\" key=\"1.IBNSViewMetadataGestureRecognizers\"><reference ref=\"100\"/></array>"
        )
        let upgrade = try LegacyUpgrade(bytes: Array(text.utf8), path: "Recognizers.xib")
        #expect(upgrade.diagnostics.contains { $0.rule == .untranslatedProperty && $0.message.contains("IBNSViewMetadataGestureRecognizers") })
    }
}

/// Texts written by their length, as Xcode writes them (`Fixtures/Legacy/UpgradeMappings.xib`).
@Suite("Upgrade: long texts")
struct UpgradeLongTextTests {
    @Test("a text of 127 characters is an attribute; one of 128, and a long placeholder, are <string> children that read back")
    func longTexts() throws {
        let upgrade = try LegacyUpgrade(contentsOf: PackagePaths.fixture("Legacy/UpgradeMappings.xib"))
        let text = try upgrade.text()
        let tree = try XMLTree.read(bytes: Array(text.utf8), name: "UpgradeMappings.xib")
        var objects: [String: XMLTree.Element] = [:]
        tree.root.forEachElement { element in
            if let id = element[attribute: "id"] { objects[id] = element }
        }
        let short = try #require(objects["9"])
        #expect(short[attribute: "text"]?.count == 127)
        #expect(!short.elements.contains { $0.name == "string" })
        let long = try #require(objects["10"])
        #expect(long[attribute: "text"] == nil)
        let element = try #require(long.elements.first { $0.name == "string" && $0[attribute: "key"] == "text" })
        #expect(element.text.count == 128)
        // Xcode's order: the text before the font.
        #expect(long.elements.map(\.name).firstIndex(of: "string") ?? 99 < long.elements.map(\.name).firstIndex(of: "fontDescription") ?? 0)
        let field = try #require(objects["11"])
        #expect(field[attribute: "placeholder"] == nil)
        #expect(field.elements.contains { $0.name == "string" && $0[attribute: "key"] == "placeholder" && $0.text.hasPrefix("Placeholder ") })
        let back = try ImportResult(bytes: Array(text.utf8), path: "UpgradeMappings.xib").document
        let view = back.scenes.lazy.compactMap { $0.view(id: ViewID("10")) }.first
        #expect(view?.text?.count == 128)
        let placeholder = back.scenes.lazy.compactMap { $0.view(id: ViewID("11")) }.first
        #expect(placeholder?.placeholder?.hasPrefix("Placeholder ") == true)
    }
}
