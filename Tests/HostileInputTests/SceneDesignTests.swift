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
        #expect(warnings.first?.message.contains("a merge by frame variations converts every design of the document") == true)
    }
}

extension SceneDesignTests {
    /// A storyboard of `count` scenes, each the second scene of the fixture with its ids suffixed
    /// by the scene's number: a design whose landscape drawing has a slider its portrait lacks.
    static func manyScenes(_ count: Int) throws -> String {
        let text = try String(contentsOfFile: storyboard, encoding: .utf8)
        guard let start = text.range(of: "<scene sceneID=\"S3\">"), let end = text.range(of: "</scene>", range: start.upperBound..<text.endIndex) else {
            throw CocoaError(.fileReadCorruptFile)
        }
        let scene = String(text[start.lowerBound..<end.upperBound])
        let ids = ["S3", "VC3", "PV3", "PB3", "ac31", "ac32", "FR3", "ol31", "ol32", "LV3", "LB3", "ac33", "LS3"]
        var scenes: [String] = []
        for index in 0..<count {
            var copy = scene
            for id in ids { copy = copy.replacingOccurrences(of: "\"\(id)\"", with: "\"\(id)_\(index)\"") }
            scenes.append(copy)
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="7706" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="VC3_0">
            <scenes>
            \(scenes.joined(separator: "\n"))
            </scenes>
            </document>
            """
    }

    @Test("merge edits each of many scenes' designs on that scene alone: every slider grafted under its own scene's view, every id unique, every scene's unmatched view reported")
    func manyScenesMergeEachScene() throws {
        let count = 40
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = folder.file("many.storyboard")
        try Self.manyScenes(count).write(toFile: path, atomically: true, encoding: .utf8)
        let design = MergedDesign(MatchResult(matching: try Design(contentsOf: [path]), mode: .default))
        let merged = try MergeTarget.storyboard.text(of: design, destination: "out.storyboard")
        #expect(!merged.diagnostics.contains { $0.severity == .error }, "\(merged.diagnostics.map(\.message))")
        let tree = try XMLTree.read(bytes: Array(merged.text.utf8))
        var ids: [String: Int] = [:]
        var sliderScene: [String: String] = [:]
        for case .element(let scene) in try #require(tree.root.firstElement(named: "scenes")).children where scene.name == "scene" {
            scene.forEachElement { element in
                if let id = element[attribute: "id"] { ids[id, default: 0] += 1 }
                if element.name == "slider", let id = element[attribute: "id"] { sliderScene[id] = scene[attribute: "sceneID"] }
            }
        }
        #expect(ids.filter { $0.value > 1 }.isEmpty)
        #expect(sliderScene.count == count)
        for index in 0..<count {
            #expect(sliderScene["LS3_\(index)"] == "S3_\(index)", "scene \(index)")
            #expect(ids["LV3_\(index)"] == nil, "scene \(index): the landscape drawing is variations now")
        }
        // The live design's unmatched slider is the matcher's report; each other scene's is too.
        let unmatched = merged.diagnostics.filter { $0.rule == .unmatchedView }
        #expect(Set(unmatched.compactMap { $0.location?.line }).count == count - 1, "\(unmatched.map(\.message))")
    }
}
