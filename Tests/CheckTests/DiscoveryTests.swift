import Foundation
import LayoutTemplates
import Testing

@Suite("Finding design files: globs, folder walks, filters")
struct DiscoveryTests {
    @Test("A glob matches as .gitignore would", arguments: [
        ("Pods", "Pods/A/B.xib", true),
        ("Pods", "App/Pods/B.xib", true),
        ("Pods/", "Pods/B.xib", true),
        ("Pods", "App/PodsX/B.xib", false),
        ("*.storyboard", "App/Main.storyboard", true),
        ("*.storyboard", "App/Main.xib", false),
        ("App/*.xib", "App/A.xib", true),
        ("App/*.xib", "App/Sub/A.xib", false),
        ("App/**/*.xib", "App/Sub/Deep/A.xib", true),
        ("App/**/*.xib", "App/A.xib", true),
        ("./App/**", "App/A.xib", true),
        ("/Other", "App/Other/A.xib", false),
        ("Cell?.xib", "Cells/Cell1.xib", true),
        ("Cell?.xib", "Cells/Cell12.xib", false),
        ("**/Generated", "A/B/Generated/C.xib", true),
    ])
    func glob(pattern: String, path: String, matches: Bool) {
        #expect(GlobPattern(pattern).matches(path) == matches, "\(pattern) on \(path)")
    }

    @Test("A folder walk is recursive, sorted, skips hidden and build folders, and applies the filters")
    func walk() throws {
        let folder = try CheckFixtures.temporaryFolder()
        for path in ["b/Z.xib", "b/a.storyboard", "A.xib", "notes.txt", "T.layouts.xml", "other.xml", ".hidden/H.xib", ".H.xib",
                     "build/B.xib", "DerivedData/D.xib", "Pods/P.xib", "b/c/Deep.XIB"] {
            try CheckFixtures.write("<x/>", to: path, in: folder)
        }
        let all = FileDiscovery.files(under: [folder.path])
        let relative = all.files.map { FileDiscovery.relativePath($0, to: folder.path) }
        #expect(relative == ["A.xib", "Pods/P.xib", "T.layouts.xml", "b/Z.xib", "b/a.storyboard", "b/c/Deep.XIB"])
        #expect(all.diagnostics.isEmpty)

        let filtered = FileDiscovery.files(under: [folder.path], filters: [
            FileDiscovery.Filter(include: [GlobPattern("b/**"), GlobPattern("Pods")], exclude: [GlobPattern("Pods"), GlobPattern("*.storyboard")], base: folder.path),
        ])
        #expect(filtered.files.map { FileDiscovery.relativePath($0, to: folder.path) } == ["b/Z.xib", "b/c/Deep.XIB"])
    }

    @Test("A file named explicitly is taken whatever the filters; a missing path is an error")
    func explicitAndMissing() throws {
        let folder = try CheckFixtures.temporaryFolder()
        try CheckFixtures.write("<x/>", to: "Pods/P.xib", in: folder)
        let explicit = folder.appendingPathComponent("Pods/P.xib").path
        let missing = folder.appendingPathComponent("Nope.xib").path
        let result = FileDiscovery.files(under: [explicit, missing, explicit], filters: [
            FileDiscovery.Filter(exclude: [GlobPattern("Pods")], base: folder.path),
        ])
        #expect(result.files == [explicit])
        #expect(result.explicitFiles == [explicit])
        #expect(result.diagnostics.map(\.rule) == [.unreadableFile])
        #expect(result.diagnostics.first?.location?.file == missing)
    }
}
