import Foundation
import LayoutChecking
import LayoutTemplates
import Testing
import TestSupport

/// A diagnostic's JSON is one shape: what `JSONEncoder` makes of a library ``Diagnostic`` is
/// what the command-line tool prints for it with `--format json`, key for key, so that a tool's
/// own output and the tool's can be read by one reader.
@Suite("Diagnostic JSON: the library's encoding is the CLI's", .enabled(if: TemplateApplyProcess.isAvailable, "the built template-apply was not found next to the test bundle"))
struct DiagnosticJSONTests {
    /// `diagnostics` encoded by `JSONEncoder`, read back as JSON objects.
    static func encoded(_ diagnostics: [Diagnostic]) throws -> [NSDictionary] {
        try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(diagnostics)) as? [NSDictionary])
    }

    /// The JSON object `arguments` print on stdout.
    static func printed(_ arguments: [String]) throws -> [String: Any] {
        let output = try TemplateApplyProcess.run(arguments)
        return try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any], "\(output.stderr)")
    }

    @Test("match --format json prints each diagnostic as the library encodes it, subject and notes included",
          arguments: ["Example/LoginForm.xib", "CheckRepo/App/Settings/SettingsViewController.xib"])
    func match(_ fixture: String) throws {
        let file = PackagePaths.fixture(fixture)
        let design = try Design(contentsOf: file)
        let library = try Self.encoded(design.diagnostics + MatchResult(matching: design).diagnostics)
        let cli = try #require(try Self.printed(["match", file, "--format", "json"])["diagnostics"] as? [NSDictionary])
        #expect(!library.isEmpty)
        #expect(cli == library)
    }

    @Test("check --format json prints each finding as the library encodes it, with its fingerprint added")
    func check() throws {
        let folder = PackagePaths.fixtures.appendingPathComponent("CheckRepo").path
        let configuration = FileManager.default.temporaryDirectory.appendingPathComponent("diagnostic-json-\(UUID().uuidString).yml")
        try "strict: false\n".write(to: configuration, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: configuration) }
        let json = try Self.printed(["check", folder, "--format", "json", "--every-localization", "--config", configuration.path])
        let printed = try #require(json["designs"] as? [[String: Any]]).map { design in
            (design["diagnostics"] as? [[String: Any]] ?? []).map { record in
                var diagnostic = record
                diagnostic["fingerprint"] = nil
                return diagnostic as NSDictionary
            }
        }
        let report = CheckReport(checking: FoundDesigns(under: [folder]).designs, settings: CheckSettings(reportsEveryLocalization: true))
        let library = try report.designs.map { try Self.encoded($0.findings.map(\.diagnostic)) }
        #expect(library.joined().count > 3)
        #expect(printed == library)
    }
}
