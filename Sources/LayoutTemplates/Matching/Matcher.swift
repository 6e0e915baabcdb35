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
        var interner = KeyInterner()
        interner.reserveCapacity(2 * live.count)
        let liveKeys = keys(of: live, outlets: set.liveOutlets, interner: &interner)
        // Every tree layout's table indexes the same live ids: numbered once, when first needed.
        lazy var liveIDs = numbering(of: live)
        var tables: [AttributeTable] = []
        var unmatched: [UnmatchedView] = []
        var diagnostics: [Diagnostic] = []
        for layout in set.layouts {
            switch layout.content {
            case .tree(let root, let documentIndex):
                // The layout whose template IS the live tree (the usual portrait layout) shares its
                // flattened tree and keys: `==` on two copies of one tree is a buffer comparison.
                let isLiveTree = documentIndex == set.liveDocumentIndex && root == set.live && layout.outlets == set.liveOutlets
                let template = isLiveTree ? live : IndexedTree(root: root)
                let templateKeys = isLiveTree ? liveKeys : keys(of: template, outlets: layout.outlets, interner: &interner)
                let inputs = MatchInputs(layout: layout, template: template, templateKeys: templateKeys,
                                         live: live, liveKeys: liveKeys, classes: interner.classes,
                                         sameDocument: documentIndex == set.liveDocumentIndex, templateIsLive: isLiveTree,
                                         keyLimit: interner.keyLimit)
                let liveToTemplate: [Int32]
                let rules: [MatchRule?]
                switch mode {
                case .compatible:
                    var matcher = CompatibleMatcher(inputs)
                    matcher.run()
                    liveToTemplate = matcher.tableTemplate
                    rules = matcher.tableRule
                    unmatched += matcher.unmatched
                    diagnostics += matcher.diagnostics
                case .default:
                    var matcher = DefaultMatcher(inputs)
                    matcher.run()
                    liveToTemplate = matcher.liveToTemplate
                    rules = liveToTemplate.map { $0 >= 0 ? matcher.rule[Int($0)] : nil }
                    unmatched += matcher.unmatched
                    diagnostics += matcher.diagnostics
                }
                var entries: [AttributeTable.Entry] = []
                var liveNumbers: [Int32] = []
                entries.reserveCapacity(live.count)
                liveNumbers.reserveCapacity(live.count)
                for l in 0..<live.count where liveToTemplate[l] >= 0 {
                    let t = Int(liveToTemplate[l])
                    let (templateID, attributes) = template.node(Int32(t)) { ($0.pointee.id, $0.pointee.attributes) }
                    entries.append(AttributeTable.Entry(liveID: live.id(of: Int32(l)), templateID: templateID,
                                                        rule: rules[l] ?? .root, attributes: attributes))
                    liveNumbers.append(Int32(l))
                }
                if let liveIDs {
                    tables.append(AttributeTable(layoutName: layout.name, entries: entries, liveNumbers: liveNumbers, liveIDs: liveIDs))
                } else {
                    tables.append(AttributeTable(layoutName: layout.name, entries: entries))
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
