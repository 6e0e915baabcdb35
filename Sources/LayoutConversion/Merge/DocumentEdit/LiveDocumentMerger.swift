#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutCore
import LayoutDocuments
import LayoutMatching
import LayoutSynthesis
import LayoutXML

/// Merges a design by editing the live layout's own modern document: everything the designer
/// wrote stays as it was (fonts, colours, states, constraints, accessibility, every scene and
/// segue, every object's connections, comments), and only what the conversion needs changes:
///
/// - each live view whose landscape frame differs gets a `heightClass=compact` frame variation
///   (never one equal to its base), and a `heightClass=regular` one when the portrait layout is not
///   the one drawn;
/// - a view hidden in one orientation only is not installed in that size class (its superview's
///   `<mask key="subviews">`); one drawn hidden but shown in some orientation loses its `hidden`
///   flag, since Interface Builder varies installation, not the flag;
/// - the variations' frames and subview masks the live document had are replaced by these, which
///   say what the phone shows in each orientation (constraint masks and constant variations stay);
/// - views drawn in the landscape layout only are grafted under their live parent with their
///   whole subtree, installed in height-compact only; their ids, and any id of the template's
///   document that the live document already uses, are renumbered in Xcode's style, and every
///   reference follows;
/// - the landscape document's connections are carried to the live counterparts of their objects
///   through the match table, never by id; what cannot be mapped is a warning naming it;
/// - a landscape template drawn in the live document itself (a one-file design) is removed, its
///   layout being the variations now, and connections naming its views name their counterparts;
/// - `<resources>` becomes the union of the documents' resources;
/// - the header gets `useTraitCollections="YES"`, and Auto Layout, a tools version and a deployment
///   target that have size classes where it declares less (a note says so).
///
/// Given synthesized constraints, the views are placed by them instead of frame variations: each
/// superview gets its subviews' `<constraint>`s (fresh ids, the height-compact constants as
/// variations), each placed view `translatesAutoresizingMaskIntoConstraints="NO"` and its portrait
/// frame, and the header `useAutolayout="YES"`; no frame variation is written.
package enum LiveDocumentMerger {
    typealias Names = ModernIBNames
    typealias Element = XMLTree.Element

    /// What merging the design by editing its live document gives.
    package enum Outcome {
        /// The live document edited.
        case merged(LiveDocumentMerge)
        /// Why the design's documents cannot be edited into the target (the caller writes the
        /// document from the views' model instead).
        case notApplicable(String)
    }

    /// The live document edited, when it is a modern document of the target's kind (`.xib` or
    /// `.storyboard`) that still holds the live views, and every template's document is modern.
    ///
    /// Given the phone (`device`), the designs of the storyboard's other scenes, or of the .xib's
    /// top-level view controllers, are merged into the same document too (see
    /// ``otherScenes(of:in:device:)``); without it (constraints synthesized for the live design
    /// alone) each is said to be left as it is.
    package static func merge(_ design: MergedDesign, plan: InterfaceBuilderMerger.Plan, format: Document.Format,
                              synthesis: SynthesisResult? = nil, device: Device? = nil) -> Outcome {
        var upgradeDiagnostics: [Diagnostic] = []
        // One tree of the live document, edited in place: a second binding would keep the
        // unedited tree alive beside it.
        var tree: XMLTree
        // The design's reads are let go once the trees are built and the other scenes imported:
        // beside the model and the tree, they would be one more copy of the input at the peak.
        defer { design.reads?.release() }
        switch modernDocument(at: design.liveFile, role: "the live file", reads: design.reads) {
        case .unusable(let reason): return .notApplicable(reason)
        case .document(let read, let diagnostics):
            tree = read
            upgradeDiagnostics += diagnostics
        }
        let isStoryboard = tree.root[attribute: Names.type]?.contains(Names.storyboardTypeMarker) ?? false
        if !isStoryboard, format == .storyboard { return storyboardOfXibMerge(design, plan: plan, synthesis: synthesis, device: device) }
        if isStoryboard != (format == .storyboard) {
            return .notApplicable("the live file is a \(isStoryboard ? ".storyboard" : ".xib"), and a document cannot be edited into the other kind")
        }
        var sources: [String: XMLTree] = [:]
        for template in design.templates where template.file != design.liveFile && sources[template.file] == nil {
            switch modernDocument(at: template.file, role: "the \(template.layoutName) layout's file", reads: design.reads) {
            case .unusable(let reason): return .notApplicable(reason)
            case .document(let document, let diagnostics):
                sources[template.file] = document
                upgradeDiagnostics += diagnostics
            }
        }
        var state = EditState(design: design, tree: tree)
        state.synthesis = synthesis
        state.rootIsControllerView = design.rootIsControllerView(writtenAs: format)
        guard state.holdsLiveViews else { return .notApplicable("the live file no longer holds the live views") }
        let others = device.map { otherScenes(of: design, in: tree, device: $0) }
            ?? OtherScenes(diagnostics: otherSceneWarnings(in: tree, liveRootID: design.live.id.rawValue, liveOwnerID: design.ownerID, file: design.liveFile))
        design.reads?.release()
        state.planViews(plan: plan)
        for template in design.templates {
            let sameFile = template.file == design.liveFile
            guard let source = sameFile ? tree : sources[template.file] else { continue }
            state.planTemplate(template, source: source, sameFile: sameFile, plan: plan)
        }
        sources = [:]
        state.apply(to: &tree)
        var diagnostics = upgradeDiagnostics + state.diagnostics + others.diagnostics
        var edits = state.edits
        if !others.designs.isEmpty {
            let merged = mergeOtherScenes(others.designs, into: &tree, documentIDs: state.documentIDs)
            diagnostics += merged.diagnostics
            edits.absorb(merged.edits)
        }
        do {
            // The merged text is about the live document's size: variations added, a drawing removed.
            let size = FileSize.of(design.liveFile)
            let text = try XMLTreeWriter.string(from: tree, capacity: size + size / 8)
            return .merged(LiveDocumentMerge(text: text, diagnostics: diagnostics, edits: edits, failed: false))
        } catch {
            diagnostics.append(.error(.invalidValue, "the merged document cannot be written: \(error.description)", at: SourceLocation(file: design.liveFile)))
            return .merged(LiveDocumentMerge(text: "", diagnostics: diagnostics, edits: edits, failed: true))
        }
    }

    /// A design's document as a modern tree.
    package enum ModernDocument {
        /// The document, and what upgrading it from a legacy archive had to say.
        case document(XMLTree, upgradeDiagnostics: [Diagnostic])
        /// Why there is none.
        case unusable(String)
    }

    /// The modern document at `path` as it is, or the legacy archive there upgraded the way Xcode
    /// upgrades it (``LegacyUpgrader``), so that a legacy design is merged as its upgrade would be;
    /// from the file's bytes in `reads` while they are held there.
    package static func modernDocument(at path: String, role: String, reads: DocumentReads? = nil) -> ModernDocument {
        let bytes: [UInt8]
        switch reads.source(of: path) {
        case .file:
            guard let read = try? OpenedXMLFile(path: path).bytes() else { return .unusable("\(role) cannot be read again") }
            bytes = read
        case .bytes(let held, _): bytes = held
        }
        // The root is told from the document's start: an archive is upgraded from its bytes,
        // never held as a tree of its own beside the upgrade's.
        let source = DocumentSource.bytes(bytes, path: path)
        guard let root = try? DocumentImporter.rootElementName(of: source) else { return .unusable("\(role) cannot be read again as XML") }
        switch root {
        case Names.document:
            guard var tree = try? XMLTree.read(bytes: bytes, name: path) else { return .unusable("\(role) cannot be read again as XML") }
            var diagnostics = RepeatedIDs.renumber(&tree, file: path)
            if let declaration = tree.droppedDocumentType {
                diagnostics.append(declaration.droppedWarning(of: role, into: "merged", file: path))
            }
            return .document(tree, upgradeDiagnostics: diagnostics)
        case LegacyIBNames.archiveElement:
            do {
                let upgraded = try LegacyUpgrader.tree(from: source)
                return .document(upgraded.tree, upgradeDiagnostics: upgraded.diagnostics)
            } catch {
                return .unusable("\(role) is a legacy archive that cannot be upgraded (\(error.diagnostics.first?.message ?? "no reason given"))")
            }
        default:
            return .unusable("\(role) is not an Interface Builder document")
        }
    }

    /// What the merge decides before it touches the tree, keyed by object id, then applies in one
    /// walk (ids stay put while paths would not).
    struct EditState {
        let design: MergedDesign
        /// Every id the live document uses, and those given since.
        var taken: Set<String> = []
        var ids = IBIDGenerator()
        /// The live views' ids, in pre-order and as a set, and each one's parent.
        var liveOrder: [String] = []
        var liveViews: Set<String> = []
        var parent: [String: String] = [:]
        /// The live views' elements as read.
        var elements: [String: Element] = [:]
        /// The live document's owner and first responder ids (in the live scene).
        var ownerID: String?
        var firstResponderID: String?
        var holdsLiveViews = true

        var frameVariations: [String: [(traits: SizeClassTraits, frame: Rect)]] = [:]
        var masks: [String: [(traits: SizeClassTraits, id: String, installed: Bool)]] = [:]
        var grafts: [String: [Element]] = [:]
        var carried: [String: [(connection: Element, file: String)]] = [:]
        /// One-file designs: the template roots removed, and every view id of those templates
        /// with the id its connections now name (`nil`: none).
        var removedRoots: Set<String> = []
        var repoint: [String: String?] = [:]
        /// The layout whose drawing held each removed view id.
        var removedLayouts: [String: String] = [:]
        /// The layout that alone draws each grafted view (by its id in the merged document).
        var graftedLayouts: [String: String] = [:]
        var resources: [Element] = []
        var edits = LiveDocumentMerge.Edits()
        var diagnostics: [Diagnostic] = []
        /// The constraints that place the live views instead of frame variations, when given.
        var synthesis: SynthesisResult?
        /// Whether the screen sizes the live root; a root nothing sizes keeps its frame variations
        /// when constraints place its subviews.
        var rootIsControllerView = true
        /// Placed by constraints: the portrait frames that differ from the drawn ones.
        var baseFrames: [String: Rect] = [:]
        /// Stack views the landscape layout draws along the other axis: that axis, for their
        /// height-compact variation.
        var compactAxes: [String: String] = [:]

        /// The state of `design` in `tree`; given `documentIDs` (every id of the document `tree` is
        /// part of, and a generator that knows them), `tree` may be one scene of that document, and
        /// only that scene is walked.
        init(design: MergedDesign, tree: XMLTree, documentIDs: DocumentIDs? = nil) {
            self.design = design
            let live = design.trees.live
            for index in 0..<Int32(live.count) {
                let id = live.id(of: index)
                liveOrder.append(id)
                liveViews.insert(id)
                for child in live.children(of: index) { parent[live.id(of: child)] = id }
            }
            var sceneOfLive: Element?
            var found: [String: Element] = [:]
            let seeded = documentIDs != nil
            tree.root.forEachElement { element in
                guard let id = element[attribute: Names.id] else { return }
                if !seeded { taken.insert(id) }
                if liveViews.contains(id) { found[id] = element }
                if element.name == Names.scene, sceneOfLive == nil, element.contains(id: design.live.id.rawValue) { sceneOfLive = element }
            }
            if let documentIDs {
                taken = documentIDs.taken
                ids = documentIDs.generator
            } else {
                for id in taken { ids.reserve(id) }
            }
            elements = found
            // A view Interface Builder writes without an id (a collection view cell's content
            // view, which fills its cell) is held as its parent's child under its key.
            holdsLiveViews = liveViews.allSatisfy { id in
                found[id] != nil || ViewID(id).keyedInParent.map { keyed in
                    found[keyed.parent.rawValue]?.elements.contains { $0[attribute: Names.key] == keyed.key && $0[attribute: Names.id] == nil } ?? false
                } ?? false
            }
            // The owner: the scene's controller or the File's Owner; the first responder beside it.
            let scope = sceneOfLive ?? tree.root
            scope.forEachElement { element in
                switch element[attribute: Names.placeholderIdentifier] {
                case Names.filesOwnerIdentifier?: if ownerID == nil { ownerID = element[attribute: Names.id] }
                case Names.firstResponderIdentifier?: if firstResponderID == nil { firstResponderID = element[attribute: Names.id] }
                default: break
                }
            }
            if let owner = design.ownerID { ownerID = owner }
        }

        // MARK: Planning

        /// Frame variations, installation and warnings for every live view.
        mutating func planViews(plan: InterfaceBuilderMerger.Plan) {
            let live = design.trees.live
            let constrained = Set(synthesis?.views.filter { !$0.isPlacedBySuperview }.map(\.id) ?? [])
            for index in 0..<Int32(live.count) {
                let (id, frame) = live.node(index) { ($0.pointee.id, $0.pointee.frame) }
                guard let portrait = plan.base.attributes(id: id), let landscape = plan.compact.attributes(id: id) else { continue }
                let isRoot = id.rawValue == design.live.id.rawValue
                let placedByConstraints = !isRoot && constrained.contains(id)
                diagnostics += live.node(index) { InterfaceBuilderMerger.Plan.warnings(
                    for: $0.pointee, portrait: portrait, landscape: landscape, isRoot: isRoot, placedByConstraints: placedByConstraints, frameVariations: synthesis == nil) }
                var variations: [(traits: SizeClassTraits, frame: Rect)] = []
                if synthesis != nil, !isRoot || rootIsControllerView {
                    // Constraints place the view in both size classes; the base frame is portrait's.
                    if portrait.frame != frame { baseFrames[id.rawValue] = portrait.frame }
                } else if portrait.frame != frame {
                    variations.append((LiveDocumentMerger.portraitTraits, portrait.frame))
                    variations.append((InterfaceBuilderMerger.landscapeTraits, landscape.frame))
                } else if landscape.frame != portrait.frame {
                    // A variation equal to the base says nothing: never written.
                    variations.append((InterfaceBuilderMerger.landscapeTraits, landscape.frame))
                }
                if !variations.isEmpty { frameVariations[id.rawValue] = variations }
                guard !isRoot, let parentID = parent[id.rawValue] else { continue }
                let drawnHidden = elements[id.rawValue]?[attribute: Names.hidden] == Names.yes
                if drawnHidden, portrait.isHidden, landscape.isHidden { continue }
                if drawnHidden {
                    edits.unhidden.append(id.rawValue)
                }
                install(id.rawValue, under: parentID, base: !portrait.isHidden, compact: !landscape.isHidden)
            }
        }

        /// The mask entries that install a view in the base size class or not, and in
        /// height-compact where that differs.
        mutating func install(_ id: String, under parentID: String, base: Bool, compact: Bool) {
            if !base { masks[parentID, default: []].append((SizeClassTraits.base, id, false)) }
            if compact != base { masks[parentID, default: []].append((InterfaceBuilderMerger.landscapeTraits, id, compact)) }
        }

        /// Grafts, connections and resources of one template's document.
        mutating func planTemplate(_ template: MergedDesign.TemplateSource, source: XMLTree, sameFile: Bool, plan: InterfaceBuilderMerger.Plan) {
            // The template's own tree leaves a one-file document: its layout is variations now.
            let removes = sameFile && !liveViews.contains(template.rootID)
            var sourceIDs: [String: Element] = [:]
            var removedIDs: Set<String> = []
            var sourceOwners: Set<String> = []
            var sourceResponders: Set<String> = []
            source.root.forEachElement { element in
                guard let id = element[attribute: Names.id] else { return }
                sourceIDs[id] = element
                if element[attribute: Names.placeholderIdentifier] == Names.filesOwnerIdentifier { sourceOwners.insert(id) }
                if element[attribute: Names.placeholderIdentifier] == Names.firstResponderIdentifier { sourceResponders.insert(id) }
                if element[attribute: Names.sceneMemberID] == Names.viewControllerMember, element.contains(id: template.rootID) { sourceOwners.insert(id) }
            }
            if removes, let root = sourceIDs[template.rootID] {
                if let placement = source.root.placement(ofID: template.rootID), placement.parent != Names.objects, let enclosing = placement.enclosing {
                    let at = root.location(in: template.file)
                    diagnostics.append(.warning(.notExpressible, "the \(template.layoutName) layout '\(TerminalText.shortened(template.rootID))' is drawn inside <\(TerminalText.shortened(enclosing.name))> '\(TerminalText.shortened(enclosing.id))', not as a top-level view; the merged document removes it from there, its layout being the variations now", at: at))
                }
                removedRoots.insert(template.rootID)
                edits.removedTemplates.append(template.rootID)
                root.forEachElement { if let id = $0[attribute: Names.id] { removedIDs.insert(id) } }
                taken.subtract(removedIDs)
            }
            // What the template draws differently in a matched view stays the live drawing's.
            let isCompact = plan.compactLayout.map { design.layouts[$0].name.rawValue == template.layoutName } ?? false
            let horizontal = ViewAutoLayout.StackViewProperties.Axis.horizontal.rawValue
            var templateIDs: [String: [String]] = [:]
            for (templateID, liveID) in template.liveIDs { templateIDs[liveID, default: []].append(templateID) }
            var accessibilityOnly: [(templateID: String, at: SourceLocation)] = []
            for liveID in liveOrder {
                guard let live = elements[liveID] else { continue }
                for templateID in (templateIDs[liveID] ?? []).sorted() {
                    guard let drawn = sourceIDs[templateID], !(sameFile && templateID == liveID) else { continue }
                    var differences = DrawingDifferences.between(live: live, template: drawn)
                    // A stack view's axis is a size-class variation Interface Builder writes.
                    if live.name == Names.stackViewElement, isCompact, (live[attribute: Names.axis] ?? horizontal) != (drawn[attribute: Names.axis] ?? horizontal) {
                        compactAxes[liveID] = drawn[attribute: Names.axis] ?? horizontal
                        differences.removeAll { $0.label == Names.axis }
                    }
                    guard !differences.isEmpty else { continue }
                    let at = drawn.location(in: template.file)
                    if differences.allSatisfy(\.isAccessibility) {
                        accessibilityOnly.append((templateID, at))
                        continue
                    }
                    let described = differences.map(\.description).joined(separator: "; ")
                    diagnostics.append(.warning(.notExpressible, "the \(template.layoutName) layout draws '\(TerminalText.shortened(templateID))' (live '\(TerminalText.shortened(liveID))') with \(described), which no size-class variation of the merged document carries; it keeps the live layout's", at: at))
                }
            }
            if let first = accessibilityOnly.first {
                // A drawing that simply lacks accessibility labels: one note for the design.
                let views = accessibilityOnly.map { "'\(TerminalText.shortened($0.templateID))'" }.joined(separator: ", ")
                diagnostics.append(Diagnostic(
                    severity: .note, location: first.at, rule: .notExpressible,
                    message: "the \(template.layoutName) layout draws \(accessibilityOnly.count) view\(accessibilityOnly.count == 1 ? "" : "s") with other accessibility settings only (\(views)); the merged document keeps the live layout's",
                    notes: accessibilityOnly.dropFirst().map { DiagnosticNote(location: $0.at, message: "'\(TerminalText.shortened($0.templateID))'") }))
            }
            // Grafts first: their ids are what the connections below may name.
            var grafted: [String: String] = [:]
            var graftedIDs: Set<String> = []
            var graftRoots: Set<String> = []
            let matched = template.liveIDs
            let additions = design.additions.filter { $0.layoutName == template.layoutName }
            var graftElements: [(parentID: String, element: Element, addition: MergedDesign.Addition)] = []
            // A prefix declared above a grafted view in its own file names nothing where it lands.
            let inherited = source.root.inheritedNamespaces(of: Set(additions.map(\.templateID)))
            for addition in additions {
                guard var element = sourceIDs[addition.templateID] else { continue }
                element.declareUsedNamespaces(inherited[addition.templateID] ?? [])
                element.removeDescendants { $0[attribute: Names.id].map { matched[$0] != nil } ?? false }
                element.forEachElement { inner in
                    guard let id = inner[attribute: Names.id] else { return }
                    let new: String
                    if taken.contains(id) || graftedIDs.contains(id) {
                        new = ids.make("\(template.layoutName).\(id)")
                    } else {
                        new = id
                        ids.reserve(id)
                    }
                    grafted[id] = new
                    graftedIDs.insert(new)
                }
                graftRoots.insert(addition.templateID)
                graftElements.append((addition.parentID, element, addition))
            }
            for value in grafted.values {
                taken.insert(value)
                graftedLayouts[value] = template.layoutName
            }
            let owner = ownerID
            let responder = firstResponderID
            let map = { (id: String) -> String? in
                if let new = grafted[id] { return new }
                if let live = matched[id] { return live }
                // In one file an owner is itself: a .xib controller's design must not take File's
                // Owner for its controller.
                if sourceOwners.contains(id) { return sameFile ? id : (owner ?? id) }
                if sourceResponders.contains(id) { return responder ?? id }
                // In a one-file design the other objects are the live document's own, but for
                // those of the removed drawing (its views' constraints, say).
                if sameFile { return removedIDs.contains(id) ? nil : id }
                return nil
            }
            for (parentID, var element, addition) in graftElements {
                for dropped in element.removeUncarriedReferences(map) {
                    let at = dropped.element.location(in: template.file)
                    diagnostics.append(.warning(.notExpressible, "the \(template.layoutName) layout's \(LiveDocumentMerger.describe(dropped.element)) in grafted view '\(TerminalText.shortened(addition.templateID))' names '\(TerminalText.shortened(dropped.id))' (\(dropped.attribute)), which has no counterpart in the live layout; the merged document leaves it out rather than name another object", at: at))
                }
                element.transformElements { inner in
                    if let id = inner[attribute: Names.id], let new = grafted[id] { inner[attribute: Names.id] = new }
                    for index in inner.attributes.indices where Names.isReference(attribute: inner.attributes[index].name, of: inner.name) {
                        if let new = map(inner.attributes[index].value) { inner.attributes[index].value = new }
                    }
                }
                let newID = element[attribute: Names.id] ?? addition.templateID
                let (base, compact) = plan.installation(of: addition, in: design)
                grafts[parentID, default: []].append(element)
                edits.grafted.append(newID)
                install(newID, under: parentID, base: base, compact: compact)
            }
            // Connections of the template's objects go to their live counterparts: in a one-file
            // design those of the removed tree; in a two-file one every object's.
            func walk(_ element: Element, insideTemplate: Bool) {
                if let id = element[attribute: Names.id], graftRoots.contains(id) { return }
                let inside = insideTemplate || element[attribute: Names.id] == template.rootID
                if element[attribute: Names.id] != nil, !sameFile || inside, let connections = element.firstElement(named: Names.connections),
                   let sourceID = element[attribute: Names.id] {
                    for connection in connections.elements {
                        carryConnection(connection, of: sourceID, file: template.file, layout: template.layoutName, map: map)
                    }
                }
                for child in element.elements { walk(child, insideTemplate: inside) }
            }
            if !sameFile || removes { walk(source.root, insideTemplate: false) }
            if removes {
                // Connections elsewhere in the document that name the removed drawing's objects
                // name their counterparts; one with none (a view neither matched nor grafted, a
                // constraint outside the grafts) has no place, and what names it is left out.
                for id in removedIDs {
                    repoint[id] = .some(grafted[id] ?? matched[id])
                    removedLayouts[id] = template.layoutName
                }
            }
            if !sameFile, let extra = source.root.firstElement(named: Names.resources) {
                resources += extra.elements
            }
        }

        /// Adds one connection of the template's object `sourceID` to the live counterpart, or
        /// warns that it has none.
        mutating func carryConnection(_ connection: Element, of sourceID: String, file: String, layout: String,
                                      map: (String) -> String?) {
            let at = connection.location(in: file)
            let name = LiveDocumentMerger.describe(connection)
            guard let target = map(sourceID) else {
                diagnostics.append(.warning(.notExpressible, "the \(layout) layout's \(name) belongs to '\(TerminalText.shortened(sourceID))', which has no counterpart in the live layout; the merged document leaves it out", at: at))
                return
            }
            var copy = connection
            if let destination = connection[attribute: Names.destination] {
                guard let mapped = map(destination) else {
                    diagnostics.append(.warning(.notExpressible, "the \(layout) layout's \(name) of '\(TerminalText.shortened(sourceID))' names '\(TerminalText.shortened(destination))', which has no counterpart in the live layout; the merged document leaves it out", at: at))
                    return
                }
                copy[attribute: Names.destination] = mapped
                if connection.name == Names.outlet || connection.name == Names.outletCollection, let only = graftedLayouts[mapped] {
                    diagnostics.append(.warning(.notExpressible, "the \(layout) layout's \(name) names '\(TerminalText.shortened(destination))', \(LiveDocumentMerger.drawnInOneLayout(only))", at: at))
                }
            }
            carried[target, default: []].append((copy, file))
        }

        // MARK: Applying

        /// Applies the plan to `tree`; with `documentWide` false, `tree` is one scene of the
        /// document, and the header and resources are left to the caller.
        mutating func apply(to tree: inout XMLTree, documentWide: Bool = true) {
            // The live elements as read hold subtrees of the tree: kept, every element the walk
            // below edits would be copied, the unedited tree staying alive beside the edited one.
            elements = [:]
            let usedBefore = documentWide ? tree.root.valuesOutsideResources() : []
            // Re-point and remove first, so that what is grafted below is not taken for the removed.
            if !removedRoots.isEmpty {
                var warnings: [Diagnostic] = []
                let repoint = self.repoint
                let removedRoots = self.removedRoots
                let file = design.liveFile
                var changed: [String: String] = [:]
                var before: [String: String] = [:]
                tree.root.transformElements { element in
                    element.children.removeAll { node in
                        node.element.flatMap { $0[attribute: Names.id] }.map(removedRoots.contains) ?? false
                    }
                    guard element.name == Names.connections else { return }
                    element.children.removeAll { node in
                        guard let connection = node.element, let destination = connection[attribute: Names.destination],
                              let entry = repoint[destination] else { return false }
                        if entry == nil {
                            let at = connection.location(in: file)
                            warnings.append(.warning(.notExpressible, "\(LiveDocumentMerger.describe(connection)) names '\(TerminalText.shortened(destination))' of the landscape drawing, which has no place in the merged hierarchy; the merged document leaves it out", at: at))
                        }
                        return entry == nil
                    }
                    for index in element.children.indices {
                        guard case .element(var connection) = element.children[index], let destination = connection[attribute: Names.destination],
                              let entry = repoint[destination], let target = entry else { continue }
                        connection[attribute: Names.destination] = target
                        if let id = connection[attribute: Names.id] {
                            changed[id] = target
                            before[id] = destination
                        }
                        element.children[index] = .element(connection)
                    }
                }
                diagnostics += warnings
                edits.repointed = changed
                diagnostics += LiveDocumentMerger.repointedOutletWarnings(
                    changed, before: before, removedRoots: removedRoots, layouts: removedLayouts, grafted: graftedLayouts, in: tree, file: file)
            }
            let state = self
            let unhidden = Set(edits.unhidden)
            var added: [String] = []
            var warnings: [Diagnostic] = []
            var generator = ids
            var taken = self.taken
            let (placedBy, unplaced) = synthesis?.constraintsBySuperview(definedIDs: taken) ?? ([:], [])
            // Only a view the synthesis placed stops translating its mask: one drawn in a single
            // layout, or placed by its container, keeps it.
            let constrained = Set(synthesis?.views.filter { !$0.isPlacedBySuperview && !unplaced.contains($0.id.rawValue) }.map(\.id.rawValue) ?? [])
            let rootID = design.live.id.rawValue
            var relatesToSafeArea = false
            tree.root.transformElements { element in
                guard let id = element[attribute: Names.id] else { return }
                if state.liveViews.contains(id) {
                    if unhidden.contains(id) { element[attribute: Names.hidden] = nil }
                    element.removeSizeClassLayout()
                    if let grafts = state.grafts[id] { element.addSubviews(grafts) }
                    if state.synthesis != nil {
                        if let frame = state.baseFrames[id] { element.setFrame(frame) }
                        if id != rootID, constrained.contains(id) { element[attribute: Names.translatesAutoresizingMask] = Names.no }
                        if let constraints = placedBy[id] {
                            // Only the root's subviews are related to the safe area: the guide is the root's.
                            let guideID = id == rootID && constraints.contains { $0.item == .safeArea } ? element.safeAreaGuideID(generator: &generator) : nil
                            if guideID != nil { relatesToSafeArea = true }
                            element.addConstraints(Element.constraints(constraints, superviewID: id, rootID: rootID, safeAreaGuideID: guideID, generator: &generator, taken: &taken))
                        }
                    }
                    element.addVariations(frames: state.frameVariations[id] ?? [], masks: state.masks[id] ?? [],
                                          attributes: state.compactAxes[id].map { [(InterfaceBuilderMerger.landscapeTraits, XMLTree.Attribute(Names.axis, $0))] } ?? [])
                }
                if let connections = state.carried[id] {
                    for addition in element.addConnections(connections, ownerID: id, generator: &generator, taken: &taken) {
                        switch addition {
                        case .added(let new): added.append(new)
                        case .present: break
                        case .conflict(let warning): warnings.append(warning)
                        }
                    }
                }
            }
            ids = generator
            self.taken = taken
            diagnostics += warnings
            edits.addedConnections = added
            guard documentWide else { return }
            if let note = tree.root.requireSizeClasses(at: design.live.location ?? SourceLocation(file: design.liveFile), constrained: synthesis != nil) { diagnostics.append(note) }
            if relatesToSafeArea { tree.root.requireSafeAreas() }
            if !resources.isEmpty { tree.root.addResources(resources) }
            let at = design.live.location ?? SourceLocation(file: design.liveFile)
            edits.removedResources = LiveDocumentMerger.removeResourcesOfRemovedDrawings(from: &tree, brought: resources, usedBefore: usedBefore)
            if let note = LiveDocumentMerger.removedResourcesNote(edits.removedResources, at: at) { diagnostics.append(note) }
        }

        /// The document's ids as this state leaves them, for the design edited next.
        var documentIDs: DocumentIDs { DocumentIDs(taken: taken, generator: ids) }
    }

    /// Every id a document uses, and a generator of new ones that knows them: what the designs
    /// edited into one document share, so that one design's scene alone need be walked.
    struct DocumentIDs {
        var taken: Set<String>
        var generator: IBIDGenerator
    }

    /// The note that the resources `removed` (their names) are left out, `nil` when none is.
    static func removedResourcesNote(_ removed: [String], at location: SourceLocation) -> Diagnostic? {
        guard !removed.isEmpty else { return nil }
        let names = removed.map { "'\(TerminalText.shortened($0))'" }.joined(separator: ", ")
        return Diagnostic(severity: .note, location: location, rule: .notExpressible, message: "resources only the landscape drawing used are left out: \(names)")
    }

    /// The trait key of iPhone portrait: regular height, any width.
    static let portraitTraits: SizeClassTraits = "heightClass=regular"

    /// A connection as messages name it: `outlet 'label'`, `action 'tap:'`, `segue to 'X'`,
    /// `segue 'detail' to 'X'` (each value from the file shortened, as every value quoted in a
    /// message is).
    static func describe(_ connection: Element) -> String {
        let kind = TerminalText.shortened(connection.name)
        if let property = connection[attribute: Names.property] { return "\(kind) '\(TerminalText.shortened(property))'" }
        if let selector = connection[attribute: Names.selector] { return "\(kind) '\(TerminalText.shortened(selector))'" }
        let identifier = connection[attribute: Names.identifier].map { " '\(TerminalText.shortened($0))'" } ?? ""
        return "\(kind)\(identifier) to '\(TerminalText.shortened(connection[attribute: Names.destination] ?? ""))'"
    }
}

/// What ``LiveDocumentMerger`` wrote and what it changed beyond variations and masks.
package struct LiveDocumentMerge {
    /// What the merge changed in the live document besides adding variations and masks.
    package struct Edits: Hashable, Sendable {
        /// Views drawn hidden that some orientation shows: their `hidden` flag is removed, and
        /// their superview's masks install them where they show.
        package var unhidden: [String] = []
        /// Template trees of a one-file design removed from the document.
        package var removedTemplates: [String] = []
        /// Connections of the live document that named a removed template's view, by id, with
        /// the id they name now.
        package var repointed: [String: String] = [:]
        /// Views grafted from a template (their ids in the merged document).
        package var grafted: [String] = []
        /// Connections carried from a template's document (their ids in the merged document).
        package var addedConnections: [String] = []
        /// Resources of the live document that only a merged-away drawing used (their names).
        package var removedResources: [String] = []

        /// Adds what merging another design of the document changed.
        mutating func absorb(_ other: Edits) {
            unhidden += other.unhidden
            removedTemplates += other.removedTemplates
            repointed.merge(other.repointed) { first, _ in first }
            grafted += other.grafted
            addedConnections += other.addedConnections
            removedResources += other.removedResources
        }
    }

    package var text: String
    package var diagnostics: [Diagnostic]
    package var edits: Edits
    /// Whether the document could not be written (``diagnostics`` says why).
    package var failed: Bool
}

extension LiveDocumentMerger {
    /// A warning for each outlet (or outlet collection) that named a view of a removed drawing and
    /// names its counterpart in the merged hierarchy now (`changed`: connection id to new
    /// destination; `before`: to the old one; `layouts`: the drawing of each removed id). A
    /// drawing's root became the merged root: code that swaps that view in on rotation would swap
    /// in the one hierarchy the variations already lay out. Any other view became the live view
    /// that the variations place: code that changes it through this outlet for one layout now
    /// changes it in every layout. A view only that drawing has (`grafted`) is installed in its
    /// size class only.
    static func repointedOutletWarnings(_ changed: [String: String], before: [String: String], removedRoots: Set<String>, layouts: [String: String],
                                        grafted: [String: String], in tree: XMLTree, file: String) -> [Diagnostic] {
        guard !changed.isEmpty else { return [] }
        var warnings: [Diagnostic] = []
        tree.root.forEachElement { element in
            guard element.name == Names.outlet || element.name == Names.outletCollection, let id = element[attribute: Names.id],
                  let target = changed[id], let old = before[id],
                  let property = element[attribute: Names.property] else { return }
            let at = element.location(in: file)
            let layout = layouts[old] ?? "other"
            let what = element.name == Names.outlet ? "outlet" : "outlet collection"
            if let only = grafted[target] {
                let renamed = target == old ? "" : " (now '\(TerminalText.shortened(target))')"
                warnings.append(.warning(.notExpressible, "\(what) '\(TerminalText.shortened(property))' names '\(TerminalText.shortened(old))'\(renamed), \(drawnInOneLayout(only))", at: at))
            } else if removedRoots.contains(old) {
                warnings.append(.warning(
                    .notExpressible,
                    "\(what) '\(TerminalText.shortened(property))' named the \(layout) drawing's root and now names '\(TerminalText.shortened(target))', the merged root, whose height-compact variations are the landscape layout; remove the code that swaps views on rotation through this outlet (UIKit applies the variations itself), or the outlet",
                    at: at))
            } else {
                warnings.append(.warning(
                    .notExpressible,
                    "\(what) '\(TerminalText.shortened(property))' named '\(TerminalText.shortened(old))' of the \(layout) drawing and now names its counterpart '\(TerminalText.shortened(target))', the one view every layout shows; code that changes it through this outlet for the \(layout) layout now changes it in every layout: move that change into the drawing (a size-class variation), or remove the outlet",
                    at: at))
            }
        }
        return warnings
    }

    /// What an outlet naming a view that only `layout`'s drawing has now means.
    static func drawnInOneLayout(_ layout: String) -> String {
        "which only the \(layout) drawing has: the merged document installs it in that layout's size class only, so in the other it is out of its superview and what code does to it there shows nothing; draw it in both layouts (hidden where it must not show), or set the outlet from code"
    }

    /// Removes from `<resources>` what only the merged-away drawings used: the resources the
    /// template documents brought (`brought`) and those the live document's objects named before
    /// the merge (`usedBefore`), when no object names them any more; their names.
    static func removeResourcesOfRemovedDrawings(from tree: inout XMLTree, brought: [Element], usedBefore: Set<String>) -> [String] {
        let candidates = usedBefore.union(brought.compactMap { $0[attribute: Names.name] })
        return tree.root.removeUnusedResources(candidates: candidates, used: tree.root.valuesOutsideResources())
    }

    /// A .xib design merged as a storyboard: the .xib merge, its document then made a storyboard
    /// by moving its elements (``XibAsStoryboard``), so that both outputs carry the designer's own
    /// view XML alike.
    static func storyboardOfXibMerge(_ design: MergedDesign, plan: InterfaceBuilderMerger.Plan, synthesis: SynthesisResult?, device: Device?) -> Outcome {
        let outcome = merge(design, plan: plan, format: .xib, synthesis: synthesis, device: device)
        guard case .merged(var merged) = outcome else { return outcome }
        guard !merged.failed else { return .merged(merged) }
        guard let tree = try? XMLTree.read(bytes: Array(merged.text.utf8)) else { return .notApplicable("the merged .xib cannot be read again") }
        switch XibAsStoryboard.storyboard(from: tree, liveRootID: design.live.id.rawValue) {
        case .failure(let refusal):
            // The document written instead carries the live design only: the others are named
            // rather than lost without a word.
            let others = partsWithDesigns(in: tree, liveRootID: design.live.id.rawValue, liveOwnerID: design.ownerID).map(\.label)
            let lost = others.isEmpty ? "" : "; the design\(others.count == 1 ? "" : "s") of \(others.joined(separator: ", ")) \(others.count == 1 ? "is" : "are") not carried"
            return .notApplicable("the live file is a .xib that cannot become a storyboard scene (\(refusal.reason)\(lost))")
        case .success(let storyboard):
            do {
                merged.text = try XMLTreeWriter.string(from: storyboard)
            } catch {
                merged.diagnostics.append(.error(.invalidValue, "the merged document cannot be written: \(error.description)", at: SourceLocation(file: design.liveFile)))
                merged.failed = true
            }
            return .merged(merged)
        }
    }
}
