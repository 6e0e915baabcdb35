@testable import LayoutChecking
import Foundation
import LayoutTemplates
import TestSupport
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A diagnostic about a whole file (one that cannot be read) has no line and no column: `nil` in
/// the library, `path: error:` in text, `null` in JSON, no SARIF region, no GitHub `line=`. Never
/// the `0:0` position that no file has.
@Suite("Whole-file diagnostics have no position")
struct WholeFileLocationTests {
    static let missing = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-\(UUID().uuidString).xib").path

    @Test("an unreadable file's diagnostic has a nil line and column in the library API")
    func library() throws {
        let error = try #require(throws: DiagnosticError.self) { try Design(contentsOf: [Self.missing]) }
        let location = try #require(error.diagnostics.first?.location)
        #expect(error.diagnostics.first?.rule == .unreadableFile)
        #expect(location.file == Self.missing)
        #expect(location.line == nil && location.column == nil)
        #expect(location.description == Self.missing)
        #expect(error.diagnostics[0].rendered.hasPrefix("\(Self.missing): error: "))
    }

    @Test("the CLI prints it compiler-style, path: error:", .enabled(if: TemplateApplyProcess.isAvailable, "the built template-apply was not found next to the test bundle"))
    func commandLine() throws {
        let output = try TemplateApplyProcess.run(["match", Self.missing])
        #expect(output.status == 1)
        #expect(output.stderr.hasPrefix("\(Self.missing): error: "), "\(output.stderr)")
        #expect(!output.stderr.contains(":0:0"))
    }

    /// A check of a path that does not exist: the input diagnostic is about the whole path.
    static func report() -> CheckReport {
        let found = FoundDesigns(under: [missing])
        return CheckReport(checking: found.designs, settings: CheckSettings(), inputDiagnostics: found.diagnostics)
    }

    @Test("the check report has the whole-file diagnostic")
    func reportHasIt() throws {
        let diagnostic = try #require(Self.report().inputDiagnostics.first)
        #expect(diagnostic.rule == .unreadableFile)
        #expect(diagnostic.location?.line == nil)
    }

    @Test("text: path: error:")
    func text() {
        let text = CheckReport.Format.text.render(Self.report(), tool: CheckReport.ToolDescription(name: "t", version: "1"))
        #expect(text.contains("\(Self.missing): error: no such file or folder [unreadable-file]"), "\(text)")
        #expect(!text.contains(":0:0") && !text.contains(":0: "))
    }

    @Test("json: line and column are null")
    func json() throws {
        let text = CheckReport.Format.json.render(Self.report(), tool: CheckReport.ToolDescription(name: "t", version: "1"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let input = try #require((object["inputDiagnostics"] as? [[String: Any]])?.first, "\(text)")
        #expect(input["file"] as? String == Self.missing)
        #expect(input["line"] is NSNull && input["column"] is NSNull, "\(input)")
    }

    @Test("sarif: a location without a region, valid against the SARIF 2.1.0 schema")
    func sarif() throws {
        let text = CheckReport.Format.sarif.render(Self.report(), tool: CheckReport.ToolDescription(name: "t", version: "1"))
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let result = try #require((run["results"] as? [[String: Any]])?.first { $0["ruleId"] as? String == "unreadable-file" }, "\(text)")
        let physical = try #require(((result["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])
        #expect(physical["artifactLocation"] != nil)
        #expect(physical["region"] == nil, "\(physical)")
        if SARIFSchema.validatorProblem == nil {
            let file = try CheckFixtures.temporaryFolder().appendingPathComponent("whole-file.sarif")
            try text.write(to: file, atomically: true, encoding: .utf8)
            let validation = try SARIFSchema.validate(file)
            #expect(validation.status == 0, "\(validation.stdout)\(validation.stderr)")
        }
    }

    @Test("junit: an error for the input, parsed as XML, with no :0 position")
    func junit() throws {
        let text = CheckReport.Format.junit.render(Self.report(), tool: CheckReport.ToolDescription(name: "t", version: "1"))
        #expect(XMLParser(data: Data(text.utf8)).parse())
        #expect(text.contains("unreadable-file"))
        #expect(!text.contains(":0:0") && !text.contains(":0:"), "\(text)")
    }

    @Test("github: an annotation with file= and no line=")
    func github() throws {
        let text = CheckReport.Format.github.render(Self.report(), tool: CheckReport.ToolDescription(name: "t", version: "1"))
        let line = try #require(text.split(separator: "\n").first { $0.contains("title=unreadable-file") }, "\(text)")
        #expect(line.hasPrefix("::error file="))
        #expect(!line.contains("line=") && !line.contains("col="), "\(line)")
    }
}
