import Foundation
import LayoutBenchmarks
import Testing
import TestSupport

/// `template-dev count-elements`, the raw pass `bench --check` counts, and the function names by
/// which callgrind finds the end of the parse and the raw pass in the built executables.
@Suite("count-elements command", .enabled(if: TemplateApplyProcess.developmentToolURL != nil, "the built template-dev was not found next to the test bundle"))
struct CountElementsCommandTests {
    @Test("it prints the file's element count, is not listed in the help, and fails cleanly on a malformed file")
    func countsElements() throws {
        let tool = try #require(TemplateApplyProcess.developmentToolURL, "template-dev was not built")
        let example = PackagePaths.root.appendingPathComponent("Fixtures/Example/LoginForm.xib")
        let text = try String(contentsOf: example, encoding: .utf8)
        // Every start tag of the fixture opens an element; it holds no comment or instruction.
        let expected = text.components(separatedBy: "<").dropFirst().filter { !$0.hasPrefix("/") && !$0.hasPrefix("?") && !$0.hasPrefix("!") }.count
        let run = try TemplateApplyProcess.run(["count-elements", example.path], executable: tool)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "\(expected)\n")
        let help = try TemplateApplyProcess.run(["--help"], executable: tool)
        #expect(!help.stdout.contains("count-elements"))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("count-elements-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let broken = folder.appendingPathComponent("broken.xib")
        try Data("<document><view></document>".utf8).write(to: broken)
        let failed = try TemplateApplyProcess.run(["count-elements", broken.path], executable: tool)
        #expect(failed.status == 1 && !failed.signaled)
        #expect(failed.stderr.hasPrefix("error: "))
    }

    /// Callgrind matches `--dump-after` and `--toggle-collect` against mangled symbol names: a
    /// rename would leave `bench --check` without its split, which only a valgrind run would show.
    @Test("the end of the parse and the raw pass are functions of the built template-apply and template-dev",
          .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/nm"), "nm (binutils) is not installed: the symbol check is skipped"))
    func callgrindPatternsNameFunctions() throws {
        let templateApply = try #require(TemplateApplyProcess.url, "template-apply was not built")
        let templateDev = try #require(TemplateApplyProcess.developmentToolURL, "template-dev was not built")
        for (pattern, executable) in [(InstructionCounter.parseEnd, templateApply), (InstructionCounter.rawPassFunction, templateDev)] {
            let symbols = try TemplateApplyProcess.run(["--defined-only", executable.path], executable: URL(fileURLWithPath: "/usr/bin/nm"))
            #expect(symbols.status == 0)
            let name = pattern.replacingOccurrences(of: "*", with: "")
            #expect(symbols.stdout.split(separator: "\n").contains { $0.contains(name) }, "no symbol of \(executable.lastPathComponent) contains \(name)")
        }
    }
}
