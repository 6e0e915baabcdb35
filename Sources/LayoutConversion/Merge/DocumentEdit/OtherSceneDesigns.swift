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
        if let document = try? ImportResult(source: design.reads.source(of: design.liveFile)).document, let first = try? LayoutFinder.findLayouts(in: [document], options: options) {
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
                let match = MatchResult(matching: found, mode: design.mode)
                let merged = MergedDesign(match)
                do {
                    result.designs.append((merged, try InterfaceBuilderMerger.Plan(design: merged, device: device)))
                    // What matching the scene found (a view without counterpart, say), as the
                    // live design's is reported.
                    result.diagnostics += match.diagnostics
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
    /// Edits the other scenes' designs (``otherScenes(of:in:device:)``) into `tree`, each planned
    /// and applied on its own scene alone, the document's ids (`documentIDs`) passed from one to
    /// the next, so that the cost grows with the document and not with scenes times document; the
    /// resources only their removed drawings used are removed once, after all.
    static func mergeOtherScenes(_ designs: [(design: MergedDesign, plan: InterfaceBuilderMerger.Plan)], into tree: inout XMLTree,
                                 documentIDs: DocumentIDs) -> (diagnostics: [Diagnostic], edits: LiveDocumentMerge.Edits) {
        var diagnostics: [Diagnostic] = []
        var edits = LiveDocumentMerge.Edits()
        var documentIDs = documentIDs
        let usedBefore = tree.root.valuesOutsideResources()
        // The scenes moved out of the tree while they are edited, so that each is edited in place.
        var scenes: Element?
        let scenesIndex = tree.root.indexOfElement(named: Names.scenes)
        if let scenesIndex, case .element(let element) = tree.root.children[scenesIndex] {
            tree.root.children[scenesIndex] = .element(Element(Names.scenes))
            scenes = element
        }
        var sceneIndex: [String: Int] = [:]
        for (index, node) in (scenes?.children ?? []).enumerated() {
            if let id = node.element.flatMap({ $0.name == Names.scene ? $0[attribute: Names.sceneID] : nil }), sceneIndex[id] == nil { sceneIndex[id] = index }
        }
        /// Plans and applies one design on `part` (its scene, or the whole document).
        func edit(_ other: MergedDesign, plan: InterfaceBuilderMerger.Plan, in part: inout XMLTree) {
            var state = EditState(design: other, tree: part, documentIDs: documentIDs)
            guard state.holdsLiveViews else { return }
            state.planViews(plan: plan)
            for template in other.templates where template.file == other.liveFile {
                state.planTemplate(template, source: part, sameFile: true, plan: plan)
            }
            state.apply(to: &part, documentWide: false)
            diagnostics += plan.diagnostics + state.diagnostics
            edits.absorb(state.edits)
            documentIDs = state.documentIDs
        }
        var unscoped: [(design: MergedDesign, plan: InterfaceBuilderMerger.Plan)] = []
        for (other, otherPlan) in designs {
            guard let index = other.sceneID.flatMap({ sceneIndex[$0] }), case .element(let scene)? = scenes?.children[index] else {
                unscoped.append((other, otherPlan))
                continue
            }
            scenes?.children[index] = .element(Element(Names.scene))
            var sceneTree = XMLTree(declaration: nil, root: scene)
            edit(other, plan: otherPlan, in: &sceneTree)
            scenes?.children[index] = .element(sceneTree.root)
        }
        if let scenesIndex, let scenes { tree.root.children[scenesIndex] = .element(scenes) }
        for (other, otherPlan) in unscoped { edit(other, plan: otherPlan, in: &tree) }
        let removed = removeResourcesOfRemovedDrawings(from: &tree, brought: [], usedBefore: usedBefore)
        edits.removedResources += removed
        if let first = designs.first, let note = removedResourcesNote(removed, at: first.design.live.location ?? SourceLocation(file: first.design.liveFile)) {
            diagnostics.append(note)
        }
        return (diagnostics, edits)
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

extension LiveDocumentMerger {
    /// A warning for each top-level view controller of a .xib whose own outlets name a layout by
    /// one of the default outlet names (besides one holding the live view `liveRootID`): a .xib's
    /// design is read from its File's Owner's outlets, so merge leaves that controller's layouts
    /// as they are, and says so rather than pass them over.
    static func xibControllerWarnings(in tree: XMLTree, liveRootID: String, file: String) -> [Diagnostic] {
        guard let objects = tree.root.firstElement(named: Names.objects) else { return [] }
        let layoutOutlets = Set(LayoutOptions.defaultPortraitOutlets + LayoutOptions.defaultLandscapeOutlets)
        var warnings: [Diagnostic] = []
        for controller in objects.elements where controller.name.hasSuffix(Names.controllerSuffix) && !controller.contains(id: liveRootID) {
            guard let outlet = controller.firstElement(named: Names.connections)?.elements.first(where: { element in
                element.name == Names.outlet && element[attribute: Names.property].map(layoutOutlets.contains) == true
            }) else { continue }
            let property = outlet[attribute: Names.property] ?? ""
            let id = controller[attribute: Names.id].map { "'\(TerminalText.shortened($0))'" } ?? "without id"
            warnings.append(.warning(
                .notExpressible,
                "top-level <\(TerminalText.shortened(controller.name))> \(id) holds a design of its own (outlet '\(TerminalText.shortened(property))'), which merge does not convert: a .xib's design is read from its File's Owner's outlets; the merged document leaves this controller's layouts as they are (move the design into a .xib of its own, with the controller's class as File's Owner, or into a storyboard scene)",
                at: outlet.location(in: file)))
        }
        return warnings
    }
}
