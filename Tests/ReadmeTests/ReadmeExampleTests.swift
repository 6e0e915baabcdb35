import Foundation
import Testing
import LayoutTemplates

/// The README's library snippet, compiled and run here. The text between the markers must be the
/// README's ```swift block (less its import line) character for character; the first test checks
/// that, so the two cannot drift apart.
@Suite("README")
struct ReadmeExampleTests {
    /// Runs the snippet with paths relative to the package root, as the README's reader would.
    static func runSnippet() throws -> (result: MatchResult, title: LayoutAttributes?) {
        _ = FileManager.default.changeCurrentDirectoryPath(DocumentedCode.packageRoot.path)
        // README-BEGIN
        // Find the layouts: File's Owner's `portraitView` and `landscapeView`; `view` is the live tree.
        let (design, _) = try LayoutLoader.load(files: ["Fixtures/Example/LoginForm.xib"])

        // Match every template view to the live tree; problems come back as values, never printed.
        let result = MatchResult(matching: design, mode: .default)
        for diagnostic in result.diagnostics where diagnostic.severity >= .warning {
            print(diagnostic.rendered)
        }

        // Rotate: the controller applies the table the environment selects to the one live tree.
        var controller = LayoutController(design: design, result: result)
        controller.update(for: Environment(orientation: .landscapeLeft))
        let title = controller.tree.attributes(id: "p-title")
        print(title?.frame ?? .zero)  // (220, 20, 240, 30)
        // README-END
        return (result, title)
    }

    @Test("the README's snippet is the code this file runs")
    func snippetMatchesReadme() throws {
        let block = try #require(DocumentedCode.swiftBlocks(in: DocumentedCode.text("README.md")).first)
        let readmeCode = block.replacingOccurrences(of: "import LayoutTemplates\n\n", with: "")
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        #expect(DocumentedCode.markedRegion("README", in: source) == readmeCode)
    }

    @Test("the README's snippet runs and puts the title where the landscape drawing has it")
    func snippetRuns() throws {
        let (result, title) = try Self.runSnippet()
        #expect(title?.frame == Rect(x: 220, y: 20, width: 240, height: 30))
        #expect(title?.bounds == Rect(x: 0, y: 0, width: 240, height: 30))
        #expect(result.diagnostics.contains { $0.rule == .unmatchedView && $0.message.contains("Use Face ID") })
    }
}
