import Foundation
import Testing
import TestSupport

/// `template-dev bench` as a user runs it, on documents small enough for a test (the figures
/// themselves are not judged here).
@Suite("template-dev bench", .enabled(if: TemplateApplyProcess.developmentToolURL != nil, "the built template-dev was not found next to the test bundle"))
struct BenchCommandTests {
    @Test("prints each case's phases, the modes compared with each mode's table entries, then every target")
    func textReport() throws {
        let output = try TemplateApplyProcess.run(["bench", "--cases", "300", "300-Tagged", "--repetitions", "1", "--allow-debug"], executable: TemplateApplyProcess.developmentToolURL)
        #expect(output.status == 0, "\(output.stderr)")
        let lines = output.stdout.split(separator: "\n").map(String.init)
        let modes = try #require(lines.firstIndex(of: "modes compared (default / compatible), with the table entries each made:"))
        let untagged = try #require(lines[modes + 1].firstMatch(of: /^  300: end to end [0-9.]+, matching [0-9.]+; entries: default (\d+), compatible (\d+)$/))
        let tagged = try #require(lines[modes + 2].firstMatch(of: /^  300-tagged: end to end [0-9.]+, matching [0-9.]+; entries: default (\d+), compatible (\d+)$/))
        #expect(try #require(Int(untagged.output.2)) < (try #require(Int(untagged.output.1))))
        #expect(try #require(Int(tagged.output.1)) >= 580)
        #expect(lines.contains("targets:"))
        // Neither case is the 100k document the targets are judged on.
        #expect(lines.filter { $0.hasPrefix("  not measured: ") }.count == 9)
    }

    @Test("an unknown case is refused with the names bench takes, escaped")
    func unknownCase() throws {
        let output = try TemplateApplyProcess.run(["bench", "--cases", "ten\u{202E}k", "--allow-debug"], executable: TemplateApplyProcess.developmentToolURL)
        #expect(output.status == 64)
        #expect(output.stderr.contains("unknown case 'ten\\u{202E}k': use 1k, 10k, 100k, wide-10k, 100k-tagged, or any [wide-]N[k|m][-tagged]"))
    }
}
