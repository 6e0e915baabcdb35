import Foundation
import Testing
import TestSupport

/// `template-apply upgrade`, run as a process on the hand-written legacy fixtures.
@Suite("template-apply upgrade", .enabled(if: TemplateApplyProcess.url != nil, "the built template-apply was not found"))
struct UpgradeCommandTests {
    static let input = PackagePaths.fixture("Legacy/TwoLayouts.xib")

    @Test("-o writes the modern document atomically; the warnings go to stderr like a compiler's; the input is unchanged")
    func writesTheDocument() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let before = try Data(contentsOf: URL(fileURLWithPath: Self.input))
        let output = directory.file("TwoLayouts.xib")
        let run = try TemplateApplyProcess.run(["upgrade", Self.input, "-o", output])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("TwoLayouts.xib:77:7: warning: IBUIContentStretch of IBUIButton (object 4) is not translated; the upgraded document leaves it out [untranslated-property]"), "\(run.stderr)")
        let text = try String(contentsOfFile: output, encoding: .utf8)
        #expect(text.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\""))
        #expect(try Data(contentsOf: URL(fileURLWithPath: Self.input)) == before)
        // The upgraded design matches as the archive does.
        let original = try TemplateApplyProcess.run(["match", Self.input])
        let upgraded = try TemplateApplyProcess.run(["match", output])
        #expect(original.stdout.replacingOccurrences(of: Self.input, with: "FILE") == upgraded.stdout.replacingOccurrences(of: output, with: "FILE"))
    }

    @Test("without -o the document goes to stdout; --format json puts the diagnostics there instead and needs -o")
    func outputs() throws {
        let run = try TemplateApplyProcess.run(["upgrade", Self.input])
        #expect(run.status == 0)
        #expect(run.stdout.contains("<action selector=\"signIn:\" destination=\"-1\" eventType=\"touchUpInside\" id=\"24\"/>"))
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let json = try TemplateApplyProcess.run(["upgrade", Self.input, "-o", directory.file("Out.xib"), "--format", "json"])
        #expect(json.status == 0)
        #expect(json.stdout.contains("\"untranslated-property\""), "\(json.stdout)")
        let usage = try TemplateApplyProcess.run(["upgrade", Self.input, "--format", "json"])
        #expect(usage.status == 64)
    }

    @Test("a modern document, a missing file and the input as output are refused")
    func refusals() throws {
        let modern = try TemplateApplyProcess.run(["upgrade", PackagePaths.fixture("Example/LoginForm.xib")])
        #expect(modern.status == 1)
        #expect(modern.stderr.contains("[unsupported-document]"))
        let missing = try TemplateApplyProcess.run(["upgrade", "/nonexistent/Missing.xib"])
        #expect(missing.status == 1)
        let overwrite = try TemplateApplyProcess.run(["upgrade", Self.input, "-o", Self.input])
        #expect(overwrite.status != 0)
        #expect(overwrite.stderr.contains("[overwrites-input]"), "\(overwrite.stderr)")
    }

    @Test("the README's upgrade excerpt and warning are what upgrade writes")
    func readmeExcerpt() throws {
        let readme = try String(contentsOf: PackagePaths.root.appendingPathComponent("README.md"), encoding: .utf8)
        let excerpt = try #require(readme.components(separatedBy: "```xml\n").first { $0.contains("text=\"Sign in\"") }?.components(separatedBy: "```").first)
        let run = try TemplateApplyProcess.run(["upgrade", "Fixtures/Legacy/TwoLayouts.xib"], currentDirectory: PackagePaths.root)
        let output = run.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let wanted = excerpt.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let start = try #require(output.firstIndex(of: wanted[0]))
        #expect(Array(output[start..<min(output.count, start + wanted.count)]) == wanted)
        #expect(readme.contains(run.stderr.trimmingCharacters(in: .newlines)), "\(run.stderr)")
    }
}
