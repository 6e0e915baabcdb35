import Foundation
import Testing
import LayoutTemplates
import TestSupport

/// A storyboard may hold a design in each scene: every one is found and checked, so that a second
/// scene cannot pass the gate unread.
@Suite struct SceneDesignTests {
    static let storyboard = PackagePaths.fixture("Hostile/two-design-scenes.storyboard")

    @Test("the layout finder returns the first scene's design, and names the second scene's as another design")
    func otherDesignFound() throws {
        let document = try ImportResult(contentsOf: Self.storyboard).document
        let first = try LayoutFinder.findLayouts(in: [document])
        #expect(first.live.id == "PV")
        let others = LayoutFinder.otherDesigns(in: document, besides: first, options: LayoutOptions())
        #expect(others.map(\.scene.id) == ["S3"])
        let second = try others[0].design.get()
        #expect(second.live.id == "PV3")
        #expect(MatchResult(matching: second, mode: .default).diagnostics.contains { $0.rule == .unmatchedView })
    }

    @Test("check fails on the second scene's unmatched view, at its line", .enabled(if: TemplateApplyProcess.isAvailable))
    func checkReadsEveryScene() throws {
        let output = try TemplateApplyProcess.run(["check", Self.storyboard])
        #expect(output.status == 1, "\(output.stdout)\(output.stderr)")
        #expect(output.stderr.contains("two-design-scenes.storyboard:80:25: error: couldn't find match for"), "\(output.stderr)")
    }
}

extension SceneDesignTests {
    @Test("merge converts the first scene's design and warns that the second scene's is left as it is, naming the flags that merge it")
    func mergeWarnsOfOtherScene() throws {
        let design = MergedDesign(MatchResult(matching: try Design(contentsOf: [Self.storyboard]), mode: .default))
        let merged = try MergeTarget.storyboard.text(of: design, destination: "out.storyboard")
        let warnings = merged.diagnostics.filter { $0.message.hasPrefix("scene 'S3' holds a design of its own (outlet 'landscapeView')") }
        #expect(warnings.count == 1, "\(merged.diagnostics.map(\.message))")
        #expect(warnings.first?.message.contains("--portrait-id and --landscape-id") == true)
    }
}
