import LayoutCore
import LayoutDocuments

/// Finds the live tree and the template layouts in one or two documents, in every way real
/// projects express them: the rules of ``Design/init(documents:options:)``.
package enum LayoutFinder {
    /// - Throws: ``/LayoutCore/DiagnosticError`` with rule ``/LayoutCore/RuleID/missingLayout`` when a layout cannot be
    ///   found (the message names the outlets and top-level views that do exist), and with rule
    ///   ``/LayoutCore/RuleID/brokenReference`` when ``LayoutOptions/portraitID`` or
    ///   ``LayoutOptions/landscapeID`` names no view of the document (with the closest id, when
    ///   one is close), when one layout's root is inside the other's, and, at the outlet, when the
    ///   `view` outlet names a view that a layout draws inside its root.
    package static func findLayouts(in documents: [Document], options: LayoutOptions = LayoutOptions()) throws(DiagnosticError) -> Design {
        switch documents.count {
        case 1:
            let document = documents[0]
            if document.format == .template, !document.layouts.isEmpty {
                return try nativeLayouts(document, options: options)
            }
            return try singleDocument(document, options: options)
        case 2:
            return try twoDocuments(documents[0], documents[1], options: options)
        default:
            throw DiagnosticError(.error(.missingLayout, "expected one document (both layouts) or two (portrait file, landscape file), got \(documents.count)", at: nil))
        }
    }

    // MARK: Native template format

    private static func nativeLayouts(_ document: Document, options: LayoutOptions) throws(DiagnosticError) -> Design {
        let live = try liveRoot(of: document, role: "live", options: options, preferredOutlets: [])
        var layouts: [Layout] = []
        var liveName: LayoutName?
        for stored in document.layouts {
            layouts.append(Layout(name: stored.name, condition: stored.condition, file: document.file,
                                  rootID: live.node.id, content: .attributes(stored.attributes, rule: .stored)))
            if liveName == nil, isIdentity(stored.attributes, of: live.node) { liveName = stored.name }
        }
        return design(live.node, of: document.scenes[live.scene], in: document, layouts: layouts, liveLayoutName: liveName)
    }

    /// The design whose live tree is `live`, a view of `scene` in `document`: the document's file,
    /// type and the scene's owner and outlets go with it (what merging writes back).
    private static func design(_ live: ViewNode, of scene: Scene, in document: Document, layouts: [Layout],
                               liveLayoutName: LayoutName?, diagnostics: [Diagnostic] = []) -> Design {
        Design(live: live, liveFile: document.file, layouts: layouts, liveLayoutName: liveLayoutName, diagnostics: diagnostics,
               liveScene: scene, liveDocument: document)
    }

    /// Whether `table` gives the root and every view it names exactly their own attributes: the
    /// layout the live tree was drawn in (a compatible-mode table may leave views out).
    private static func isIdentity(_ table: [ViewID: LayoutAttributes], of root: ViewNode) -> Bool {
        guard table[root.id] != nil else { return false }
        var identity = true
        root.forEachPreOrder { node in
            if identity, let attributes = table[node.id], attributes != node.attributes { identity = false }
        }
        return identity
    }

    // MARK: One Interface Builder document

    private static func singleDocument(_ document: Document, options: LayoutOptions) throws(DiagnosticError) -> Design {
        var diagnostics: [Diagnostic] = []
        var portrait: Located?
        var landscape: Located?
        var sceneIndex: Int?

        if let id = options.portraitID {
            portrait = try locate(id: id.rawValue, in: document, role: "portrait", option: "portrait layout id")
            sceneIndex = portrait?.scene
        }
        if let id = options.landscapeID {
            landscape = try locate(id: id.rawValue, in: document, role: "landscape", option: "landscape layout id")
            sceneIndex = sceneIndex ?? landscape?.scene
        }
        if sceneIndex == nil {
            sceneIndex = document.scenes.indices.first { outlet(options.landscapeOutlets, in: document.scenes[$0]) != nil }
                ?? document.scenes.indices.first { outlet(options.portraitOutlets, in: document.scenes[$0]) != nil }
        }
        if let index = sceneIndex {
            let scene = document.scenes[index]
            if portrait == nil, let found = outlet(options.portraitOutlets, in: scene) {
                portrait = try locate(outlet: found, scene: index, in: document, role: "portrait")
            }
            if landscape == nil, let found = outlet(options.landscapeOutlets, in: scene) {
                landscape = try locate(outlet: found, scene: index, in: document, role: "landscape")
            }
        }
        // The live tree: the scene's `view` outlet; without a chosen scene, the first scene with one.
        let liveScene = sceneIndex ?? document.scenes.indices.first { document.scenes[$0].outlet(named: options.liveOutlet) != nil }
        var live: Located?
        var liveOutlet: Scene.Outlet?
        if let index = liveScene, let found = document.scenes[index].outlet(named: options.liveOutlet) {
            live = try locate(outlet: found, scene: index, in: document, role: "live")
            liveOutlet = found
        }
        if portrait == nil { portrait = live }
        if live == nil { live = portrait }
        if live == nil, let only = singleTopLevelView(document) { live = only; portrait = only }

        if landscape == nil, document.format == .storyboard, let live, let index = liveScene ?? Optional(live.scene) {
            // A storyboard scene with the controller's view and exactly one other top-level view:
            // the other is the landscape template (Sams Teach Yourself iOS "Swapper").
            let others = document.scenes[index].views.filter { $0.id != live.node.id }
            if others.count == 1, let other = others.first {
                landscape = Located(node: other, scene: index, ancestors: [])
                diagnostics.append(Diagnostic(
                    severity: .note, location: other.location, rule: .missingLayout,
                    message: "no landscape outlet; taking the scene's other top-level view (id \(other.id)) as the landscape layout"
                ))
            }
        }

        guard let live, let portrait else {
            throw DiagnosticError(missingLayoutError(document, role: "portrait", outlets: options.portraitOutlets))
        }
        var layouts: [Layout] = []
        var variations: (layouts: [Layout], diagnostics: [Diagnostic]) = ([], [])
        if options.includesFrameVariations {
            variations = FrameVariationLayouts.layouts(for: live.node, file: document.file)
        }
        if let drawn = landscape, drawn.node.id == portrait.node.id, !variations.layouts.isEmpty {
            // Both outlets name one tree (a design merged into size-class variations keeps its
            // owner's outlets): its layouts are the variations, not two copies of itself.
            landscape = nil
        }
        guard let landscape else {
            if !variations.layouts.isEmpty {
                let base = FrameVariationLayouts.baseTree(live.node)
                layouts.append(Layout(name: "any", condition: .always, file: document.file, rootID: base.id,
                                      content: .tree(root: base, documentIndex: 0), ancestorClasses: live.ancestors))
                layouts += variations.layouts
                return design(base, of: document.scenes[live.scene], in: document, layouts: layouts,
                              liveLayoutName: "any", diagnostics: diagnostics + variations.diagnostics)
            }
            throw DiagnosticError(missingLayoutError(document, role: "landscape", outlets: options.landscapeOutlets))
        }
        // First: without a portrait outlet the live view is the portrait layout, and a live view
        // inside the landscape drawing is the outlet's mistake, not two nested layouts.
        if let liveOutlet { try refuseLiveInsideLayout(live, outlet: liveOutlet, portrait: portrait, landscape: landscape) }
        try refuseNestedRoots(portrait: portrait, landscape: landscape)
        layouts.append(Layout(name: "portrait", condition: .portrait, file: document.file, rootID: portrait.node.id,
                              content: .tree(root: portrait.node, documentIndex: 0), ancestorClasses: portrait.ancestors,
                              outlets: document.scenes[portrait.scene].outlets))
        layouts.append(Layout(name: "landscape", condition: .landscape, file: document.file, rootID: landscape.node.id,
                              content: .tree(root: landscape.node, documentIndex: 0), ancestorClasses: landscape.ancestors,
                              outlets: document.scenes[landscape.scene].outlets))
        layouts += variations.layouts
        let liveName: LayoutName? = live.node.id == portrait.node.id ? "portrait" : (live.node.id == landscape.node.id ? "landscape" : nil)
        return design(live.node, of: document.scenes[live.scene], in: document, layouts: layouts,
                      liveLayoutName: liveName, diagnostics: diagnostics + variations.diagnostics)
    }

    /// One layout's root inside the other's tree would make the inner views both a template and a
    /// view laid out by it. (The same view for both is allowed: real projects do that.)
    ///
    /// Two top-level views cannot be nested (ids are unique in a document), which is the usual
    /// case and spares walking both trees.
    private static func refuseNestedRoots(portrait located: Located, landscape other: Located) throws(DiagnosticError) {
        let portrait = located.node, landscape = other.node
        guard portrait.id != landscape.id, !(located.ancestors.isEmpty && other.ancestors.isEmpty) else { return }
        let nested: (outer: ViewNode, inner: ViewNode, outerRole: String, innerRole: String)?
        if portrait.descendant(id: landscape.id) != nil {
            nested = (portrait, landscape, "portrait", "landscape")
        } else if landscape.descendant(id: portrait.id) != nil {
            nested = (landscape, portrait, "landscape", "portrait")
        } else {
            nested = nil
        }
        guard let nested else { return }
        throw DiagnosticError(.error(
            .brokenReference,
            "the \(nested.innerRole) layout's root (id \(nested.inner.id)) is inside the \(nested.outerRole) layout's root (id \(nested.outer.id)); the two layouts must be separate trees",
            at: nested.inner.location,
            notes: [DiagnosticNote(location: nested.outer.location, message: "the \(nested.outerRole) root is here")]
        ))
    }

    /// The live view inside a layout's drawing would be laid out by a template that holds it, and
    /// a merge would make the layouts' other views variations of it: every later step (matching,
    /// outlets, the written document) then fails on views that are no longer where they were
    /// drawn. The owner's outlet is where the design goes wrong, so the error stands there.
    ///
    /// A live root that holds the layouts (a container that swaps them in) is another design, and
    /// allowed.
    private static func refuseLiveInsideLayout(_ live: Located, outlet: Scene.Outlet, portrait: Located, landscape: Located) throws(DiagnosticError) {
        // A top-level view is inside no other view.
        guard !live.ancestors.isEmpty else { return }
        let holders = [(portrait, "portrait"), (landscape, "landscape")].filter { layout, _ in
            layout.node.id != live.node.id && layout.scene == live.scene && layout.node.descendant(id: live.node.id) != nil
        }
        guard let (layout, role) = holders.first else { return }
        let rootID = TerminalText.shortened(layout.node.id.rawValue)
        let both = portrait.node.id == landscape.node.id
        throw liveInsideLayoutError(live.node, outlet: outlet, inside: both ? "both layouts (root '\(rootID)')" : "the \(role) layout (root '\(rootID)')",
                                    fix: "connect '\(TerminalText.shortened(outlet.property))' to the \(role) layout's root '\(rootID)', or draw the layouts as views apart from the live view",
                                    root: layout.node, rootNote: "\(both ? "the layouts'" : "the \(role) layout's") root '\(rootID)' is here")
    }

    /// Two files: the first file's outlet names one of its subviews, which the landscape file
    /// draws inside its layout (the same id: the landscape file is a copy of the portrait one).
    /// Both files' outlets naming the same subview is a design of that subview, and allowed.
    private static func refuseLiveInsideLayout(_ live: Located, outlet: Scene.Outlet, in document: Document, landscape: Located, landscapeFile: String) throws(DiagnosticError) {
        guard !live.ancestors.isEmpty, landscape.node.id != live.node.id, landscape.node.descendant(id: live.node.id) != nil else { return }
        let rootID = TerminalText.shortened(landscape.node.id.rawValue)
        let own = document.scenes[live.scene].views.first { $0.descendant(id: live.node.id) != nil }
        let fix = own.map { "connect '\(TerminalText.shortened(outlet.property))' to this file's top-level view '\(TerminalText.shortened($0.id.rawValue))', the portrait drawing" }
            ?? "connect '\(TerminalText.shortened(outlet.property))' to the portrait drawing's root"
        throw liveInsideLayoutError(live.node, outlet: outlet, inside: "the landscape layout (root '\(rootID)' in \(landscapeFile))",
                                    fix: fix, root: landscape.node, rootNote: "the landscape layout's root '\(rootID)' is here")
    }

    private static func liveInsideLayoutError(_ live: ViewNode, outlet: Scene.Outlet, inside: String, fix: String, root: ViewNode, rootNote: String) -> DiagnosticError {
        let liveID = TerminalText.shortened(live.id.rawValue)
        return DiagnosticError(.error(
            .brokenReference,
            "outlet '\(TerminalText.shortened(outlet.property))' names '\(liveID)', a view inside \(inside): the live view cannot be part of a layout's drawing; \(fix)",
            at: outlet.location ?? live.location,
            notes: [
                DiagnosticNote(location: live.location, message: "the live view '\(liveID)' is here"),
                DiagnosticNote(location: root.location, message: rootNote),
            ]
        ))
    }

    // MARK: Two files

    private static func twoDocuments(_ first: Document, _ second: Document, options: LayoutOptions) throws(DiagnosticError) -> Design {
        let portrait: Located
        if let id = options.portraitID {
            portrait = try locate(id: id.rawValue, in: first, role: "portrait", option: "portrait layout id")
        } else {
            portrait = try liveRoot(of: first, role: "portrait", options: options, preferredOutlets: options.portraitOutlets)
        }
        let landscape: Located
        if let id = options.landscapeID {
            landscape = try locate(id: id.rawValue, in: second, role: "landscape", option: "landscape layout id")
        } else {
            landscape = try liveRoot(of: second, role: "landscape", options: options, preferredOutlets: options.landscapeOutlets)
        }
        // The outlet the live view was found by; a root chosen by id is the caller's own choice.
        let liveOutlet = options.portraitID != nil ? nil : first.scenes[portrait.scene].outlets.first { outlet in
            outlet.destination == portrait.node.id && ([options.liveOutlet] + options.portraitOutlets).contains(outlet.property)
        }
        if let liveOutlet { try refuseLiveInsideLayout(portrait, outlet: liveOutlet, in: first, landscape: landscape, landscapeFile: second.file) }
        var layouts = [
            Layout(name: "portrait", condition: .portrait, file: first.file, rootID: portrait.node.id,
                   content: .tree(root: portrait.node, documentIndex: 0), ancestorClasses: portrait.ancestors,
                   outlets: first.scenes[portrait.scene].outlets),
            Layout(name: "landscape", condition: .landscape, file: second.file, rootID: landscape.node.id,
                   content: .tree(root: landscape.node, documentIndex: 1), ancestorClasses: landscape.ancestors,
                   outlets: second.scenes[landscape.scene].outlets),
        ]
        var diagnostics: [Diagnostic] = []
        if options.includesFrameVariations {
            let variations = FrameVariationLayouts.layouts(for: portrait.node, file: first.file)
            layouts += variations.layouts
            diagnostics += variations.diagnostics
        }
        return design(portrait.node, of: first.scenes[portrait.scene], in: first, layouts: layouts,
                      liveLayoutName: "portrait", diagnostics: diagnostics)
    }

    /// A file's root view: its `view` outlet's target, else one of `preferredOutlets`, else its single top-level view.
    private static func liveRoot(of document: Document, role: String, options: LayoutOptions, preferredOutlets: [String]) throws(DiagnosticError) -> Located {
        for (index, scene) in document.scenes.enumerated() {
            if let found = scene.outlet(named: options.liveOutlet) ?? outlet(preferredOutlets, in: scene) {
                return try locate(outlet: found, scene: index, in: document, role: role)
            }
        }
        if let only = singleTopLevelView(document) { return only }
        throw DiagnosticError(missingLayoutError(document, role: role, outlets: [options.liveOutlet] + preferredOutlets))
    }

    // MARK: Locating views

    /// A view found in a document, with the classes of the views above it.
    struct Located {
        var node: ViewNode
        var scene: Int
        var ancestors: [String]
    }

    /// The portrait and landscape outlets of the first scene that has both: a document that holds
    /// both layouts itself, which is read from its own outlets even when a file beside it pairs
    /// with it by name.
    package static func ownLayoutOutlets(_ document: Document, options: LayoutOptions) -> (portrait: Scene.Outlet, landscape: Scene.Outlet)? {
        for scene in document.scenes {
            if let portrait = outlet(options.portraitOutlets, in: scene), let landscape = outlet(options.landscapeOutlets, in: scene) {
                return (portrait, landscape)
            }
        }
        return nil
    }

    private static func outlet(_ names: [String], in scene: Scene) -> Scene.Outlet? {
        for name in names {
            if let found = scene.outlet(named: name) { return found }
        }
        return nil
    }

    private static func singleTopLevelView(_ document: Document) -> Located? {
        let all = document.scenes.enumerated().flatMap { index, scene in scene.views.map { (index, $0) } }
        guard all.count == 1, let (scene, node) = all.first else { return nil }
        return Located(node: node, scene: scene, ancestors: [])
    }

    private static func locate(outlet: Scene.Outlet, scene: Int, in document: Document, role: String) throws(DiagnosticError) -> Located {
        // An outlet connected twice to different views: UIKit would keep whichever connection it
        // happens to make last, so which view is the layout cannot be told.
        if let other = document.scenes[scene].outlets.first(where: { $0.property == outlet.property && $0.destination != outlet.destination }) {
            throw DiagnosticError(.error(
                .brokenReference,
                "outlet '\(outlet.property)' is connected twice, to id \(outlet.destination) and to id \(other.destination); the \(role) layout is ambiguous",
                at: other.location ?? outlet.location ?? SourceLocation(file: document.file),
                notes: [DiagnosticNote(location: outlet.location, message: "first connected here")]
            ))
        }
        if let found = find(id: outlet.destination.rawValue, in: document.scenes[scene].views) {
            return Located(node: found.node, scene: scene, ancestors: found.ancestors)
        }
        throw DiagnosticError(.error(
            .missingLayout,
            "the \(role) layout's outlet '\(outlet.property)' names id \(outlet.destination), which is not a view of this scene",
            at: outlet.location ?? SourceLocation(file: document.file)
        ))
    }

    private static func locate(id: String, in document: Document, role: String, option: String) throws(DiagnosticError) -> Located {
        for (index, scene) in document.scenes.enumerated() {
            if let found = find(id: id, in: scene.views) {
                return Located(node: found.node, scene: index, ancestors: found.ancestors)
            }
        }
        // A broken reference, not a missing layout: the id was asked for and names nothing, so a
        // caller that takes a missing layout for a single-layout document must not take this for one.
        let suggestion = SimilarID.closest(to: id, in: document).map { "; did you mean '\(TerminalText.shortened($0))'?" } ?? ""
        throw DiagnosticError(.error(
            .brokenReference, "no view has the \(option) '\(TerminalText.shortened(id))' in \(document.file)\(suggestion)",
            at: SourceLocation(file: document.file),
            notes: topLevelNotes(document)
        ))
    }

    /// Depth-first search that keeps the path, so the reference's superview chain can be printed.
    private static func find(id: String, in roots: [ViewNode]) -> (node: ViewNode, ancestors: [String])? {
        // Layout roots are usually top-level views: looking there first spares walking the whole
        // tree of every top-level view before the one sought (ids are unique, so the order of the
        // search does not change what is found).
        if let root = roots.first(where: { $0.id.rawValue == id }) { return (root, []) }
        for root in roots {
            // The classes of the views above the one visited: pre-order leaves on the path those
            // of lesser depth, the visited view's ancestors (only views with subviews are any).
            var path: [String] = []
            var found: ViewNode?
            root.walkPreOrder { node, depth in
                path.removeSubrange(depth...)
                guard node.pointee.id.rawValue != id else {
                    found = node.pointee
                    return false
                }
                if !node.pointee.subviews.isEmpty { path.append(node.pointee.viewClass.name) }
                return true
            }
            if let found { return (found, path) }
        }
        return nil
    }

    private static func missingLayoutError(_ document: Document, role: String, outlets expected: [String]) -> Diagnostic {
        let owners = document.scenes.map { scene -> String in
            let names = scene.outlets.map { TerminalText.shortened($0.property) }
            guard let owner = ownerName(of: scene, in: document) else { return "the document has no File's Owner" }
            return names.isEmpty ? "\(owner) has no outlets" : "\(owner) has outlets \(names.joined(separator: ", "))"
        }
        let have = owners.isEmpty ? "the document has no owner" : owners.joined(separator: "; ")
        let location = document.scenes.first?.location ?? SourceLocation(file: document.file)
        return .error(
            .missingLayout,
            "no \(role) layout found: \(have); expected an outlet named \(expected.joined(separator: " or ")) (or other outlet names or a root id in the layout options, or the \(role) layout as a second file)",
            at: location,
            notes: topLevelNotes(document)
        )
    }

    /// How messages name a scene's owner: a .xib's top-level view controller by its element and
    /// id, File's Owner beside one as such, another owner by its class; `nil` for a .xib scene
    /// without File's Owner or outlets.
    package static func ownerName(of scene: Scene, in document: Document) -> String? {
        let ownerClass = scene.ownerClass.map { TerminalText.shortened($0) }
        if let element = scene.controllerElement {
            let id = scene.ownerID.map { " '\(TerminalText.shortened($0))'" } ?? ""
            return ModernIBNames.controllerLabel(element: element, id: String(id.dropFirst()), container: scene.containerElement) + (ownerClass.map { " (\($0))" } ?? "")
        }
        switch document.format {
        case .xib:
            guard scene.ownerID != nil || !scene.outlets.isEmpty else { return nil }
            // Beside top-level controllers, File's Owner is named as such.
            if document.scenes.contains(where: { $0.controllerElement != nil }) { return "File's Owner" + (ownerClass.map { " (\($0))" } ?? "") }
            return ownerClass.map { "owner \($0)" } ?? "File's Owner"
        case .storyboard, .legacyArchive, .template:
            return ownerClass.map { "owner \($0)" } ?? "File's Owner"
        }
    }

    private static func topLevelNotes(_ document: Document) -> [DiagnosticNote] {
        document.scenes.flatMap(\.views).map { view in
            DiagnosticNote(location: view.location, message: "top-level \(view.viewClass.name) id \(view.id) with \(view.subviews.count) subviews")
        }
    }
}
