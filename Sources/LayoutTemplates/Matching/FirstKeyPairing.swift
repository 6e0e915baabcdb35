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

    /// Per live view: the group stamp of the last proposal naming it, and the smallest slot of
    /// the proposals naming it in that group.
    private var proposedIn: [UInt32]
    private var proposedSlot: [Int]
    private var stamp: UInt32 = 0
    private var proposals: [Proposal] = []

    init(liveCount: Int) {
        proposedIn = [UInt32](repeating: 0, count: liveCount)
        proposedSlot = [Int](repeating: 0, count: liveCount)
    }

    /// Puts in `result` the pairs the rules of `slots` make between `free` template views and
    /// `candidates` (live views, all unclaimed), in the order the rules make them, up to the first
    /// slot whose outcome the pass cannot decide alone; returns that slot (`slots.upperBound` when
    /// it decided them all). The caller takes that one rule rule by rule and then resumes here
    /// after it: the rules before it made exactly these pairs, so the state it leaves is the one
    /// the general path would have reached.
    mutating func pairs(_ slots: Range<Int>, free: [Int32], candidates: [Int32], inputs: MatchInputs,
                        table: inout RuleKeyTable, into result: inout [Proposal]) -> Int {
        result.removeAll(keepingCapacity: true)
        proposals.removeAll(keepingCapacity: true)
        table.startGroup(views: candidates.count)
        stamp &+= 1
        if stamp == 0 {
            // Wrapped: old stamps could read as current.
            for index in proposedIn.indices { proposedIn[index] = 0 }
            stamp = 1
        }
        let from = slots.lowerBound
        var anyLive = false
        for c in candidates {
            if FirstKeyPairing.file(c, inputs.liveKeys[Int(c)], from: from, in: table) { anyLive = true }
        }
        if !anyLive { return slots.upperBound }
        var undecided = slots.upperBound
        var usedSlots = 0
        for t in free {
            guard let (slot, l) = FirstKeyPairing.firstHit(inputs.templateKeys[Int(t)], from: from, in: table),
                  slot < undecided else { continue }
            // A key several live siblings hold, or a class the live view does not fit: the
            // rule's outcome needs the general path.
            guard l >= 0, inputs.isCompatible(t, l, rule: RuleKeyTable.rules[slot]) else {
                undecided = slot
                continue
            }
            if proposedIn[Int(l)] == stamp {
                // Two template views reach one live view: the rule of the later-reached one
                // (the larger slot) is in doubt; the earlier rule still pairs its own.
                let earlier = proposedSlot[Int(l)]
                undecided = min(undecided, max(earlier, slot))
                proposedSlot[Int(l)] = min(earlier, slot)
            } else {
                proposedIn[Int(l)] = stamp
                proposedSlot[Int(l)] = slot
            }
            proposals.append(Proposal(template: t, live: l, slot: slot))
            usedSlots |= 1 << slot
        }
        usedSlots &= (1 << undecided) - 1
        if usedSlots == 0 { return undecided }
        if usedSlots & (usedSlots - 1) == 0, undecided == slots.upperBound {
            swap(&result, &proposals)
            return undecided
        }
        // Rule by rule, template order within a rule: the order the general path pairs in,
        // which decides the order subtrees are visited and diagnostics are made.
        for slot in slots where usedSlots & (1 << slot) != 0 {
            for proposal in proposals where proposal.slot == slot { result.append(proposal) }
        }
        return undecided
    }

    // The two functions below read each slot's key (``NodeKeys/key(_:mode:)`` in default mode,
    // as dense ids) field by field: a loop over slots through a switch cost more than the rest
    // of the pass.

    /// Files live view `c` under each of its keys of the leading (else trailing) slots; returns whether it has any.
    @inline(__always)
    private static func file(_ c: Int32, _ k: NodeKeys, from: Int, in table: RuleKeyTable) -> Bool {
        var any = false
        if from < RuleKeyTable.trailingSlots.lowerBound {
            if from <= 0, k.outlet >= 0 { table.add(c, slot: 0, key: k.outlet); any = true }
            if from <= 1, k.tagID >= 0 { table.add(c, slot: 1, key: k.tagID); any = true }
            if from <= 2, k.actions >= 0 { table.add(c, slot: 2, key: k.actions); any = true }
            if k.isButton {
                if from <= 3, k.title >= 0 { table.add(c, slot: 3, key: k.title); any = true }
                if from <= 4, k.image >= 0 { table.add(c, slot: 4, key: k.image); any = true }
            }
            if from <= 5, k.isLabel, k.text >= 0 { table.add(c, slot: 5, key: k.text); any = true }
            if k.textField >= 0 { table.add(c, slot: 6, key: k.textField); any = true }
        } else {
            if from <= 7, !k.isButton, k.image >= 0 { table.add(c, slot: 7, key: k.image); any = true }
            if from <= 8, k.userLabel >= 0 { table.add(c, slot: 8, key: k.userLabel); any = true }
            if k.selectors >= 0 { table.add(c, slot: 9, key: k.selectors); any = true }
        }
        return any
    }

    /// The first slot, in rule order, where a live view of the group holds the template view's
    /// key, and that view (or ``RuleKeyTable/several``).
    @inline(__always)
    private static func firstHit(_ k: NodeKeys, from: Int, in table: RuleKeyTable) -> (slot: Int, live: Int32)? {
        if from < RuleKeyTable.trailingSlots.lowerBound {
            if from <= 0, k.outlet >= 0, let l = table.view(slot: 0, key: k.outlet) { return (0, l) }
            if from <= 1, k.tagID >= 0, let l = table.view(slot: 1, key: k.tagID) { return (1, l) }
            if from <= 2, k.actions >= 0, let l = table.view(slot: 2, key: k.actions) { return (2, l) }
            if k.isButton {
                if from <= 3, k.title >= 0, let l = table.view(slot: 3, key: k.title) { return (3, l) }
                if from <= 4, k.image >= 0, let l = table.view(slot: 4, key: k.image) { return (4, l) }
            }
            if from <= 5, k.isLabel, k.text >= 0, let l = table.view(slot: 5, key: k.text) { return (5, l) }
            if k.textFieldHasContent, k.textField >= 0, let l = table.view(slot: 6, key: k.textField) { return (6, l) }
        } else {
            if from <= 7, !k.isButton, k.image >= 0, let l = table.view(slot: 7, key: k.image) { return (7, l) }
            if from <= 8, k.userLabel >= 0, let l = table.view(slot: 8, key: k.userLabel) { return (8, l) }
            if k.selectors >= 0, let l = table.view(slot: 9, key: k.selectors) { return (9, l) }
        }
        return nil
    }
}
