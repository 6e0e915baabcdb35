import Foundation
import Testing
import TestSupport

/// `template-dev generate` as a user runs it, and the tagged document the benchmark compares
/// the matching modes on.
@Suite("template-dev generate", .enabled(if: TemplateApplyProcess.developmentToolURL != nil, "the built template-dev was not found next to the test bundle"))
struct GenerateCommandTests {
    @Test("--tag-fraction 1 --duplicate-fraction 0 writes a document both matching modes lay out nearly alike")
    func taggedDocument() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("Tagged.xib")
        let generated = try TemplateApplyProcess.run(["generate", "--views", "300", "--tag-fraction", "1", "--duplicate-fraction", "0", "-o", path], executable: TemplateApplyProcess.developmentToolURL)
        #expect(generated.status == 0, "\(generated.stderr)")
        var laidOut: [Int] = []
        for mode in ["default", "compatible"] {
            let output = try TemplateApplyProcess.run(["match", "--matching", mode, path])
            #expect(output.status == 0, "\(output.stderr)")
            // "layout landscape [...] from PATH: N live views laid out, M unmatched"
            let landscape = try #require(output.stdout.split(separator: "\n").first { $0.hasPrefix("layout landscape ") })
            let count = landscape.split(separator: ": ").last?.split(separator: " ").first
            laidOut.append(try #require(count.flatMap { Int($0) }))
        }
        // 2% of each layout's views are in that layout only, and the reference's rules can give a
        // template view without a counterpart a live view the default mode gives to its own template.
        #expect(laidOut[0] >= 285)
        #expect(laidOut[1] * 100 >= laidOut[0] * 97, "default \(laidOut[0]), compatible \(laidOut[1])")
    }

    @Test("a fraction out of range is refused, naming it")
    func fractionOutOfRange() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let output = try TemplateApplyProcess.run(["generate", "--views", "10", "--tag-fraction", "1.5", "-o", directory.file("Bad.xib")], executable: TemplateApplyProcess.developmentToolURL)
        #expect(output.status == 1)
        #expect(output.stderr.contains("tag fraction must be between 0 and 1.0, not 1.5"))
        #expect(!FileManager.default.fileExists(atPath: directory.file("Bad.xib")))
    }

    @Test("--document-format names the format as bench does; the older --format still works")
    func documentFormat() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        for (flag, name) in [("--document-format", "New.xib"), ("--format", "Old.xib")] {
            let output = try TemplateApplyProcess.run(["generate", "--views", "10", flag, "legacy", "-o", directory.file(name)], executable: TemplateApplyProcess.developmentToolURL)
            #expect(output.status == 0, "\(output.stderr)")
            #expect(output.stdout.contains("legacy format"))
            #expect(try String(contentsOfFile: directory.file(name), encoding: .utf8).contains("<archive "))
        }
        let help = try TemplateApplyProcess.run(["generate", "--help"], executable: TemplateApplyProcess.developmentToolURL)
        #expect(help.stdout.contains("--document-format") && !help.stdout.contains("--format <"))
        let render = try TemplateApplyProcess.run(["render", "--help"])
        let values = render.stdout.components(separatedBy: "portraitUpsideDown").count - 1
        #expect(values == 1, "render --help lists the orientations once")
    }
}
