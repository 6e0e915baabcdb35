@testable import LayoutChecking
import Foundation
import LayoutTemplates
import TestSupport
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The check reports on `Fixtures/CheckGolden/Designs` (a design with problems, a two-file pair
/// whose name holds a comma and a space, a single-layout cell, a half-connected design, a macOS
/// xib, a malformed file), each compared with its golden file in `Fixtures/CheckGolden/Expected`.
/// `UPDATE_GOLDEN=1 swift test --filter ReporterGoldenTests` rewrites them after a deliberate change.
@Suite("check reporters: golden files", .enabled(if: TemplateApplyProcess.isAvailable, "the built template-apply was not found next to the test bundle"))
struct ReporterGoldenTests {
    /// The report in `format`, as `check` prints it run in the designs' folder; the absolute root
    /// SARIF names is replaced by `file:///ROOT/`.
    static func report(_ format: CheckReport.Format) throws -> TemplateApplyProcess.Output {
        var output = try TemplateApplyProcess.run(["check", "--format", format.rawValue], currentDirectory: CheckFixtures.goldenDesigns)
        output.stdout = output.stdout.replacing(/"file:\/\/[^"]*\/Designs\/"/, with: "\"file:///ROOT/\"")
        return output
    }

    static let goldenFiles: [CheckReport.Format: String] = [
        .text: "text.txt", .json: "report.json", .sarif: "report.sarif", .junit: "junit.xml", .github: "github.txt",
    ]

    @Test("Each format matches its golden file; the exit status is 2 (a malformed input)", arguments: CheckReport.Format.allCases)
    func golden(format: CheckReport.Format) throws {
        let output = try Self.report(format)
        #expect(output.status == 2)
        // Text goes as a compiler's: diagnostics on stderr, the summary on stdout.
        let text = format == .text ? output.stderr + output.stdout : output.stdout
        let file = CheckFixtures.goldenExpected.appendingPathComponent(try #require(Self.goldenFiles[format]))
        if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: CheckFixtures.goldenExpected, withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        #expect(text == expected, "\(format): run with UPDATE_GOLDEN=1 after a deliberate change")
        if format != .text {
            #expect(output.stderr.hasSuffix(" could not be checked\n"), "the summary goes to stderr")
        }
    }

    @Test("JSON is versioned and counts every outcome")
    func json() throws {
        let data = Data(try Self.report(.json).stdout.utf8)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["version"] as? Int == 2)
        #expect(object["status"] as? Int == 2)
        let summary = try #require(object["summary"] as? [String: Int])
        #expect(summary == ["documents": 7, "passed": 0, "problems": 2, "single-layout": 1, "half-connected": 1, "not-ios": 1, "not-checked": 1, "localized-copy": 0, "baselined": 0])
    }

    @Test("SARIF names every rule, points with relative URIs and regions, and puts notes in relatedLocations")
    func sarifShape() throws {
        let data = Data(try Self.report(.sarif).stdout.utf8)
        let log = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == RuleID.builtIn.map(\.rawValue))
        #expect(rules.allSatisfy { (($0["shortDescription"] as? [String: Any])?["text"] as? String)?.isEmpty == false })
        let results = try #require(run["results"] as? [[String: Any]])
        let skip = try #require(results.first { (($0["message"] as? [String: Any])?["text"] as? String)?.contains("\"Skip\"") == true })
        let location = try #require(((skip["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
        let artifact = try #require(location["artifactLocation"] as? [String: Any])
        #expect(artifact["uri"] as? String == "Sign-up%2C%20step%202-landscape.xib")
        #expect(artifact["uriBaseId"] as? String == "SRCROOT")
        let region = try #require(location["region"] as? [String: Any])
        #expect(region["startLine"] as? Int == 24)
        #expect(region["startColumn"] as? Int == 17)
        #expect((skip["relatedLocations"] as? [[String: Any]])?.isEmpty == false)
    }

    @Test("SARIF validates against the SARIF 2.1.0 schema (../shared/schemas, Python's jsonschema)",
          .enabled(if: SARIFSchema.validatorProblem == nil, "\(SARIFSchema.validatorProblem ?? ""): SARIF schema validation skipped"))
    func sarifSchema() throws {
        let file = try CheckFixtures.temporaryFolder().appendingPathComponent("report.sarif")
        try Self.report(.sarif).stdout.write(to: file, atomically: true, encoding: .utf8)
        let result = try SARIFSchema.validate(file)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    }

    @Test("SARIF gives a file outside the root as an absolute file: URI without SRCROOT, and still validates")
    func sarifOutsideRoot() throws {
        let folder = try CheckFixtures.temporaryFolder()
        let root = folder.appendingPathComponent("Root")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let outside = folder.appendingPathComponent("Other Place/Login.xib")
        try FileManager.default.createDirectory(at: outside.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: CheckFixtures.goldenDesigns.appendingPathComponent("Login.xib"), to: outside)
        let output = try TemplateApplyProcess.run(["check", "--format", "sarif", "../Other Place/Login.xib"], currentDirectory: root)
        #expect(output.status == 1, "\(output.stderr)")
        let log = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let artifacts = results.flatMap { result in
            ((result["locations"] as? [[String: Any]]) ?? []) + ((result["relatedLocations"] as? [[String: Any]]) ?? [])
        }.compactMap { ($0["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any] }
        #expect(!artifacts.isEmpty)
        let expected = "file://" + outside.resolvingSymlinksInPath().path.replacingOccurrences(of: " ", with: "%20")
        for artifact in artifacts {
            #expect(artifact["uriBaseId"] == nil, "\(artifact)")
            #expect((artifact["uri"] as? String).map { $0 == expected || $0 == "file://" + outside.path.replacingOccurrences(of: " ", with: "%20") } == true, "\(artifact)")
        }
        if SARIFSchema.validatorProblem == nil {
            let file = folder.appendingPathComponent("outside.sarif")
            try output.stdout.write(to: file, atomically: true, encoding: .utf8)
            let result = try SARIFSchema.validate(file)
            #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        }
    }

    @Test("JUnit parses as XML: one test case per design (and per missing input), a failure per problem")
    func junit() throws {
        let text = try Self.report(.junit).stdout
        let counter = JUnitCounter()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = counter
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        #expect(counter.elements["testcase"] == 6)
        #expect(counter.elements["failure"] == 2)
        #expect(counter.elements["error"] == 1)
        #expect(counter.elements["skipped"] == 2)
        #expect(counter.suiteCounts == ["tests": "6", "failures": "2", "errors": "1", "skipped": "2"])
    }

    @Test("github lines are well-formed workflow commands")
    func github() throws {
        let lines = try Self.report(.github).stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 4)
        let command = /^::(error|warning|notice) (file=[^,:]+)(,line=\d+)?(,col=\d+)?,title=[^,:]+::[^\r\n]*$/
        for line in lines {
            #expect(line.wholeMatch(of: command) != nil, "\(line)")
        }
        #expect(lines.contains { $0.hasPrefix("::error file=Sign-up%2C step 2-landscape.xib,line=24,col=17,title=unmatched-view::") })
    }
}

@Suite("check reporters: escaping")
struct ReporterEscapingTests {
    /// A report whose every input-derived string is hostile: a forged command, control characters, `%`.
    static let hostile: CheckReport = {
        let file = "Evil,1:2\n::error::forged.xib"
        let diagnostic = Diagnostic.warning(
            .unmatchedView, "100% \u{1B}[31mred\u{1B}[0m\r\n::error file=x::forged\u{7}",
            at: SourceLocation(file: file, line: 3, column: 4),
            notes: [DiagnosticNote(location: SourceLocation(file: file, line: 5, column: 6), message: "note\nline\u{202E}")]
        )
        let finding = DesignCheck.Finding(diagnostic: diagnostic, fingerprint: Fingerprint(file: file, rule: .unmatchedView, subject: "s"))
        return CheckReport(designs: [DesignCheck(design: NamePairing.DesignFiles(files: [file]), outcome: .problems, findings: [finding])])
    }()

    @Test("github: one line, no control character, workflow escaping of message and properties")
    func github() {
        let text = GitHubReporter.render(Self.hostile)
        #expect(text.filter { $0 == "\n" }.count == 1)
        #expect(!text.unicodeScalars.dropLast().contains { TerminalText.needsEscape($0) })
        #expect(text.hasPrefix("::warning file=Evil%2C1%3A2\\n%3A%3Aerror%3A%3Aforged.xib,line=3,col=4,title=unmatched-view::100%25 \\u{001B}[31mred"))
        #expect(text.contains("\\r\\n::error file=x::forged\\u{0007}%0Anote: Evil,1:2\\n::error::forged.xib:5:6: note\\nline\\u{202E}"))
    }

    @Test("text: each diagnostic stays its own lines")
    func text() {
        let text = TextCheckReporter.render(Self.hostile)
        #expect(text.split(separator: "\n").count == 3)
        #expect(!text.unicodeScalars.contains { TerminalText.needsEscape($0) && $0 != "\n" })
    }

    @Test("JUnit and SARIF stay well-formed")
    func documents() throws {
        let junit = JUnitReporter.render(Self.hostile)
        let parser = XMLParser(data: Data(junit.utf8))
        #expect(parser.parse())
        let sarif = SARIFReporter.render(Self.hostile, tool: CheckReport.ToolDescription(name: "t", version: "1"))
        let log = try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any]
        #expect(log?["version"] as? String == "2.1.0")
    }

    /// A design in a folder whose names hold the right-to-left override and the line and
    /// paragraph separators, with a message that holds them too.
    static let bidi: CheckReport = {
        let file = "App\u{2028}Forged/Evil\u{202E}bix.xib"
        let diagnostic = Diagnostic.error(.unmatchedView, "view \u{2029}\u{202E}x\u{2066}", at: SourceLocation(file: file, line: 1, column: 1),
                                          notes: [DiagnosticNote(location: SourceLocation(file: file), message: "note \u{202E}")])
        let finding = DesignCheck.Finding(diagnostic: diagnostic, fingerprint: Fingerprint(file: file, rule: .unmatchedView, subject: "s"))
        return CheckReport(designs: [DesignCheck(design: NamePairing.DesignFiles(files: [file]), outcome: .problems, findings: [finding])],
                           inputDiagnostics: [.error(.unreadableFile, "cannot read \u{2028}", at: SourceLocation(file: "Gone\u{202E}.xib"))])
    }()

    @Test("JUnit names, class names, files and messages and SARIF texts escape bidirectional controls and line separators as text and github do")
    func bidiAndSeparators() throws {
        let junit = JUnitReporter.render(Self.bidi)
        let sarif = SARIFReporter.render(Self.bidi, tool: CheckReport.ToolDescription(name: "t", version: "1"))
        for output in [junit, sarif, GitHubReporter.render(Self.bidi), TextCheckReporter.render(Self.bidi)] {
            #expect(!output.unicodeScalars.contains { TerminalText.needsEscape($0) && $0 != "\n" }, "\(output.debugDescription)")
        }
        #expect(junit.contains("classname=\"App\\u{2028}Forged\" name=\"Evil\\u{202E}bix.xib\" file=\"App\\u{2028}Forged/Evil\\u{202E}bix.xib\""), "\(junit)")
        #expect(junit.contains("message=\"view \\u{2029}\\u{202E}x\\u{2066}\""), "\(junit)")
        #expect(junit.contains("<testcase classname=\"inputs\" name=\"Gone\\u{202E}.xib\">"), "\(junit)")
        // The same escapes as the text format, then JSON's own.
        #expect(sarif.contains(#""text" : "view \\u{2029}\\u{202E}x\\u{2066}""#), "\(sarif)")
        #expect(sarif.contains(#""text" : "note \\u{202E}""#), "\(sarif)")
        let parser = XMLParser(data: Data(junit.utf8))
        #expect(parser.parse())
    }
}

/// Counts JUnit elements and reads the suite's counts.
private final class JUnitCounter: NSObject, XMLParserDelegate, @unchecked Sendable {
    var elements: [String: Int] = [:]
    var suiteCounts: [String: String] = [:]

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        elements[name, default: 0] += 1
        if name == "testsuite" {
            suiteCounts = attributes.filter { ["tests", "failures", "errors", "skipped"].contains($0.key) }
        }
    }
}

/// Validation of a SARIF file against `../shared/schemas/sarif-schema-2.1.0.json` with Python's
/// `jsonschema` (there is no JSON Schema validator for Swift on this platform); `.ci/run` installs it.
enum SARIFSchema {
    static let schema = PackagePaths.root.appendingPathComponent("../shared/schemas/sarif-schema-2.1.0.json").standardizedFileURL

    /// Why validation cannot run here, or `nil` when it can.
    static let validatorProblem: String? = {
        guard FileManager.default.fileExists(atPath: schema.path) else { return "../shared/schemas/sarif-schema-2.1.0.json is absent" }
        guard let result = try? python(["-c", "import jsonschema"]), result.status == 0 else {
            return "python3 with the jsonschema module is not available (pip install jsonschema)"
        }
        return nil
    }()

    static func validate(_ file: URL) throws -> TemplateApplyProcess.Output {
        try python(["-c", """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            log = json.load(open(sys.argv[2]))
            jsonschema.validators.validator_for(schema)(schema).validate(log)
            print("valid")
            """, schema.path, file.path])
    }

    private static func python(_ arguments: [String]) throws -> TemplateApplyProcess.Output {
        try TemplateApplyProcess.run(["python3"] + arguments, executable: URL(fileURLWithPath: "/usr/bin/env"), timeout: 60)
    }
}
