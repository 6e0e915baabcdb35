@testable import LayoutChecking
import Foundation
import LayoutTemplates
import Testing

@Suite("Baselines: known findings, compared by file, rule and view")
struct BaselineTests {
    private func report(_ root: URL, baseline: Baseline? = nil) -> CheckReport {
        // The repository's configuration excludes Pods/ (the library call is given that filter).
        let designs = FoundDesigns(under: [root.path], filters: [FileDiscovery.Filter(exclude: [GlobPattern("Pods")], base: root.path)], pairs: [])
        return CheckReport(checking: designs.designs, settings: CheckSettings(root: root.path), baseline: baseline)
    }

    @Test("A recorded finding survives edits elsewhere in its file; a new one is reported")
    func survivesEdits() throws {
        let folder = try CheckFixtures.copy(CheckFixtures.repository)
        // A problem to accept: a landscape-only button.
        try CheckFixtures.addButton("Share", toViewWithID: "l-root", in: "App/Login/LoginViewController.xib", folder: folder)
        let before = report(folder)
        #expect(before.status == .problems)
        let baseline = try Baseline.parse(Baseline(recording: before).json)
        #expect(report(folder, baseline: baseline).status == .passed)

        // Lines move: a view with a counterpart in both layouts is added above the accepted one.
        try CheckFixtures.addButton("Help", toViewWithID: "p-root", in: "App/Login/LoginViewController.xib", folder: folder)
        try CheckFixtures.addButton("Help", toViewWithID: "l-title", in: "App/Login/LoginViewController.xib", folder: folder)
        let moved = report(folder, baseline: baseline)
        #expect(moved.status == .passed)
        #expect(moved.baselined == 2, "the accepted unmatched view and the half-connected design")

        // A new problem is reported, and only it.
        let added = try CheckFixtures.addButton("Rate us", toViewWithID: "s-root", in: "App/Settings/SettingsViewController-landscape.xib", folder: folder)
        let after = report(folder, baseline: baseline)
        #expect(after.status == .problems)
        let failing = after.findings.filter(\.fails)
        #expect(failing.count == 1)
        #expect(failing.first?.diagnostic.location?.line == added.line)
        #expect(after.baselined == 2)
    }

    @Test("The baseline file is versioned, sorted JSON; another version is refused")
    func file() throws {
        let fingerprint = Fingerprint(file: "A.xib", rule: .unmatchedView, subject: "landscape: UIView/UIButton \"Share\"")
        let baseline = Baseline(counts: [fingerprint: 2])
        let json = baseline.json
        #expect(json.contains("\"version\" : 1"))
        #expect(try Baseline.parse(json) == baseline)
        #expect(throws: DiagnosticError.self) { try Baseline.parse(json.replacingOccurrences(of: "\"version\" : 1", with: "\"version\" : 2")) }
        #expect(throws: DiagnosticError.self) { try Baseline.parse("[]") }
    }

    @Test("An entry naming a rule this version does not know is read and kept, and matches no finding")
    func unknownRule() throws {
        let known = Fingerprint(file: "A.xib", rule: .unmatchedView, subject: "s")
        let unknown = Fingerprint(file: "A.xib", ruleName: "rule-of-a-later-version", subject: "s")
        let baseline = try Baseline.parse(Baseline(counts: [known: 1, unknown: 1]).json)
        #expect(baseline.counts[unknown] == 1)
        #expect(baseline.counts[known] == 1)
        #expect(unknown != known)
    }
}
