import Foundation
import Testing
import TestSupport

/// `merge` and `upgrade` refuse an output they could not write sensibly before any work, as
/// `render` does: a name whose ending selects no format they write, a folder that is not there.
@Suite("merge and upgrade: output names checked first")
struct OutputNameCommandTests {
    static let design = PackagePaths.fixture("Example/LoginForm.xib")
    static let archive = PackagePaths.fixture("Legacy/TwoLayouts.xib")

    @Test("merge -o x.nib, and upgrade to a name not ending in .xib, are usage errors that write nothing", arguments: [
        ["merge", design, "-o", "/tmp/template-apply-test-x.nib"],
        ["merge", design, "--to", "xib", "-o", "/tmp/template-apply-test-x.nib"],
        ["upgrade", archive, "-o", "/tmp/template-apply-test-x.nib"],
        ["upgrade", archive, "-o", "/tmp/template-apply-test-x.storyboard"],
    ])
    func badEnding(arguments: [String]) throws {
        let run = try TemplateApplyProcess.run(arguments)
        #expect(run.status == 64, "\(run.stderr)")
        #expect(run.stderr.contains("the output's name must end in"))
        #expect(!FileManager.default.fileExists(atPath: arguments[arguments.count - 1]))
    }

    @Test("an output in a folder that is not there is refused before the design is read", arguments: ["merge", "upgrade"])
    func missingFolder(command: String) throws {
        // The input does not exist either: refusing the output first proves no work was done.
        let run = try TemplateApplyProcess.run([command, "/nonexistent/Design.xib", "-o", "/nonexistent-folder/Out.xib"])
        #expect(run.status == 64, "\(run.stderr)")
        #expect(run.stderr.contains("there is no folder '/nonexistent-folder'"))
    }
}
