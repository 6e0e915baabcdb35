import Foundation
import LayoutTemplates
import Testing
import TestSupport

/// `--portrait-id` and `--landscape-id` that name no view: an error (with the closest id when one is
/// close), never a design quietly taken for a half-connected or single-layout one.
@Suite("Layout id flags naming no view", .enabled(if: TemplateApplyProcess.isAvailable), .timeLimit(.minutes(2)))
struct LayoutIDFlagTests {
    private static let example = PackagePaths.fixtures.appendingPathComponent("Example")

    private func run(_ arguments: [String]) throws -> TemplateApplyProcess.Output {
        try TemplateApplyProcess.run(arguments, timeout: 30, currentDirectory: LayoutIDFlagTests.example)
    }

    @Test("check --landscape-id TYPO on a failing design: exit 2 and an error, not 'half-connected' and exit 0")
    func checkTypo() throws {
        let output = try run(["check", "LoginForm.xib", "--landscape-id", "TYPO"])
        #expect(output.status == 2, "\(output.stderr)")
        #expect(output.stderr.hasPrefix("LoginForm.xib: error: no view has the landscape layout id 'TYPO' in LoginForm.xib [broken-reference]\n"), "\(output.stderr)")
        #expect(!output.stdout.contains("1 half-connected"))
        #expect(output.stdout.hasSuffix("; 1 could not be checked\n"), "\(output.stdout)")
        // The right id still finds the design and its problem.
        let right = try run(["check", "LoginForm.xib", "--landscape-id", "l-root"])
        #expect(right.status == 1, "\(right.stderr)")
        #expect(right.stderr.contains("LoginForm.xib:115:25: warning: couldn't find match"), "\(right.stderr)")
    }

    @Test("a near miss gets a did-you-mean, on check and on the other commands", arguments: [
        ["check", "LoginForm.xib", "--landscape-id", "l-Root"],
        ["match", "LoginForm.xib", "--portrait-id", "p-rot"],
        ["apply", "LoginForm.xib", "--orientation", "landscapeLeft", "--landscape-id", "l-rooot"],
        ["render", "LoginForm.xib", "--portrait-id", "P-ROOT", "-o", "/dev/null/never.svg"],
    ])
    func didYouMean(arguments: [String]) throws {
        let output = try run(arguments)
        #expect(output.status == (arguments[0] == "check" ? 2 : 1), "\(output.stderr)")
        let expected = arguments.contains("--portrait-id") ? "did you mean 'p-root'? [broken-reference]" : "did you mean 'l-root'? [broken-reference]"
        #expect(output.stderr.contains(expected), "\(output.stderr)")
    }
}
