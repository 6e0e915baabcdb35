import LayoutCore
import LayoutDocuments

/// Pairs every template layout's views with the live tree's views and builds one
/// ``MatchResult/AttributeTable`` per layout.
///
/// Layouts whose template IS the live tree map every view to itself (rule `same`); stored and
/// size-class layouts need no matching. Matching is linear in the views of both trees: each
/// sibling group is hashed once by each rule's key (see `CompatibleMatcher` and
/// `DefaultMatcher` for the two modes' rules). Callers match through ``MatchResult/init(matching:mode:)``.
enum Matcher {
    /// Matches every layout of `design` to its live tree: one attribute table per layout, the
    /// template views left unmatched, and the diagnostics.
    ///
    /// With `keying`, the views its documents keyed as they were imported (the documents of
    /// `design`, in order) are not keyed again.
    static func match(_ design: Design, mode: MatchingMode, keying: ViewKeying? = nil) -> MatchResult {
        let (live, inputs) = Matcher.inputs(for: design, mode: mode, keying: keying)
        // Every tree layout's table indexes the live ids numbered once, in pre-order.
        let liveIDs = numbering(of: live)
        // A size-class document's only tree is the live tree itself, and its other layouts are
        // keyed by id: its views pair by id, so no sibling report is made for them.
        let pairsByID = design.layouts.allSatisfy { layout in
            guard case .tree(let root, let documentIndex) = layout.content else { return true }
            return documentIndex == design.liveDocumentIndex && root == design.live
        }
        var matches = inputs.map { ($0.template, TreeLayoutMatch($0, mode: mode, reportsSiblings: !pairsByID)) }.makeIterator()
        var templateTrees: [IndexedTree?] = []
        var tables: [MatchResult.AttributeTable] = []
        var unmatched: [MatchResult.UnmatchedView] = []
        var diagnostics: [Diagnostic] = []
        for layout in design.layouts {
            switch layout.content {
            case .tree:
                guard let (template, match) = matches.next() else { continue }
                templateTrees.append(template)
                unmatched += match.unmatched
                diagnostics += match.diagnostics
                if let liveIDs {
                    tables.append(MatchResult.AttributeTable(layoutName: layout.name, entries: match.entries, liveNumbers: match.liveNumbers, liveIDs: liveIDs))
                } else {
                    tables.append(MatchResult.AttributeTable(layoutName: layout.name, entries: match.entries))
                }
            case .attributes(let stored, let rule):
                var entries: [MatchResult.AttributeTable.Entry] = []
                var used = 0
                for l in 0..<Int32(live.count) {
                    let id = live.id(of: l)
                    guard let attributes = stored[ViewID(id)] else { continue }
                    used += 1
                    entries.append(MatchResult.AttributeTable.Entry(liveID: ViewID(id), templateID: ViewID(id), rule: rule, attributes: attributes))
                }
                if used < stored.count {
                    let liveIDs = Set((0..<Int32(live.count)).map(live.id(of:)))
                    let strays = stored.keys.map(\.rawValue).filter { !liveIDs.contains($0) }.sorted()
                    diagnostics.append(.warning(
                        .brokenReference,
                        "the \(layout.name) layout gives attributes to \(strays.count) id\(strays.count == 1 ? "" : "s") not in the live tree: \(strays.prefix(5).joined(separator: ", "))\(strays.count > 5 ? ", ..." : "")",
                        at: SourceLocation(file: layout.file),
                        subject: Diagnostic.Subject(layout: layout.name)
                    ))
                }
                tables.append(MatchResult.AttributeTable(layoutName: layout.name, entries: entries))
                templateTrees.append(nil)
            }
        }
        return MatchResult(design: design, mode: mode, tables: tables, unmatched: unmatched, diagnostics: sorted(diagnostics),
                           trees: MatchedTrees(live: live, templates: templateTrees))
    }

    /// The live tree flattened, and one ``MatchInputs`` per tree layout of `design`, in its order:
    /// every tree flattened and keyed, all keys numbered by one interner. Only the default mode
    /// reads the rules' keys and the identities, so `mode` decides whether they are made.
    static func inputs(for design: Design, mode: MatchingMode, keying: ViewKeying? = nil) -> (live: IndexedTree, inputs: [MatchInputs]) {
        let taken = keying?.take()
        var interner = taken?.interner ?? KeyInterner()
        let documents = taken?.documents ?? []
        // A tree's keys made while its document was imported, when they stand for it as it is.
        func keyed(_ tree: IndexedTree, in documentIndex: Int) -> ArraySlice<NodeKeys>? {
            guard documents.indices.contains(documentIndex) else { return nil }
            return documents[documentIndex].keys(of: tree)
        }
        let live = IndexedTree(root: design.live)
        let liveKeys = keys(of: live, keyed: keyed(live, in: design.liveDocumentIndex), outlets: design.liveOutlets, mode: mode, interner: &interner)
        var trees: [(index: Int, tree: IndexedTree, keys: Keyed, isLive: Bool)] = []
        for (index, layout) in design.layouts.enumerated() {
            guard case .tree(let root, let documentIndex) = layout.content else { continue }
            // A layout that IS the live tree (the usual portrait layout) shares its flattened tree
            // and keys: `==` on two copies of one tree is a buffer comparison.
            if documentIndex == design.liveDocumentIndex, root == design.live, layout.outlets == design.liveOutlets {
                trees.append((index, live, liveKeys, true))
            } else {
                let tree = IndexedTree(root: root)
                let made = keyed(tree, in: documentIndex)
                trees.append((index, tree, keys(of: tree, keyed: made, outlets: layout.outlets, mode: mode, interner: &interner), false))
            }
        }
        let inputs = trees.map { index, tree, keys, isLive in
            let layout = design.layouts[index]
            var sameDocument = false
            if case .tree(_, let documentIndex) = layout.content { sameDocument = documentIndex == design.liveDocumentIndex }
            return MatchInputs(layout: layout, template: tree, templateKeys: keys.keys, templateRuleKeys: keys.ruleKeys,
                               templateIdentities: keys.identities,
                               live: live, liveKeys: liveKeys.keys, liveRuleKeys: liveKeys.ruleKeys, liveIdentities: liveKeys.identities,
                               identityCount: interner.identityCount, classes: interner.classes,
                               sameDocument: sameDocument, templateIsLive: isLive)
        }
        return (live, inputs)
    }

    /// A flattened tree's keys, by view.
    typealias Keyed = (keys: [NodeKeys], ruleKeys: RuleKeys, identities: ViewIdentities)

    /// The keys of every view of `tree` (`keyed`, when its views were keyed as they were
    /// imported), with their outlets and, in default mode, every rule's key and the identities.
    static func keys(of tree: IndexedTree, keyed: ArraySlice<NodeKeys>? = nil, outlets: [Scene.Outlet], mode: MatchingMode, interner: inout KeyInterner) -> Keyed {
        let isDefault = mode == .default
        var keys: [NodeKeys]
        if let keyed {
            keys = Array(keyed)
        } else {
            keys = []
            keys.reserveCapacity(tree.count)
            for index in 0..<Int32(tree.count) { keys.append(tree.node(index) { NodeKeys($0, interner: &interner) }) }
        }
        if tree.count > 0, !outlets.isEmpty {
            let names = NodeKeys.outletNames(outlets, excludingDestination: tree.id(of: 0))
            for index in keys.indices {
                if let name = names[tree.id(of: Int32(index))] { keys[index].outlet = interner.id(name) }
            }
        }
        guard isDefault else { return (keys, RuleKeys(), ViewIdentities()) }
        let ruleKeys = RuleKeys(keys)
        return (keys, ruleKeys, ViewIdentities(keys, ruleKeys, interner: &interner))
    }

    /// The tree's ids numbered in pre-order; `nil` when two views share an id (a broken file),
    /// where each table keeps its own index and the later view's entry.
    private static func numbering(of tree: IndexedTree) -> StringTable? {
        var ids = StringTable(capacity: tree.count)
        for index in 0..<Int32(tree.count) where ids.id(tree.id(of: index)) != index { return nil }
        return ids
    }

    /// By file, line and column; diagnostics without a position last, in the order produced.
    static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { a, b in
            let x = a.element.location, y = b.element.location
            switch (x, y) {
            case let (x?, y?):
                if x.file != y.file { return x.file < y.file }
                if x.line != y.line { return (x.line ?? 0) < (y.line ?? 0) }
                if x.column != y.column { return (x.column ?? 0) < (y.column ?? 0) }
                return a.offset < b.offset
            case (nil, .some): return false
            case (.some, nil): return true
            case (nil, nil): return a.offset < b.offset
            }
        }.map(\.element)
    }
}
