import Foundation
import Testing
import LayoutTemplates

/// The README's library snippet, compiled and run here. The text between the markers must be the
/// README's ```swift block (less its import line) character for character; the first test checks
/// that, so the two cannot drift apart.
@Suite("README")
struct ReadmeExampleTests {
    /// What the snippet's reader ends up with.
    struct Outcome {
        var result: MatchResult
        var title: LayoutAttributes?
        var landscapeOnly: [MatchResult.UnmatchedView]
        var portraitOnly: [ViewIdentity]
        var settings: Design
        var variation: LayoutName?
        var label: LayoutAttributes?
    }

    /// Runs the snippet with paths relative to the package root, as the README's reader would.
    static func runSnippet() throws -> Outcome {
        _ = FileManager.default.changeCurrentDirectoryPath(DocumentedCode.packageRoot.path)
        // README-BEGIN
        // Find the layouts: File's Owner's `portraitView` and `landscapeView`; `view` is the live tree.
        let design = try Design(contentsOf: "Fixtures/Example/LoginForm.xib")

        // Match every template view to the live tree; problems come back as values, never printed.
        let result = MatchResult(matching: design)
        for diagnostic in design.diagnostics + result.diagnostics where diagnostic.severity >= .warning {
            print(diagnostic.rendered)
        }

        // The views without a counterpart: drawn in landscape only, and in the live tree only.
        let landscapeOnly = result.templateViewsWithoutCounterpart(inLayoutNamed: "landscape")
        let portraitOnly = result.liveViewsWithoutCounterpart(inLayoutNamed: "landscape")
        print(landscapeOnly.map(\.identity.id), portraitOnly.map(\.id))  // ["l-faceid"] ["p-forgot"]

        // Rotate: the controller applies the table the environment selects to the one live tree.
        var controller = LayoutController(result)
        controller.update(for: Environment(orientation: .landscapeLeft))
        let title = controller.tree.attributes(id: "p-title")
        print(title?.frame ?? .zero)  // (220, 20, 240, 30)

        // A two-file design loads by one name: the sibling `-landscape` file holds its landscape layout.
        let settings = try Design(contentsOf: "Fixtures/CheckRepo/App/Settings/SettingsViewController.xib")
        print(settings.layouts.map(\.file))  // [".../SettingsViewController.xib", ".../SettingsViewController-landscape.xib"]

        // Size-class variations are chosen by size class, not orientation: rotate on a device.
        let variations = try Design(contentsOf: "Fixtures/Modern/SizeClassVariations.storyboard")
        var phone = LayoutController(MatchResult(matching: variations))
        phone.update(for: Environment(device: DeviceCatalog.defaultDevice, orientation: .landscapeLeft))
        let label = phone.tree.attributes(id: "L")
        print(phone.selectedName ?? "none", label?.frame ?? .zero)  // widthClass=compact (37, 154, 310, 182)
        // README-END
        return Outcome(result: result, title: title, landscapeOnly: landscapeOnly, portraitOnly: portraitOnly,
                       settings: settings, variation: phone.selectedName, label: label)
    }

    @Test("the README's snippet is the code this file runs")
    func snippetMatchesReadme() throws {
        let block = try #require(DocumentedCode.swiftBlocks(in: DocumentedCode.text("README.md")).first)
        let readmeCode = block.replacingOccurrences(of: "import LayoutTemplates\n\n", with: "")
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        #expect(DocumentedCode.markedRegion("README", in: source) == readmeCode)
    }

    @Test("the README's snippet runs and gives what its comments say")
    func snippetRuns() throws {
        let outcome = try Self.runSnippet()
        #expect(outcome.title?.frame == Rect(x: 220, y: 20, width: 240, height: 30))
        #expect(outcome.title?.bounds == Rect(x: 0, y: 0, width: 240, height: 30))
        #expect(outcome.result.diagnostics.contains { $0.rule == .unmatchedView && $0.message.contains("Use Face ID") })
        #expect(outcome.landscapeOnly.map(\.templateID) == ["l-faceid"])
        #expect(outcome.portraitOnly.map(\.id) == ["p-forgot"])
        #expect(outcome.settings.layouts.map(\.file) == [
            "Fixtures/CheckRepo/App/Settings/SettingsViewController.xib",
            "Fixtures/CheckRepo/App/Settings/SettingsViewController-landscape.xib",
        ])
        #expect(outcome.settings.diagnostics.contains { $0.rule == .pairedByName })
        #expect(outcome.variation == "widthClass=compact")
        #expect(outcome.label?.frame == Rect(x: 37, y: 154, width: 310, height: 182))
    }

    /// Runs the README's folder audit with paths relative to the package root; returns what it
    /// read and found.
    static func runAudit() throws -> (readings: [NamePairing.DesignFiles.Reading], findings: [Diagnostic]) {
        _ = FileManager.default.changeCurrentDirectoryPath(DocumentedCode.packageRoot.path)
        // README-AUDIT-BEGIN
        // Audit a folder as `check` finds it: design files paired by name, each read once and sorted.
        let ownRule = RuleID("landscape-only-view", summary: "A view drawn in the landscape layout only.")
        var findings: [Diagnostic] = []
        for reading in FoundDesigns(under: ["Fixtures/CheckRepo/App", "Fixtures/Example"]).read() {
            print(reading.kind, reading.files.files)  // design [".../ProfilePortrait.xib", ".../ProfileLandscape.xib"] ...
            for design in reading.designs {  // one per scene or view controller with two layouts
                let result = MatchResult(matching: design)
                for view in result.templateViewsWithoutCounterpart(inLayoutNamed: "landscape") {
                    findings.append(.warning(ownRule, "\(view.identity) is drawn in landscape only", at: view.location))
                }
            }
        }
        print(findings.map(\.rendered).joined(separator: "\n"))  // rendered, escaped and encoded as the package's own
        // README-AUDIT-END
        return (FoundDesigns(under: ["Fixtures/CheckRepo/App", "Fixtures/Example"]).read(), findings)
    }

    @Test("the README's folder audit is the code this file runs")
    func auditMatchesReadme() throws {
        let block = try #require(DocumentedCode.swiftBlocks(in: DocumentedCode.text("README.md")).dropFirst().first)
        let readmeCode = block.replacingOccurrences(of: "import LayoutTemplates\n\n", with: "")
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        #expect(DocumentedCode.markedRegion("README-AUDIT", in: source) == readmeCode)
    }

    @Test("the README's folder audit finds every kind and its own rule's findings")
    func auditRuns() throws {
        let (readings, findings) = try Self.runAudit()
        #expect(Set(readings.map(\.kind)).isSuperset(of: [.design, .singleLayout, .halfConnected, .notIOS]))
        #expect(readings.contains { $0.files.isPairedByName && $0.files.files.last?.hasSuffix("ProfileLandscape.xib") == true })
        #expect(findings.map(\.location?.file) == ["Fixtures/Example/LoginForm.xib"])
        #expect(findings.allSatisfy { $0.rule.rawValue == "landscape-only-view" && $0.rendered.hasSuffix("[landscape-only-view]") })
    }
}
