@testable import LayoutChecking
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

    @Test("One file named relative, with '..', absolute and through a symbolic link is taken once, by its shortest plain name")
    func sameFileManyNames() throws {
        let folder = try CheckFixtures.temporaryFolder()
        try CheckFixtures.write("<x/>", to: "App/A.xib", in: folder)
        try CheckFixtures.write("<x/>", to: "App/B.xib", in: folder)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("App/Alias.xib").path, withDestinationPath: "A.xib")
        let app = folder.appendingPathComponent("App").path
        let result = FileDiscovery.files(under: [app + "/A.xib", app + "/../App/A.xib", app + "/Alias.xib", app])
        #expect(result.files == [app + "/A.xib", app + "/B.xib"])
        #expect(result.explicitFiles == [app + "/A.xib"])
        #expect(result.diagnostics.isEmpty)
    }

    @Test("A design whose name is not UTF-8 is an error naming it with its bytes escaped, also inside a folder so named; other such names are not designs")
    func notUTF8() throws {
        let folder = try CheckFixtures.temporaryFolder()
        try CheckFixtures.write("<x/>", to: "Good.xib", in: folder)
        for name in [[0x42, 0xFF] + Array(".xib".utf8), Array("notes".utf8) + [0xFE], [0x64, 0xC3]] {
            let path = Array(folder.path.utf8) + [UInt8(ascii: "/")] + name
            if name.last == 0xC3 {
                #expect(mkdir(path.map { CChar(bitPattern: $0) } + [0], 0o755) == 0)
                let inner = path + Array("/In.XIB".utf8)
                #expect(creat(inner.map { CChar(bitPattern: $0) } + [0], 0o644) >= 0)
            } else {
                #expect(creat(path.map { CChar(bitPattern: $0) } + [0], 0o644) >= 0)
            }
        }
        let result = FileDiscovery.files(under: [folder.path])
        #expect(result.files == [folder.path + "/Good.xib"])
        #expect(result.diagnostics.map { $0.location?.file ?? "" } == [folder.path + "/B\\xFF.xib", folder.path + "/d\\xC3/In.XIB"])
        #expect(result.diagnostics.allSatisfy { $0.severity == .error && $0.message.contains("not valid UTF-8") })
    }

    @Test("What the filters leave out is neither taken nor reported: an excluded folder is not entered")
    func excludedNotReported() throws {
        let folder = try CheckFixtures.temporaryFolder()
        try CheckFixtures.write("<x/>", to: "App/A.xib", in: folder)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Pods/Lib"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("Pods/Lib/Gone.xib").path, withDestinationPath: "Nowhere.xib")
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("App/Skipped.storyboard").path, withDestinationPath: "Nowhere")
        let bad = Array(folder.appendingPathComponent("Pods").path.utf8) + Array("/B".utf8) + [0xFF] + Array(".xib".utf8)
        #expect(creat(bad.map { CChar(bitPattern: $0) } + [0], 0o644) >= 0)
        let filters = [FileDiscovery.Filter(exclude: [GlobPattern("Pods"), GlobPattern("*.storyboard")], base: folder.path)]
        let result = FileDiscovery.files(under: [folder.path], filters: filters)
        #expect(result.files == [folder.path + "/App/A.xib"])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        // Without the filters, each is reported.
        #expect(FileDiscovery.files(under: [folder.path]).diagnostics.count == 3)
    }

    @Test("A symbolic link loop says so, named or found; a link to nothing is an error; a link to a folder is not followed")
    func links() throws {
        let folder = try CheckFixtures.temporaryFolder()
        let path = { (name: String) in folder.appendingPathComponent(name).path }
        try FileManager.default.createSymbolicLink(atPath: path("Loop1.xib"), withDestinationPath: "Loop2.xib")
        try FileManager.default.createSymbolicLink(atPath: path("Loop2.xib"), withDestinationPath: "Loop1.xib")
        try FileManager.default.createSymbolicLink(atPath: path("Gone.xib"), withDestinationPath: "Nowhere.xib")
        try FileManager.default.createSymbolicLink(atPath: path("Folder.xib"), withDestinationPath: ".")
        let walked = FileDiscovery.files(under: [folder.path])
        #expect(walked.files.isEmpty)
        #expect(walked.diagnostics.map(\.message) == [
            "a symbolic link to nothing: No such file or directory",
            "a loop of symbolic links: Too many levels of symbolic links",
            "a loop of symbolic links: Too many levels of symbolic links",
        ])
        let named = FileDiscovery.files(under: [path("Loop1.xib")])
        #expect(named.diagnostics.map(\.message) == ["a loop of symbolic links: Too many levels of symbolic links"])
    }

    @Test("A folder deeper than PATH_MAX bytes is an error naming it, not a silent skip")
    func longerThanPathMax() throws {
        let folder = try CheckFixtures.temporaryFolder()
        // rm removes what is too deep to name, one folder at a time.
        defer { try? Process.run(URL(fileURLWithPath: "/bin/rm"), arguments: ["-rf", folder.path]).waitUntilExit() }
        let name = String(repeating: "d", count: 200)
        // Made one level at a time from an open folder: no call here names the whole path.
        var descriptor = open(folder.path, O_RDONLY | O_DIRECTORY)
        var depth = 0
        while (folder.path.utf8.count + 1) + depth * (name.count + 1) < Int(PATH_MAX) + 400 {
            #expect(mkdirat(descriptor, name, 0o755) == 0)
            let next = openat(descriptor, name, O_RDONLY | O_DIRECTORY)
            close(descriptor)
            descriptor = next
            depth += 1
        }
        let file = openat(descriptor, "Deep.xib", O_WRONLY | O_CREAT, 0o644)
        #expect(file >= 0)
        close(file)
        close(descriptor)
        let result = FileDiscovery.files(under: [folder.path])
        #expect(result.files.isEmpty)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(diagnostic.message.contains("longer than PATH_MAX"), "\(diagnostic.message)")
        #expect(diagnostic.location?.file.hasPrefix(folder.path + "/" + name) == true)
    }
}
