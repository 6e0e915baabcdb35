import Foundation
import LayoutTemplates
import Testing

/// One spelling of a mask in every output: the template format's (UIKit's flag names in bit order,
/// separated by spaces, empty without flags), made from ``AutoresizingMask/flags``.
@Suite("Autoresizing mask spelling")
struct AutoresizingMaskSpellingTests {
    static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/Template/Example.layouts.xml").path

    @Test("description: UIKit's names in bit order, separated by spaces; empty without flags")
    func description() {
        #expect(AutoresizingMask([.flexibleTopMargin, .flexibleWidth]).description == "flexibleWidth flexibleTopMargin")
        #expect(AutoresizingMask.all.description
            == "flexibleLeftMargin flexibleWidth flexibleRightMargin flexibleTopMargin flexibleHeight flexibleBottomMargin")
        #expect(AutoresizingMask().description == "")
        #expect(AutoresizingMask.flags.map(\.flag.rawValue) == (0..<6).map { 1 << $0 })
    }

    @Test("every mask reads back from its spelling")
    func roundTrip() {
        for bits in UInt32(0)..<64 {
            let mask = AutoresizingMask(rawValue: bits)
            #expect(AutoresizingMask(names: mask.description) == mask)
        }
        #expect(AutoresizingMask(names: "widthSizable") == nil, "Interface Builder's names are not the spelling")
    }

    @Test("JSON is the same string")
    func json() throws {
        let mask: AutoresizingMask = [.flexibleWidth, .flexibleHeight]
        let encoded = String(decoding: try JSONEncoder().encode([mask]), as: UTF8.self)
        #expect(encoded == "[\"flexibleWidth flexibleHeight\"]")
    }

    @Test("inspect's outline and the template format writer spell the file's masks alike")
    func documentOutputs() throws {
        let document = try ImportResult(contentsOf: Self.example).document
        let outline = DocumentOutline.text(for: document)
        #expect(outline.contains("mask=\"flexibleWidth flexibleHeight\""), "\(outline)")
        #expect(!outline.contains("Sizable"))
        let written = try TemplateFormatWriter.string(from: document)
        #expect(written.contains("autoresizingMask=\"flexibleWidth flexibleHeight\""))
    }

    @Test("apply's JSON and XML reports spell the live tree's masks alike")
    func applyOutputs() throws {
        let root = ViewNode(id: "root", viewClass: ViewClass("UIView"),
                            attributes: LayoutAttributes(frame: Rect(x: 0, y: 0, width: 320, height: 480), autoresizingMask: [.flexibleWidth, .flexibleBottomMargin]))
        let tree = LiveTree(IndexedTree(root: root))
        let json = String(decoding: try JSONEncoder().encode(ApplyReport(tree: tree, layout: nil, mode: .default)), as: UTF8.self)
        #expect(json.contains("\"autoresizingMask\":\"flexibleWidth flexibleBottomMargin\""), "\(json)")
        let xml = AppliedTreeXML.render(tree, layout: nil, mode: .default)
        #expect(xml.contains("autoresizingMask=\"flexibleWidth flexibleBottomMargin\""), "\(xml)")
    }
}
