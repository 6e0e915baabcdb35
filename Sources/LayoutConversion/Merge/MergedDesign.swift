import LayoutCore
import LayoutDocuments
import LayoutMatching

/// A multi-layout design as ONE hierarchy: what every merge writer (``MergeTarget``, for the template format and
/// for Interface Builder documents) writes, so that both carry the same owner, outlets and actions.
///
/// - The live tree with its ids, without its size-class variations (they are layouts here).
/// - Every layout's table by live id, in the design's order.
/// - The owner's class and every outlet of every layout's owner, each pointing at the live view
///   its destination was matched to (a template view's outlet names its live counterpart), else
///   at the view added for it, else at an object outside the hierarchy.
/// - Actions of the live tree and of the added views re-pointed the same way.
/// - The views drawn in one layout only, with no live counterpart: the template
///   format cannot hold them (its layouts apply to the live tree only, where they never were);
///   an Interface Builder document installs them in their layout's size class only.
///
/// Make one from a matched design with ``init(_:)`` and write it with ``MergeTarget/text(of:destination:device:)``;
/// what cannot be carried comes back in the text's ``MergeTarget/MergedText/diagnostics``, each naming the view
/// or outlet.
public struct MergedDesign: Hashable, Sendable {
    /// A view drawn in one layout only, placed under the live view its template parent matched.
    package struct Addition: Hashable, Sendable {
        /// The live view it goes under.
        package var parentID: String
        /// The layout it is drawn in.
        package var layoutName: String
        /// The view with its subtree (matched descendants removed: they are live views already);
        /// ids unique in the merged hierarchy.
        package var view: ViewNode
        /// The id the view has in its layout's document.
        package var templateID: String
    }

    /// A layout drawn as a view tree of its own: where it was read and which live view each of
    /// its matched views became, so that an edited document can carry what the template's
    /// document says about its views (connections, resources) over to their live counterparts.
    package struct TemplateSource: Hashable, Sendable {
        /// The layout's name.
        package var layoutName: String
        /// The file the template was read from (the live file itself for a one-file design).
        package var file: String
        /// The template's root view id.
        package var rootID: String
        /// The live view each matched template view gives its attributes to, by template id.
        package var liveIDs: [String: String]
        /// Every view id of the template.
        package var viewIDs: Set<String>
    }

    /// The live tree, ids as read, without size-class variations: the one hierarchy written.
    package var live: ViewNode
    /// The file the live tree was read from.
    package var liveFile: String
    /// The live tree's scene without its views (its owner, outlets and simulated bars) and its
    /// document without its scenes (type, tools version, safe-area guides), as the design read them.
    package var liveScene: Scene?
    package var liveDocument: Document?
    /// The class of the live tree's owner (File's Owner or the view controller), if declared.
    package var ownerClass: String? { liveScene?.ownerClass }
    /// The `type` of the live tree's document, if it has one.
    package var documentType: String? { liveDocument?.documentType }
    /// The live tree's scene id (storyboards) and owner id, so that a merged storyboard keeps them.
    package var sceneID: String? { liveScene?.id?.rawValue }
    /// The id of the live tree's owner, kept by a merged storyboard.
    package var ownerID: String? { liveScene?.ownerID }
    /// Every outlet of every layout's owner, one per property (the live owner's first), each
    /// naming a live view, an added view or an object outside the hierarchy.
    package var outlets: [Scene.Outlet]
    /// Objects outside the hierarchy that outlets or actions name, by id.
    package var externalObjectIDs: [String]
    /// Every layout of the design with its condition and its table by live id, in the design's order.
    package var layouts: [TemplateLayout]
    /// Views drawn in one layout only, with no live counterpart.
    package var additions: [Addition]
    /// The layouts drawn as templates, in the design's order.
    package var templates: [TemplateSource]
    /// The matching mode the tables were made with; applying them uses it too.
    package var mode: MatchingMode
    /// Warnings about what the merge could not carry, and notes on what it did instead.
    package var diagnostics: [Diagnostic]
    /// The matcher's `moved-view` findings: views a layout draws under another parent, which a
    /// table carries but one drawn hierarchy cannot.
    var moves: [Diagnostic]
    /// The design's trees as the matcher flattened them: the live tree's ids, attributes and shape
    /// are the merged ``live``'s.
    package let trees: MatchedTrees
    /// The Auto Layout constraints of the live tree and of every template tree: what a format
    /// without constraints leaves out.
    package let constraintCount: Int
    /// The design's files as the match read them, which the merge edits from instead of reading
    /// them again; `nil` (or released) for a design whose files the merge reads itself.
    package var reads: DocumentReads?

    /// Merges the layouts of a matched design.
    public init(_ result: MatchResult) {
        self.init(result, reads: nil)
    }

    /// Merges the layouts of a design matched from the files held in `reads` (see
    /// ``/LayoutMatching/MatchPipeline/run(files:notes:options:mode:reads:)``): an Interface Builder
    /// merge edits the documents of that one read.
    package init(_ result: MatchResult, reads: DocumentReads?) {
        self.reads = reads
        let design = result.design
        var constraints = 0
        design.live.forEachPreOrder { constraints += $0.autoLayout.constraints.count }
        for layout in design.layouts {
            guard let root = layout.templateRoot, root.id != design.live.id || layout.file != design.liveFile else { continue }
            root.forEachPreOrder { constraints += $0.autoLayout.constraints.count }
        }
        constraintCount = constraints
        trees = result.trees
        liveFile = design.liveFile
        liveScene = design.liveScene
        liveDocument = design.liveDocument
        mode = result.mode
        layouts = zip(design.layouts, result.tables).map { layout, table in
            TemplateLayout(name: layout.name, condition: layout.condition, attributes: table.attributesByLiveID)
        }
        outlets = []
        externalObjectIDs = []
        diagnostics = []
        templates = []
        moves = result.diagnostics.filter { $0.rule == .movedView }

        let liveIDs = Self.ids(of: trees.live)
        // Where the views of each template that is not the live tree went: their live
        // counterparts, or the ids of the additions made of the views that have none.
        var resolved: [String: [String: String]] = [:]
        var templateFiles: [String: String] = [:]
        var additions: [Addition] = []
        var usedIDs = liveIDs
        let unmatchedLayouts = Set(result.unmatched.map(\.layoutName))
        for (index, (layout, table)) in zip(design.layouts, result.tables).enumerated() {
            // The live tree itself is no template; a template in another file may reuse its ids.
            guard let root = layout.templateRoot, let tree = trees.template(at: index),
                  root.id != design.live.id || layout.file != design.liveFile else { continue }
            var map: [String: String] = [:]
            map.reserveCapacity(table.count)
            for entry in table.entries { map[entry.templateID.rawValue] = entry.liveID.rawValue }
            let viewIDs = Self.ids(of: tree)
            templates.append(TemplateSource(layoutName: layout.name.rawValue, file: layout.file, rootID: root.id.rawValue, liveIDs: map, viewIDs: viewIDs))
            if unmatchedLayouts.contains(layout.name) {
                var added: [String: String] = [:]
                Self.collectAdditions(root, parentLiveID: nil, layout: layout.name.rawValue, matched: map, added: &added,
                                      usedIDs: &usedIDs, additions: &additions)
                map.merge(added) { matched, _ in matched }
            }
            resolved[layout.name.rawValue] = map
            templateFiles[layout.name.rawValue] = layout.file
        }
        // An id as the layout that names it means it: a template's ids through its own match
        // table (a file copied to start the landscape drawing keeps the portrait file's ids for
        // other views), the live layout's as they are.
        let resolve = { (id: String, layout: String?) -> String? in
            if let layout, let map = resolved[layout] {
                if let found = map[id] { return found }
                return templateFiles[layout] == design.liveFile && liveIDs.contains(id) ? id : nil
            }
            if liveIDs.contains(id) { return id }
            for map in resolved.values { if let found = map[id] { return found } }
            return nil
        }
        // Whether an id is a view of a template: asked only of ids nothing resolved, rarely.
        let templateViewIDs = templates.map(\.viewIDs)
        let isTemplateView = { (id: String) -> Bool in templateViewIDs.contains { $0.contains(id) } }
        // Actions: the live tree's own, then the additions', each object target re-pointed; the
        // live tree is copied once, by the one walk that also drops its variations.
        var external: [String] = []
        func prepare(_ node: inout ViewNode, layout: String?) {
            node.frameVariations = []
            node.installationVariations = []
            for index in node.actions.indices {
                guard case .object(let objectID) = node.actions[index].target else { continue }
                let id = objectID.rawValue
                if let target = resolve(id, layout) {
                    node.actions[index].target = .object(id: ViewID(target))
                } else if !isTemplateView(id), !external.contains(id) {
                    external.append(id)
                }
            }
            for index in node.subviews.indices { prepare(&node.subviews[index], layout: layout) }
        }
        var live = design.live
        prepare(&live, layout: nil)
        for index in additions.indices { prepare(&additions[index].view, layout: additions[index].layoutName) }
        self.live = live
        self.additions = additions

        // Outlets: the live owner's first, then each layout's; one per property, first wins.
        var sources: [(outlets: [Scene.Outlet], layout: String?)] = [(design.liveOutlets, nil)]
        for layout in design.layouts where !layout.outlets.isEmpty { sources.append((layout.outlets, layout.name.rawValue)) }
        var byProperty: [String: String] = [:]
        for (list, layoutName) in sources {
            for outlet in list {
                let destination: String
                if let found = resolve(outlet.destination.rawValue, layoutName) {
                    destination = found
                } else if isTemplateView(outlet.destination.rawValue) {
                    diagnostics.append(.warning(
                        .notExpressible,
                        "outlet '\(outlet.property)' names template view '\(outlet.destination)'\(layoutName.map { " of the \($0) layout" } ?? ""), which has no place in the merged hierarchy; it is left out",
                        at: outlet.location))
                    continue
                } else {
                    destination = outlet.destination.rawValue
                    if !external.contains(destination) { external.append(destination) }
                }
                if let earlier = byProperty[outlet.property] {
                    if earlier != destination {
                        diagnostics.append(.warning(
                            .notExpressible,
                            "outlet '\(outlet.property)' names '\(earlier)' in the live layout and '\(destination)' in the \(layoutName ?? "live") layout; the merged document keeps '\(earlier)'",
                            at: outlet.location))
                    }
                    continue
                }
                byProperty[outlet.property] = destination
                outlets.append(Scene.Outlet(property: outlet.property, destination: ViewID(destination), location: outlet.location))
            }
        }
        if !outlets.contains(where: { $0.property == Self.viewOutlet }) {
            outlets.insert(Scene.Outlet(property: Self.viewOutlet, destination: live.id), at: 0)
        }
        externalObjectIDs = external
    }

    /// The outlet naming the live tree, as UIKit's view controllers name it.
    static let viewOutlet = "view"

    /// Whether the document written as `format` makes the live root its controller's view, which
    /// the screen sizes and gives its safe area and side margins, as the AutoLayout engine and
    /// Interface Builder read it: a storyboard writes the root as its scene's controller's view; a
    /// .xib keeps the owner's outlets, and only a root the owner's `view` outlet names is one.
    package func rootIsControllerView(writtenAs format: Document.Format) -> Bool {
        format == .storyboard || liveScene?.outlet(named: Self.viewOutlet)?.destination == live.id
    }

    /// Every live view's attributes after applying the layout `environment` selects to the live
    /// tree as drawn: exactly what `apply` gives on the original design.
    package func state(in environment: Environment) -> LiveTree {
        let tree = LiveTree(trees.live)
        let compiled = layouts.map { layout in
            let entries = layout.attributes.map { MatchResult.AttributeTable.Entry(liveID: $0.key, templateID: $0.key, rule: .stored, attributes: $0.value) }
            return tree.compile(MatchResult.AttributeTable(layoutName: layout.name, entries: entries), condition: layout.condition)
        }
        var controller = LayoutController(tree: tree, layouts: compiled, mode: mode)
        controller.update(for: environment)
        return controller.tree
    }

    /// Every view id of a flattened tree.
    private static func ids(of tree: IndexedTree) -> Set<String> {
        var ids: Set<String> = []
        ids.reserveCapacity(tree.count)
        for index in 0..<Int32(tree.count) { ids.insert(tree.id(of: index)) }
        return ids
    }

    /// Records the unmatched subtrees of a template (the topmost unmatched views under a matched
    /// parent), without their matched descendants; `added` maps their template ids to the ids they get.
    private static func collectAdditions(_ node: ViewNode, parentLiveID: String?, layout: String, matched: [String: String],
                                         added: inout [String: String], usedIDs: inout Set<String>, additions: inout [Addition]) {
        if let liveID = matched[node.id.rawValue] {
            for child in node.subviews {
                collectAdditions(child, parentLiveID: liveID, layout: layout, matched: matched, added: &added, usedIDs: &usedIDs, additions: &additions)
            }
            return
        }
        // A view under an unmatched root has no live parent to go under; its matched descendants do.
        if let parentLiveID, var view = Self.prune(node, matched: matched) {
            Self.renumber(&view, usedIDs: &usedIDs, added: &added)
            additions.append(Addition(parentID: parentLiveID, layoutName: layout, view: view, templateID: node.id.rawValue))
        }
        for child in node.subviews {
            collectAdditions(child, parentLiveID: nil, layout: layout, matched: matched, added: &added, usedIDs: &usedIDs, additions: &additions)
        }
    }

    /// The subtree without its matched views (and what is under them).
    private static func prune(_ node: ViewNode, matched: [String: String]) -> ViewNode? {
        if matched[node.id.rawValue] != nil { return nil }
        var copy = node
        copy.frameVariations = []
        copy.installationVariations = []
        copy.subviews = node.subviews.compactMap { prune($0, matched: matched) }
        return copy
    }

    /// Gives each view of an addition an id no other view of the merged hierarchy has.
    private static func renumber(_ node: inout ViewNode, usedIDs: inout Set<String>, added: inout [String: String]) {
        var id = node.id.rawValue
        var counter = 1
        while usedIDs.contains(id) {
            id = "\(node.id.rawValue)-\(counter)"
            counter += 1
        }
        usedIDs.insert(id)
        added[node.id.rawValue] = id
        node.id = ViewID(id)
        for index in node.subviews.indices { renumber(&node.subviews[index], usedIDs: &usedIDs, added: &added) }
    }
}
