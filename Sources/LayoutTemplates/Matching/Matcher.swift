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
        let (live, inputs) = Matcher.inputs(for: set)
        // The layouts matched side by side, and the live ids numbered for the tables (every tree
        // layout's table indexes the same ids).
        let (matches, liveIDs) = MatchSchedule.run(inputs, mode: mode, live: live)
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

    /// The live tree flattened, and one ``MatchInputs`` per tree layout of `set`, in its order:
    /// every tree flattened and keyed, all keys numbered by one interner.
    static func inputs(for set: LayoutSet) -> (live: IndexedTree, inputs: [MatchInputs]) {
        // The layouts that ARE the live tree (the usual portrait layout) share its flattened tree
        // and keys: `==` on two copies of one tree is a buffer comparison.
        let isLive: [Bool] = set.layouts.map { layout in
            guard case .tree(let root, let documentIndex) = layout.content else { return false }
            return documentIndex == set.liveDocumentIndex && root == set.live && layout.outlets == set.liveOutlets
        }
        // The live tree flattened and keyed on this processor while, on the other, the other tree
        // layouts are flattened and keyed with an interner of their own; that interner is then
        // merged into the live tree's, which numbers everything as keying one tree after the other
        // would.
        enum Keyed: Sendable {
            case live(IndexedTree, KeyInterner, [NodeKeys])
            case others(KeyInterner, trees: [IndexedTree?], keys: [[NodeKeys]])
        }
        var flattenedLive: IndexedTree?
        var interner = KeyInterner()
        var liveKeys: [NodeKeys] = []
        var othersInterner = KeyInterner()
        // By layout: the flattened tree and keys of each tree layout but the live tree's.
        var otherTrees: [IndexedTree?] = []
        var otherKeys: [[NodeKeys]] = []
        let layouts = set.layouts, liveRoot = set.live, liveOutlets = set.liveOutlets
        for piece in ParallelWork.results(count: 2, { index -> Keyed in
            if index == 0 {
                let live = IndexedTree(root: liveRoot)
                var liveInterner = KeyInterner()
                liveInterner.reserveCapacity(2 * live.count)
                let keyed = keys(of: live, outlets: liveOutlets, interner: &liveInterner)
                return .live(live, liveInterner, keyed)
            }
            var ownInterner = KeyInterner()
            var trees: [IndexedTree?] = []
            var treeKeys: [[NodeKeys]] = []
            for (layout, isLive) in zip(layouts, isLive) {
                guard case .tree(let root, _) = layout.content, !isLive else {
                    trees.append(nil)
                    treeKeys.append([])
                    continue
                }
                let tree = IndexedTree(root: root)
                ownInterner.reserveCapacity(2 * tree.count)
                trees.append(tree)
                treeKeys.append(keys(of: tree, outlets: layout.outlets, interner: &ownInterner))
            }
            return .others(ownInterner, trees: trees, keys: treeKeys)
        }) {
            switch piece {
            case .live(let tree, let keyed, let keys): (flattenedLive, interner, liveKeys) = (tree, keyed, keys)
            case .others(let keyed, let trees, let keys): (othersInterner, otherTrees, otherKeys) = (keyed, trees, keys)
            }
        }
        let live = flattenedLive ?? IndexedTree(root: set.live)
        let remap = interner.absorb(othersInterner)
        for layout in otherKeys.indices {
            for view in otherKeys[layout].indices { otherKeys[layout][view].remap(by: remap) }
        }
        let inputs: [MatchInputs] = set.layouts.indices.compactMap { index -> MatchInputs? in
            guard case .tree(_, let documentIndex) = set.layouts[index].content,
                  let template = isLive[index] ? live : otherTrees[index] else { return nil }
            return MatchInputs(layout: set.layouts[index], template: template, templateKeys: isLive[index] ? liveKeys : otherKeys[index],
                               live: live, liveKeys: liveKeys, classes: interner.classes,
                               sameDocument: documentIndex == set.liveDocumentIndex, templateIsLive: isLive[index])
        }
        return (live, inputs)
    }

    static func keys(of tree: IndexedTree, outlets: [Outlet], interner: inout KeyInterner) -> [NodeKeys] {
        var keys: [NodeKeys] = []
        keys.reserveCapacity(tree.count)
        // Read in place: a copy of a view copies every field of it.
        for index in 0..<Int32(tree.count) { keys.append(tree.node(index) { NodeKeys($0, interner: &interner) }) }
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
