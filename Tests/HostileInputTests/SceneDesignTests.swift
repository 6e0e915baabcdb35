import Foundation
import Testing
import LayoutTemplates
import LayoutXML
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
    @Test("merge converts every scene's design into the one document: the second scene's landscape drawing becomes its variations and its slider a graft")
    func mergeConvertsEveryScene() throws {
        let design = MergedDesign(MatchResult(matching: try Design(contentsOf: [Self.storyboard]), mode: .default))
        let merged = try MergeTarget.storyboard.text(of: design, destination: "out.storyboard")
        #expect(!merged.diagnostics.contains { $0.message.contains("holds a design of its own") }, "\(merged.diagnostics.map(\.message))")
        let tree = try XMLTree.read(bytes: Array(merged.text.utf8))
        var elements: [String: XMLTree.Element] = [:]
        tree.root.forEachElement { element in
            if let id = element[attribute: "id"] { elements[id] = element }
        }
        // Both landscape drawings are variations now.
        #expect(elements["LV"] == nil)
        #expect(elements["LV3"] == nil)
        for (button, parent) in [("PB", "PV"), ("PB3", "PV3")] {
            let variation = elements[button]?.firstElement(named: "variation", key: nil)
            #expect(variation?[attribute: "key"] == "heightClass=compact", "\(button)")
            #expect(variation?.firstElement(named: "rect")?[attribute: "x"] == "40", "\(button)")
            #expect(elements[parent] != nil)
        }
        // The slider drawn in the second scene's landscape layout only: grafted under its live
        // parent, installed in height-compact only.
        let slider = try #require(elements["LS3"])
        #expect(slider.name == "slider")
        let masks = try #require(elements["PV3"]).elements.filter { $0.name == "variation" }.compactMap { $0.firstElement(named: "mask") }
        #expect(masks.flatMap(\.elements).map { "\($0.name):\($0[attribute: "reference"] ?? "")" }.sorted() == ["exclude:LS3", "include:LS3"])
    }

    @Test("merge --auto-layout converts the live design alone and warns that the second scene's is left as it is, saying which merge converts it")
    func autoLayoutMergeWarnsOfOtherScene() throws {
        let design = MergedDesign(MatchResult(matching: try Design(contentsOf: [Self.storyboard]), mode: .default))
        let merged: MergeTarget.MergedText
        do {
            merged = try MergeTarget.storyboard.autoLayoutText(of: design, destination: "out.storyboard").text
        } catch {
            // The live views here are placed by frames; a synthesis that is refused says why.
            Issue.record("\(error.diagnostics.map(\.message))")
            return
        }
        let warnings = merged.diagnostics.filter { $0.message.hasPrefix("scene 'S3' holds a design of its own (outlet 'landscapeView')") }
        #expect(warnings.count == 1, "\(merged.diagnostics.map(\.message))")
        #expect(warnings.first?.message.contains("a merge by frame variations converts every scene's design") == true)
    }
}
