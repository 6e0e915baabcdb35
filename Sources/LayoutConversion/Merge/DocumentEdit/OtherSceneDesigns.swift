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

    /// A part of the live document with a design of its own: a storyboard's scene or a .xib's
    /// top-level view controller, with the outlet that names a layout.
    struct DesignHolder {
        var element: Element
        var outlet: Element
        /// The scene id or the controller's id: what the layout finder's design of it is told by.
        var key: String?
        /// How messages name it: `scene 'S3'`, `top-level <viewController> 'VC'`,
        /// `<viewController> 'RVC' inside <navigationController>`.
        var label: String
    }

    /// Each scene of a storyboard, and each top-level view controller of a .xib, besides the one
    /// holding the live view `liveRootID`, whose owner names a layout by one of the default outlet
    /// names, with that outlet; and a .xib's File's Owner when the live design is another owner's
    /// (`liveOwnerID`, a controller's design chosen by its ids).
    static func partsWithDesigns(in tree: XMLTree, liveRootID: String, liveOwnerID: String?) -> [DesignHolder] {
        let layoutOutlets = Set(LayoutOptions.defaultPortraitOutlets + LayoutOptions.defaultLandscapeOutlets)
        var found: [DesignHolder] = []
        if let scenes = tree.root.firstElement(named: Names.scenes) {
            for scene in scenes.elements where scene.name == Names.scene && !scene.contains(id: liveRootID) {
                var outlet: Element?
                scene.forEachElement { element in
                    if outlet == nil, element.name == Names.outlet, let property = element[attribute: Names.property], layoutOutlets.contains(property) {
                        outlet = element
                    }
                }
                guard let outlet else { continue }
                let sceneID = scene[attribute: Names.sceneID]
                found.append(DesignHolder(element: scene, outlet: outlet, key: sceneID,
                                          label: "scene " + shown(sceneID)))
            }
        } else if let objects = tree.root.firstElement(named: Names.objects) {
            let controllers = xibControllers(in: objects)
            // File's Owner's design is another one only when the live design is a controller's.
            let liveIsController = liveOwnerID.map { id in controllers.contains { $0.element[attribute: Names.id] == id } } ?? false
            if liveIsController, let owner = objects.elements.first(where: {
                $0.name == Names.placeholder && $0[attribute: Names.placeholderIdentifier] == Names.filesOwnerIdentifier
            }), let outlet = layoutOutlet(of: owner, among: layoutOutlets) {
                found.append(DesignHolder(element: owner, outlet: outlet, key: owner[attribute: Names.id], label: "File's Owner"))
            }
            for (controller, container) in controllers {
                let id = controller[attribute: Names.id]
                if let id, id == liveOwnerID { continue }
                guard !controller.ownsElement(id: liveRootID), let outlet = layoutOutlet(of: controller, among: layoutOutlets) else { continue }
                found.append(DesignHolder(element: controller, outlet: outlet, key: id,
                                          label: ModernIBNames.controllerLabel(element: controller.name, id: shown(id), container: container)))
            }
        }
        return found
    }

    /// An object id as messages show it: quoted and shortened, or `without id`.
    private static func shown(_ id: String?) -> String {
        id.map { "'\(TerminalText.shortened($0))'" } ?? "without id"
    }

    /// The view controllers of a .xib's `<objects>`: each top-level one and, under it, those a
    /// container holds (a navigation controller's root, a tab bar controller's children), parents first.
    /// A nested one comes with its container's element name.
    private static func xibControllers(in objects: Element) -> [(element: Element, container: String?)] {
        var found: [(element: Element, container: String?)] = []
        func collectNested(under element: Element, container: String) {
            for child in element.elements {
                if child.name.hasSuffix(Names.controllerSuffix) {
                    found.append((child, container))
                    collectNested(under: child, container: child.name)
                } else {
                    collectNested(under: child, container: container)
                }
            }
        }
        for element in objects.elements where element.name.hasSuffix(Names.controllerSuffix) {
            found.append((element, nil))
            collectNested(under: element, container: element.name)
        }
        return found
    }

    /// The first outlet of `owner`'s own connections whose property is one of `names`.
    private static func layoutOutlet(of owner: Element, among names: Set<String>) -> Element? {
        owner.firstElement(named: Names.connections)?.elements.first { element in
            element.name == Names.outlet && element[attribute: Names.property].map(names.contains) == true
        }
    }

    /// The other scenes' designs of `design`'s live document (see ``OtherScenes``). The document
    /// is imported again only when a scene of `tree` names a layout.
    static func otherScenes(of design: MergedDesign, in tree: XMLTree, device: Device) -> OtherScenes {
        let holders = partsWithDesigns(in: tree, liveRootID: design.live.id.rawValue, liveOwnerID: design.ownerID)
        guard !holders.isEmpty else { return OtherScenes() }
        var result = OtherScenes()
        let options = LayoutOptions()
        // Each design by its scene's id, or by its owner's for a .xib's top-level controller.
        var designs: [String: Result<Design, DiagnosticError>] = [:]
        if let document = try? ImportResult(source: design.reads.source(of: design.liveFile)).document, let first = try? LayoutFinder.findLayouts(in: [document], options: options) {
            if let key = first.liveSceneID ?? first.liveOwnerID { designs[key] = .success(first) }
            for other in LayoutFinder.otherDesigns(in: document, besides: first, options: options) {
                if let key = other.scene.id?.rawValue ?? other.scene.ownerID { designs[key] = other.design }
            }
        }
        for holder in holders {
            let reason: String
            switch holder.key.flatMap({ designs[$0] }) {
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
            let property = holder.outlet[attribute: Names.property] ?? ""
            result.diagnostics.append(.warning(
                .notExpressible,
                "\(holder.label) holds a design of its own (outlet '\(TerminalText.shortened(property))') that cannot be merged (\(reason)); the merged document leaves its layouts as they are",
                at: holder.outlet.location(in: design.liveFile)))
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
    /// A warning for each other scene's (or .xib top-level controller's) design when the merge
    /// converts the live design alone (constraints are synthesized for that one): each is said to
    /// be left as it is, with the merge that converts it.
    static func otherSceneWarnings(in tree: XMLTree, liveRootID: String, liveOwnerID: String?, file: String) -> [Diagnostic] {
        partsWithDesigns(in: tree, liveRootID: liveRootID, liveOwnerID: liveOwnerID).map { holder in
            let property = holder.outlet[attribute: Names.property] ?? ""
            return .warning(
                .notExpressible,
                "\(holder.label) holds a design of its own (outlet '\(TerminalText.shortened(property))'); a merge with synthesized constraints converts one design, that of the live view '\(TerminalText.shortened(liveRootID))', and leaves this design as it is: a merge by frame variations converts every design of the document",
                at: holder.outlet.location(in: file))
        }
    }
}
