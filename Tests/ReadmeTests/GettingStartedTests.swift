import Foundation
import Testing
import LayoutTemplates

/// The DocC Getting Started article's code, compiled and run here. Its ```swift blocks, joined in
/// order with a blank line between them, must be the marked region below character for character.
@Suite("Getting Started")
struct GettingStartedTests {
    static let article = "Sources/LayoutTemplates/LayoutTemplates.docc/GettingStarted.md"

    /// What the article's reader ends up with.
    struct Outcome {
        var design: Design
        var settings: Design
        var result: MatchResult
        var landscapeOnly: [ViewID]
        var portraitOnly: [ViewID]
        var controller: LayoutController
        var merged: MergeTarget.MergedText
        var sizeClasses: Design
        var sizeClassResult: MatchResult
        var phone: LayoutController
        var missingFileDiagnostics: [Diagnostic]
    }

    static func runArticle() throws -> Outcome {
        _ = FileManager.default.changeCurrentDirectoryPath(DocumentedCode.packageRoot.path)
        var missingFileDiagnostics: [Diagnostic] = []
        // ARTICLE-BEGIN
        let design = try Design(contentsOf: "Fixtures/Example/LoginForm.xib")
        print(design.layouts.map(\.name))  // ["portrait", "landscape"]
        let settings = try Design(contentsOf: "Fixtures/CheckRepo/App/Settings/SettingsViewController.xib")
        print(settings.layouts.map(\.file).last ?? "")  // Fixtures/CheckRepo/App/Settings/SettingsViewController-landscape.xib
        print(settings.diagnostics.map(\.rule))  // [paired-by-name]

        let result = MatchResult(matching: design, mode: .default)
        for diagnostic in design.diagnostics + result.diagnostics where diagnostic.severity >= .warning {
            print(diagnostic.rendered)  // path:line:col: warning: message [rule-id]
        }
        if let entry = result.table(named: "landscape")?.entries.first(where: { $0.liveID == "p-title" }) {
            print(entry.templateID, entry.rule)  // l-title labelText
        }

        for view in result.templateViewsWithoutCounterpart(inLayoutNamed: "landscape") {
            print("landscape only:", view.identity.id, view.identity)  // landscape only: l-faceid UIButton "Use Face ID"
        }
        for view in result.liveViewsWithoutCounterpart(inLayoutNamed: "landscape") {
            print("live only:", view.id, view.viewClass.name)  // live only: p-forgot UIButton
        }

        var controller = LayoutController(result)
        controller.update(for: Environment(orientation: .portrait))
        controller.update(for: Environment(orientation: .landscapeLeft))
        print(controller.selectedName ?? "none")  // landscape
        print(controller.tree.attributes(id: "p-title")?.frame ?? .zero)  // (220, 20, 240, 30)

        let merged = try MergeTarget.xib.text(of: MergedDesign(result), destination: "LoginForm-merged.xib")
        print(merged.text.contains("<variation key=\"heightClass=compact\""))  // true
        print(merged.diagnostics.map(\.rule))  // [not-expressible, ...]: masks that differ between the layouts

        let mergedFile = FileManager.default.temporaryDirectory.appendingPathComponent("LoginForm-merged.xib")
        try Data(merged.text.utf8).write(to: mergedFile, options: .atomic)
        let sizeClasses = try Design(contentsOf: mergedFile.path)
        print(sizeClasses.layouts.map(\.name))  // ["any", "heightClass=compact"]
        let sizeClassResult = MatchResult(matching: sizeClasses)
        var phone = LayoutController(sizeClassResult)
        phone.update(for: Environment(device: DeviceCatalog.defaultDevice, orientation: .landscapeLeft))
        print(phone.selectedName ?? "none")  // heightClass=compact
        print(phone.tree.attributes(id: "p-title")?.frame ?? .zero)  // (220, 20, 240, 30)

        do {
            _ = try Design(contentsOf: "Fixtures/Example/NoSuchFile.xib")
        } catch {
            for diagnostic in error.diagnostics {
                print(diagnostic.severity, diagnostic.rule, diagnostic.location?.file ?? "-")
            }
        // ARTICLE-END
            missingFileDiagnostics = error.diagnostics
        }
        return Outcome(design: design, settings: settings, result: result, landscapeOnly: result.templateViewsWithoutCounterpart(inLayoutNamed: "landscape").map(\.templateID),
                       portraitOnly: result.liveViewsWithoutCounterpart(inLayoutNamed: "landscape").map(\.id), controller: controller, merged: merged, sizeClasses: sizeClasses,
                       sizeClassResult: sizeClassResult, phone: phone, missingFileDiagnostics: missingFileDiagnostics)
    }

    @Test("the article's code is the code this file runs")
    func articleMatchesCode() throws {
        let blocks = DocumentedCode.swiftBlocks(in: try DocumentedCode.text(Self.article))
        #expect(blocks.count == 7)
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let marked = try #require(DocumentedCode.markedRegion("ARTICLE", in: source))
        // The last block closes the `catch` that the marked region leaves open for the test.
        #expect(marked + "}\n" == blocks.joined(separator: "\n"))
    }

    @Test("the article's code gives what its comments say")
    func articleRuns() throws {
        let outcome = try Self.runArticle()
        #expect(outcome.design.live.id == "p-root")
        #expect(outcome.design.layouts.map(\.name) == ["portrait", "landscape"])
        #expect(outcome.settings.layouts.map(\.file).last == "Fixtures/CheckRepo/App/Settings/SettingsViewController-landscape.xib")
        #expect(outcome.settings.diagnostics.map(\.rule) == [.pairedByName])
        let entry = try #require(outcome.result.table(named: "landscape")?.entries.first(where: { $0.liveID == "p-title" }))
        #expect(entry.templateID == "l-title")
        #expect(entry.rule == .labelText)
        #expect(outcome.landscapeOnly == ["l-faceid"])
        #expect(outcome.portraitOnly == ["p-forgot"])
        #expect(outcome.controller.selectedName == "landscape")
        #expect(outcome.controller.tree.attributes(id: "p-title")?.frame == Rect(x: 220, y: 20, width: 240, height: 30))
        #expect(outcome.merged.text.contains("<variation key=\"heightClass=compact\""))
        #expect(!outcome.merged.diagnostics.isEmpty && outcome.merged.diagnostics.allSatisfy { $0.rule == .notExpressible })
        // The conversion is a document the importer reads back, whose layouts are size classes
        // paired by id: nothing is ambiguous and nothing is unmatched.
        #expect(outcome.sizeClasses.layouts.map(\.name) == ["any", "heightClass=compact"])
        #expect(outcome.sizeClasses.dependsOnDevice)
        #expect(outcome.sizeClassResult.diagnostics.isEmpty)
        #expect(outcome.phone.selectedName == "heightClass=compact")
        #expect(outcome.phone.tree.attributes(id: "p-title")?.frame == Rect(x: 220, y: 20, width: 240, height: 30))
        #expect(!outcome.missingFileDiagnostics.isEmpty)
        #expect(outcome.missingFileDiagnostics.allSatisfy { $0.severity == .error && $0.location?.file == "Fixtures/Example/NoSuchFile.xib" })
    }
}
