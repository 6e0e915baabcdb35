import Foundation
import Testing
import LayoutTemplates
import TestSupport

/// Merging a two-layout design into one Interface Builder document: the document reads
/// back, and applying it as an iPhone SE sees it gives, view by view, what applying the original
/// gives. The corpus part reads `../shared/corpus` and is skipped, with a message, when it is absent.
@Suite("Merge to Interface Builder")
struct InterfaceBuilderMergeTests {
    /// Every fixture that is a multi-layout iPhone design (one-file outlets, a storyboard scene,
    /// legacy archives, size-class variations, the template format).
    static let fixtures = [["Example/LoginForm.xib"], ["Merge/HiddenAndTargets.xib"], ["Merge/MovedLabel.xib"], ["Modern/EveryMapping.xib"],
                           ["Modern/SceneWithLandscapeView.storyboard"], ["Modern/SizeClassVariations.storyboard"],
                           ["Legacy/AllMappings-7.10.xib"], ["Legacy/AllMappings-8.00.xib"], ["Template/Example.layouts.xml"],
                           ["Merge/TwoFile/Portrait.xib", "Merge/TwoFile/Landscape.xib"], ["Merge/OneFileConnections.xib"], ["Legacy/TwoLayouts.xib"]]

    @Test("every fixture design, both modes, as .xib and .storyboard: same frames and hidden flags by id in both orientations", arguments: MatchingMode.allCases)
    func fixtureDesigns(mode: MatchingMode) throws {
        for files in Self.fixtures.map({ $0.map(PackagePaths.fixture) }) {
            for format in [Document.Format.xib, .storyboard] {
                try Self.expectSameApply(files: files, mode: mode, format: format)
            }
        }
    }

    @Test("every iPhone design of the corpus, both modes: same frames and hidden flags by id; its iPad designs are refused",
          .enabled(if: PackagePaths.isCorpusAvailable, "../shared/corpus is absent: the corpus read-back is skipped"),
          arguments: MatchingMode.allCases)
    func corpusDesigns(mode: MatchingMode) throws {
        var converted = 0
        var refused = 0
        for files in try CorpusPairs.designs() {
            let set = try Design(contentsOf: files)
            let design = MergedDesign(MatchResult(matching: set, mode: mode))
            if set.liveDocumentType?.contains(".iPad.") == true {
                #expect(throws: DiagnosticError.self, "\(files)") {
                    try InterfaceBuilderMerger.document(from: design, format: .xib, file: "Out.xib")
                }
                refused += 1
                continue
            }
            let format: Document.Format = files[0].hasSuffix(".storyboard") ? .storyboard : .xib
            try Self.expectSameApply(files: files, mode: mode, format: format)
            converted += 1
        }
        // One-file outlets, two-file pairs, storyboards and legacy archives, as MANIFEST lists them.
        #expect(converted >= 10)
        #expect(refused >= 4)
    }

    @Test("views hidden in one orientation only are installed only in the other; a landscape-only view only in height-compact")
    func installation() throws {
        let (document, _) = try Self.merged(PackagePaths.fixture("Merge/HiddenAndTargets.xib"))
        let root = try #require(document.scenes.first?.views.first)
        let banner = try #require(root.descendant(id: "p-banner"))
        #expect(!banner.isHidden)
        #expect(banner.installationVariations == [ViewNode.InstallationVariation(traits: "heightClass=compact", isInstalled: false)])
        let hint = try #require(root.descendant(id: "p-hint"))
        #expect(!hint.isHidden)
        #expect(!hint.isInstalled(traits: "default") && hint.isInstalled(traits: "heightClass=compact"))
        let buffering = try #require(root.descendant(id: "p-buffering"))
        #expect(buffering.isHidden && buffering.installationVariations.isEmpty)
        let playlist = try #require(root.descendant(id: "l-playlist"))
        #expect(!playlist.isInstalled(traits: "default") && playlist.isInstalled(traits: "heightClass=compact"))
        #expect(playlist.actions.first?.target == .filesOwner)
    }

    @Test("the owner's class, every outlet and an action whose target is outside the hierarchy survive, in the text")
    func connections() throws {
        let file = PackagePaths.fixture("Merge/HiddenAndTargets.xib")
        let set = try Design(contentsOf: [file])
        let design = MergedDesign(MatchResult(matching: set, mode: .default))
        let (text, diagnostics) = try InterfaceBuilderMerger.string(from: design, format: .xib, file: "Out.xib")
        // The live document is edited, so the table view controller stays what it was, with its
        // class, and so it does in the storyboard made of that edit (a scene's object).
        #expect(!diagnostics.contains { $0.message.contains("object 'tvc'") })
        #expect(text.contains("<tableViewController id=\"tvc\" customClass=\"PlaylistViewController\"/>"))
        let storyboard = try InterfaceBuilderMerger.string(from: design, format: .storyboard, file: "Out.storyboard")
        #expect(!storyboard.diagnostics.contains { $0.message.contains("object 'tvc'") })
        #expect(storyboard.text.contains("<tableViewController id=\"tvc\" customClass=\"PlaylistViewController\"/>"))
        #expect(text.contains("customClass=\"PlayerViewController\""))
        for property in ["view", "portraitView", "landscapeView", "volumeLabel", "playlistController"] {
            #expect(text.contains("<outlet property=\"\(property)\""), "\(property)")
        }
        #expect(text.contains("<action selector=\"volumeChanged:\" destination=\"tvc\" eventType=\"valueChanged\""))
        #expect(text.contains("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\""))
        #expect(text.contains("useTraitCollections=\"YES\""))
        // Written twice, byte for byte the same.
        #expect(try InterfaceBuilderMerger.string(from: design, format: .xib, file: "Out.xib").text == text)
    }

    @Test("a storyboard keeps its scene's and controller's ids; a .xib written as a storyboard gets new ones in Xcode's style")
    func storyboardIDs() throws {
        for (file, scene, controller) in [("Modern/SceneWithLandscapeView.storyboard", "S1", "VC1"), ("Example/LoginForm.xib", nil, nil)] {
            let set = try Design(contentsOf: [PackagePaths.fixture(file)])
            let design = MergedDesign(MatchResult(matching: set, mode: .default))
            let (text, _) = try InterfaceBuilderMerger.string(from: design, format: .storyboard, file: "Out.storyboard")
            let line = try #require(text.split(separator: "\n").first { $0.contains("sceneMemberID=\"viewController\"") })
            if let scene, let controller {
                #expect(text.contains("<scene sceneID=\"\(scene)\">"))
                #expect(line.contains("<viewController id=\"\(controller)\""))
                #expect(text.contains("initialViewController=\"\(controller)\""))
            } else {
                #expect(line.wholeMatch(of: /\s*<viewController id="[0-9A-Za-z]{3}-[0-9A-Za-z]{2}-[0-9A-Za-z]{3}" .*/) != nil)
            }
        }
    }

    @Test("what a variation cannot carry is a warning naming the view")
    func warnings() throws {
        let (_, diagnostics) = try Self.merged(PackagePaths.fixture("Example/LoginForm.xib"))
        let masks = diagnostics.filter { $0.rule == .notExpressible && $0.message.contains("autoresizing mask") }
        #expect(masks.count == 4)
        #expect(masks.contains { $0.subject?.view == "p-logo" && $0.message.contains("keeps the portrait mask") })
    }

    @Test("a view a layout draws under another parent stays under its live parent, with a warning naming it")
    func movedView() throws {
        let (document, diagnostics) = try Self.merged(PackagePaths.fixture("Merge/MovedLabel.xib"))
        let moved = diagnostics.filter { $0.rule == .notExpressible && $0.message.contains("cannot move a view to another parent") }
        #expect(moved.count == 1)
        #expect(moved.first?.message.contains("UILabel \"Total\"") == true)
        let items = try #require(document.scenes.first?.views.first?.descendant(id: "p-items"))
        #expect(items.subviews.map(\.id) == ["p-total"])
        #expect(items.subviews.first?.frameVariations.first?.frame == Rect(x: 10, y: 20, width: 160, height: 21))
    }

    @Test("an iPad design is refused, naming the template format and one file per orientation")
    func padRefused() throws {
        let set = try Design(contentsOf: [PackagePaths.fixture("Merge/PadPlayer.xib")])
        let design = MergedDesign(MatchResult(matching: set, mode: .default))
        let error = try #require(throws: DiagnosticError.self) {
            try InterfaceBuilderMerger.document(from: design, format: .xib, file: "Out.xib")
        }
        let message = try #require(error.diagnostics.first?.message)
        #expect(error.diagnostics.first?.rule == .notExpressible)
        #expect(message.contains("iPad") && message.contains("regular width and regular height"))
        #expect(message.contains("template format") && message.contains("one Interface Builder file per orientation"))
        // The template format carries it.
        _ = try MergeTarget.template.text(of: design, destination: "Out.layouts.xml")
    }

    @Test("merging a design with constraints to the template format warns once, naming how many constraints it leaves out")
    func templateWarnsOfConstraints() throws {
        let withConstraints = MergedDesign(MatchResult(matching: try Design(contentsOf: [PackagePaths.fixture("Merge/OneFileConnections.xib")]), mode: .default))
        let merged = try MergeTarget.template.text(of: withConstraints, destination: "Out.layouts.xml")
        let warnings = merged.diagnostics.filter { $0.message.contains("template format has no Auto Layout constraints") }
        #expect(warnings.count == 1, "\(merged.diagnostics)")
        #expect(warnings.first?.severity == .warning && warnings.first?.rule == .notExpressible)
        #expect(warnings.first?.message.contains("the 1 constraint of this design is left out") == true, "\(warnings)")
        #expect(warnings.first?.message.contains(".xib or .storyboard") == true)
        let without = MergedDesign(MatchResult(matching: try Design(contentsOf: [PackagePaths.fixture("Example/LoginForm.xib")]), mode: .default))
        let plain = try MergeTarget.template.text(of: without, destination: "Out.layouts.xml")
        #expect(!plain.diagnostics.contains { $0.message.contains("constraint") }, "\(plain.diagnostics)")
    }

    // MARK: Helpers

    static func merged(_ file: String) throws -> (Document, [Diagnostic]) {
        let set = try Design(contentsOf: [file])
        let design = MergedDesign(MatchResult(matching: set, mode: .default))
        return try InterfaceBuilderMerger.document(from: design, format: .xib, file: "Out.xib")
    }

    /// Merges `files`, writes the document, reads it back as a file of `format`, and compares
    /// `apply` as an iPhone SE sees it, in portrait and in landscape, with `apply` on the original
    /// (the orientation alone, as `apply` without `--device` does): every original view is there with the same id, frame and hidden flag;
    /// a view the original never had is hidden in portrait (it is a landscape-only view).
    static func expectSameApply(files: [String], mode: MatchingMode, format: Document.Format,
                                sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let label = files.map { ($0 as NSString).lastPathComponent }.joined(separator: " + ") + " \(mode) \(format)"
        let set = try Design(contentsOf: files)
        let result = MatchResult(matching: set, mode: mode)
        let design = MergedDesign(result)
        let path = format == .storyboard ? "Merged.storyboard" : "Merged.xib"
        let (text, _) = try InterfaceBuilderMerger.string(from: design, format: format, file: path)
        let reread = try ImportResult(bytes: Array(text.utf8), path: path)
        #expect(reread.document.format == format, "\(label)", sourceLocation: sourceLocation)
        let device = InterfaceBuilderMerger.defaultDevice
        var readBack: Design?
        var oneLayout = false
        do {
            readBack = try Design(documents: [reread.document])
        } catch {
            oneLayout = error.diagnostics.allSatisfy { $0.rule == .missingLayout }
            if !oneLayout { throw error }
        }
        guard let mergedSet = readBack else {
            // No variation at all (none would differ from its base): the phone shows the drawn
            // hierarchy in both orientations, and so must the original.
            let sizeClasses = set.layouts.contains { $0.condition.horizontalSizeClass != nil || $0.condition.verticalSizeClass != nil }
            for orientation in [InterfaceOrientation.portrait, .landscapeLeft] {
                let environment = try #require(device.environment(orientation: orientation))
                var original = LayoutController(result)
                original.update(for: sizeClasses ? environment : Environment(orientation: orientation))
                let before = original.tree
                for index in 0..<before.count {
                    let drawn = reread.document.scenes.lazy.compactMap { $0.view(id: before.ids[index]) }.first
                    #expect(drawn?.attributes.frame == before.frames[index], "\(label) \(orientation) \(before.ids[index]) frame", sourceLocation: sourceLocation)
                    #expect(drawn?.attributes.isHidden == before.hidden[index], "\(label) \(orientation) \(before.ids[index]) hidden", sourceLocation: sourceLocation)
                }
            }
            return
        }
        let mergedResult = MatchResult(matching: mergedSet, mode: mode)
        for orientation in [InterfaceOrientation.portrait, .landscapeLeft] {
            let environment = try #require(device.environment(orientation: orientation))
            // A design whose layouts depend on size classes is compared as the phone sees it.
            let sizeClasses = set.layouts.contains { $0.condition.horizontalSizeClass != nil || $0.condition.verticalSizeClass != nil }
            var original = LayoutController(result)
            var roundTrip = LayoutController(mergedResult)
            original.update(for: sizeClasses ? environment : Environment(orientation: orientation))
            roundTrip.update(for: environment)
            let before = original.tree
            let after = roundTrip.tree
            for index in 0..<before.count {
                let id = before.ids[index]
                let view = after.attributes(id: id)
                #expect(view?.frame == before.frames[index], "\(label) \(orientation) \(id) frame", sourceLocation: sourceLocation)
                #expect(view?.isHidden == before.hidden[index], "\(label) \(orientation) \(id) hidden", sourceLocation: sourceLocation)
            }
            if orientation.isPortrait, set.liveLayoutName == "portrait" {
                // A view the original never had is hidden, or inside a hidden view that it never had.
                for index in 0..<after.count where before.index(of: after.ids[index]) == nil {
                    var shown = index
                    while !after.hidden[shown], after.parent[shown] >= 0, before.index(of: after.ids[Int(after.parent[shown])]) == nil {
                        shown = Int(after.parent[shown])
                    }
                    #expect(after.hidden[shown], "\(label) added view \(after.ids[index]) shows in portrait", sourceLocation: sourceLocation)
                }
            }
        }
    }
}
