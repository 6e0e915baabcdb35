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
        ("**", "A.xib", true),
        ("**/**/A.xib", "A.xib", true),
        ("App/**/**/Sub/*.xib", "App/Sub/A.xib", true),
        ("App/**/Sub", "App/X/Y/Sub/Z/A.xib", true),
        ("App/**/Sub", "App/X/Y/SubZ/A.xib", false),
        ("*a*b", "xaxbxb", true),
        ("*a*b", "xaxbxc", false),
        ("a**b", "axxb/C.xib", true),
        ("?*", "A.xib", true),
        ("Größe-*.xib", "Größe-1.xib", true),
        ("/", "A.xib", false),
    ])
    func glob(pattern: String, path: String, matches: Bool) {
        #expect(GlobPattern(pattern).matches(path) == matches, "\(pattern) on \(path)")
    }

    /// Backtracking over `*` and `**` takes exponential time on these; the automaton reads each
    /// path component once per pattern state. (The suite's time limit catches a regression.)
    @Test("Patterns that make a backtracking matcher explode are matched at once", .timeLimit(.minutes(1)))
    func noBacktrackingExplosion() {
        let stars = GlobPattern("*a*a*a*a*a*a*a*a*a*a*a*a*c")
        #expect(!stars.matches(String(repeating: "a", count: 40)))
        #expect(stars.matches(String(repeating: "a", count: 40) + "c"))
        #expect(!stars.matches(Array(repeating: String(repeating: "a", count: 40), count: 30).joined(separator: "/")))

        let folders = GlobPattern(String(repeating: "**/", count: 12) + "x/**/y")
        let deep = Array(repeating: "d", count: 300).joined(separator: "/")
        #expect(!folders.matches(deep + "/A.xib"))
        #expect(folders.matches(deep + "/x/d/y/A.xib"))

        // The longest pattern accepted, against many paths: compiled once, each path split once.
        let literal = GlobPattern(String(repeating: "ab", count: GlobPattern.maximumLength / 2))
        let paths = (0..<2_000).map { GlobPattern.Path("App/Feature\($0)/Views/Screen\($0).xib") }
        #expect(!paths.contains { literal.matches($0) })
    }

    @Test("An exclude pattern that matches every path is known as such", arguments: [
        ("./", true), ("*", true), ("**", true), ("**/*", true), ("?*", true), ("*?", true), ("/**", true), ("**/**/", true),
        ("?", false), ("??*", false), ("Pods", false), ("*.xib", false), ("/", false), ("a*", false), ("*/", true), ("/*/x", false),
    ])
    func matchesEveryPath(pattern: String, every: Bool) {
        #expect(GlobPattern(pattern).matchesEveryPath == every, "\(pattern)")
        #expect((GlobPattern.problem(with: pattern, excluding: true) != nil) == every)
        #expect(GlobPattern.problem(with: pattern, excluding: false) == nil)
    }

    @Test("Empty and over-long patterns are refused")
    func patternProblems() {
        #expect(GlobPattern.problem(with: "", excluding: false)?.hasPrefix("an empty pattern") == true)
        #expect(GlobPattern.problem(with: String(repeating: "x", count: GlobPattern.maximumLength), excluding: false) == nil)
        #expect(GlobPattern.problem(with: String(repeating: "x", count: GlobPattern.maximumLength + 1), excluding: false)
            == "a pattern of 4097 bytes; the limit is 4096")
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
