/// The default matcher's keyed rules over one sibling group in one pass, for the usual group
/// where every key is unambiguous: each live view is filed once under each of its keys, each
/// template view looks up its keys in rule order and proposes the first live view found.
///
/// Rule by rule (``DefaultMatcher``'s general path) pairs a template view at its first rule
/// whose key some live sibling holds, provided that live view is its key's only holder and no
/// other template view claims it first. So when every proposal names a live view that alone
/// holds its key, no two proposals name the same live view, and each pair is class-compatible,
/// the rules make exactly the proposed pairs, and in the order rule, then template view. Any
/// other group (a shared key, a contested or incompatible live view) is left to the general
/// path, which reports ambiguity and keeps ties; here nothing is changed before the verdict.
struct FirstKeyPairing {
    /// A proposed pair and the slot (``RuleKeyTable/rules``) of the rule that made it.
    struct Proposal {
        var template: Int32
        var live: Int32
        var slot: Int
    }

    /// Per live view: the group stamp of the last proposal naming it.
    private var proposedIn: [UInt32]
    private var stamp: UInt32 = 0
    private var proposals: [Proposal] = []

    init(liveCount: Int) {
        proposedIn = [UInt32](repeating: 0, count: liveCount)
    }

    /// Puts in `result` the pairs the rules of `slots` make between `free` template views and
    /// `candidates` (live views, all unclaimed), in the order the rules make them; returns false,
    /// leaving `result` empty, when the group needs the general path.
    mutating func pairs(_ slots: Range<Int>, free: [Int32], candidates: [Int32], inputs: MatchInputs,
                        table: inout RuleKeyTable, into result: inout [Proposal]) -> Bool {
        result.removeAll(keepingCapacity: true)
        proposals.removeAll(keepingCapacity: true)
        table.startGroup()
        stamp &+= 1
        if stamp == 0 {
            // Wrapped: old stamps could read as current.
            for index in proposedIn.indices { proposedIn[index] = 0 }
            stamp = 1
        }
        let leading = slots == RuleKeyTable.leadingSlots
        var anyLive = false
        for c in candidates {
            if FirstKeyPairing.file(c, inputs.liveKeys[Int(c)], leading: leading, in: table) { anyLive = true }
        }
        if !anyLive { return true }
        var usedSlots = 0
        for t in free {
            guard let (slot, l) = FirstKeyPairing.firstHit(inputs.templateKeys[Int(t)], leading: leading, in: table) else { continue }
            guard l >= 0, proposedIn[Int(l)] != stamp,
                  inputs.isCompatible(t, l, rule: RuleKeyTable.rules[slot]) else { return false }
            proposedIn[Int(l)] = stamp
            proposals.append(Proposal(template: t, live: l, slot: slot))
            usedSlots |= 1 << slot
        }
        if usedSlots & (usedSlots - 1) == 0 {
            swap(&result, &proposals)
            return true
        }
        // Rule by rule, template order within a rule: the order the general path pairs in,
        // which decides the order subtrees are visited and diagnostics are made.
        for slot in slots where usedSlots & (1 << slot) != 0 {
            for proposal in proposals where proposal.slot == slot { result.append(proposal) }
        }
        return true
    }

    // The two functions below read each slot's key (``NodeKeys/key(_:mode:)`` in default mode,
    // as dense ids) field by field: a loop over slots through a switch cost more than the rest
    // of the pass.

    /// Files live view `c` under each of its keys of the leading (else trailing) slots; returns whether it has any.
    @inline(__always)
    private static func file(_ c: Int32, _ k: NodeKeys, leading: Bool, in table: RuleKeyTable) -> Bool {
        var any = false
        if leading {
            if k.outlet >= 0 { table.add(c, slot: 0, key: k.outlet); any = true }
            if k.tagID >= 0 { table.add(c, slot: 1, key: k.tagID); any = true }
            if k.actions >= 0 { table.add(c, slot: 2, key: k.actions); any = true }
            if k.isButton {
                if k.title >= 0 { table.add(c, slot: 3, key: k.title); any = true }
                if k.image >= 0 { table.add(c, slot: 4, key: k.image); any = true }
            }
            if k.isLabel, k.text >= 0 { table.add(c, slot: 5, key: k.text); any = true }
            if k.textField >= 0 { table.add(c, slot: 6, key: k.textField); any = true }
        } else {
            if !k.isButton, k.image >= 0 { table.add(c, slot: 7, key: k.image); any = true }
            if k.userLabel >= 0 { table.add(c, slot: 8, key: k.userLabel); any = true }
            if k.selectors >= 0 { table.add(c, slot: 9, key: k.selectors); any = true }
        }
        return any
    }

    /// The first slot, in rule order, where a live view of the group holds the template view's
    /// key, and that view (or ``RuleKeyTable/several``).
    @inline(__always)
    private static func firstHit(_ k: NodeKeys, leading: Bool, in table: RuleKeyTable) -> (slot: Int, live: Int32)? {
        if leading {
            if k.outlet >= 0, let l = table.view(slot: 0, key: k.outlet) { return (0, l) }
            if k.tagID >= 0, let l = table.view(slot: 1, key: k.tagID) { return (1, l) }
            if k.actions >= 0, let l = table.view(slot: 2, key: k.actions) { return (2, l) }
            if k.isButton {
                if k.title >= 0, let l = table.view(slot: 3, key: k.title) { return (3, l) }
                if k.image >= 0, let l = table.view(slot: 4, key: k.image) { return (4, l) }
            }
            if k.isLabel, k.text >= 0, let l = table.view(slot: 5, key: k.text) { return (5, l) }
            if k.textFieldHasContent, k.textField >= 0, let l = table.view(slot: 6, key: k.textField) { return (6, l) }
        } else {
            if !k.isButton, k.image >= 0, let l = table.view(slot: 7, key: k.image) { return (7, l) }
            if k.userLabel >= 0, let l = table.view(slot: 8, key: k.userLabel) { return (8, l) }
            if k.selectors >= 0, let l = table.view(slot: 9, key: k.selectors) { return (9, l) }
        }
        return nil
    }
}
