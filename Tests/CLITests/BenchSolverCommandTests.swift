import Foundation
import Testing
import TestSupport

/// `template-dev bench-solver` on tiny systems: the report's shape and its refusal of debug
/// figures (no timing is asserted).
@Suite("bench-solver command", .enabled(if: TemplateApplyProcess.developmentToolURL != nil, "the built template-dev was not found next to the test bundle"))
struct BenchSolverCommandTests {
    @Test("it prints our figures, the targets and why kiwisolver was not run")
    func tinySystems() throws {
        let tool = try #require(TemplateApplyProcess.developmentToolURL, "template-dev was not built")
        let run = try TemplateApplyProcess.run(["bench-solver", "--allow-debug", "--without-kiwi", "--views", "5", "21", "--repetitions", "1"],
                                               executable: tool)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("5 views, 18 constraints"))
        #expect(run.stdout.contains("21 views, 82 constraints"))
        #expect(run.stdout.contains("kiwisolver on 5 views: not run (--without-kiwi)"))
        #expect(run.stdout.contains("Targets:\n  full solve of 5 views no slower than kiwisolver's: unknown"))
        #expect(run.stdout.contains("21 views at most 15x the cost of 5: "))
    }

    @Test("a debug build refuses to measure unless told to")
    func refusesDebug() throws {
        let tool = try #require(TemplateApplyProcess.developmentToolURL, "template-dev was not built")
        #if DEBUG
        let run = try TemplateApplyProcess.run(["bench-solver", "--without-kiwi", "--views", "5"], executable: tool)
        #expect(run.status == 2)
        #expect(run.stderr.contains("swift build -c release --product template-dev"))
        #endif
        let invalid = try TemplateApplyProcess.run(["bench-solver", "--allow-debug", "--views", "1"], executable: tool)
        #expect(invalid.status != 0 && !invalid.signaled)
    }
}
