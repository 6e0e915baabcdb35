import LayoutCore
import LayoutDocuments
import LayoutMatching

extension LayoutDrawing {
    /// Draws the layouts of a matched design side by side.
    ///
    /// A layout with a template hierarchy is drawn as that template, so that template views no live
    /// view was found for appear (hatched); a layout of stored attributes (the native format, a
    /// size-class variation) is drawn as the live tree with those attributes applied. Every view's
    /// match key is the live view it lays out, so hovering a view in the report highlights the
    /// same live view in every layout. A view has a counterpart when its live view also appears in
    /// another layout of the design, drawn or not.
    ///
    /// When the live tree is not one of the drawn layouts' templates (the `view` outlet names a
    /// third view), it is drawn first, as `live tree`, its views coloured by whether any layout
    /// lays them out.
    ///
    /// Diagnostics of the design and of matching are linked to the view their subject names, in
    /// every drawing of its layout's hierarchy (a view of the live tree in every drawing of the live
    /// tree), and to the views at their notes' source locations; a diagnostic without a subject is
    /// linked by its own source location.
    ///
    /// - Parameters:
    ///   - title: the drawing's title (the report's heading).
    ///   - result: the matched design: its layouts and live tree, and the matching that decides
    ///     each view's counterparts and diagnostics.
    ///   - layoutNames: the layouts to draw, in this order; `nil` draws all of them.
    ///     Names the design does not have are skipped.
    ///   - diagnostics: further diagnostics to report first, such as the warnings of importing the
    ///     files (the design's and the matching's own are always reported).
    public init(title: String, result: MatchResult, layoutNames: [LayoutName]? = nil, diagnostics: [Diagnostic] = []) {
        let design = result.design
        let tables = design.layouts.map { result.table(named: $0.name) }
        let live = result.trees.live
        let liveIndex = live.indexByID()

        // In how many layouts each live view appears, by pre-order number: one for its own, more
        // means counterparts. A layout counts once per view, though a broken file's repeated id
        // can give a view two entries.
        var presence = [Int](repeating: 0, count: live.count)
        for (index, layout) in design.layouts.enumerated() {
            switch layout.content {
            case .tree:
                for view in Set((tables[index]?.entries ?? []).compactMap { liveIndex[$0.liveID.rawValue] }) { presence[Int(view)] += 1 }
            case .attributes:
                for view in presence.indices { presence[view] += 1 }
            }
        }

        let selected: [Int]
        if let layoutNames {
            selected = layoutNames.compactMap { name in design.layouts.firstIndex { $0.name == name } }
        } else {
            selected = Array(design.layouts.indices)
        }

        var byLocation: [SourceLocation: [DrawnViewReference]] = [:]
        // The drawings of each layout's hierarchy, by the layout a subject names (`nil`: the live tree).
        var drawingsOf: [LayoutName?: [Int]] = [:]
        var trees: [IndexedTree] = []
        var layouts: [DrawnLayout] = []
        // Diagnostics find the views they are about by subject, notes by source location.
        func draw(_ name: String, _ tree: IndexedTree, of hierarchies: [LayoutName?], attributes: ((Int32) -> LayoutAttributes)? = nil,
                  match: (Int32) -> (key: String, hasCounterpart: Bool)) {
            for view in 0..<Int32(tree.count) {
                if let location = tree.location(of: view) {
                    byLocation[location, default: []].append(DrawnViewReference(layout: layouts.count, viewID: tree.id(of: view)))
                }
            }
            for hierarchy in hierarchies { drawingsOf[hierarchy, default: []].append(layouts.count) }
            trees.append(tree)
            layouts.append(DrawnLayout(name: name, tree: tree, attributes: attributes, match: match))
        }

        // When the live tree is none of the drawn templates (a `view` outlet naming a third view),
        // draw it first: otherwise nothing shows what the templates failed to match.
        let drawsTemplates = selected.contains { result.trees.template(at: $0) != nil }
        if drawsTemplates, design.liveLayoutName == nil {
            draw("live tree", live, of: [nil]) { view in
                ("live \(live.id(of: view))", presence[Int(view)] > 0)
            }
        }

        for index in selected {
            let layout = design.layouts[index]
            let table = tables[index]
            if let template = result.trees.template(at: index) {
                let templateIndex = template.indexByID()
                // Each template view's live view, by template pre-order number; -1 for none.
                var partner = [Int32](repeating: -1, count: template.count)
                for entry in table?.entries ?? [] {
                    if let view = templateIndex[entry.templateID.rawValue], let liveView = liveIndex[entry.liveID.rawValue] { partner[Int(view)] = liveView }
                }
                let drawnIndex = layouts.count
                draw(layout.name.rawValue, template, of: layout.name == design.liveLayoutName ? [layout.name, nil] : [layout.name]) { view in
                    let liveView = partner[Int(view)]
                    guard liveView >= 0 else {
                        // Keyed apart from every live view, so hovering it highlights it alone.
                        return ("template \(drawnIndex) \(template.id(of: view))", false)
                    }
                    return ("live \(live.id(of: liveView))", presence[Int(liveView)] > 1)
                }
            } else {
                draw(layout.name.rawValue, live, of: [layout.name, nil], attributes: { view in
                    live.node(view) { table?[liveID: $0.pointee.id]?.attributes ?? $0.pointee.attributes }
                }, match: { view in
                    ("live \(live.id(of: view))", presence[Int(view)] > 1)
                })
            }
        }

        // Each drawing's views by id, made for the first diagnostic whose subject needs them.
        var idIndexes: [Int: [String: Int32]] = [:]
        let own = Set(design.diagnostics)
        let drawn = (diagnostics.filter { !own.contains($0) } + design.diagnostics + result.diagnostics).map { diagnostic in
            var references: [DrawnViewReference] = []
            var located = diagnostic.notes.map(\.location)
            if let subject = diagnostic.subject, let view = subject.view {
                for drawing in drawingsOf[subject.layout] ?? [] {
                    if idIndexes[drawing] == nil { idIndexes[drawing] = trees[drawing].indexByID() }
                    if idIndexes[drawing]?[view.rawValue] != nil {
                        references.append(DrawnViewReference(layout: drawing, viewID: view.rawValue))
                    }
                }
            } else {
                located.insert(diagnostic.location, at: 0)
            }
            for location in located {
                if let location, let found = byLocation[location] { references += found }
            }
            return DrawnDiagnostic(diagnostic, views: references)
        }
        self.init(title: title, layouts: layouts, diagnostics: drawn)
    }
}
