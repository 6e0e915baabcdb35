import Foundation
import Testing
import LayoutTemplates
import LayoutXML
import TestSupport

/// A view controller a top-level container of a .xib holds (a navigation controller's root, a
/// tab bar controller's child) with a design of its own is a scene as a top-level controller is:
/// found, checked, matched and merged, never filed as a document without alternative layouts.
@Suite struct NestedControllerDesignTests {
    static let nested = PackagePaths.fixture("Hostile/nested-controller-design.xib")

    @Test("the importer gives each nested controller a scene of its own, named with its container")
    func nestedScenes() throws {
        let document = try ImportResult(contentsOf: Self.nested).document
        #expect(document.scenes.map(\.ownerID) == ["-1", "NC", "RVC", "TC", "TVC"])
        let root = document.scenes[2]
        #expect(root.controllerElement == "viewController")
        #expect(root.containerElement == "navigationController")
        #expect(root.views.map(\.id) == ["PV", "LV"])
        #expect(root.outlets.map(\.property) == ["view", "landscapeView", "portraitView"])
        let tab = document.scenes[4]
        #expect(tab.containerElement == "tabBarController")
        #expect(tab.views.map(\.id) == ["TPV", "TLV"])
        #expect(document.scenes[1].containerElement == nil)
        #expect(document.viewCount == 11)
    }

    @Test("discovery finds both nested designs, and the root's unmatched slider at its line")
    func discoveryFindsNestedDesigns() throws {
        let reading = NamePairing.DesignFiles(files: [Self.nested]).read()
        #expect(reading.kind == .design)
        #expect(reading.designs.map(\.live.id) == ["PV", "TPV"])
        #expect(reading.designs.map(\.liveOwnerID) == ["RVC", "TVC"])
        let root = try #require(reading.designs.first)
        let unmatched = MatchResult(matching: root, mode: .default).diagnostics.filter { $0.rule == .unmatchedView }
        #expect(unmatched.map { $0.location?.line } == [74])
    }

    @Test("merge converts both nested designs: the landscape drawings become variations, the slider is grafted")
    func mergeConvertsNestedDesigns() throws {
        let design = MergedDesign(MatchResult(matching: try Design(contentsOf: Self.nested), mode: .default))
        let merged = try MergeTarget.xib.text(of: design, destination: "out.xib")
        #expect(!merged.diagnostics.contains { $0.message.contains("holds a design of its own") }, "\(merged.diagnostics.map(\.message))")
        let elements = try XibControllerDesignTests.elements(of: merged.text)
        #expect(elements["LV"] == nil)
        #expect(elements["TLV"] == nil)
        #expect(elements["LS"]?.name == "slider")
        #expect(elements["RVC"]?.name == "viewController")
        for button in ["PB", "TPB"] {
            #expect(elements[button]?.firstElement(named: "variation", key: nil)?[attribute: "key"] == "heightClass=compact", "\(button)")
        }
        #expect(elements["ol1"]?[attribute: "destination"] == "PV")
        #expect(elements["ol3"]?[attribute: "destination"] == "TPV")
    }

    @Test("merge with synthesized constraints warns at the other nested controller's outlet, named with its container")
    func autoLayoutMergeWarnsOfNestedController() throws {
        let design = MergedDesign(MatchResult(matching: try Design(contentsOf: Self.nested), mode: .default))
        let merged = try MergeTarget.xib.autoLayoutText(of: design, destination: "out.xib").text
        let warnings = merged.diagnostics.filter { $0.message.hasPrefix("<viewController> 'TVC' inside <tabBarController> holds a design of its own (outlet 'landscapeView')") }
        #expect(warnings.map { $0.location?.line } == [53], "\(merged.diagnostics.map(\.message))")
    }

    @Test("a storyboard written from the views' model names the nested design it does not carry")
    func storyboardNamesLostDesign() throws {
        let design = MergedDesign(MatchResult(matching: try Design(contentsOf: Self.nested), mode: .default))
        let merged = try MergeTarget.storyboard.text(of: design, destination: "out.storyboard")
        #expect(merged.diagnostics.contains { $0.message.contains("the design of <viewController> 'TVC' inside <tabBarController> is not carried") },
                "\(merged.diagnostics.map(\.message))")
    }
}

extension NestedControllerDesignTests {
    @Test("check fails at the nested root's unmatched view, file:line, rather than passing the document", .enabled(if: TemplateApplyProcess.isAvailable))
    func checkFailsOnNestedDesign() throws {
        let run = try TemplateApplyProcess.run(["check", Self.nested])
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        #expect(run.stderr.contains("nested-controller-design.xib:74:17: error: couldn't find match for UIView => UISlider"), "\(run.stderr)")
        #expect(run.stdout.contains("0 without alternative layouts"), "\(run.stdout)")
    }

    @Test("inspect names a nested controller's scene with its container", .enabled(if: TemplateApplyProcess.isAvailable))
    func inspectShowsNestedScene() throws {
        let run = try TemplateApplyProcess.run(["inspect", Self.nested])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("scene of <viewController> inside <navigationController>: owner RVC (RootViewController)\n  outlets:\n    view -> PV\n"), "\(run.stdout)")
    }

    @Test("merge writes both nested designs converted, and the output passes check", .enabled(if: TemplateApplyProcess.isAvailable))
    func mergeEndToEnd() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let output = folder.file("Nested.xib")
        let merged = try TemplateApplyProcess.run(["merge", Self.nested, "-o", output])
        #expect(merged.status == 0, "\(merged.stderr)")
        let text = try String(contentsOfFile: output, encoding: .utf8)
        #expect(!text.contains("id=\"LV\"") && !text.contains("id=\"TLV\""))
        let check = try TemplateApplyProcess.run(["check", output])
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    }
}
