extension LayoutDrawing {
    /// Draws the layouts of a matched ``Design`` side by side.
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
    /// Diagnostics of the design and of matching are linked to the views at their (or their notes')
    /// source locations.
    ///
    /// - Parameters:
    ///   - title: the drawing's title (the report's heading).
    ///   - set: the layouts and the live tree.
    ///   - result: the design's matching, which decides each view's counterparts and diagnostics.
    ///   - layoutNames: the layouts to draw, in this order; `nil` draws all of them.
    ///     Names the design does not have are skipped.
    ///   - diagnostics: further diagnostics to report first, such as the warnings of importing the
    ///     files (the design's and the matching's own are always reported).
    public init(title: String, set: Design, result: MatchResult, layoutNames: [String]? = nil, diagnostics: [Diagnostic] = []) {
        let tables = set.layouts.map { result.table(named: $0.name) }
        var liveIDs: [String] = []
        set.live.forEachPreOrder { liveIDs.append($0.id) }

        // In how many layouts each live view appears: one for its own, more means counterparts.
        var presence: [String: Int] = [:]
        for (index, layout) in set.layouts.enumerated() {
            switch layout.content {
            case .tree:
                for id in Set((tables[index]?.entries ?? []).map(\.liveID)) { presence[id, default: 0] += 1 }
            case .attributes:
                for id in Set(liveIDs) { presence[id, default: 0] += 1 }
            }
        }

        let selected: [Int]
        if let layoutNames {
            selected = layoutNames.compactMap { name in set.layouts.firstIndex { $0.name == name } }
        } else {
            selected = Array(set.layouts.indices)
        }

        var byLocation: [SourceLocation: [DrawnViewReference]] = [:]
        var layouts: [DrawnLayout] = []
        func record(_ node: ViewNode, in drawnIndex: Int) {
            if let location = node.location {
                byLocation[location, default: []].append(DrawnViewReference(layout: drawnIndex, viewID: node.id))
            }
        }

        // When the live tree is none of the drawn templates (a `view` outlet naming a third view),
        // draw it first: otherwise nothing shows what the templates failed to match.
        let drawsTemplates = selected.contains { if case .tree = set.layouts[$0].content { true } else { false } }
        if drawsTemplates, set.liveLayoutName == nil {
            layouts.append(DrawnLayout(name: "live tree", root: set.live, attributes: { $0.attributes }, visit: { node, _ in
                record(node, in: 0)
                return ("live \(node.id)", (presence[node.id] ?? 0) > 0)
            }))
        }

        for index in selected {
            let drawnIndex = layouts.count
            let layout = set.layouts[index]
            let table = tables[index]
            func recordHere(_ node: ViewNode) { record(node, in: drawnIndex) }
            switch layout.content {
            case .tree(let root, _):
                var liveForTemplate: [String: String] = [:]
                for entry in table?.entries ?? [] { liveForTemplate[entry.templateID] = entry.liveID }
                layouts.append(DrawnLayout(name: layout.name, root: root, attributes: { $0.attributes }, visit: { node, _ in
                    recordHere(node)
                    guard let live = liveForTemplate[node.id] else {
                        // Keyed apart from every live view, so hovering it highlights it alone.
                        return ("template \(drawnIndex) \(node.id)", false)
                    }
                    return ("live \(live)", (presence[live] ?? 0) > 1)
                }))
            case .attributes:
                layouts.append(DrawnLayout(name: layout.name, root: set.live, attributes: { node in
                    table?[liveID: node.id]?.attributes ?? node.attributes
                }, visit: { node, _ in
                    recordHere(node)
                    return ("live \(node.id)", (presence[node.id] ?? 0) > 1)
                }))
            }
        }

        let own = Set(set.diagnostics)
        let drawn = (diagnostics.filter { !own.contains($0) } + set.diagnostics + result.diagnostics).map { diagnostic in
            var references: [DrawnViewReference] = []
            for location in [diagnostic.location] + diagnostic.notes.map(\.location) {
                if let location, let found = byLocation[location] { references += found }
            }
            return DrawnDiagnostic(diagnostic, views: references)
        }
        self.init(title: title, layouts: layouts, diagnostics: drawn)
    }
}
