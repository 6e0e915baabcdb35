@testable import LayoutChecking
import Foundation
import LayoutTemplates
import TestSupport
import Testing

@Suite("Triage: one outcome per document")
struct TriageTests {
    private func check(_ files: [String], settings: CheckSettings = CheckSettings(root: PackagePaths.root.path)) -> DesignCheck {
        let paths = files.map { $0.hasPrefix("/") ? $0 : CheckFixtures.repository.appendingPathComponent($0).path }
        return DesignTriage.check(NamePairing.DesignFiles(files: paths), settings: settings)
    }

    @Test("A design with both layouts in one file passes")
    func oneFile() {
        let result = check(["App/Login/LoginViewController.xib"])
        #expect(result.outcome == .passed)
        #expect(!result.fails)
    }

    @Test("A two-file design passes")
    func twoFiles() {
        #expect(check(["App/Settings/SettingsViewController.xib", "App/Settings/SettingsViewController-landscape.xib"]).outcome == .passed)
    }

    @Test("A single-layout document is skipped without a finding")
    func singleLayout() {
        let result = check(["App/Cells/MessageCell.xib"])
        #expect(result.outcome == .singleLayout)
        #expect(result.findings.isEmpty)
    }

    @Test("A half-connected design is a warning at its outlet that fails only under strict, where it has problems")
    func halfConnected() throws {
        let result = check(["App/Legacy/HalfConnectedViewController.xib"])
        #expect(result.outcome == .halfConnected)
        let warning = try #require(result.findings.first)
        #expect(warning.diagnostic.rule == .halfConnectedDesign)
        #expect(warning.diagnostic.severity == .warning)
        #expect((warning.diagnostic.location?.line ?? 0) > 0)
        #expect(!result.fails)
        let strict = check(["App/Legacy/HalfConnectedViewController.xib"], settings: CheckSettings(strict: true, root: PackagePaths.root.path))
        // What fails the gate is counted as a design with problems, so the summary agrees with the exit status.
        #expect(strict.outcome == .problems)
        #expect(strict.fails)
    }

    @Test("A macOS document is skipped with a note")
    func macOS() {
        let result = check(["App/Mac/MainMenu.xib"])
        #expect(result.outcome == .notIOS)
        #expect(result.findings.map(\.diagnostic.severity) == [.note])
    }

    @Test("A malformed document could not be checked")
    func malformed() {
        let result = DesignTriage.check(NamePairing.DesignFiles(files: [CheckFixtures.goldenDesigns.appendingPathComponent("Malformed.xib").path]), settings: CheckSettings())
        #expect(result.outcome == .notChecked)
        #expect(result.fails)
        #expect(CheckReport(designs: [result]).status == .incomplete)
    }

    @Test("An unmatched view is a problem; turning its rule off passes the design; making a warning an error fails it")
    func ruleLevels() {
        let login = [PackagePaths.fixture("Example/LoginForm.xib")]
        #expect(check(login).outcome == .problems)
        let off = check(login, settings: CheckSettings(ruleLevels: [.unmatchedView: .off], root: PackagePaths.root.path))
        #expect(off.outcome == .passed)
        #expect(!off.findings.contains { $0.diagnostic.rule == .unmatchedView })
        let half = check(["App/Legacy/HalfConnectedViewController.xib"], settings: CheckSettings(ruleLevels: [.halfConnectedDesign: .error], root: PackagePaths.root.path))
        #expect(half.fails)
    }

    @Test("Portrait and landscape files given the wrong way round are warned about")
    func swapped() {
        let result = check(["App/Settings/SettingsViewController-landscape.xib", "App/Settings/SettingsViewController.xib"])
        #expect(result.findings.contains { $0.diagnostic.rule == .swappedOrientations })
    }

    @Test("A layout compared with itself is refused")
    func itself() throws {
        let file = CheckFixtures.repository.appendingPathComponent("App/Settings/SettingsViewController.xib").path
        #expect(throws: DiagnosticError.self) { try Design(contentsOf: [file, file]) }
        let result = check(["App/Settings/SettingsViewController.xib", "App/Settings/../Settings/SettingsViewController.xib"])
        #expect(result.outcome == .notChecked)
        #expect(result.findings.map(\.diagnostic.rule) == [.layoutComparedWithItself])
    }

    @Test("The report's summary counts every outcome, and the status follows ESLint's codes")
    func summary() {
        let designs = FoundDesigns(under: [CheckFixtures.repository.path], filters: [
            FileDiscovery.Filter(exclude: [GlobPattern("Pods")], base: CheckFixtures.repository.path),
        ], pairs: [])
        #expect(designs.diagnostics.isEmpty)
        let report = CheckReport(checking: designs.designs, settings: CheckSettings(root: CheckFixtures.repository.path))
        #expect(report.summary == "checked 9 documents: 4 designs passed, 0 with problems; 1 without alternative layouts, 1 half-connected, 1 not iOS (skipped)")
        #expect(report.status == .passed)
        // Output order does not depend on which design finished first.
        for _ in 0..<5 {
            #expect(CheckReport(checking: designs.designs, settings: CheckSettings(root: CheckFixtures.repository.path)) == report)
        }
    }
}
