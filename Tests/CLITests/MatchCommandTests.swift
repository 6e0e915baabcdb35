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
        #expect(lines.dropLast().last == "  p-spinner <- l-spinner [uniqueClass] UIActivityIndicatorView")
        #expect(lines.contains("  p-signin <- l-signin [controlActions] UIButton \"Sign In\""))
        #expect(lines.contains("  p-root <- l-root [root] UIView user label \"Portrait\""))
        #expect(output.stderr.hasPrefix("\(path):115:25: warning: couldn't find match for UIView => UIView => UIButton \"Use Face ID\" [unmatched-view]\n"))
    }

    @Test("each row names its live view by class and identity beside the ids: a legacy archive's numbered ids say nothing")
    func rowsNameTheirViews() throws {
        let output = try TemplateApplyProcess.run(["match", PackagePaths.fixture("Legacy/TwoLayouts.xib")])
        #expect(output.status == 0)
        let rows = output.stdout.split(separator: "\n").filter { $0.hasPrefix("  ") }.map(String.init)
        #expect(rows == [
            "  1 <- 10 [root] UIView user label \"Portrait\"",
            "  2 <- 11 [labelText] UILabel \"Sign in\"",
            "  3 <- 12 [textField] UITextField placeholder \"Email\"",
            "  4 <- 13 [buttonTitle] UIButton \"Continue\"",
        ])
    }

    @Test("a text from the file in a row goes through the escaper: no control character reaches the terminal")
    func rowsAreEscaped() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let original = try String(contentsOfFile: PackagePaths.fixture("Example/LoginForm.xib"), encoding: .utf8)
        let hostile = original.replacingOccurrences(of: "title=\"Sign In\"", with: "title=\"Sign&#x202E; In\"")
        #expect(hostile != original)
        let path = folder.file("Hostile.xib")
        try hostile.write(toFile: path, atomically: true, encoding: .utf8)
        let output = try TemplateApplyProcess.run(["match", path])
        #expect(output.status == 0)
        #expect(!output.stdout.contains("\u{202E}"))
        #expect(output.stdout.contains("UIButton \"Sign\\u{202E} In\""), "\(output.stdout)")
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
