import Foundation
import LayoutTemplates
import Testing

@Suite("Two-file designs paired by name")
struct NamePairingTests {
    /// Every convention: (portrait file, landscape file).
    static let conventions: [(String, String)] = [
        ("App/Foo.xib", "App/Foo-landscape.xib"),
        ("App/Foo.xib", "App/Foo_landscape.xib"),
        ("App/Foo.xib", "App/Foo~landscape.xib"),
        ("App/Foo.xib", "App/FooLandscape.xib"),
        ("App/Foo.xib", "App/Foo-Landscape.xib"),
        ("App/FooPortrait.xib", "App/FooLandscape.xib"),
        ("App/Fooportrait.xib", "App/FooLANDSCAPE.xib"),
        ("App/Foo-Portrait.xib", "App/Foo-Landscape.xib"),
        ("App/Foo_portrait.xib", "App/Foo_landscape.xib"),
        ("App/PortraitView.xib", "App/LandscapeView.xib"),
        ("App/Portrait-Main.storyboard", "App/Landscape-Main.storyboard"),
        ("App/Banner.layouts.xml", "App/Banner-landscape.layouts.xml"),
        ("App/Foo~iphone.xib", "App/Foo-landscape~iphone.xib"),
        ("App/Foo~ipad.xib", "App/Foo-landscape~ipad.xib"),
        ("App/FooPortrait~iPhone.xib", "App/FooLandscape~iPhone.xib"),
    ]

    @Test("Each convention pairs in both orders, portrait first", arguments: conventions)
    func pairs(portrait: String, landscape: String) {
        for files in [[portrait, landscape], [landscape, portrait]] {
            let designs = NamePairing.designs(files)
            #expect(designs == [NamePairing.DesignFiles(files: [portrait, landscape], isPairedByName: true)], "\(files)")
        }
    }

    @Test("Names that do not pair stay apart", arguments: [
        ["App/Foo.xib", "App/Bar-landscape.xib"],
        ["App/Foo.xib", "Other/Foo-landscape.xib"],
        ["App/Foo.xib", "App/Foo-landscape.storyboard"],
        ["App/Foo.xib", "App/Foolandscapes.xib"],
        ["App/PortraitView.xib", "App/ViewLandscape.xib"],
        ["App/Foo~iphone.xib", "App/Foo-landscape~ipad.xib"],
        ["App/Foo~iphone.xib", "App/Foo-landscape.xib"],
    ])
    func apart(files: [String]) {
        #expect(NamePairing.designs(files).allSatisfy { $0.files.count == 1 && !$0.isPairedByName })
    }

    @Test("Device suffixes pair with their own device: the iPhone and iPad pairs of one screen stay two designs")
    func deviceSuffixes() {
        let designs = NamePairing.designs(["A/Foo~ipad.xib", "A/Foo~iphone.xib", "A/Foo-landscape~iphone.xib", "A/Foo-landscape~ipad.xib"])
        #expect(designs.map(\.files) == [["A/Foo~ipad.xib", "A/Foo-landscape~ipad.xib"], ["A/Foo~iphone.xib", "A/Foo-landscape~iphone.xib"]])
    }

    @Test("A file with the word portrait is preferred to the plain name")
    func preference() {
        let designs = NamePairing.designs(["A/Foo.xib", "A/FooLandscape.xib", "A/FooPortrait.xib"])
        #expect(designs.map(\.files) == [["A/Foo.xib"], ["A/FooPortrait.xib", "A/FooLandscape.xib"]])
    }

    @Test("Two files given landscape first are put in order, with a note")
    func resolveOrder() {
        let (files, notes) = NamePairing.resolve(["A/Foo-landscape.xib", "A/Foo.xib"])
        #expect(files == ["A/Foo.xib", "A/Foo-landscape.xib"])
        #expect(notes.map(\.rule) == [.pairedByName])
        let (kept, none) = NamePairing.resolve(["A/Foo.xib", "A/Foo-landscape.xib"])
        #expect(kept == ["A/Foo.xib", "A/Foo-landscape.xib"])
        #expect(none.isEmpty)
    }

    @Test("One file is joined by the sibling its name pairs with, either half given", arguments: conventions)
    func sibling(portrait: String, landscape: String) throws {
        let folder = try CheckFixtures.temporaryFolder()
        try CheckFixtures.write("<x/>", to: portrait, in: folder)
        try CheckFixtures.write("<x/>", to: landscape, in: folder)
        try CheckFixtures.write("<x/>", to: "App/Unrelated.xib", in: folder)
        let p = folder.appendingPathComponent(portrait).path
        let l = folder.appendingPathComponent(landscape).path
        for given in [p, l] {
            let (files, notes) = NamePairing.resolve([given])
            #expect(files == [p, l])
            #expect(notes.count == 1)
            #expect(notes.first?.message.contains("sibling file") == true)
        }
        let (alone, none) = NamePairing.resolve([folder.appendingPathComponent("App/Unrelated.xib").path])
        #expect(alone.count == 1)
        #expect(none.isEmpty)
    }
}
