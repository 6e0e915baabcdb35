import Foundation
import Testing
import TestSupport

/// `template-apply match` run as a user runs it. The command ends its process itself once its
/// output is written (`ProcessExit`), so these check that everything still arrives, complete,
/// through a pipe, with status 0.
@Suite("template-apply match")
struct MatchCommandTests {
    @Test("prints the header, every table row and the unmatched view's warning, then exits 0")
    func matchText() throws {
        let path = PackagePaths.fixture("Example/LoginForm.xib")
        let output = try TemplateApplyProcess.run(["match", path])
        #expect(output.status == 0)
        #expect(!output.signaled)
        let lines = output.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "live: portrait (UIView id p-root, 13 views) from \(path)")
        #expect(lines.contains("layout landscape [orientation=landscape] root l-root from \(path): 12 live views laid out, 1 unmatched"))
        #expect(lines.filter { $0.hasPrefix("  ") }.count == 12)
        #expect(lines.last == "")
        #expect(lines.dropLast().last == "  p-spinner <- l-spinner [uniqueClass]")
        #expect(output.stderr.hasPrefix("\(path):115:25: warning: couldn't find match for UIView => UIView => UIButton \"Use Face ID\" [unmatched-view]\n"))
    }

    @Test("--format json prints the whole versioned report, then exits 0")
    func matchJSON() throws {
        let output = try TemplateApplyProcess.run(["match", "--format", "json", PackagePaths.fixture("Example/LoginForm.xib")])
        #expect(output.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
        #expect(object?["version"] as? Int == 2)
        let diagnostics = object?["diagnostics"] as? [[String: Any]]
        #expect(diagnostics?.map { $0["rule"] as? String } == ["unmatched-view"])
        #expect((object?["layouts"] as? [Any])?.count == 2)
    }
}
