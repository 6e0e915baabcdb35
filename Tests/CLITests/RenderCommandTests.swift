import Foundation
import Testing
import TestSupport

/// `template-apply render`, run as a process on the README's example and, where `../shared/corpus`
/// is present, on a real two-file pair.
@Suite("template-apply render", .enabled(if: TemplateApplyProcess.url != nil, "the built template-apply was not found"))
struct RenderCommandTests {
    static let example = PackagePaths.fixture("Example/LoginForm.xib")

    static func outputDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("template-apply-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test("draws portrait and landscape as SVG, the format taken from the extension")
    func svg() throws {
        let directory = try RenderCommandTests.outputDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("login.svg").path
        let run = try TemplateApplyProcess.run(["render", RenderCommandTests.example, "-o", output])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        let svg = try String(contentsOfFile: output, encoding: .utf8)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.contains("class=\"layout-name\" x=\"16\" y=\"") && svg.contains(">portrait</text>") && svg.contains(">landscape</text>"))
        #expect(svg.contains("<title>LoginForm.xib</title>"))
    }

    @Test("--format html writes the report whatever the extension, with the diagnostics listed")
    func html() throws {
        let directory = try RenderCommandTests.outputDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("login.report").path
        let run = try TemplateApplyProcess.run(["render", RenderCommandTests.example, "--format", "html", "-o", output])
        #expect(run.status == 0, "\(run.stderr)")
        let html = try String(contentsOfFile: output, encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.components(separatedBy: "<script").count == 2)
        // Every diagnostic printed on stderr is in the report: a diagnostic's first line ends with
        // its `[rule-id]`, its notes' lines do not.
        let printed = run.stderr.split(separator: "\n").filter { $0.hasSuffix("]") && $0.contains("[") }.count
        #expect(printed > 0)
        #expect(html.contains("<h2>Diagnostics (\(printed))</h2>"))
        #expect(html.components(separatedBy: "<li class=\"report-").count - 1 == printed)
    }

    @Test("--orientation draws only the layout selected in that orientation")
    func orientation() throws {
        let directory = try RenderCommandTests.outputDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("landscape.svg").path
        let run = try TemplateApplyProcess.run(["render", RenderCommandTests.example, "--orientation", "landscapeLeft", "-o", output])
        #expect(run.status == 0, "\(run.stderr)")
        let svg = try String(contentsOfFile: output, encoding: .utf8)
        #expect(svg.contains(">landscape</text>"))
        #expect(!svg.contains(">portrait</text>"))
    }

    @Test("refuses to write over an input, and leaves it as it was")
    func refusesInput() throws {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: RenderCommandTests.example))
        let copy = TemplateApplyProcess.temporaryFile("LoginForm.xib", bytes: [UInt8](bytes))
        let run = try TemplateApplyProcess.run(["render", copy, "--format", "svg", "-o", copy])
        #expect(run.status == 1)
        #expect(run.stderr.contains("[overwrites-input]"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: copy)) == bytes)
    }

    @Test("an output name that does not say the format, or contradictory flags, are usage errors")
    func usageErrors() throws {
        let unknown = try TemplateApplyProcess.run(["render", RenderCommandTests.example, "-o", "/tmp/out.png"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("--format"))
        let both = try TemplateApplyProcess.run(["render", RenderCommandTests.example, "--all", "--orientation", "portrait", "-o", "/tmp/out.svg"])
        #expect(both.status == 64)
        #expect(!FileManager.default.fileExists(atPath: "/tmp/out.png"))
    }

    /// Reads `../shared/corpus`: xamarin's PortraitView.xib + LandscapeView.xib, whose landscape
    /// design has three buttons portrait lacks.
    @Test("a two-file pair draws the landscape-only buttons without a counterpart",
          .enabled(if: FileManager.default.fileExists(atPath: RenderCommandTests.corpus + "/MANIFEST.tsv"), "../shared/corpus is absent"))
    func twoFilePair() throws {
        let directory = try RenderCommandTests.outputDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let base = RenderCommandTests.corpus + "/xamarin__ios-samples/Rotation__HandlingRotation__Screens__iPhone__Method3SwapViews__"
        let output = directory.appendingPathComponent("pair.svg").path
        let run = try TemplateApplyProcess.run(["render", base + "PortraitView.xib", base + "LandscapeView.xib", "-o", output])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.components(separatedBy: "[unmatched-view]").count - 1 == 3)
        let svg = try String(contentsOfFile: output, encoding: .utf8)
        #expect(svg.components(separatedBy: "class=\"view unmatched\"").count - 1 == 3)
    }

    static let corpus = PackagePaths.root.appendingPathComponent("../shared/corpus").standardizedFileURL.path
}
