import Foundation
import LayoutTemplates
import Testing

/// View ids, layout names and size-class traits are the strings they wrap: written as literals,
/// printed and encoded as the plain strings, so that typing them changes no output.
@Suite("Typed identifiers")
struct IdentifierTests {
    @Test("a literal, an interpolation and init(_:) make the same value; description is the string")
    func spelling() {
        let index = 7
        let id: ViewID = "row-\(index)"
        #expect(id == ViewID("row-7"))
        #expect(id.rawValue == "row-7")
        #expect("\(id)" == "row-7")
        let name: LayoutName = "landscape"
        #expect(name == LayoutName("landscape") && name.description == "landscape")
        let traits: SizeClassTraits = "heightClass=compact"
        #expect(traits.description == "heightClass=compact")
        #expect(SizeClassTraits.base == SizeClassTraits("default"))
    }

    @Test("a trait key's size classes are the condition of its layout; the base class and unknown terms have none")
    func traitConditions() {
        #expect(SizeClassTraits("widthClass=compact").condition == LayoutCondition(horizontalSizeClass: .compact))
        #expect(SizeClassTraits("heightClass=regular").condition == LayoutCondition(verticalSizeClass: .regular))
        #expect(SizeClassTraits("heightClass=compact-widthClass=regular").condition
                == LayoutCondition(horizontalSizeClass: .regular, verticalSizeClass: .compact))
        #expect(SizeClassTraits("widthClass=huge").condition == nil)
        #expect(SizeClassTraits("widthClass=any").condition == nil)
        #expect(SizeClassTraits.base.condition == nil)
    }

    @Test("lists and optionals print as lists and optionals of strings do")
    func debugPrinting() {
        #expect(String(describing: [ViewID("a"), "b"]) == String(describing: ["a", "b"]))
        #expect(String(describing: [LayoutName("portrait")]) == String(describing: ["portrait"]))
        #expect(String(describing: [SizeClassTraits.base]) == String(describing: ["default"]))
        #expect(String(describing: Optional(ViewID("a"))) == String(describing: Optional("a")))
    }

    @Test("ids order as their strings do")
    func ordering() {
        #expect([ViewID("b"), "a", "c"].sorted() == ["a", "b", "c"])
        #expect([LayoutName("portrait"), "landscape"].sorted() == ["landscape", "portrait"])
    }

    @Test("JSON holds the plain strings, also as dictionary keys")
    func coding() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let layout = TemplateLayout(name: "landscape", condition: .landscape,
                                    attributes: ["v1": LayoutAttributes(frame: Rect(x: 0, y: 0, width: 1, height: 1))])
        let json = try #require(String(data: try encoder.encode(layout), encoding: .utf8))
        #expect(json.contains(#""name":"landscape""#))
        #expect(json.contains(#""attributes":{"v1":{"#))
        let variation = ViewNode.FrameVariation(traits: "widthClass=compact", frame: Rect(x: 0, y: 0, width: 1, height: 1))
        let encoded = try #require(String(data: try encoder.encode(variation), encoding: .utf8))
        #expect(encoded.contains(#""traits":"widthClass=compact""#))
        #expect(try encoder.encode([ViewID("a")]) == encoder.encode(["a"]))
    }
}
