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
        var result: MatchResult
        var controller: LayoutController
        var mergedText: String
        var notCarried: [Diagnostic]
        var missingFileDiagnostics: [Diagnostic]
    }

    static func runArticle() throws -> Outcome {
        _ = FileManager.default.changeCurrentDirectoryPath(DocumentedCode.packageRoot.path)
        var missingFileDiagnostics: [Diagnostic] = []
        // ARTICLE-BEGIN
        let (design, loadDiagnostics) = try LayoutLoader.load(files: ["Fixtures/Example/LoginForm.xib"])
        print(design.live.id, design.layouts.map(\.name))  // p-root ["portrait", "landscape"]

        let result = MatchResult(matching: design, mode: .default)
        for diagnostic in loadDiagnostics + result.diagnostics where diagnostic.severity >= .warning {
            print(diagnostic.rendered)  // path:line:col: warning: message [rule-id]
        }
        if let entry = result.table(named: "landscape")?[liveID: "p-title"] {
            print(entry.templateID, entry.rule)  // l-title labelText
        }

        var controller = LayoutController(design: design, result: result)
        controller.update(for: Environment(orientation: .portrait))
        controller.update(for: Environment(orientation: .landscapeLeft))
        print(controller.selectedName ?? "none")  // landscape
        print(controller.tree.attributes(id: "p-title")?.frame ?? .zero)  // (220, 20, 240, 30)

        let merged = MergedDesign(design: design, result: result)
        let (xib, notCarried) = try MergeTarget.xib.text(of: merged, file: "LoginForm-merged.xib")
        print(xib.contains("<variation key=\"heightClass=compact\""))  // true
        print(notCarried.map(\.rule))  // [not-expressible, ...]: masks that differ between the layouts

        do {
            _ = try LayoutLoader.load(files: ["Fixtures/Example/NoSuchFile.xib"])
        } catch {
            for diagnostic in error.diagnostics {
                print(diagnostic.severity, diagnostic.rule, diagnostic.location?.file ?? "-")
            }
        // ARTICLE-END
            missingFileDiagnostics = error.diagnostics
        }
        return Outcome(design: design, result: result, controller: controller, mergedText: xib,
                       notCarried: notCarried, missingFileDiagnostics: missingFileDiagnostics)
    }

    @Test("the article's code is the code this file runs")
    func articleMatchesCode() throws {
        let blocks = DocumentedCode.swiftBlocks(in: try DocumentedCode.text(Self.article))
        #expect(blocks.count == 5)
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
        let entry = try #require(outcome.result.table(named: "landscape")?[liveID: "p-title"])
        #expect(entry.templateID == "l-title")
        #expect(entry.rule == .labelText)
        #expect(outcome.controller.selectedName == "landscape")
        #expect(outcome.controller.tree.attributes(id: "p-title")?.frame == Rect(x: 220, y: 20, width: 240, height: 30))
        #expect(outcome.mergedText.contains("<variation key=\"heightClass=compact\""))
        #expect(!outcome.notCarried.isEmpty && outcome.notCarried.allSatisfy { $0.rule == .notExpressible })
        // The conversion is a document the importer reads back (the merge tests compare it view by view).
        let reread = try ImportResult(bytes: Array(outcome.mergedText.utf8), path: "LoginForm-merged.xib")
        #expect(reread.document.viewCount > 0)
        #expect(!outcome.missingFileDiagnostics.isEmpty)
        #expect(outcome.missingFileDiagnostics.allSatisfy { $0.severity == .error && $0.location?.file == "Fixtures/Example/NoSuchFile.xib" })
    }
}
