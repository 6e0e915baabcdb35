@testable import LayoutChecking
import Foundation
import LayoutTemplates
import Testing
import Yams

/// A configuration and a baseline come with the repository under check, so a pull request can
/// change them: each attack gets a clear error at its position instead of a crash, a hang, a
/// memory blow-up or a gate that passes on nothing. Large inputs are generated here.
@Suite("Hostile configuration and baseline files", .timeLimit(.minutes(1)))
struct HostileConfigurationTests {
    @Test("Wrong values are errors at their own line and column", arguments: [
        ("strict: true\nstrict: false\n", 2, 1, RuleID.invalidConfiguration, "'strict' is given twice"),
        ("rules:\n  moved-view: off\n  moved-view: error\n", 3, 3, .invalidConfiguration, "rule 'moved-view' is given twice"),
        ("exclude:\n#  - Pods\n#  - Generated\nstrict: true\n", 1, 9, .invalidConfiguration, "'exclude' has no value (YAML null)"),
        ("exclude: ~\n", 1, 10, .invalidConfiguration, "'exclude' has no value"),
        ("exclude: \"\"\n", 1, 10, .invalidConfiguration, "an empty entry in 'exclude'"),
        ("exclude: [Pods, '']\n", 1, 17, .invalidConfiguration, "an empty entry in 'exclude'"),
        ("exclude: [\"./\"]\n", 1, 11, .invalidConfiguration, "excludes every file"),
        ("exclude:\n  - Pods\n  - '*'\n", 3, 5, .invalidConfiguration, "excludes every file"),
        ("exclude: [\"**\"]\n", 1, 11, .invalidConfiguration, "excludes every file"),
        ("include: []\n", 1, 10, .invalidConfiguration, "'include' is empty"),
        ("include:\n", 1, 9, .invalidConfiguration, "'include' has no value"),
        ("baseline:\n", 1, 10, .invalidConfiguration, "'baseline' has no value"),
        ("exclude: [Pods]\nstrict: \u{07}true\n", 2, 9, .invalidConfiguration, "not valid YAML: control characters are not allowed"),
        ("exclude: [Pods\nstrict: true\n", 2, 7, .invalidConfiguration, "not valid YAML: did not find expected ',' or ']'"),
        ("strict: *missing\n", 1, 9, .invalidConfiguration, "not valid YAML: found undefined alias"),
    ])
    func invalid(yaml: String, line: Int, column: Int, rule: RuleID, message: String) throws {
        let error = try #require(throws: DiagnosticError.self) { try CheckConfiguration.parse(yaml, file: "c.yml") }
        let first = try #require(error.diagnostics.first)
        #expect(first.rule == rule)
        #expect(first.location == SourceLocation(file: "c.yml", line: line, column: column), "\(yaml)")
        #expect(first.message.contains(message), "\(first.message)")
    }

    @Test("A YAML error names the construct it was reading as a note at that construct's position")
    func yamlErrorContext() throws {
        let error = try #require(throws: DiagnosticError.self) { try CheckConfiguration.parse("exclude: [Pods\nstrict: true\n", file: "c.yml") }
        let note = try #require(error.diagnostics.first?.notes.first)
        #expect(note.location == SourceLocation(file: "c.yml", line: 1, column: 10))
        #expect(note.message == "while parsing a flow sequence")
    }

    /// Texts that nest thousands of levels: each would run the recursive YAML composer out of stack.
    static let deep: [(name: String, text: String, line: Int)] = [
        ("flow sequences", "exclude: " + String(repeating: "[", count: 10_000), 1),
        ("flow mappings", "exclude: " + String(repeating: "{a: ", count: 3_000), 1),
        ("both, closed", String(repeating: "[{a: ", count: 2_000) + String(repeating: "}]", count: 2_000), 1),
        ("indented mappings", (0..<2_000).map { String(repeating: "  ", count: $0) + "k:" }.joined(separator: "\n"), 17),
        ("compact sequences", String(repeating: "- ", count: 5_000) + "a", 1),
        ("quote then brackets in a flow", "a: [" + String(repeating: "x\", [", count: 2_000), 1),
        ("a tag holding a bracket", "a: " + String(repeating: "[!t] ", count: 2_000), 1),
    ]

    @Test("A configuration nested deeper than the limit is refused at its position before the YAML parser sees it", arguments: deep.map(\.name))
    func nesting(name: String) throws {
        let sample = try #require(Self.deep.first { $0.name == name })
        let error = try #require(throws: DiagnosticError.self) { try CheckConfiguration.parse(sample.text, file: "c.yml") }
        let first = try #require(error.diagnostics.first)
        #expect(first.rule == .inputLimit)
        #expect(first.location?.line == sample.line)
        #expect(first.message.contains("nested more than \(CheckConfiguration.maximumNesting) levels"))
    }

    @Test("Brackets in quoted scalars and comments, and a quote inside a word, do not count as nesting")
    func quotedAndCommented() throws {
        let many = String(repeating: "[", count: 200)
        let yaml = """
        # \(many) a comment
        exclude: ["\(many)", '\(many)', 'don''t \(many)']
        portrait_outlets: [don't, "\\"\(many)"]   # \(String(repeating: "{", count: 200))
        """
        let configuration = try CheckConfiguration.parse(yaml, file: "c.yml")
        #expect(configuration.exclude.map(\.pattern) == [many, many, "don't " + many])
        #expect(configuration.portraitOutlets == ["don't", "\"" + many])
    }

    /// Short texts that mix what the bound follows; for each, Yams's own tree says how deep it is.
    static let shapes = [
        "a: [b, [c, [d]]]",
        "- - - - a",
        "k:\n  k:\n    k:\n      - [x, {y: [z]}]",
        "a: \"]]]\"\nb: [[[[1]]]]",
        "a: don't [[[x]]]",
        "[a, 'it''s', [\"q]\", [[c]]]]",
        "? [a, [b]]\n: [c, [d, [e]]]",
        "a: !tag [x, [y]]",
        "a: &x [1, [2]]\nb: *x",
        "{a: {b: {c: {d: [1, 2, {e: f}]}}}}",
        "a: |\n  [[[[\n  ]]]]\nb: [[1]]",
        "- # c [[[\n  - [[x]] # ]]]\n",
        "\"k\": [\"a\",\"b\",[\"c\",{\"d\":[\"e\"]}]]",
        "a:\r  - [1]\r  - [[2]]\r",
        "[a\n, [b\n, [c]]]",
        "a: x\n  [[[y]]]",
        "a: \"x\n[[[\"\nb: [[z]]",
        "[x\"y, [y'z], [[z]]]",
        "- [a, [b]]\n- - - [c]\n  - d",
        String(repeating: "[", count: 25) + String(repeating: "]", count: 25),
        (0..<20).map { String(repeating: " ", count: 4 * $0) + "- a:" }.joined(separator: "\n"),
        // Found by the fuzzer: a sequence at its key's own column is a level of its own.
        "&a # Tcode\npoe:\n-     y (see    # t",
        "a:\n- b:\n  - c:\n    - d",
        // Found by the fuzzer: a single pair in a flow sequence is a mapping of its own.
        "[ ?e]",
        "[a:b]",
        "[?[?[?x]]]",
        "[a: [b: [c: d]]]",
        "{k: [a: {b: [c: d]}]}",
    ]

    @Test("The bound is never below the depth the YAML parser builds", arguments: shapes)
    func boundIsConservative(text: String) throws {
        let depth = Self.depth(try #require(try Yams.compose(yaml: text)))
        #expect(depth > 0)
        #expect(YAMLNestingBound.firstExcess(in: text, limit: depth - 1) != nil, "bound below \(depth) for \(text.debugDescription)")
    }

    private static func depth(_ node: Node) -> Int {
        switch node {
        case .scalar: 0
        case .sequence(let sequence): 1 + (sequence.map(depth).max() ?? 0)
        case .mapping(let mapping): 1 + (mapping.map { max(depth($0.key), depth($0.value)) }.max() ?? 0)
        }
    }

    @Test("Too many or too long patterns are refused at their position")
    func patternLimits() throws {
        let many = "exclude:\n" + (0...GlobPattern.maximumCount).map { "  - p\($0)" }.joined(separator: "\n")
        let tooMany = try #require(throws: DiagnosticError.self) { try CheckConfiguration.parse(many, file: "c.yml") }
        #expect(tooMany.diagnostics.map(\.rule) == [.inputLimit])
        #expect(tooMany.diagnostics.first?.location?.line == 2)
        #expect(tooMany.diagnostics.first?.message.contains("1001 patterns; the limit is 1000") == true)

        let long = "exclude:\n  - Pods\n  - " + String(repeating: "a", count: GlobPattern.maximumLength + 1) + "\n"
        let tooLong = try #require(throws: DiagnosticError.self) { try CheckConfiguration.parse(long, file: "c.yml") }
        #expect(tooLong.diagnostics.map(\.rule) == [.inputLimit])
        #expect(tooLong.diagnostics.first?.location == SourceLocation(file: "c.yml", line: 3, column: 5))
        #expect(tooLong.diagnostics.first?.message.contains("a pattern of 4097 bytes; the limit is 4096") == true)
        // The message quotes the start of the pattern, not all of it.
        #expect((tooLong.diagnostics.first?.message.count ?? 0) < 300)
    }

    @Test("A configuration or baseline over its size limit is refused before it is read, and a FIFO without blocking")
    func sizesAndFIFOs() throws {
        let folder = try CheckFixtures.temporaryFolder()
        // Sparse files: the size is what counts, and nothing is written to disk.
        for (name, size) in [("large.yml", 16 << 20), ("over.yml", CheckConfiguration.maximumFileBytes + 1), ("large.json", Baseline.maximumFileBytes + 1)] {
            let path = folder.appendingPathComponent(name).path
            #expect(FileManager.default.createFile(atPath: path, contents: nil))
            #expect(truncate(path, off_t(size)) == 0)
        }
        let large = try #require(throws: DiagnosticError.self) { try CheckConfiguration.read(file: folder.appendingPathComponent("large.yml").path) }
        #expect(large.diagnostics.map(\.rule) == [.inputLimit])
        #expect(large.diagnostics.first?.message.contains("larger than \(CheckConfiguration.maximumFileBytes) bytes") == true)
        let over = try #require(throws: DiagnosticError.self) { try CheckConfiguration.read(file: folder.appendingPathComponent("over.yml").path) }
        #expect(over.diagnostics.map(\.rule) == [.inputLimit])
        let baseline = try #require(throws: DiagnosticError.self) { try Baseline.read(file: folder.appendingPathComponent("large.json").path) }
        #expect(baseline.diagnostics.map(\.rule) == [.inputLimit])
        #expect(baseline.diagnostics.first?.message.contains("the baseline file is larger than \(Baseline.maximumFileBytes) bytes") == true)

        let fifo = folder.appendingPathComponent("fifo.yml").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let configurationFIFO = try #require(throws: DiagnosticError.self) { try CheckConfiguration.read(file: fifo) }
        #expect(configurationFIFO.diagnostics.first?.message == "cannot read the configuration file: not a regular file")
        let baselineFIFO = try #require(throws: DiagnosticError.self) { try Baseline.read(file: fifo) }
        #expect(baselineFIFO.diagnostics.first?.message == "cannot read the baseline file: not a regular file")
        let missing = try #require(throws: DiagnosticError.self) { try Baseline.read(file: folder.appendingPathComponent("none.json").path) }
        #expect(missing.diagnostics.first?.message == "cannot read the baseline file: No such file or directory")
    }

    @Test("A baseline nested ten thousand levels deep is an error, not a crash")
    func deepBaseline() throws {
        let text = "{\"version\": 1, \"findings\": " + String(repeating: "[", count: 10_000)
        let error = try #require(throws: DiagnosticError.self) { try Baseline.parse(text, file: "b.json") }
        #expect(error.diagnostics.map(\.rule) == [.invalidBaseline])
    }

    @Test("The configuration is searched up to the repository's root and no further; outside a repository only in the folder itself")
    func searchStopsAtTheRepository() throws {
        let top = try CheckFixtures.temporaryFolder()
        // A configuration above the repository: never used.
        try CheckFixtures.write("rules:\n  unmatched-view: off\n", to: CheckConfiguration.fileName, in: top)
        let repository = top.appendingPathComponent("work/repo")
        try FileManager.default.createDirectory(at: repository.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try CheckFixtures.write("<x/>", to: "App/Deep/A.xib", in: repository)
        #expect(CheckConfiguration.find(from: repository.appendingPathComponent("App/Deep").path) == nil)
        #expect(CheckConfiguration.find(forChecking: [repository.appendingPathComponent("App/Deep/A.xib").path]) == nil)

        // One at the repository's root is found from below; a nearer one wins.
        try CheckFixtures.write("strict: true\n", to: CheckConfiguration.fileName, in: repository)
        let root = FileDiscovery.absolutePath(repository.appendingPathComponent(CheckConfiguration.fileName).path)
        #expect(CheckConfiguration.find(from: repository.appendingPathComponent("App/Deep").path) == root)
        try CheckFixtures.write("strict: false\n", to: "App/" + CheckConfiguration.fileName, in: repository)
        let app = FileDiscovery.absolutePath(repository.appendingPathComponent("App/" + CheckConfiguration.fileName).path)
        #expect(CheckConfiguration.find(from: repository.appendingPathComponent("App/Deep").path) == app)
        // Several paths: from the deepest folder holding them all.
        #expect(CheckConfiguration.find(forChecking: [repository.appendingPathComponent("App/Deep/A.xib").path, repository.appendingPathComponent("App").path]) == app)
        #expect(CheckConfiguration.find(forChecking: [repository.appendingPathComponent("App/Deep").path, repository.path]) == root)

        // A worktree's `.git` is a file: the root all the same.
        let worktree = top.appendingPathComponent("worktree")
        try CheckFixtures.write("gitdir: elsewhere\n", to: ".git", in: worktree)
        try CheckFixtures.write("<x/>", to: "Sub/B.xib", in: worktree)
        #expect(CheckConfiguration.find(from: worktree.appendingPathComponent("Sub").path) == nil)

        // No repository: only the folder itself.
        let loose = top.appendingPathComponent("loose")
        try CheckFixtures.write("<x/>", to: "Sub/B.xib", in: loose)
        #expect(CheckConfiguration.find(from: loose.appendingPathComponent("Sub").path) == nil)
        try CheckFixtures.write("strict: true\n", to: "Sub/" + CheckConfiguration.fileName, in: loose)
        #expect(CheckConfiguration.find(from: loose.appendingPathComponent("Sub").path) != nil)
    }

    @Test("The configuration read is named in the settings and the report")
    func namedInTheReport() throws {
        let configuration = try CheckConfiguration.parse("strict: true\n", file: "/repo/.template-apply.yml")
        let settings = CheckSettings(configuration: configuration, root: "/repo")
        #expect(configuration.file == "/repo/.template-apply.yml")
        #expect(settings.configurationFile == "/repo/.template-apply.yml")
        #expect(CheckReport(checking: [], settings: settings).configurationFile == "/repo/.template-apply.yml")
        #expect(CheckReport(checking: [], settings: CheckSettings()).configurationFile == nil)
    }

    @Test("Flag patterns have the configuration's limits: an empty or everything-excluding pattern is an error")
    func flagPatterns() throws {
        let folder = try CheckFixtures.temporaryFolder()
        try CheckFixtures.write("<x/>", to: "A.xib", in: folder)
        for (include, exclude, message) in [([""], [String](), "include pattern '': an empty pattern"), ([], ["./"], "exclude pattern './': this pattern excludes every file"),
                                            ([], ["Pods", "*"], "exclude pattern '*': this pattern excludes every file")] {
            let found = FoundDesigns(under: [folder.path], include: include, exclude: exclude)
            #expect(found.designs.isEmpty)
            #expect(found.diagnostics.map(\.rule) == [.invalidConfiguration])
            #expect(found.diagnostics.first?.message.hasPrefix(message) == true, "\(found.diagnostics)")
        }
        let tooMany = FoundDesigns(under: [folder.path], exclude: (0...GlobPattern.maximumCount).map { "p\($0)" })
        #expect(tooMany.diagnostics.map(\.rule) == [.inputLimit])
        #expect(FoundDesigns(under: [folder.path], exclude: ["Pods"]).designs.count == 1)
    }
}
