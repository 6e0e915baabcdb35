/// The reference's `find(view, among: siblings)` (MATCHING.md section 1), rule by rule, over one
/// live sibling group hashed once by each rule's key so that the first hit is found without
/// scanning.
///
/// Compatible mode builds its whole table with it; default mode asks it only where its own rules
/// leave a view the reference would have laid out (see ``DefaultMatcher``), so that both modes
/// agree on what "the reference's pick" is.
struct ReferenceRules {
    /// The first-hit indices of one live sibling group. Keys are almost all unique within a group,
    /// so each rule's index keeps a list only for a key that repeats (``KeyedGroups``): an array
    /// per key and rule cost five allocations per sibling, most of matching a 10k-wide group.
    struct Group {
        var byTag: KeyedGroups
        /// By position in ``ReferenceRules/listRules``.
        var byKey: [KeyedGroups]
        var classCount: [Int32: (count: Int, index: Int32)] = [:]

        init(capacity: Int) {
            byTag = KeyedGroups(capacity: capacity)
            byKey = ReferenceRules.listRules.map { _ in KeyedGroups(capacity: capacity) }
            classCount.reserveCapacity(capacity)
        }
    }

    /// What `find` picked: the live view, the rule, and the siblings that shared the rule's key
    /// (the pick among them; more than one is an ambiguity the reference resolves silently).
    struct Pick {
        var live: Int32
        var rule: MatchRule
        var sharing: ArraySlice<Int32>
    }

    /// The keyed rules after the tag, in the reference's order.
    static let listRules: [MatchRule] = [.controlActions, .buttonTitle, .buttonImage, .labelText, .textField]

    let inputs: MatchInputs

    /// Hashes the live children of `l` by every rule's key.
    func group(childrenOf l: Int32) -> Group {
        let children = inputs.live.children(of: l)
        var group = Group(capacity: children.count)
        for c in children {
            let keys = inputs.liveKeys[Int(c)]
            if keys.tag != 0 { group.byTag.add(c, key: keys.tag) }
            for (position, rule) in ReferenceRules.listRules.enumerated() {
                if let key = keys.key(rule, mode: .compatible) { group.byKey[position].add(c, key: key) }
            }
            let existing = group.classCount[keys.className]
            group.classCount[keys.className] = ((existing?.count ?? 0) + 1, existing?.index ?? c)
        }
        return group
    }

    /// The reference's pick for template view `t` among the live siblings hashed in `group`:
    /// the last sibling with its tag, else the first kind-of sibling by actions, title, image
    /// (two buttons without an image count as the same image), text, text-field content, else the
    /// only sibling of exactly its class.
    func find(_ t: Int32, in group: Group) -> Pick? {
        let keys = inputs.templateKeys[Int(t)]
        if keys.tag != 0, case let list = group.byTag.members(keys.tag), let hit = list.last {
            return Pick(live: hit, rule: .tag, sharing: list[...])
        }
        for (index, rule) in ReferenceRules.listRules.enumerated() {
            // Rule preconditions on the TEMPLATE view: a control with targets, a button, a label,
            // a text field with text or placeholder.
            if rule == .textField, !keys.textFieldHasContent { continue }
            guard let key = keys.key(rule, mode: .compatible), group.byKey[index].contains(key) else { continue }
            let list = group.byKey[index].members(key)
            if let position = list.firstIndex(where: { inputs.isCompatible(t, $0, rule: rule) }) {
                return Pick(live: list[position], rule: rule, sharing: list[position...])
            }
        }
        if let entry = group.classCount[keys.className], entry.count == 1 {
            return Pick(live: entry.index, rule: .uniqueClass, sharing: [entry.index])
        }
        return nil
    }
}
