import Foundation
import Testing
import TestSupport

/// `template-apply upgrade DIR` and `merge DIR` run as a user runs them: a line per document and
/// the summary on stdout, the diagnostics on stderr, `check`'s exit status.
@Suite("template-apply upgrade and merge over a folder")
struct TreeConversionCommandTests {
    static let tree = PackagePaths.fixture("TreeConversion")

    @Test("upgrade DIR -o OUTDIR: every document's line, the summary, exit 2 for the malformed file")
    func upgrade() throws {
        let out = try TemporaryDirectory()
        defer { out.remove() }
        let run = try TemplateApplyProcess.run(["upgrade", "TreeConversion", "-o", out.path], currentDirectory: PackagePaths.fixtures)
        #expect(run.status == 2)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 10, "\(run.stdout)")
        #expect(lines.contains("converted TreeConversion/App/Legacy/TwoLayouts.xib -> \(out.path)/App/Legacy/TwoLayouts.xib (1 warning)"))
        #expect(lines.contains("skipped TreeConversion/App/Onboarding/Onboarding.layouts.xml: the template format: nothing to upgrade"))
        #expect(lines.contains("failed TreeConversion/Broken/Malformed.xib: Opening and ending tag mismatch [malformed-xml] (1 error)"))
        #expect(lines.last == "upgrade: 9 documents: 2 converted, 0 refused, 6 skipped, 1 failed; 1 warning")
        #expect(run.stderr.contains("TreeConversion/App/Legacy/TwoLayouts.xib:77:7: warning: IBUIContentStretch of IBUIButton (object 4) is not translated"), "\(run.stderr)")
        #expect(run.stderr.contains("TreeConversion/Broken/Malformed.xib:5:12: error: "), "\(run.stderr)")
    }

    @Test("merge DIR -o OUTDIR --exclude: the refused iPad design makes the status 1")
    func merge() throws {
        let out = try TemporaryDirectory()
        defer { out.remove() }
        let run = try TemplateApplyProcess.run(["merge", "TreeConversion", "-o", out.path, "--exclude", "Broken"], currentDirectory: PackagePaths.fixtures)
        #expect(run.status == 1)
        #expect(run.stdout.contains("refused TreeConversion/App/Pad/PadPlayer.xib: this is an iPad document (com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB) [not-expressible] (1 error, 1 warning)\n"), "\(run.stdout)")
        #expect(run.stdout.hasSuffix("\n"))
        #expect(run.stdout.split(separator: "\n").last?.hasPrefix("merge: 8 documents: 3 converted into 2 files, 1 refused, 4 skipped; ") == true, "\(run.stdout)")
        let excluded = try TemplateApplyProcess.run(["merge", "TreeConversion", "-o", out.path + "/2", "--exclude", "Broken", "--exclude", "Pad"],
                                                    currentDirectory: PackagePaths.fixtures)
        #expect(excluded.status == 0, "\(excluded.stdout)\(excluded.stderr)")
    }

    @Test("the README's merge of a folder prints what the README shows")
    func readmeOutput() throws {
        let readme = try String(contentsOf: PackagePaths.root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "For the merge above:\n\n```\n").dropFirst().first)
        let shown = try #require(section.components(separatedBy: "```").first)
        let clone = try TemporaryDirectory()
        defer { clone.remove() }
        try FileManager.default.createDirectory(atPath: clone.file("Fixtures"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.tree, toPath: clone.file("Fixtures/TreeConversion"))
        let run = try TemplateApplyProcess.run(["merge", "Fixtures/TreeConversion", "-o", "Merged", "--exclude", "Broken"],
                                               currentDirectory: URL(fileURLWithPath: clone.path))
        #expect(run.status == 1)
        #expect(run.stdout == shown, "README.md shows:\n\(shown)")
    }

    @Test("--in-place replaces each converted document of a copy; a folder without -o or --in-place is a usage error")
    func inPlace() throws {
        let copy = try TemporaryDirectory()
        defer { copy.remove() }
        try FileManager.default.copyItem(atPath: Self.tree, toPath: copy.file("Tree"))
        let legacy = copy.file("Tree/App/Legacy/TwoLayouts.xib")
        let before = try String(contentsOfFile: legacy, encoding: .utf8)
        let run = try TemplateApplyProcess.run(["upgrade", "Tree", "--in-place", "--exclude", "Broken"], currentDirectory: URL(fileURLWithPath: copy.path))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("converted Tree/App/Legacy/TwoLayouts.xib (1 warning)\n"), "\(run.stdout)")
        let after = try String(contentsOfFile: legacy, encoding: .utf8)
        #expect(before.contains("<archive") && !after.contains("<archive") && after.contains("<document"))
    }

    @Test("usage errors (exit 64)", arguments: [
        (["upgrade", "TreeConversion"], "give the output folder with -o OUTDIR, or --in-place"),
        (["merge", "TreeConversion"], "give the output folder with -o OUTDIR, or --in-place"),
        (["upgrade", "TreeConversion", "--in-place", "-o", "x"], "--in-place and -o exclude each other"),
        (["upgrade", "Legacy/TwoLayouts.xib", "--in-place"], "--in-place converts the documents of a folder"),
        (["merge", "TreeConversion", "Example/LoginForm.xib", "-o", "x"], "give no landscape file and no --to"),
        (["upgrade", "TreeConversion", "-o", "x", "--format", "json"], "--format json is for one file"),
    ])
    func usage(arguments: [String], message: String) throws {
        let run = try TemplateApplyProcess.run(arguments, currentDirectory: PackagePaths.fixtures)
        #expect(run.status == 64)
        #expect(run.stderr.contains(message), "\(run.stderr)")
    }
}
