@testable import LayoutChecking
import Foundation
import LayoutTemplates
import TestSupport
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

/// What `check` tells CI agrees with what it does: what fails the build is an error in every
/// format, summaries count what the exit status is decided on, localized copies are reported
/// once, device-suffixed pairs pair, and the levels can be set by flag and configuration.
@Suite("check speaks CI's language", .enabled(if: TemplateApplyProcess.isAvailable, "the built template-apply was not found next to the test bundle"))
struct GateLanguageTests {
    private func check(_ arguments: [String], in folder: URL) throws -> TemplateApplyProcess.Output {
        try TemplateApplyProcess.run(["check"] + arguments, timeout: 300, currentDirectory: folder)
    }

    /// A folder holding the example login form (its landscape "Use Face ID" button has no
    /// portrait counterpart) at each of `paths`.
    private func loginForms(at paths: [String]) throws -> URL {
        let folder = try CheckFixtures.temporaryFolder()
        let text = try String(contentsOf: PackagePaths.fixtures.appendingPathComponent("Example/LoginForm.xib"), encoding: .utf8)
        for path in paths { try CheckFixtures.write(text, to: path, in: folder) }
        return folder
    }

    @Test("An unmatched view fails the gate and is an error in text, JSON, SARIF, JUnit and GitHub output")
    func failingFindingIsAnError() throws {
        let folder = try loginForms(at: ["Login.xib"])
        let text = try check([], in: folder)
        #expect(text.status == 1)
        #expect(text.stderr.contains("Login.xib:115:25: error: couldn't find match for UIView => UIView => UIButton \"Use Face ID\" [unmatched-view]"), "\(text.stderr)")
        #expect(text.stdout == "checked 1 document: 0 designs passed, 1 with problems; 0 without alternative layouts, 0 half-connected, 0 not iOS (skipped)\n")

        let json = try check(["--format", "json"], in: folder)
        #expect(json.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let design = try #require((object["designs"] as? [[String: Any]])?.first)
        let diagnostics = try #require(design["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.first { $0["rule"] as? String == "unmatched-view" }?["severity"] as? String == "error")

        let sarif = try check(["--format", "sarif"], in: folder)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let results = try #require(((log["runs"] as? [[String: Any]])?.first)?["results"] as? [[String: Any]])
        #expect(results.count == 1)
        #expect(results.first?["level"] as? String == "error")

        let junit = try check(["--format", "junit"], in: folder)
        #expect(junit.stdout.contains("<testsuites name=\"template-apply check\" tests=\"1\" failures=\"1\" errors=\"0\" skipped=\"0\">"))
        #expect(junit.stdout.contains("<failure type=\"unmatched-view\""))
        #expect(junit.stdout.contains(">Login.xib:115:25: error: couldn"), "\(junit.stdout)")

        let github = try check(["--format", "github"], in: folder)
        #expect(github.stdout.hasPrefix("::error file=Login.xib,line=115,col=25,title=unmatched-view::"), "\(github.stdout)")
    }

    @Test("--rule and the configuration's rules set a level; warnings fail only with --strict")
    func levels() throws {
        let folder = try loginForms(at: ["Login.xib"])
        let warning = try check(["--rule", "unmatched-view=warning"], in: folder)
        #expect(warning.status == 0)
        #expect(warning.stderr.contains(": warning: couldn't find match"))
        #expect(warning.stdout.hasPrefix("checked 1 document: 1 design passed, 0 with problems;"))
        let strict = try check(["--rule", "unmatched-view=warning", "--strict"], in: folder)
        #expect(strict.status == 1)
        #expect(strict.stderr.contains(": error: couldn't find match"))
        #expect(strict.stdout.hasPrefix("checked 1 document: 0 designs passed, 1 with problems;"))

        try CheckFixtures.write("rules:\n  unmatched-view: warning\n", to: CheckConfiguration.fileName, in: folder)
        #expect(try check([], in: folder).status == 0)
        #expect(try check(["--rule", "unmatched-view=error"], in: folder).status == 1, "the flag wins over the configuration")

        let typo = try check(["--rule", "unmatched-veiw=off"], in: folder)
        #expect(typo.status == 64)
        #expect(typo.stderr.contains("unknown rule 'unmatched-veiw' (did you mean 'unmatched-view'?)"), "\(typo.stderr)")
        try CheckFixtures.write("rules:\n  weak-mach: error\n", to: CheckConfiguration.fileName, in: folder)
        let configured = try check([], in: folder)
        #expect(configured.status == 2)
        #expect(configured.stderr.contains(".template-apply.yml:2:3: error: unknown rule 'weak-mach' (did you mean 'weak-match'?) [invalid-configuration]"), "\(configured.stderr)")
    }

    @Test("--strict: the summary, JSON and JUnit count the half-connected design that fails the gate")
    func strictSummariesAgree() throws {
        let folder = try CheckFixtures.copy(CheckFixtures.repository)
        let text = try check(["--strict"], in: folder)
        #expect(text.status == 1)
        #expect(text.stdout == "checked 9 documents: 4 designs passed, 1 with problems; 1 without alternative layouts, 0 half-connected, 1 not iOS (skipped)\n")
        #expect(text.stderr.contains("HalfConnectedViewController.xib:8:17: error:"))
        let json = try check(["--strict", "--format", "json"], in: folder)
        #expect(json.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["status"] as? Int == 1)
        #expect((object["summary"] as? [String: Int])?["problems"] == 1)
        let junit = try check(["--strict", "--format", "junit"], in: folder)
        #expect(junit.stdout.contains("failures=\"1\" errors=\"0\""), "\(junit.stdout)")
        #expect(junit.stderr == text.stdout, "the summary on stderr is the text summary")
    }

    @Test("SARIF: results are findings only; skipped documents and other notes are the invocation's notifications")
    func sarifNotifications() throws {
        let folder = try CheckFixtures.copy(CheckFixtures.repository)
        let sarif = try check(["--format", "sarif"], in: folder)
        #expect(sarif.status == 0)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.map { $0["ruleId"] as? String } == ["half-connected-design"])
        #expect(results.allSatisfy { $0["level"] as? String != "note" })
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        let notifications = try #require(invocation["toolExecutionNotifications"] as? [[String: Any]])
        let skipped = try #require(notifications.first { ($0["associatedRule"] as? [String: Any])?["id"] as? String == "unsupported-document" })
        #expect(skipped["level"] as? String == "note")
        #expect((skipped["message"] as? [String: Any])?["text"] as? String == "skipped: cannot read a macOS (AppKit) document (type com.apple.InterfaceBuilder3.Cocoa.XIB, targetRuntime MacOSX.Cocoa): only iOS (UIKit) documents are supported")
    }

    @Test("Three identical localized copies give one finding, at the Base.lproj copy, with a note at each other copy")
    func localizedCopies() throws {
        let folder = try loginForms(at: ["App/fr.lproj/Login.xib", "App/Base.lproj/Login.xib", "App/en.lproj/Login.xib"])
        let run = try check([], in: folder)
        #expect(run.status == 1)
        let errors = run.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors == ["App/Base.lproj/Login.xib:115:25: error: couldn't find match for UIView => UIView => UIButton \"Use Face ID\" [unmatched-view]"])
        let copies = run.stderr.split(separator: "\n").filter { $0.hasSuffix("note: the same in this localized copy") }
        #expect(copies == ["App/en.lproj/Login.xib:115:25: note: the same in this localized copy", "App/fr.lproj/Login.xib:115:25: note: the same in this localized copy"])
        #expect(run.stdout == "checked 3 documents: 0 designs passed, 1 with problems; 0 without alternative layouts, 0 half-connected, 0 not iOS (skipped); 2 localized copies reported with another\n")

        // SARIF names the copies as related locations of the one result.
        let sarif = try check(["--format", "sarif"], in: folder)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let results = try #require(((log["runs"] as? [[String: Any]])?.first)?["results"] as? [[String: Any]])
        #expect(results.count == 1)
        let related = try #require(results.first?["relatedLocations"] as? [[String: Any]])
        let uris = related.compactMap { (($0["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])?["uri"] as? String }
        #expect(uris.contains("App/en.lproj/Login.xib") && uris.contains("App/fr.lproj/Login.xib"))
        if let problem = SARIFSchema.validatorProblem {
            print("\(problem): the localized copies' SARIF is not validated against the schema")
        } else {
            let file = folder.appendingPathComponent("report.sarif")
            try sarif.stdout.write(to: file, atomically: true, encoding: .utf8)
            let validation = try SARIFSchema.validate(file)
            #expect(validation.status == 0, "\(validation.stdout)\(validation.stderr)")
        }

        let json = try check(["--format", "json"], in: folder)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let designs = try #require(report["designs"] as? [[String: Any]])
        #expect(designs.map { $0["outcome"] as? String } == ["problems", "localized-copy", "localized-copy"])
        #expect(designs.last?["reportedWith"] as? [String] == ["App/Base.lproj/Login.xib"])
        #expect((report["summary"] as? [String: Int])?["localized-copy"] == 2)

        // A flag shows every copy.
        let every = try check(["--every-localization"], in: folder)
        #expect(every.stderr.split(separator: "\n").filter { $0.contains(": error: ") }.count == 3)
        #expect(every.stdout.hasPrefix("checked 3 documents: 0 designs passed, 3 with problems;"))
    }

    @Test("A localized copy whose findings differ is reported on its own")
    func differingCopy() throws {
        let folder = try loginForms(at: ["App/Base.lproj/Login.xib", "App/en.lproj/Login.xib", "App/fr.lproj/Login.xib"])
        let french = try CheckFixtures.read("App/fr.lproj/Login.xib", in: folder).replacingOccurrences(of: "title=\"Use Face ID\"", with: "title=\"Utiliser Face ID\"")
        try CheckFixtures.write(french, to: "App/fr.lproj/Login.xib", in: folder)
        let run = try check([], in: folder)
        let errors = run.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == 2)
        #expect(errors.contains { $0.hasPrefix("App/Base.lproj/Login.xib:115:25: error:") })
        #expect(errors.contains { $0.hasPrefix("App/fr.lproj/Login.xib:115:25: error:") && $0.contains("\"Utiliser Face ID\"") })
        #expect(run.stderr.contains("App/en.lproj/Login.xib:115:25: note: the same in this localized copy"))
        #expect(!run.stderr.contains("App/fr.lproj/Login.xib:115:25: note: the same"))
    }

    @Test("Foo~iphone.xib pairs with Foo-landscape~iphone.xib; pairs: in the configuration names a pair whose names do not pair")
    func devicePairsAndConfiguredPairs() throws {
        let folder = try CheckFixtures.temporaryFolder()
        let settings = CheckFixtures.repository.appendingPathComponent("App/Settings")
        let portrait = try String(contentsOf: settings.appendingPathComponent("SettingsViewController.xib"), encoding: .utf8)
        let landscape = try String(contentsOf: settings.appendingPathComponent("SettingsViewController-landscape.xib"), encoding: .utf8)
        try CheckFixtures.write(portrait, to: "Foo~iphone.xib", in: folder)
        try CheckFixtures.write(landscape, to: "Foo-landscape~iphone.xib", in: folder)
        let run = try check([], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "checked 2 documents: 1 design passed, 0 with problems; 0 without alternative layouts, 0 half-connected, 0 not iOS (skipped)\n")
        #expect(run.stderr.contains("Foo~iphone.xib: note: paired by name: portrait layout from Foo~iphone.xib, landscape layout from Foo-landscape~iphone.xib [paired-by-name]"), "\(run.stderr)")

        let other = try CheckFixtures.temporaryFolder()
        try CheckFixtures.write(portrait, to: "App/Main.xib", in: other)
        try CheckFixtures.write(landscape, to: "App/Wide.xib", in: other)
        let unpaired = try check([], in: other)
        #expect(!unpaired.stdout.contains("1 design passed"), "\(unpaired.stdout)")
        try CheckFixtures.write("pairs:\n  - [App/Main.xib, App/Wide.xib]\n", to: CheckConfiguration.fileName, in: other)
        let paired = try check([], in: other)
        #expect(paired.status == 0, "\(paired.stderr)")
        #expect(paired.stdout == "checked 2 documents: 1 design passed, 0 with problems; 0 without alternative layouts, 0 half-connected, 0 not iOS (skipped)\n")
        try CheckFixtures.write("pairs:\n  - [App/Main.xib, App/Gone.xib]\n", to: CheckConfiguration.fileName, in: other)
        let gone = try check([], in: other)
        #expect(gone.status == 2)
        #expect(gone.stderr.contains("App/Gone.xib: error: the configuration's pairs name a file that does not exist [unreadable-file]"), "\(gone.stderr)")
        try CheckFixtures.write("pairs: [App/Main.xib]\n", to: CheckConfiguration.fileName, in: other)
        let bad = try check([], in: other)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("'pairs' must be a list of [portrait file, landscape file] lists"))
    }
}

extension GateLanguageTests {
    @Test("A view with a user label is named by it; the half-connected note points at the owner; macOS archives are skipped in the modern documents' words")
    func smallerPoints() throws {
        let folder = try loginForms(at: ["Login.xib"])
        let labelled = try CheckFixtures.read("Login.xib", in: folder).replacingOccurrences(
            of: "<button buttonType=\"roundedRect\" id=\"l-faceid\">", with: "<button buttonType=\"roundedRect\" id=\"l-faceid\" userLabel=\"Face ID button\">")
        try CheckFixtures.write(labelled, to: "Login.xib", in: folder)
        let run = try check([], in: folder)
        #expect(run.stderr.contains("error: couldn't find match for \"Face ID button\" (UIView => UIView => UIButton \"Use Face ID\") [unmatched-view]"), "\(run.stderr)")

        let half = try check(["Half.xib"], in: CheckFixtures.goldenDesigns)
        #expect(half.stderr.contains("Half.xib:5:9: note: no landscape layout found"), "the File's Owner placeholder, as in a legacy file: \(half.stderr)")

        let mac = try CheckFixtures.temporaryFolder()
        try CheckFixtures.write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <archive type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="7.10">
            <data></data>
            </archive>
            """, to: "MainMenu.xib", in: mac)
        let skipped = try check([], in: mac)
        #expect(skipped.status == 0)
        #expect(skipped.stderr.contains("MainMenu.xib:2:1: note: skipped: cannot read a macOS (AppKit) document (type com.apple.InterfaceBuilder3.Cocoa.XIB): only iOS (UIKit) documents are supported [unsupported-document]"), "\(skipped.stderr)")
    }
}
