import LayoutCore
import LayoutDocuments
import LayoutMatching
import LayoutXML

extension LiveDocumentMerger {
    /// The designs of a storyboard's other scenes, each matched in the design's mode and planned
    /// on the same phone, to be merged into the same document; and a warning for each scene whose
    /// design cannot be (its reason named), rather than a scene left unmerged without a word.
    struct OtherScenes {
        var designs: [(design: MergedDesign, plan: InterfaceBuilderMerger.Plan)] = []
        var diagnostics: [Diagnostic] = []
    }

    /// Each scene of a storyboard, besides the one holding the live view `liveRootID`, whose
    /// owner names a layout by one of the default outlet names, with that outlet.
    static func scenesWithDesigns(in tree: XMLTree, liveRootID: String) -> [(scene: Element, outlet: Element)] {
        guard let scenes = tree.root.firstElement(named: Names.scenes) else { return [] }
        let layoutOutlets = Set(LayoutOptions.defaultPortraitOutlets + LayoutOptions.defaultLandscapeOutlets)
        var found: [(scene: Element, outlet: Element)] = []
        for scene in scenes.elements where scene.name == Names.scene && !scene.contains(id: liveRootID) {
            var outlet: Element?
            scene.forEachElement { element in
                if outlet == nil, element.name == Names.outlet, let property = element[attribute: Names.property], layoutOutlets.contains(property) {
                    outlet = element
                }
            }
            if let outlet { found.append((scene, outlet)) }
        }
        return found
    }

    /// The other scenes' designs of `design`'s live document (see ``OtherScenes``). The document
    /// is imported again only when a scene of `tree` names a layout.
    static func otherScenes(of design: MergedDesign, in tree: XMLTree, device: Device) -> OtherScenes {
        let scenes = scenesWithDesigns(in: tree, liveRootID: design.live.id.rawValue)
        guard !scenes.isEmpty else { return OtherScenes() }
        var result = OtherScenes()
        let options = LayoutOptions()
        var designs: [String: Result<Design, DiagnosticError>] = [:]
        if let document = try? ImportResult(contentsOf: design.liveFile).document, let first = try? LayoutFinder.findLayouts(in: [document], options: options) {
            if let sceneID = first.liveSceneID { designs[sceneID] = .success(first) }
            for other in LayoutFinder.otherDesigns(in: document, besides: first, options: options) {
                if let sceneID = other.scene.id?.rawValue { designs[sceneID] = other.design }
            }
        }
        for (scene, outlet) in scenes {
            let sceneID = scene[attribute: Names.sceneID]
            let reason: String
            switch sceneID.flatMap({ designs[$0] }) {
            case .success(let found)?:
                let merged = MergedDesign(MatchResult(matching: found, mode: design.mode))
                do {
                    result.designs.append((merged, try InterfaceBuilderMerger.Plan(design: merged, device: device)))
                    continue
                } catch {
                    reason = error.diagnostics.first?.message ?? "it cannot be merged"
                }
            case .failure(let error)?:
                reason = error.diagnostics.first?.message ?? "its layouts are not found"
            case nil:
                reason = "its layouts are not found"
            }
            let property = outlet[attribute: Names.property] ?? ""
            let shown = sceneID.map { "'\(TerminalText.shortened($0))'" } ?? "without id"
            result.diagnostics.append(.warning(
                .notExpressible,
                "scene \(shown) holds a design of its own (outlet '\(TerminalText.shortened(property))') that cannot be merged (\(reason)); the merged document leaves this scene as it is",
                at: outlet.location(in: design.liveFile)))
        }
        return result
    }
}

extension LiveDocumentMerger {
    /// A warning for each other scene's design when the merge converts the live design alone
    /// (constraints are synthesized for that one): each scene is said to be left as it is, with the
    /// flags that convert it.
    static func otherSceneWarnings(in tree: XMLTree, liveRootID: String, file: String) -> [Diagnostic] {
        scenesWithDesigns(in: tree, liveRootID: liveRootID).map { scene, outlet in
            let property = outlet[attribute: Names.property] ?? ""
            let sceneID = scene[attribute: Names.sceneID].map { "'\(TerminalText.shortened($0))'" } ?? "without id"
            return .warning(
                .notExpressible,
                "scene \(sceneID) holds a design of its own (outlet '\(TerminalText.shortened(property))'); merge --auto-layout converts one design, that of the live view '\(TerminalText.shortened(liveRootID))', and leaves this scene as it is: a merge by frame variations converts every scene's design",
                at: outlet.location(in: file))
        }
    }
}
