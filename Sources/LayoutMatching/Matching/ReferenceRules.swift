import LayoutCore

/// The reference's `find(view, among: siblings)` (the MatchingContract article, "The reference algorithm"), rule by rule, over one
/// live sibling group hashed once by each rule's key so that the first hit is found without
/// scanning.
///
/// Compatible mode builds its whole table with it; default mode asks it only where its own rules
/// leave a view the reference would have laid out (see ``DefaultMatcher``), so that both modes
/// agree on what "the reference's pick" is.
struct ReferenceRules {
    /// The first-hit indices of one live sibling group: by tag, by each of
    /// ``MatchingRule/referenceKeyed``'s keys (in its order), and by exact class.
    struct Group {
        var byTag: KeyedGroups
        var byKey: [KeyedGroups]
        var byClass: KeyedGroups

        init(capacity: Int) {
            byTag = KeyedGroups(capacity: capacity)
            byKey = MatchingRule.referenceKeyed.map { _ in KeyedGroups(capacity: capacity) }
            byClass = KeyedGroups(capacity: capacity)
        }
    }

    /// What `find` picked: the live view, the rule, and the siblings that shared the rule's key
    /// (the pick among them; more than one is an ambiguity the reference resolves silently).
    struct Pick {
        var live: Int32
        var rule: MatchRule
        var sharing: ArraySlice<Int32>
    }

    let inputs: MatchInputs

    /// Hashes the live children of `l` by every rule's key.
    func group(childrenOf l: Int32) -> Group {
        let children = inputs.live.children(of: l)
        var group = Group(capacity: children.count)
        for c in children {
            let keys = inputs.liveKeys[Int(c)]
            if keys.tagID >= 0 { group.byTag.add(c, key: Int(keys.tagID)) }
            for (position, rule) in MatchingRule.referenceKeyed.enumerated() {
                if let key = rule.referenceKey?(keys) { group.byKey[position].add(c, key: key) }
            }
            group.byClass.add(c, key: Int(keys.className))
        }
        return group
    }

    /// The reference's pick for template view `t` among the live siblings hashed in `group`:
    /// the last sibling with its tag, else the first kind-of sibling by actions, title, image
    /// (two buttons without an image count as the same image), text, text-field content, else the
    /// only sibling of exactly its class.
    func find(_ t: Int32, in group: Group) -> Pick? {
        let keys = inputs.templateKeys[Int(t)]
        if keys.tagID >= 0, case let list = group.byTag.members(Int(keys.tagID)), let hit = list.last {
            return Pick(live: hit, rule: .tag, sharing: list[...])
        }
        for (index, rule) in MatchingRule.referenceKeyed.enumerated() {
            // Rule preconditions on the TEMPLATE view: a control with targets, a button, a label,
            // a text field with text or placeholder.
            guard rule.templateApplies?(keys) ?? true, let key = rule.referenceKey?(keys), group.byKey[index].contains(key) else { continue }
            let list = group.byKey[index].members(key)
            if let position = list.firstIndex(where: { inputs.isCompatible(t, $0, rule: rule.rule) }) {
                return Pick(live: list[position], rule: rule.rule, sharing: list[position...])
            }
        }
        if let only = group.byClass.single(Int(keys.className)) {
            return Pick(live: only, rule: .uniqueClass, sharing: [only])
        }
        return nil
    }
}
