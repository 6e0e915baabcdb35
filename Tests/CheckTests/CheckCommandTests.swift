@testable import LayoutChecking
import Foundation
import LayoutTemplates
import TestSupport
import Testing

@Suite("template-apply check on a repository", .enabled(if: TemplateApplyProcess.isAvailable, "the built template-apply was not found next to the test bundle"))
struct CheckCommandTests {
    private func check(_ arguments: [String] = [], in folder: URL) throws -> TemplateApplyProcess.Output {
        try TemplateApplyProcess.run(["check"] + arguments, timeout: 300, currentDirectory: folder)
    }

    @Test("Fixtures/CheckRepo: `check .` passes with the triage summary; one view added to one layout fails at its file:line:col")
    func fixtureRepository() throws {
        let folder = try CheckFixtures.copy(CheckFixtures.repository)
        for arguments in [["."], []] {
            let clean = try check(arguments, in: folder)
            #expect(clean.status == 0, "\(clean.stderr)")
            #expect(clean.stdout == "checked 9 documents: 4 designs passed, 0 with problems; 1 without alternative layouts, 1 half-connected, 1 not iOS (skipped)\n")
            #expect(!clean.stderr.contains("Broken.xib") && !clean.stderr.contains("LibraryView.xib"), "hidden, build and excluded folders are never read")
        }
        let added = try CheckFixtures.addButton("Rate us", toViewWithID: "s-root", in: "App/Settings/SettingsViewController-landscape.xib", folder: folder)
        let failing = try check(["."], in: folder)
        #expect(failing.status == 1)
        #expect(failing.stdout.hasPrefix("checked 9 documents: 3 designs passed, 1 with problems;"))
        #expect(failing.stderr.contains("App/Settings/SettingsViewController-landscape.xib:\(added.line):\(added.column): error: couldn't find match for UIView => UIButton \"Rate us\" [unmatched-view]"), "\(failing.stderr)")
    }

    @Test("A copy of real iOS projects' files (../shared/corpus laid out as repositories) passes; one added view fails at its position",
          .enabled(if: PackagePaths.isCorpusAvailable, "../shared/corpus is absent: the real-repository check is skipped"))
    func corpusRepository() throws {
        let folder = try CheckFixtures.temporaryFolder().appendingPathComponent("apps")
        // Every corpus file but the designs whose layouts really differ (the calculator's unmatched
        // keys, the Xamarin sample's extra buttons, the bus app's three labels with one text).
        let unsound = ["olifante__", "xamarin__", "caelum__"]
        let fileManager = FileManager.default
        var copied = 0
        for owner in try fileManager.contentsOfDirectory(atPath: PackagePaths.corpusRoot.path).sorted() where !unsound.contains(where: owner.hasPrefix) {
            let ownerFolder = PackagePaths.corpusRoot.appendingPathComponent(owner)
            guard let files = try? fileManager.contentsOfDirectory(atPath: ownerFolder.path) else { continue }
            for file in files where DesignFileName.isDesign(file) {
                // `owner__repo/dir__sub__File.xib` becomes `owner/repo/dir/sub/File.xib`.
                let target = folder.appendingPathComponent((owner + "/" + file).replacingOccurrences(of: "__", with: "/"))
                try fileManager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try fileManager.copyItem(at: ownerFolder.appendingPathComponent(file), to: target)
                copied += 1
            }
        }
        #expect(copied >= 40)
        let clean = try check(["."], in: folder)
        // Every design passes but one single-layout storyboard with real conflicts among its own
        // required constraints: Monal's chat table is pinned 34 pt above its view's bottom and
        // 8 pt above the safe area's (Xcode's stored frames keep the second), and three of its
        // cells chain their views from the content view's top to its bottom twice, at lengths
        // that differ at any row height. Conflicts that go through the engine's estimates (stored
        // row heights, accessories) are not reported.
        #expect(clean.status == 1, "\(clean.stderr)")
        #expect(clean.stdout == "checked \(copied) documents: 12 designs passed, 1 with problems; 36 without alternative layouts, 0 half-connected, 1 not iOS (skipped)\n")
        let errors = clean.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
        let monal = "monal-im/Monal/Monal/localization/Base.lproj/Main.storyboard"
        let breaks = "UIKit breaks one of them at run time (left out here) [unsatisfiable-constraints]"
        #expect(errors == [
            "\(monal):2206:29: error: constraint 'l0B-p3-Pbr' (bottom of the safe area of UIView id Riz-2Q-bcU) cannot hold together with 1 other required constraint; \(breaks)",
            "\(monal):375:57: error: constraint 'NeQ-RD-dce' (height of UIImageView image \"744-locked-received\") cannot hold together with 9 other required constraints; \(breaks)",
            "\(monal):1153:57: error: constraint 'hVh-By-mca' (height of UILabel \"Date\") cannot hold together with 9 other required constraints; \(breaks)",
            "\(monal):1251:57: error: constraint '3SK-dL-5YS' (height of UILabel \"Date\") cannot hold together with 9 other required constraints; \(breaks)",
        ], "\(errors)")
        // Two-file designs were paired by name, both conventions; a file that holds both layouts
        // itself is read from its own outlets, and its sibling is a document of its own.
        #expect(clean.stderr.contains("Morpheu5/Rotation/Rotation/First.xib: note: reading both layouts from the file's own outlets portraitView and landscapeView; the sibling file Morpheu5/Rotation/Rotation/FirstLandscape.xib, which its name pairs with, is not used [paired-by-name]"))
        #expect(clean.stderr.contains("landscape layout from defagos/CoconutKit/CoconutKit-demo/Sources/Demos/Common/OrientationClonerViewController/OrientationClonerViewControllerLandscape.xib"))
        #expect(clean.stderr.contains("Charts/ChartsDemo-macOS/ChartsDemo-macOS/Base.lproj/Main.storyboard:2:1: note: skipped: cannot read a macOS"))

        let storyboard = "zheyuanfu/iOS_develop/Swapper/Swapper/Base.lproj/Main.storyboard"
        let added = try CheckFixtures.addButton("Extra", toViewWithID: "ycK-8S-KOo", in: storyboard, folder: folder)
        let failing = try check(["."], in: folder)
        #expect(failing.status == 1)
        #expect(failing.stderr.contains("\(storyboard):\(added.line):\(added.column): error: couldn't find match for UIView => UIButton \"Extra\" [unmatched-view]"), "\(failing.stderr)")
    }

    @Test("The README's two check examples print what the README shows", arguments: [
        ("Fixtures/CheckRepo", "."),
        (".", "Fixtures/Example/LoginForm.xib"),
    ])
    func readmeExamples(folder: String, path: String) throws {
        let readme = try String(contentsOf: PackagePaths.root.appendingPathComponent("README.md"), encoding: .utf8)
        let command = "$ template-apply check \(path)\n"
        let start = try #require(readme.range(of: command)).upperBound
        let end = try #require(readme.range(of: "```", range: start..<readme.endIndex)).lowerBound
        let shown = readme[start..<end]
        let run = try check([path], in: PackagePaths.root.appendingPathComponent(folder))
        #expect(shown == run.stdout + run.stderr, "README.md shows:\n\(shown)")
    }

    @Test("--include and --exclude filter what folders give; --strict fails the half-connected design")
    func filtersAndStrict() throws {
        let folder = try CheckFixtures.copy(CheckFixtures.repository)
        let profile = try check([".", "--include", "App/Profile/**"], in: folder)
        #expect(profile.status == 0)
        #expect(profile.stdout == "checked 2 documents: 1 design passed, 0 with problems; 0 without alternative layouts, 0 half-connected, 0 not iOS (skipped)\n")
        let excluded = try check([".", "--exclude", "Legacy", "--exclude", "*.layouts.xml"], in: folder)
        #expect(excluded.stdout == "checked 7 documents: 3 designs passed, 0 with problems; 1 without alternative layouts, 0 half-connected, 1 not iOS (skipped)\n")
        let strict = try check([".", "--strict"], in: folder)
        #expect(strict.status == 1)
        #expect(strict.stderr.contains("HalfConnectedViewController.xib:8:17: error: the owner has a 'portraitView' outlet"), "\(strict.stderr)")
        try CheckFixtures.write("exclude: [Pods]\nstrict: true\n", to: ".template-apply.yml", in: folder)
        #expect(try check(["."], in: folder).status == 1, "strict from the configuration")
    }

    @Test("Two files in either order are one design; a single half finds its sibling")
    func pairingOnTheCommandLine() throws {
        let folder = try CheckFixtures.copy(CheckFixtures.repository)
        for files in [["App/Settings/SettingsViewController-landscape.xib", "App/Settings/SettingsViewController.xib"], ["App/Settings/SettingsViewController.xib"], ["App/Settings/SettingsViewController-landscape.xib"]] {
            let output = try check(files, in: folder)
            #expect(output.status == 0, "\(files): \(output.stderr)")
            #expect(output.stdout == "checked 2 documents: 1 design passed, 0 with problems; 0 without alternative layouts, 0 half-connected, 0 not iOS (skipped)\n", "\(files)")
            #expect(!output.stderr.contains("swapped-orientations"))
        }
    }

    @Test("Exit status 2: a missing path, a malformed file, an invalid configuration (with its line), an invalid baseline")
    func incomplete() throws {
        let folder = try CheckFixtures.copy(CheckFixtures.repository)
        let missing = try check(["App", "Nope.xib"], in: folder)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("Nope.xib: error: no such file or folder [unreadable-file]"))
        #expect(missing.stdout.hasSuffix("; 1 path could not be read\n"))

        let malformed = try check([CheckFixtures.goldenDesigns.appendingPathComponent("Malformed.xib").path], in: folder)
        #expect(malformed.status == 2)

        try CheckFixtures.write("exclude: [Pods]\nstrickt: true\n", to: ".template-apply.yml", in: folder)
        let badConfiguration = try check(["."], in: folder)
        #expect(badConfiguration.status == 2)
        #expect(badConfiguration.stderr.contains(".template-apply.yml:2:1: error: unknown key 'strickt' (did you mean 'strict'?)"), "\(badConfiguration.stderr)")

        try CheckFixtures.write("not json", to: "baseline.json", in: folder)
        try CheckFixtures.write("exclude: [Pods]\n", to: "other.yml", in: folder)
        let badBaseline = try check([".", "--config", "other.yml", "--baseline", "baseline.json"], in: folder)
        #expect(badBaseline.status == 2)
        #expect(badBaseline.stderr.contains("[invalid-baseline]"))

        // A baseline that does not exist yet: the run says how to record one.
        let missingBaseline = try check([".", "--config", "other.yml", "--baseline", "no-baseline.json"], in: folder)
        #expect(missingBaseline.status == 2)
        #expect(missingBaseline.stderr.contains("no-baseline.json: error: cannot read the baseline file: "), "\(missingBaseline.stderr)")
        #expect(missingBaseline.stderr.contains("[unreadable-file]\nnote: record today's findings in it first: template-apply check --write-baseline no-baseline.json\n"),
                "\(missingBaseline.stderr)")
        // An unreadable baseline that exists gets no such note.
        #expect(!badBaseline.stderr.contains("--write-baseline"))
    }

    @Test("Exit status 64: a usage error", arguments: [
        ["--pairs", "A.xib"],
        ["--baseline", "a.json", "--write-baseline", "b.json"],
        ["--format", "yaml"],
        ["--no-such-flag"],
    ])
    func usage(arguments: [String]) throws {
        #expect(try check(arguments, in: CheckFixtures.repository).status == 64)
    }

    @Test("--help documents the exit codes and derives the formats from the one list")
    func help() throws {
        // Words as a reader sees them, whatever the line wrapping.
        let help = try TemplateApplyProcess.run(["help", "check"]).stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for code in ["0 no error", "1 an error (design problems found)", "2 some input could not be checked", "64 usage error"] {
            #expect(help.contains(code), "\(code)")
        }
        for format in CheckReport.Format.allCases {
            #expect(help.contains("\(format.rawValue) (\(format.summary))"))
        }
    }

    @Test("--write-baseline then --baseline (flag or configuration) reports only new findings; -o writes the report")
    func baselineAndOutput() throws {
        let folder = try CheckFixtures.copy(CheckFixtures.repository)
        try CheckFixtures.addButton("Share", toViewWithID: "l-root", in: "App/Login/LoginViewController.xib", folder: folder)
        let written = try check([".", "--write-baseline", "layouts-baseline.json"], in: folder)
        #expect(written.status == 0)
        #expect(written.stderr.contains("wrote layouts-baseline.json with 2 findings"), "\(written.stderr)")
        #expect(try check(["."], in: folder).status == 1)
        let accepted = try check([".", "--baseline", "layouts-baseline.json"], in: folder)
        #expect(accepted.status == 0, "\(accepted.stderr)")
        #expect(accepted.stdout.hasSuffix("; 2 findings in the baseline not shown\n"))

        try CheckFixtures.write("exclude: [Pods]\nbaseline: layouts-baseline.json\n", to: ".template-apply.yml", in: folder)
        #expect(try check(["."], in: folder).status == 0)
        try CheckFixtures.addButton("Rate us", toViewWithID: "s-root", in: "App/Settings/SettingsViewController-landscape.xib", folder: folder)
        let sarif = try check([".", "--format", "sarif", "-o", "out/layouts.sarif"], in: folder)
        #expect(sarif.status == 2, "the output folder does not exist: \(sarif.stderr)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("out"), withIntermediateDirectories: true)
        let report = try check([".", "--format", "sarif", "-o", "out/layouts.sarif"], in: folder)
        #expect(report.status == 1)
        #expect(report.stdout.isEmpty)
        let text = try CheckFixtures.read("out/layouts.sarif", in: folder)
        #expect(text.contains("Rate us"))
        #expect(!text.contains("Share"), "\(text)")
    }
}

@Suite("Layout commands and two-file designs named by one file", .enabled(if: TemplateApplyProcess.isAvailable, "the built template-apply was not found next to the test bundle"))
struct SiblingCommandTests {
    private let settings = CheckFixtures.repository.appendingPathComponent("App/Settings")

    @Test("match, apply, merge and render given one half use its sibling, with a note", arguments: ["match", "apply", "merge", "render"])
    func sibling(command: String) throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("sibling-\(UUID().uuidString).svg").path
        let extra = command == "render" ? ["-o", output] : (command == "apply" ? ["--orientation", "landscapeLeft"] : [])
        for half in ["SettingsViewController.xib", "SettingsViewController-landscape.xib"] {
            let run = try TemplateApplyProcess.run([command, half] + extra, currentDirectory: settings)
            #expect(run.status == 0, "\(command) \(half): \(run.stderr)")
            #expect(run.stderr.contains("note: taking the"), "\(run.stderr)")
            #expect(run.stderr.contains("[paired-by-name]"))
            if command == "render" {
                let drawing = try String(contentsOfFile: output, encoding: .utf8)
                #expect(drawing.contains("<title>SettingsViewController.xib + SettingsViewController-landscape.xib</title>"), "the title names both files")
            }
        }
    }

    @Test("match with the files landscape first reads them portrait first, with a note")
    func order() throws {
        let swapped = try TemplateApplyProcess.run(["match", "SettingsViewController-landscape.xib", "SettingsViewController.xib"], currentDirectory: settings)
        let ordered = try TemplateApplyProcess.run(["match", "SettingsViewController.xib", "SettingsViewController-landscape.xib"], currentDirectory: settings)
        #expect(swapped.status == 0)
        #expect(swapped.stdout == ordered.stdout)
        #expect(swapped.stderr.contains("as their names say"))
    }

    @Test("A layout compared with itself is refused; a missing landscape file is an error")
    func refused() throws {
        let itself = try TemplateApplyProcess.run(["match", "SettingsViewController.xib", "./SettingsViewController.xib"], currentDirectory: settings)
        #expect(itself.status == 1)
        #expect(itself.stderr.contains("[layout-compared-with-itself]"))
        let missing = try TemplateApplyProcess.run(["check", "SettingsViewController.xib", "Nope-landscape.xib"], currentDirectory: settings)
        #expect(missing.status == 2)
    }
}
