import Foundation
import Testing
import LayoutTemplates
import LayoutXML
import TestSupport

/// A .xib's top-level view controller that names its own layouts by outlet holds a design as a
/// storyboard scene's controller does: the importer gives it a scene, discovery a design, `check`
/// matches it, and `merge` converts it.
@Suite struct XibControllerDesignTests {
    static let twoDesigns = PackagePaths.fixture("Hostile/controller-design.xib")
    static let controllerOnly = PackagePaths.fixture("Hostile/controller-only-design.xib")
    static let withoutDesign = PackagePaths.fixture("Hostile/controller-without-design.xib")

    @Test("the importer gives the controller a scene: its view first, the landscape drawing its outlet names, its outlets with a `view` outlet")
    func controllerScene() throws {
        let document = try ImportResult(contentsOf: Self.twoDesigns).document
        #expect(document.scenes.count == 2)
        let owner = document.scenes[0]
        #expect(owner.ownerID == "-1")
        #expect(owner.views.map(\.id) == ["PV", "LV"])
        let controller = document.scenes[1]
        #expect(controller.ownerID == "VC")
        #expect(controller.ownerClass == "SecondSwapViewController")
        #expect(controller.controllerElement == "viewController")
        #expect(controller.views.map(\.id) == ["PV2", "LV2"])
        #expect(controller.outlets.map(\.property) == ["view", "landscapeView", "portraitView"])
        #expect(controller.location?.line == 36)
        // Every view is in the model once.
        #expect(document.viewCount == 9)
    }

    @Test("a controller with neither views nor outlets stays an object of File's Owner's scene")
    func bareControllerNoScene() throws {
        let document = try ImportResult(contentsOf: PackagePaths.fixture("Merge/HiddenAndTargets.xib")).document
        #expect(document.scenes.count == 1)
    }

    @Test("a view File's Owner's outlets reach into stays File's Owner's, whose design is found as before")
    func ownerKeepsItsViews() throws {
        let text = try String(contentsOfFile: Self.controllerOnly, encoding: .utf8)
            .replacingOccurrences(of: #"customClass="NSObject"/>"#, with: #"customClass="Owner"><connections><outlet property="portraitView" destination="PV" id="fo1"/><outlet property="landscapeView" destination="LV" id="fo2"/></connections></placeholder>"#)
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = folder.file("Shared.xib")
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let document = try ImportResult(contentsOf: path).document
        #expect(document.scenes.first?.views.map(\.id) == ["PV", "LV"])
        let design = try Design(contentsOf: path)
        #expect(design.live.id == "PV")
        #expect(design.liveOwnerID == "-1")
    }

    @Test("discovery gives one design per owner: File's Owner's, then the controller's, whose unmatched slider is found at its line")
    func discoveryFindsControllerDesign() throws {
        let reading = NamePairing.DesignFiles(files: [Self.twoDesigns]).read()
        #expect(reading.kind == .design)
        #expect(reading.designs.map(\.live.id) == ["PV", "PV2"])
        let controller = try #require(reading.designs.last)
        #expect(controller.liveOwnerID == "VC")
        let unmatched = MatchResult(matching: controller, mode: .default).diagnostics.filter { $0.rule == .unmatchedView }
        #expect(unmatched.map { $0.location?.line } == [63])
    }

    @Test("a .xib whose only design is a controller's is a design, read from the controller's outlets, its actions to the controller matched")
    func controllerOnlyDesign() throws {
        let reading = NamePairing.DesignFiles(files: [Self.controllerOnly]).read()
        #expect(reading.kind == .design)
        let design = try #require(reading.designs.first)
        #expect(reading.designs.count == 1)
        #expect(design.live.id == "PV")
        #expect(design.layouts.map(\.rootID) == ["PV", "LV"])
        let match = MatchResult(matching: design, mode: .default)
        #expect(match.diagnostics.filter { $0.rule == .unmatchedView }.map { $0.location?.line } == [39])
        #expect(try Design(contentsOf: Self.controllerOnly).live.id == "PV")
    }

    @Test("a .xib with a controller but no layout outlet: single-layout, and the error names File's Owner and the controller with their outlets")
    func missingLayoutNamesController() throws {
        #expect(NamePairing.DesignFiles(files: [Self.withoutDesign]).read().kind == .singleLayout)
        do {
            _ = try Design(contentsOf: Self.withoutDesign)
            Issue.record("a design was found")
        } catch {
            let message = try #require(error.diagnostics.first).message
            #expect(error.diagnostics.first?.rule == .missingLayout)
            #expect(message.contains("File's Owner (NSObject) has no outlets; top-level <viewController> 'VC' (StatusViewController) has outlets view, statusLabel; expected an outlet named landscapeView"), "\(message)")
        }
    }

    @Test("a .xib without File's Owner says so, and names the controller's outlets")
    func noFilesOwner() throws {
        let text = try String(contentsOfFile: Self.withoutDesign, encoding: .utf8)
            .replacingOccurrences(of: #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="NSObject"/>"#, with: "")
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = folder.file("NoOwner.xib")
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        do {
            _ = try Design(contentsOf: path)
            Issue.record("a design was found")
        } catch {
            let message = try #require(error.diagnostics.first).message
            #expect(message.contains("the document has no File's Owner; top-level <viewController> 'VC' (StatusViewController) has outlets view, statusLabel"), "\(message)")
        }
    }
}

extension XibControllerDesignTests {
    /// Every element of `text` with an id, by id.
    static func elements(of text: String) throws -> [String: XMLTree.Element] {
        let tree = try XMLTree.read(bytes: Array(text.utf8))
        var elements: [String: XMLTree.Element] = [:]
        tree.root.forEachElement { element in
            if let id = element[attribute: "id"] { elements[id] = element }
        }
        return elements
    }

    @Test("merge converts File's Owner's design and the controller's: both landscape drawings become variations, the controller's slider is grafted under its view")
    func mergeConvertsControllerDesign() throws {
        let design = MergedDesign(MatchResult(matching: try Design(contentsOf: Self.twoDesigns), mode: .default))
        let merged = try MergeTarget.xib.text(of: design, destination: "out.xib")
        #expect(!merged.diagnostics.contains { $0.message.contains("holds a design of its own") }, "\(merged.diagnostics.map(\.message))")
        // The controller's unmatched slider is reported at its line, as the live design's would be.
        #expect(merged.diagnostics.filter { $0.rule == .unmatchedView }.map { $0.location?.line } == [63])
        let elements = try Self.elements(of: merged.text)
        #expect(elements["LV"] == nil)
        #expect(elements["LV2"] == nil)
        #expect(elements["VC"]?.name == "viewController")
        for button in ["PB", "PB2"] {
            let variation = elements[button]?.firstElement(named: "variation", key: nil)
            #expect(variation?[attribute: "key"] == "heightClass=compact", "\(button)")
            #expect(variation?.firstElement(named: "rect")?[attribute: "x"] == "40", "\(button)")
        }
        let slider = try #require(elements["LS2"])
        #expect(slider.name == "slider")
        let masks = try #require(elements["PV2"]).elements.filter { $0.name == "variation" }.compactMap { $0.firstElement(named: "mask") }
        #expect(masks.flatMap(\.elements).map { "\($0.name):\($0[attribute: "reference"] ?? "")" }.sorted() == ["exclude:LS2", "include:LS2"])
        // The controller's action still names the controller; its landscape outlet the merged view.
        #expect(elements["ac2"]?[attribute: "destination"] == "VC")
        #expect(elements["ol21"]?[attribute: "destination"] == "PV2")
    }

    @Test("merge of a .xib whose only design is a controller's converts it, File's Owner untouched")
    func mergeControllerOnly() throws {
        let design = MergedDesign(MatchResult(matching: try Design(contentsOf: Self.controllerOnly), mode: .default))
        for target in [MergeTarget.xib, .template] {
            let merged = try target.text(of: design, destination: target == .xib ? "out.xib" : "out.layouts.xml")
            #expect(!merged.text.isEmpty)
        }
        let merged = try MergeTarget.xib.text(of: design, destination: "out.xib")
        let elements = try Self.elements(of: merged.text)
        #expect(elements["LV"] == nil)
        #expect(elements["LL"]?.name == "label")
        #expect(elements["ac1"]?[attribute: "destination"] == "VC")
        #expect(elements["-1"]?.elements.isEmpty == true)
    }

    @Test("a controller's design chosen by its ids is the live one; File's Owner's is then merged as the other")
    func controllerChosenByIDs() throws {
        var options = LayoutOptions()
        options.portraitID = "PV2"
        options.landscapeID = "LV2"
        let chosen = try Design(contentsOf: Self.twoDesigns, options: options)
        #expect(chosen.live.id == "PV2")
        let merged = try MergeTarget.xib.text(of: MergedDesign(MatchResult(matching: chosen, mode: .default)), destination: "out.xib")
        let elements = try Self.elements(of: merged.text)
        #expect(elements["LV"] == nil)
        #expect(elements["LV2"] == nil)
        #expect(!merged.diagnostics.contains { $0.message.contains("holds a design of its own") }, "\(merged.diagnostics.map(\.message))")
    }

    @Test("merge --auto-layout converts the live design and warns at the controller's outlet that its design is left as it is")
    func autoLayoutMergeWarnsOfController() throws {
        let design = MergedDesign(MatchResult(matching: try Design(contentsOf: Self.twoDesigns), mode: .default))
        let merged: MergeTarget.MergedText
        do {
            merged = try MergeTarget.xib.autoLayoutText(of: design, destination: "out.xib").text
        } catch {
            Issue.record("\(error.diagnostics.map(\.message))")
            return
        }
        let warnings = merged.diagnostics.filter { $0.message.hasPrefix("top-level <viewController> 'VC' holds a design of its own (outlet 'landscapeView')") }
        #expect(warnings.count == 1, "\(merged.diagnostics.map(\.message))")
        #expect(warnings.first?.location?.line == 51)
    }
}

extension XibControllerDesignTests {
    @Test("check fails on the controller's unmatched view, at its file:line, and on a controller-only design's", .enabled(if: TemplateApplyProcess.isAvailable))
    func checkReadsControllerDesigns() throws {
        let two = try TemplateApplyProcess.run(["check", Self.twoDesigns])
        #expect(two.status == 1, "\(two.stdout)\(two.stderr)")
        #expect(two.stderr.contains("controller-design.xib:63:17: error: couldn't find match for UIView => UISlider"), "\(two.stderr)")
        let only = try TemplateApplyProcess.run(["check", Self.controllerOnly])
        #expect(only.status == 1, "\(only.stdout)\(only.stderr)")
        #expect(only.stderr.contains("controller-only-design.xib:39:17: error: couldn't find match for UIView => UILabel \"Landscape only\""), "\(only.stderr)")
        let none = try TemplateApplyProcess.run(["check", Self.withoutDesign])
        #expect(none.status == 0, "\(none.stdout)\(none.stderr)")
        #expect(none.stdout.contains("1 without alternative layouts"), "\(none.stdout)")
    }

    @Test("match reads a controller-only design and names what a controller without layouts lacks", .enabled(if: TemplateApplyProcess.isAvailable))
    func matchControllerDesigns() throws {
        let only = try TemplateApplyProcess.run(["match", Self.controllerOnly])
        #expect(only.status == 0, "\(only.stderr)")
        #expect(only.stdout.contains("PB <- LB [controlActions] UIButton \"Go\""), "\(only.stdout)")
        let chosen = try TemplateApplyProcess.run(["match", Self.twoDesigns, "--portrait-id", "PV2", "--landscape-id", "LV2"])
        #expect(chosen.status == 0, "\(chosen.stderr)")
        #expect(chosen.stdout.contains("PB2 <- LB2"), "\(chosen.stdout)")
        let none = try TemplateApplyProcess.run(["match", Self.withoutDesign])
        #expect(none.status == 1, "\(none.stderr)")
        #expect(none.stderr.contains("controller-without-design.xib:7:9: error: no landscape layout found: File's Owner (NSObject) has no outlets; top-level <viewController> 'VC' (StatusViewController) has outlets view, statusLabel"), "\(none.stderr)")
    }

    @Test("inspect shows the controller's scene with its outlets and views", .enabled(if: TemplateApplyProcess.isAvailable))
    func inspectShowsControllerScene() throws {
        let run = try TemplateApplyProcess.run(["inspect", Self.twoDesigns])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("2 scenes, 9 views\n"), "\(run.stdout)")
        #expect(run.stdout.contains("scene of top-level <viewController>: owner VC (SecondSwapViewController)\n  outlets:\n    view -> PV2\n    landscapeView -> LV2\n    portraitView -> PV2\n"), "\(run.stdout)")
    }

    @Test("merge writes both designs converted, and the output passes check", .enabled(if: TemplateApplyProcess.isAvailable))
    func mergeEndToEnd() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        for (input, name) in [(Self.twoDesigns, "Two.xib"), (Self.controllerOnly, "Only.xib"), (Self.twoDesigns, "Two.storyboard")] {
            let output = folder.file(name)
            let merged = try TemplateApplyProcess.run(["merge", input, "-o", output])
            #expect(merged.status == 0, "\(name): \(merged.stderr)")
            let text = try String(contentsOfFile: output, encoding: .utf8)
            #expect(!text.contains("id=\"LV2\"") && !text.contains("id=\"LV\""), "\(name)")
            let check = try TemplateApplyProcess.run(["check", output])
            #expect(check.status == 0, "\(name): \(check.stdout)\(check.stderr)")
        }
    }
}
