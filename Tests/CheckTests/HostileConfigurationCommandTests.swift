@testable import LayoutChecking
import Foundation
import LayoutTemplates
import TestSupport
import Testing

/// The configuration, the baseline and the globs of `check` attacked through the command line, as
/// a pull request to an app repository could: each gets a clear error and exit 2 (or the right
/// result), with no crash, hang or memory blow-up. Large inputs are generated here.
@Suite("template-apply check on hostile configurations, globs and outputs",
       .enabled(if: TemplateApplyProcess.isAvailable, "the built template-apply was not found next to the test bundle"),
       .timeLimit(.minutes(3)))
struct HostileConfigurationCommandTests {
    private func check(_ arguments: [String], in folder: URL) throws -> TemplateApplyProcess.Output {
        try TemplateApplyProcess.run(["check"] + arguments, timeout: 120, currentDirectory: folder)
    }

    /// `check` run with its address space limited to 1 GB: more than that is a failure to allocate.
    private func checkInOneGigabyte(_ arguments: [String], in folder: URL) throws -> TemplateApplyProcess.Output {
        let tool = try #require(TemplateApplyProcess.url).path
        return try TemplateApplyProcess.run(["-c", "ulimit -v 1048576 && exec \"$0\" \"$@\"", tool, "check"] + arguments,
                                            executable: URL(fileURLWithPath: "/bin/sh"), timeout: 120, currentDirectory: folder)
    }

    /// `Fixtures/CheckRepo` as a repository (with a `.git` folder) whose designs pass, without its
    /// configuration and the broken file it excludes; `configuration` is its `.template-apply.yml`
    /// when given.
    private func repository(configuration: String? = nil) throws -> URL {
        let folder = try CheckFixtures.copy(CheckFixtures.repository)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try FileManager.default.removeItem(at: folder.appendingPathComponent(CheckConfiguration.fileName))
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Pods"))
        if let configuration { try CheckFixtures.write(configuration, to: CheckConfiguration.fileName, in: folder) }
        return folder
    }

    @Test("Thousands of nested brackets in the configuration: exit 2 at the position, no crash", arguments: [
        "exclude: " + String(repeating: "[", count: 10_000),
        "exclude: " + String(repeating: "{a: ", count: 2_500),
    ])
    func deepConfiguration(yaml: String) throws {
        let folder = try repository(configuration: yaml)
        let run = try check(["."], in: folder)
        #expect(!run.signaled, "\(run.stderr)")
        #expect(run.status == 2)
        #expect(run.stderr.contains(".template-apply.yml:1:"), "\(run.stderr)")
        #expect(run.stderr.contains(": error: nested more than 32 levels deep"), "\(run.stderr)")
    }

    @Test("A 16 MB configuration is refused by its size in a process limited to 1 GB")
    func hugeConfiguration() throws {
        let folder = try repository()
        let path = folder.appendingPathComponent(CheckConfiguration.fileName).path
        // Sparse: its size is 16 MB whatever is on disk.
        #expect(FileManager.default.createFile(atPath: path, contents: Data("exclude:\n".utf8)))
        #expect(truncate(path, 16 << 20) == 0)
        let run = try checkInOneGigabyte(["."], in: folder)
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stderr.contains(".template-apply.yml: error: the configuration file is larger than 65536 bytes (at least 16777216); that is the limit [input-limit]"), "\(run.stderr)")
    }

    @Test("A baseline over 16 MiB or a FIFO: exit 2 at once, in a process limited to 1 GB")
    func hostileBaseline() throws {
        let folder = try repository()
        let large = folder.appendingPathComponent("large.json").path
        #expect(FileManager.default.createFile(atPath: large, contents: nil))
        #expect(truncate(large, off_t(Baseline.maximumFileBytes + 1)) == 0)
        #expect(mkfifo(folder.appendingPathComponent("fifo.json").path, 0o600) == 0)
        let run = try checkInOneGigabyte([".", "--baseline", "large.json"], in: folder)
        #expect(run.status == 2)
        #expect(run.stderr.contains("large.json: error: the baseline file is larger than 16777216 bytes (at least 16777217); that is the limit [input-limit]"), "\(run.stderr)")
        let fifo = try check([".", "--baseline", "fifo.json"], in: folder)
        #expect(fifo.status == 2)
        #expect(fifo.stderr.contains("fifo.json: error: cannot read the baseline file: not a regular file [unreadable-file]"), "\(fifo.stderr)")
    }

    @Test("Values that would make the gate pass on nothing, or silently replace another: exit 2 at their position", arguments: [
        ("strict: true\nstrict: false\n", ":2:1: error: 'strict' is given twice"),
        ("exclude:\n#  - Pods\n", ":1:9: error: 'exclude' has no value (YAML null)"),
        ("exclude: \"\"\n", ":1:10: error: an empty entry in 'exclude'"),
        ("exclude: [\"./\"]\n", ":1:11: error: 'exclude' pattern './': this pattern excludes every file"),
        ("include: []\n", ":1:10: error: 'include' is empty"),
        ("exclude: [Pods]\nstrict: \u{07}true\n", ":2:9: error: not valid YAML: control characters are not allowed"),
    ])
    func invalidConfiguration(yaml: String, expected: String) throws {
        let folder = try repository(configuration: yaml)
        let run = try check(["."], in: folder)
        #expect(run.status == 2)
        #expect(run.stderr.contains(CheckConfiguration.fileName + expected), "\(run.stderr)")
    }

    @Test("--include and --exclude patterns have the same limits: exit 2", arguments: [
        (["--exclude", "./"], "error: exclude pattern './': this pattern excludes every file"),
        (["--exclude", ""], "error: exclude pattern '': an empty pattern"),
        (["--include", ""], "error: include pattern '': an empty pattern"),
        (["--exclude", String(repeating: "a", count: 5_000)], "a pattern of 5000 bytes; the limit is 4096 [input-limit]"),
    ])
    func invalidFlags(arguments: [String], expected: String) throws {
        let folder = try repository()
        let run = try check(["."] + arguments, in: folder)
        #expect(run.status == 2)
        #expect(run.stderr.contains(expected), "\(run.stderr)")
    }

    @Test("Globs that explode a backtracking matcher finish at once, in the configuration and in --exclude")
    func pathologicalGlobs() throws {
        let folder = try repository(configuration: "exclude: [\"*a*a*a*a*a*a*a*a*a*a*a*a*c\"]\n")
        let name = String(repeating: "a", count: 40)
        try FileManager.default.copyItem(at: folder.appendingPathComponent("App/Settings/SettingsViewController.xib"),
                                         to: folder.appendingPathComponent(name + ".xib"))
        let deep = Array(repeating: "d", count: 40).joined(separator: "/")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(deep), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: folder.appendingPathComponent("App/Cells/MessageCell.xib"),
                                         to: folder.appendingPathComponent(deep + "/Cell.xib"))
        let run = try check([".", "--exclude", String(repeating: "**/", count: 12) + "x"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        // Neither pattern matched: the two copies were checked.
        #expect(run.stdout.hasPrefix("checked 11 documents:"), "\(run.stdout)")
    }

    @Test("A configuration above the repository's root is not read; one inside is named in every format")
    func configurationInsideTheRepositoryOnly() throws {
        let top = try CheckFixtures.temporaryFolder()
        let folder = top.appendingPathComponent("work/repo")
        try FileManager.default.createDirectory(at: folder.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: try repository(), to: folder)
        try CheckFixtures.addButton("Rate us", toViewWithID: "s-root", in: "App/Settings/SettingsViewController-landscape.xib", folder: folder)
        // Two folders above the checked one, outside the repository: it would turn the failure off.
        let permissive = "rules:\n  unmatched-view: off\n"
        try CheckFixtures.write(permissive, to: CheckConfiguration.fileName, in: top)
        let outside = try check(["."], in: folder)
        #expect(outside.status == 1, "\(outside.stderr)")
        #expect(!outside.stderr.contains(CheckConfiguration.fileName))

        try CheckFixtures.write(permissive, to: CheckConfiguration.fileName, in: folder)
        let inside = try check(["."], in: folder.appendingPathComponent("App"))
        #expect(inside.status == 0, "\(inside.stderr)")
        #expect(inside.stderr.hasPrefix(FileDiscovery.absolutePath(folder.path) + "/\(CheckConfiguration.fileName): note: settings read from this configuration file [used-configuration]\n"),
                "\(inside.stderr)")
        let json = try check([".", "--format", "json"], in: folder)
        #expect(json.stdout.contains("\"configuration\" : \".template-apply.yml\""), "\(json.stdout)")
        let sarif = try check([".", "--format", "sarif"], in: folder)
        #expect(sarif.stdout.contains("\"properties\" : {\n        \"configuration\" : \".template-apply.yml\"\n      }"), "\(sarif.stdout)")
    }

    @Test("No output over an input: the baseline read, the configuration, through a hard or symbolic link; exit 2 and the file unchanged")
    func outputsOverInputs() throws {
        let folder = try repository(configuration: "exclude: [Pods]\nbaseline: accepted.json\n")
        let baseline = "{\"version\": 1, \"findings\": []}\n"
        try CheckFixtures.write(baseline, to: "accepted.json", in: folder)
        #expect(link(folder.appendingPathComponent("accepted.json").path, folder.appendingPathComponent("hard.json").path) == 0)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("config-link.yml").path, withDestinationPath: CheckConfiguration.fileName)
        let configuration = try CheckFixtures.read(CheckConfiguration.fileName, in: folder)
        for (arguments, refused) in [
            (["--baseline", "accepted.json", "-o", "accepted.json"], "accepted.json"),
            (["-o", "accepted.json", "--format", "json"], "accepted.json"),
            (["-o", "hard.json", "--format", "sarif"], "hard.json"),
            (["--write-baseline", CheckConfiguration.fileName], CheckConfiguration.fileName),
            (["--write-baseline", "config-link.yml"], "config-link.yml"),
            (["-o", "./" + CheckConfiguration.fileName], "./" + CheckConfiguration.fileName),
        ] {
            let run = try check(["."] + arguments, in: folder)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.stderr.contains("\(refused): error: refusing to write over the input"), "\(arguments): \(run.stderr)")
            #expect(run.stdout.isEmpty, "refused before the check ran")
        }
        #expect(try CheckFixtures.read("accepted.json", in: folder) == baseline)
        #expect(try CheckFixtures.read(CheckConfiguration.fileName, in: folder) == configuration)

        let both = try check([".", "-o", "out.json", "--write-baseline", "./out.json"], in: folder)
        #expect(both.status == 2)
        #expect(both.stderr.contains("./out.json: error: the same file is named twice among the outputs"), "\(both.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.json").path))

        // Writing the configured baseline afresh is what --write-baseline is for: not an input then.
        let rewrite = try check([".", "--write-baseline", "accepted.json"], in: folder)
        #expect(rewrite.status == 0, "\(rewrite.stderr)")
    }
}
