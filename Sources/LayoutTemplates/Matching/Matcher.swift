/// Pairs every template layout's views with the live tree's views and builds one
/// ``AttributeTable`` per layout.
///
/// Layouts whose template IS the live tree map every view to itself (rule `same`); stored and
/// size-class layouts need no matching. Matching is linear in the views of both trees: each
/// sibling group is hashed once by each rule's key (see `CompatibleMatcher` and
/// `DefaultMatcher` for the two modes' rules).
public enum Matcher {
    /// Matches every layout of `set` to its live tree.
    ///
    /// - Parameters:
    ///   - set: The live tree and the layouts, as ``LayoutLoader`` or ``LayoutFinder`` found them.
    ///   - mode: ``MatchingMode/default``, or ``MatchingMode/compatible`` to reproduce the reference.
    /// - Returns: One attribute table per layout, the template views left unmatched, and the diagnostics.
    public static func match(_ set: LayoutSet, mode: MatchingMode = .default) -> MatchResult {
        let live = IndexedTree(root: set.live)
        // The layouts that ARE the live tree (the usual portrait layout) share its flattened tree
        // and keys: `==` on two copies of one tree is a buffer comparison.
        let isLive: [Bool] = set.layouts.map { layout in
            guard case .tree(let root, let documentIndex) = layout.content else { return false }
            return documentIndex == set.liveDocumentIndex && root == set.live && layout.outlets == set.liveOutlets
        }
        // The live tree keyed while, on the other processor, the other tree layouts are flattened
        // and the live ids numbered for the tables (every tree layout's table indexes the same ids).
        enum Preparation: Sendable {
            case liveKeys(KeyInterner, [NodeKeys])
            case trees([IndexedTree?], liveIDs: StringTable?)
        }
        var interner = KeyInterner()
        var liveKeys: [NodeKeys] = []
        var trees: [IndexedTree?] = []
        var liveIDs: StringTable?
        let layouts = set.layouts, liveOutlets = set.liveOutlets
        for piece in ParallelWork.results(count: 2, { index -> Preparation in
            if index == 0 {
                var interner = KeyInterner()
                interner.reserveCapacity(2 * live.count)
                let liveKeys = keys(of: live, outlets: liveOutlets, interner: &interner)
                return .liveKeys(interner, liveKeys)
            }
            let trees = zip(layouts, isLive).map { layout, isLive -> IndexedTree? in
                guard case .tree(let root, _) = layout.content else { return nil }
                return isLive ? live : IndexedTree(root: root)
            }
            return .trees(trees, liveIDs: numbering(of: live))
        }) {
            switch piece {
            case .liveKeys(let keyed, let keys): (interner, liveKeys) = (keyed, keys)
            case .trees(let flattened, let numbered): (trees, liveIDs) = (flattened, numbered)
            }
        }
        // Then the other layouts keyed, one after another: keys share the interner.
        var templates: [(tree: IndexedTree, keys: [NodeKeys], isLive: Bool, sameDocument: Bool)?] = []
        for (index, layout) in set.layouts.enumerated() {
            guard case .tree(_, let documentIndex) = layout.content, let tree = trees[index] else {
                templates.append(nil)
                continue
            }
            let treeKeys = isLive[index] ? liveKeys : keys(of: tree, outlets: layout.outlets, interner: &interner)
            templates.append((tree, treeKeys, isLive[index], documentIndex == set.liveDocumentIndex))
        }
        let inputs: [MatchInputs] = zip(set.layouts, templates).compactMap { layout, template in
            template.map {
                MatchInputs(layout: layout, template: $0.tree, templateKeys: $0.keys, live: live, liveKeys: liveKeys,
                            classes: interner.classes, sameDocument: $0.sameDocument, templateIsLive: $0.isLive,
                            keyLimit: interner.keyLimit)
            }
        }
        // Then each layout matched on its own, side by side.
        let matches = ParallelWork.results(count: inputs.count) { TreeLayoutMatch(inputs[$0], mode: mode) }
        var tables: [AttributeTable] = []
        var unmatched: [UnmatchedView] = []
        var diagnostics: [Diagnostic] = []
        var nextMatch = matches.makeIterator()
        for layout in set.layouts {
            switch layout.content {
            case .tree:
                guard let match = nextMatch.next() else { continue }
                unmatched += match.unmatched
                diagnostics += match.diagnostics
                if let liveIDs {
                    tables.append(AttributeTable(layoutName: layout.name, entries: match.entries, liveNumbers: match.liveNumbers, liveIDs: liveIDs))
                } else {
                    tables.append(AttributeTable(layoutName: layout.name, entries: match.entries))
                }
            case .attributes(let stored, let rule):
                var entries: [AttributeTable.Entry] = []
                var used = 0
                for l in 0..<Int32(live.count) {
                    let id = live.id(of: l)
                    guard let attributes = stored[id] else { continue }
                    used += 1
                    entries.append(AttributeTable.Entry(liveID: id, templateID: id, rule: rule, attributes: attributes))
                }
                if used < stored.count {
                    let liveIDs = Set((0..<Int32(live.count)).map(live.id(of:)))
                    let strays = stored.keys.filter { !liveIDs.contains($0) }.sorted()
                    diagnostics.append(.warning(
                        .brokenReference,
                        "the \(layout.name) layout gives attributes to \(strays.count) id\(strays.count == 1 ? "" : "s") not in the live tree: \(strays.prefix(5).joined(separator: ", "))\(strays.count > 5 ? ", ..." : "")",
                        at: SourceLocation(file: layout.file, line: 0, column: 0)
                    ))
                }
                tables.append(AttributeTable(layoutName: layout.name, entries: entries))
            }
        }
        return MatchResult(mode: mode, tables: tables, unmatched: unmatched, diagnostics: sorted(diagnostics))
    }

    /// The tree's ids numbered in pre-order; `nil` when two views share an id (a broken file),
    /// where each table keeps its own index and the later view's entry.
    private static func numbering(of tree: IndexedTree) -> StringTable? {
        var ids = StringTable(capacity: tree.count)
        for index in 0..<Int32(tree.count) where ids.id(tree.id(of: index)) != index { return nil }
        return ids
    }

    private static func keys(of tree: IndexedTree, outlets: [Outlet], interner: inout KeyInterner) -> [NodeKeys] {
        var keys: [NodeKeys] = []
        keys.reserveCapacity(tree.count)
        // Read in place: a copy of a view copies every field of it.
        for index in 0..<Int32(tree.count) { keys.append(tree.node(index) { NodeKeys($0.pointee, interner: &interner) }) }
        guard tree.count > 0, !outlets.isEmpty else { return keys }
        let names = NodeKeys.outletNames(outlets, excludingDestination: tree.id(of: 0))
        if names.isEmpty { return keys }
        for index in keys.indices {
            if let name = names[tree.id(of: Int32(index))] { keys[index].setOutlet(interner.id(name)) }
        }
        return keys
    }

    /// By file, line and column; diagnostics without a position last, in the order produced.
    static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { a, b in
            let x = a.element.location, y = b.element.location
            switch (x, y) {
            case let (x?, y?):
                if x.file != y.file { return x.file < y.file }
                if x.line != y.line { return x.line < y.line }
                if x.column != y.column { return x.column < y.column }
                return a.offset < b.offset
            case (nil, .some): return false
            case (.some, nil): return true
            case (nil, nil): return a.offset < b.offset
            }
        }.map(\.element)
    }
}
