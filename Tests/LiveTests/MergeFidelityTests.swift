import Foundation
import LayoutXML
import Testing
import LayoutTemplates
import TestSupport

/// What a merged Interface Builder document declares and what the merge says about the meaning it
/// changes: the header size classes need, the landscape outlet re-pointed, views hidden in one
/// layout uninstalled in its size class, resources only the landscape drawing used, and the
/// values that differ between drawings.
@Suite("Merge: header, warnings and resources")
struct MergeFidelityTests {
    private static func merge(_ fixtures: [String]) throws -> (tree: XMLTree, diagnostics: [Diagnostic]) {
        let set = try Design(contentsOf: fixtures.map(PackagePaths.fixture))
        let design = MergedDesign(MatchResult(matching: set, mode: .default))
        let (text, diagnostics) = try InterfaceBuilderMerger.string(from: design, format: .xib, file: "Out.xib")
        _ = try ImportResult(bytes: Array(text.utf8), path: "Out.xib")
        return (try XMLTree.read(bytes: Array(text.utf8)), diagnostics)
    }

    /// The design of a copy of `fixture` with `text` replaced, written in `directory`, which the
    /// merge reads again.
    private static func edited(_ fixture: String, replacing text: String, with replacement: String, in directory: TemporaryDirectory) throws -> MergedDesign {
        let file = directory.file((fixture as NSString).lastPathComponent)
        let source = try String(contentsOfFile: PackagePaths.fixture(fixture), encoding: .utf8)
        let edited = source.replacingOccurrences(of: text, with: replacement)
        #expect(edited != source, "\(fixture) holds no \(text)")
        try edited.write(toFile: file, atomically: true, encoding: .utf8)
        return MergedDesign(MatchResult(matching: try Design(contentsOf: [file]), mode: .default))
    }

    @Test("a header that predates size classes declares Auto Layout, Xcode 6 and iOS 8, and a note says so")
    func header() throws {
        let (tree, diagnostics) = try Self.merge(["Merge/LandscapeOnlyImage.xib"])
        #expect(tree.root[attribute: "useAutolayout"] == "YES")
        #expect(tree.root[attribute: "useTraitCollections"] == "YES")
        #expect(tree.root[attribute: "toolsVersion"] == "6254")
        let dependencies = try #require(tree.root.firstElement(named: "dependencies"))
        #expect(dependencies.firstElement(named: "deployment")?[attribute: "defaultVersion"] == "2048")
        #expect(dependencies.firstElement(named: "plugIn")?[attribute: "version"] == "6247")
        let note = try #require(diagnostics.first { $0.message.hasPrefix("size classes need Auto Layout") })
        #expect(note.severity == .note)
        #expect(note.message.contains("it was 5056") && note.message.contains("it was iOS 6.0"))
    }

    @Test("a header that names no tools version or runtime gets Xcode 6's and iOS's, in Xcode's order, and the note says so")
    func headerNamingNone() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let design = try Self.edited("Merge/OwnerWithoutViewOutlet.xib", replacing: " toolsVersion=\"21701\" targetRuntime=\"iOS.CocoaTouch\"", with: "", in: directory)
        for format in [Document.Format.xib, .storyboard] {
            let (text, diagnostics) = try InterfaceBuilderMerger.string(from: design, format: format, file: "Out.\(format.rawValue)")
            let tree = try XMLTree.read(bytes: Array(text.utf8))
            #expect(Array(tree.root.attributes.map(\.name).prefix(6)) == ["type", "version", "toolsVersion", "targetRuntime", "propertyAccessControl", "useAutolayout"], "\(format)")
            #expect(tree.root[attribute: "toolsVersion"] == "6254" && tree.root[attribute: "targetRuntime"] == "iOS.CocoaTouch", "\(format)")
            let note = try #require(diagnostics.first { $0.message.hasPrefix("size classes need Auto Layout") })
            #expect(note.message.contains("toolsVersion 6254 (Xcode 6.1; it named none)") && note.message.contains("targetRuntime=\"iOS.CocoaTouch\" (it named none)"), "\(note.message)")
        }
    }

    @Test("placed by synthesized constraints, the raised header's note says so rather than that the masks become constraints")
    func headerOfConstrainedMerge() throws {
        let set = try Design(contentsOf: [PackagePaths.fixture("Merge/LandscapeOnlyImage.xib")])
        let design = MergedDesign(MatchResult(matching: set, mode: .default))
        let (written, synthesis) = try MergeTarget.xib.autoLayoutText(of: design, destination: "Out.xib")
        #expect(!synthesis.views.isEmpty)
        let note = try #require(written.diagnostics.first { $0.message.hasPrefix("size classes need Auto Layout") })
        #expect(note.message.contains("the synthesized constraints place the views"), "\(note.message)")
        #expect(!note.message.contains("autoresizing mask becomes its constraints"), "\(note.message)")
    }

    @Test("a drawn view that does not translate its mask: frame variations are said to be overridden, synthesized constraints are not")
    func constrainedDrawnView() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let design = try Self.edited("Example/LoginForm.xib", replacing: "image=\"logo.png\" id=\"p-logo\"",
                                     with: "image=\"logo.png\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"p-logo\"", in: directory)
        let overridden = "is placed by its constraints (translatesAutoresizingMaskIntoConstraints=NO)"
        let (_, frames) = try InterfaceBuilderMerger.string(from: design, format: .xib, file: "Out.xib")
        #expect(frames.contains { $0.message.contains(overridden) })
        let (written, _) = try MergeTarget.xib.autoLayoutText(of: design, destination: "Out.xib")
        #expect(!written.diagnostics.contains { $0.message.contains(overridden) }, "\(written.diagnostics.map(\.message))")
    }

    @Test("a header that has what size classes need gets useTraitCollections only, without a note")
    func headerAlreadyRight() throws {
        let set = try Design(contentsOf: [PackagePaths.fixture("Modern/SceneWithLandscapeView.storyboard")])
        let design = MergedDesign(MatchResult(matching: set, mode: .default))
        let (text, diagnostics) = try InterfaceBuilderMerger.string(from: design, format: .storyboard, file: "Out.storyboard")
        let tree = try XMLTree.read(bytes: Array(text.utf8))
        #expect(tree.root[attribute: "toolsVersion"] == "7706")
        #expect(tree.root[attribute: "useAutolayout"] == "YES" && tree.root[attribute: "useTraitCollections"] == "YES")
        #expect(!diagnostics.contains { $0.message.hasPrefix("size classes need") })
    }

    @Test("resources only the landscape drawing used leave <resources>; the designer's unused ones stay")
    func resources() throws {
        let (tree, diagnostics) = try Self.merge(["Merge/LandscapeOnlyImage.xib"])
        let names = tree.root.firstElement(named: "resources")?.elements.compactMap { $0[attribute: "name"] } ?? []
        #expect(names == ["arrow.png", "spare.png"])
        #expect(diagnostics.contains { $0.severity == .note && $0.message.contains("left out: 'arrow-wide.png'") })
    }

    @Test("the landscape outlet re-pointed at the merged root is a warning at the outlet naming it and what to do")
    func landscapeOutlet() throws {
        let (_, diagnostics) = try Self.merge(["Merge/LandscapeOnlyImage.xib"])
        let warning = try #require(diagnostics.first { $0.message.hasPrefix("outlet 'landscapeView'") })
        #expect(warning.severity == .warning)
        #expect(warning.location?.line == 16)
        #expect(warning.message.contains("now names 'p-root'") && warning.message.contains("remove the code that swaps views"))
    }

    @Test("a view hidden in one layout only is a warning naming it and the size class it is uninstalled in")
    func hiddenBecomesUninstalled() throws {
        let (_, diagnostics) = try Self.merge(["Merge/HiddenAndTargets.xib"])
        let banner = try #require(diagnostics.first { $0.subject?.view == "p-banner" && $0.message.contains(" is hidden in the landscape layout") })
        #expect(banner.message.hasPrefix("UILabel "), "named as every report names a view: \(banner.message)")
        #expect(banner.message.contains("does not install it in compact height") && banner.message.contains("code that unhides it shows nothing"))
        #expect(banner.location?.line != nil)
        #expect(diagnostics.contains { $0.subject?.view == "p-hint" && $0.message.contains(" is hidden in the portrait layout") && $0.message.contains("regular height") })
        // Hidden in both: nothing changes for it.
        #expect(!diagnostics.contains { $0.message.contains("'p-buffering' is hidden") })
    }

    @Test("a .xib design merged to a .storyboard says what the .xib output says: the landscape outlet re-pointed, the views uninstalled", arguments: ["Merge/LandscapeOnlyImage.xib", "Merge/HiddenAndTargets.xib", "Legacy/TwoLayouts.xib"])
    func storyboardOutputWarnsAsXib(file: String) throws {
        let set = try Design(contentsOf: [PackagePaths.fixture(file)])
        let design = MergedDesign(MatchResult(matching: set, mode: .default))
        let xib = try InterfaceBuilderMerger.string(from: design, format: .xib, file: "Out.xib").diagnostics
        let storyboard = try InterfaceBuilderMerger.string(from: design, format: .storyboard, file: "Out.storyboard").diagnostics
        let said = { (diagnostics: [Diagnostic]) in diagnostics.filter { $0.message.contains("now names") || $0.message.contains("does not install it") }.map(\.description) }
        #expect(!said(xib).isEmpty)
        #expect(said(storyboard) == said(xib))
    }

    @Test("a segue the landscape drawing fires where the live view fires another is a warning naming both; the same segue, or one the live view lacks, is kept without a word")
    func landscapeSegues() throws {
        let set = try Design(contentsOf: [PackagePaths.fixture("Merge/LandscapeSegues.storyboard")])
        let design = MergedDesign(MatchResult(matching: set, mode: .default))
        let (text, diagnostics) = try InterfaceBuilderMerger.string(from: design, format: .storyboard, file: "Out.storyboard")
        let tree = try XMLTree.read(bytes: Array(text.utf8))
        var segues: [String: [String]] = [:]
        tree.root.forEachElement { element in
            guard let id = element[attribute: "id"], let connections = element.firstElement(named: "connections") else { return }
            let identifiers = connections.elements.filter { $0.name == "segue" }.compactMap { $0[attribute: "identifier"] }
            if !identifiers.isEmpty { segues[id] = identifiers }
        }
        #expect(segues == ["PB": ["detail"], "PH": ["help"], "PM": ["map"], "VC1": ["rotate"]])
        let segueWarnings = diagnostics.filter { $0.message.contains("segue") }
        #expect(segueWarnings.count == 1, "\(segueWarnings.map(\.message))")
        let warning = try #require(segueWarnings.first)
        #expect(warning.severity == .warning && warning.location?.line == 50)
        #expect(warning.message.contains("'PB' fires segue 'detail' to 'VC2'") && warning.message.contains("segue 'detailLandscape' to 'VC2'"))
        #expect(diagnostics.contains { $0.message.hasPrefix("outlet 'landscapeView'") })
    }

    @Test("a design whose frames are Xcode 8's insets merges with each layout's frames as Xcode means them, one frame per variation", arguments: [Document.Format.xib, .storyboard])
    func frameInsetLayouts(format: Document.Format) throws {
        let set = try Design(contentsOf: [PackagePaths.fixture("Merge/FrameInsetLayouts.xib")])
        let design = MergedDesign(MatchResult(matching: set, mode: .default))
        let (text, _) = try InterfaceBuilderMerger.string(from: design, format: format, file: "Out")
        let tree = try XMLTree.read(bytes: Array(text.utf8))
        tree.root.forEachElement { element in
            guard element.name == "variation" else { return }
            let frames = element.elements.filter { ($0.name == "rect" && $0[attribute: "key"] == "frame") || $0[attribute: "key"] == "frameInset" }
            #expect(frames.count <= 1, "\(element)")
        }
        let back = try ImportResult(bytes: Array(text.utf8), path: format == .xib ? "Out.xib" : "Out.storyboard").document
        let compact = SizeClassTraits("heightClass=compact")
        for (id, base, landscape) in [("p-title", Rect(x: 20, y: 20, width: 280, height: 21), Rect(x: 20, y: 20, width: 528, height: 21)),
                                      ("p-go", Rect(x: 220, y: 518, width: 80, height: 30), Rect(x: 468, y: 270, width: 80, height: 30))] {
            let view = back.scenes.lazy.compactMap { $0.view(id: ViewID(id)) }.first
            #expect(view?.attributes.frame == base, "\(id)")
            #expect(view?.frameVariations.filter { $0.traits == compact }.map(\.frame) == [landscape], "\(id)")
        }
    }

    @Test("frames in percent of the superview from every edge are read as Xcode means them, in the drawings and in both merged outputs")
    func percentInsets() throws {
        let file = "Merge/PercentInsetOutlets.xib"
        let drawn = try ImportResult(contentsOf: PackagePaths.fixture(file)).document
        func frame(_ id: String, in document: Document) -> Rect? {
            document.scenes.lazy.compactMap { $0.view(id: ViewID(id)) }.first?.attributes.frame
        }
        let expected: [(String, Rect)] = [
            ("p-bar", Rect(x: 0, y: 511.2, width: 320, height: 56.8)), ("p-t2", Rect(x: 80, y: 0, width: 80, height: 56.8)),
            ("p-t3", Rect(x: 160, y: 0, width: 80, height: 56.8)), ("p-t4", Rect(x: 240, y: 5, width: 80, height: 46.8)),
            ("p-banner", Rect(x: 32, y: 16, width: 256, height: 30)), ("l-bar", Rect(x: 0, y: 256, width: 568, height: 64)),
            ("l-t2", Rect(x: 142, y: 0, width: 142, height: 64)), ("l-t3", Rect(x: 284, y: 0, width: 142, height: 64)), ("l-t4", Rect(x: 488, y: 5, width: 80, height: 54)),
            ("l-banner", Rect(x: 56.8, y: 16, width: 454.4, height: 30)),
        ]
        for (id, rect) in expected {
            let read = try #require(frame(id, in: drawn), "\(id)")
            #expect(read.nearlyEquals(rect), "\(id): \(read)")
        }
        let set = try Design(contentsOf: [PackagePaths.fixture(file)])
        let design = MergedDesign(MatchResult(matching: set, mode: .default))
        for format in [Document.Format.xib, .storyboard] {
            let (text, _) = try InterfaceBuilderMerger.string(from: design, format: format, file: "Out")
            let back = try ImportResult(bytes: Array(text.utf8), path: format == .xib ? "Out.xib" : "Out.storyboard").document
            let compact = SizeClassTraits("heightClass=compact")
            for (id, rect) in expected where id.hasPrefix("p-") {
                let view = try #require(back.scenes.lazy.compactMap { $0.view(id: ViewID(id)) }.first, "\(id)")
                #expect(view.attributes.frame.nearlyEquals(rect), "\(format) \(id): \(view.attributes.frame)")
                let landscape = try #require(expected.first { $0.0 == "l-" + id.dropFirst(2) }).1
                if id != "p-banner" {
                    #expect(view.frameVariations.filter { $0.traits == compact }.map(\.frame).allSatisfy { $0.nearlyEquals(landscape) }, "\(format) \(id)")
                }
            }
            let tree = try XMLTree.read(bytes: Array(text.utf8))
            #expect(tree.root[attribute: "useAutolayout"] == "YES" && tree.root[attribute: "useTraitCollections"] == "YES", "\(format)")
        }
    }

    @Test("every outlet into the landscape drawing that the merge re-points, or that names a view only that drawing has, is a warning at the outlet")
    func landscapeDrawingOutlets() throws {
        let set = try Design(contentsOf: [PackagePaths.fixture("Merge/PercentInsetOutlets.xib")])
        let design = MergedDesign(MatchResult(matching: set, mode: .default))
        for format in [Document.Format.xib, .storyboard] {
            let (text, diagnostics) = try InterfaceBuilderMerger.string(from: design, format: format, file: "Out")
            let warnings = diagnostics.filter { $0.severity == .warning }
            func warning(_ prefix: String) -> Diagnostic? { warnings.first { $0.message.hasPrefix(prefix) } }
            #expect(warning("outlet 'landscapeView' named the landscape drawing's root and now names 'p-root'")?.location?.line == 15, "\(format)")
            let banner = try #require(warning("outlet 'landscapeBanner' named 'l-banner' of the landscape drawing and now names its counterpart 'p-banner'"))
            #expect(banner.location?.line == 19 && banner.message.contains("now changes it in every layout"))
            #expect(warning("outlet 'fourL' named 'l-t4' of the landscape drawing and now names its counterpart 'p-t4'")?.location?.line == 20)
            let extra = try #require(warning("outlet 'extra' names 'l-extra', which only the landscape drawing has"))
            #expect(extra.location?.line == 21 && extra.message.contains("installs it in that layout's size class only"))
            #expect(warnings.contains { $0.subject?.view == "p-banner" && $0.message.contains(" is hidden in the landscape layout") })
            // The outlets the portrait drawing names are the live ones: nothing to say.
            #expect(!warnings.contains { $0.message.hasPrefix("outlet 'banner'") || $0.message.hasPrefix("outlet 'portraitView'") })
            let tree = try XMLTree.read(bytes: Array(text.utf8))
            var destinations: [String: String] = [:]
            tree.root.forEachElement { if $0.name == "outlet", let property = $0[attribute: "property"] { destinations[property] = $0[attribute: "destination"] } }
            #expect(destinations["landscapeBanner"] == "p-banner" && destinations["fourL"] == "p-t4" && destinations["extra"] == "l-extra")
        }
    }

    @Test("a difference between the drawings names the values, not only the element")
    func differenceValues() throws {
        let (_, diagnostics) = try Self.merge(["Merge/LandscapeOnlyImage.xib"])
        #expect(diagnostics.contains { $0.message.contains("<state key=\"normal\"> image 'arrow-wide.png' (live 'arrow.png')") })
    }

    @Test("a design whose two layout outlets name one view: no variation equal to its base is written, and a warning says why")
    func sameViewNoIdenticalVariation() throws {
        let set = try Design(contentsOf: [PackagePaths.fixture("Modern/SameViewOutlets.xib")])
        let design = MergedDesign(MatchResult(matching: set, mode: .default))
        for format in [Document.Format.xib, .storyboard] {
            let (text, diagnostics) = try InterfaceBuilderMerger.string(from: design, format: format, file: "Out")
            #expect(!text.contains("<variation"), "\(format)")
            #expect(diagnostics.contains { $0.severity == .warning && $0.message.contains("one-layout design with a stale outlet") })
        }
    }

    @Test("a legacy design's merge findings have a line and a column in the archive")
    func legacyLocations() throws {
        let (_, diagnostics) = try Self.merge(["Legacy/TwoLayouts.xib"])
        for diagnostic in diagnostics {
            #expect(diagnostic.location?.line != nil && diagnostic.location?.column != nil, "\(diagnostic.message)")
        }
    }
}

/// A .xib design merged to a .storyboard carries the designer's own view XML as the .xib merge does.
@Suite("Merge: .storyboard output of a .xib design")
struct XibToStoryboardMergeTests {
    /// Every .xib of the fixtures (each a design or not: what is not one is skipped), the fixtures'
    /// two-file pair, and every .xib design of the corpus.
    static let designs: [[String]] = {
        var designs: [[String]] = []
        let skipped = ["/Hostile/", "/DuplicateIDs/", "/Crashers/", "/FuzzCorpus/", "/TwoFile/"]
        let enumerator = FileManager.default.enumerator(atPath: PackagePaths.fixtures.path)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".xib"), !skipped.contains(where: { ("/" + relative).contains($0) }) else { continue }
            designs.append([PackagePaths.fixture(relative)])
        }
        designs.sort { $0[0] < $1[0] }
        designs.append([PackagePaths.fixture("Merge/TwoFile/Portrait.xib"), PackagePaths.fixture("Merge/TwoFile/Landscape.xib")])
        if PackagePaths.isCorpusAvailable {
            designs += ((try? CorpusPairs.designs()) ?? []).filter { $0[0].hasSuffix(".xib") }
        }
        return designs
    }()

    /// The .xib designs among ``designs`` that merge, each compared below.
    static func mergeable() -> [[String]] {
        designs.filter { files in
            guard let set = try? Design(contentsOf: files), set.layouts.count > 1 else { return false }
            return (try? InterfaceBuilderMerger.string(from: MergedDesign(MatchResult(matching: set, mode: .default)), format: .xib, file: "Out.xib")) != nil
        }
    }

    @Test("the comparison covers every fixture and corpus .xib design that merges")
    func coverage() {
        let mergeable = Self.mergeable()
        print("xib-to-storyboard comparison: \(mergeable.count) designs of \(Self.designs.count) files")
        #expect(mergeable.count >= 31)
    }

    @Test("the live view's element, every attribute and child, is the same in both outputs; File's Owner becomes the scene's controller", arguments: designs)
    func sameViewXML(files: [String]) throws {
        guard let set = try? Design(contentsOf: files), set.layouts.count > 1 else { return }
        let design = MergedDesign(MatchResult(matching: set, mode: .default))
        guard let xib = try? InterfaceBuilderMerger.string(from: design, format: .xib, file: "Out.xib") else {
            #expect(throws: DiagnosticError.self, "\(files)") { try InterfaceBuilderMerger.string(from: design, format: .storyboard, file: "Out.storyboard") }
            return
        }
        let storyboard = try InterfaceBuilderMerger.string(from: design, format: .storyboard, file: "Out.storyboard")
        #expect(!storyboard.diagnostics.contains { $0.message.contains("written from the views' model") }, "\(storyboard.diagnostics.map(\.message))")
        let xibTree = try XMLTree.read(bytes: Array(xib.text.utf8))
        let storyboardTree = try XMLTree.read(bytes: Array(storyboard.text.utf8))
        let back = try ImportResult(bytes: Array(storyboard.text.utf8), path: "Out.storyboard")
        #expect(back.document.format == .storyboard)
        #expect(!back.diagnostics.contains { $0.severity == .error }, "\(files)")
        let xibBack = try ImportResult(bytes: Array(xib.text.utf8), path: "Out.xib")
        #expect(!xibBack.diagnostics.contains { $0.severity == .error }, "\(files)")
        let rootID = design.live.id.rawValue
        var xibRoot: XMLTree.Element?
        var storyboardRoot: XMLTree.Element?
        xibTree.root.forEachElement { if $0[attribute: "id"] == rootID, xibRoot == nil { xibRoot = $0 } }
        storyboardTree.root.forEachElement { if $0[attribute: "id"] == rootID, storyboardRoot == nil { storyboardRoot = $0 } }
        var expected = try #require(xibRoot)
        var actual = try #require(storyboardRoot)
        #expect(actual[attribute: "key"] == "view")
        // The owner and the first responder have the scene's ids; the canvas point is the scene's.
        let controllerID = try #require(storyboardTree.root[attribute: "initialViewController"])
        let responderID = storyboardTree.root.firstElement(named: "scenes")?.firstElement(named: "scene")?.firstElement(named: "objects")?
            .elements.first { $0[attribute: "placeholderIdentifier"] == "IBFirstResponder" }?[attribute: "id"]
        expected.attributes.removeAll { $0.name == "key" }
        actual.attributes.removeAll { $0.name == "key" }
        expected.children.removeAll { $0.element?.name == "point" }
        expected.transformElements { element in
            for index in element.attributes.indices where element.attributes[index].value == "-1" { element.attributes[index].value = controllerID }
            for index in element.attributes.indices where element.attributes[index].value == "-2" { element.attributes[index].value = responderID ?? "" }
        }
        #expect(expected == actual, "\(LiveDocumentMergeTests.firstDifference(expected, actual))")
    }
}

private extension Rect {
    /// Equal but for the rounding of a percentage of the superview.
    func nearlyEquals(_ other: Rect) -> Bool {
        abs(x - other.x) < 0.001 && abs(y - other.y) < 0.001 && abs(width - other.width) < 0.001 && abs(height - other.height) < 0.001
    }
}
