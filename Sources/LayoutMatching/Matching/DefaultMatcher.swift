import LayoutCore

/// The default mode (the MatchingContract article, "What the default mode does better"): one-to-one within a layout, every rule a hash
/// lookup per sibling group, ambiguity reported, and three ways past the reference's dead ends:
///
/// 1. **Containers by contents.** Untagged containers left over in a sibling group are paired
///    through the identities of the views inside them (GumTree's bottom-up idea): each live
///    container is scored by the distinct identities it shares with the template container, and a
///    pair is kept when each is the other's strict best with a Dice similarity of at least
///    ``minimumDice``. An inverted index from identity to live container makes this linear in the
///    size of the subtrees; identities held by more than ``maximumPostings`` containers carry no
///    information and are skipped.
/// 2. **Moved views.** A template view whose identity is unique in the whole template layout and
///    in the whole live tree is matched wherever the live view sits (rule `moved`, reported as a
///    note); a container whose matched children all point into one live parent is then that
///    parent (rule `containerContents`).
/// 3. **Ties.** Views that share a key and cannot be told apart by all their identities together
///    are paired in sibling order only when the layout as a whole keeps sibling order (at most
///    one in ten adjacent matched siblings swapped): designers copy a layout and move views, and
///    a shuffled layout gives no reason to believe order. Otherwise they stay unmatched; both
///    cases are reported as ambiguous.
///
/// Then, so that default mode never lays out fewer views than the reference, an image-less button
/// still unmatched takes the reference's own pick when that live view is free (rule `buttonImage`,
/// warned as `weak-match`): see `referenceImagePass()`. Last, the featureless rules
/// (``MatchingRule/Stage/featureless``) pair what is left in each sibling group.
///
/// The rules of each stage and their order are ``MatchingRule/all``'s.
struct DefaultMatcher {
    static let minimumDice = 0.5
    static let maximumPostings = 8

    let inputs: MatchInputs
    private var partner: [Int32]
    private var rule: [MatchRule?]
    private var claimed: [Bool]
    private var diagnostics: [Diagnostic] = []
    private var worklist: [(t: Int32, l: Int32)] = []
    private var ties: [Tie] = []
    private var reportedAmbiguity: Set<AmbiguityKey> = []
    /// A sibling group's template and live views by one rule's key, emptied and refilled for each
    /// group and rule rather than allocated.
    private var templateGroups = KeyedGroups(capacity: 16)
    private var liveGroups = KeyedGroups(capacity: 16)
    /// The featureless rules' keys, made for the views they reach.
    private var featureless = FeaturelessKeys()

    /// Views sharing one rule's key in one sibling group that nothing else told apart.
    private struct Tie {
        var rule: MatchRule
        var templates: [Int32]
        var lives: [Int32]
    }

    init(_ inputs: MatchInputs) {
        self.inputs = inputs
        partner = [Int32](repeating: -1, count: inputs.template.count)
        rule = [MatchRule?](repeating: nil, count: inputs.template.count)
        claimed = [Bool](repeating: false, count: inputs.live.count)
    }

    /// Pairs the views. The reports that read only the template's keys (``DuplicateSiblingReport``)
    /// or only the finished pairs (``UnmatchedReport``) are made afterwards (``TreeLayoutMatch``).
    mutating func run() {
        if inputs.templateIsLive {
            // Every view is itself (what the general path finds, one `same` pair at a time), so
            // nothing is unmatched, moved or tied.
            for v in partner.indices {
                partner[v] = Int32(v)
                rule[v] = .same
                claimed[v] = true
            }
            return
        }
        pair(0, 0, inputs.isSame(0, 0) ? .same : .root)
        drain()
        for _ in 0..<4 {
            var progress = movedPass()
            progress = parentVotePass() || progress
            if !ties.isEmpty, keepsSiblingOrder() {
                progress = tiePass() || progress
            }
            if !progress { break }
        }
        if referenceImagePass() { drain() }
        while featurelessPass() { drain() }
    }

    /// What ``run()`` found.
    var pairing: LayoutPairing {
        var liveToTemplate = [Int32](repeating: -1, count: inputs.live.count)
        for t in 0..<partner.count where partner[t] >= 0 { liveToTemplate[Int(partner[t])] = Int32(t) }
        return LayoutPairing(partner: partner, liveToTemplate: liveToTemplate, rule: rule, diagnostics: diagnostics,
                             unmatched: [], reportedAmbiguity: reportedAmbiguity)
    }

    // MARK: Pairing

    private mutating func pair(_ t: Int32, _ l: Int32, _ how: MatchRule) {
        partner[Int(t)] = l
        rule[Int(t)] = how
        claimed[Int(l)] = true
        worklist.append((t, l))
    }

    private mutating func drain() {
        while let (t, l) = worklist.popLast() {
            matchChildren(of: t, l)
        }
    }

    private func isFree(_ t: Int32) -> Bool { partner[Int(t)] < 0 }

    /// Leaves in a sibling group's working lists only the views a rule has not paired.
    private func dropPaired(_ free: inout [Int32], _ candidates: inout [Int32]) {
        free.removeAll { !isFree($0) }
        candidates.removeAll { claimed[Int($0)] }
    }

    private mutating func matchChildren(of t: Int32, _ l: Int32) {
        let templateChildren = inputs.template.children(of: t)
        // Half the views are leaves: nothing to pair, so nothing else to look at.
        if templateChildren.isEmpty { return }
        if inputs.isSame(t, l) {
            let liveChildren = inputs.live.children(of: l)
            for (c, lc) in zip(templateChildren, liveChildren) where isFree(c) && !claimed[Int(lc)] {
                pair(c, lc, .same)
            }
            return
        }
        var free = templateChildren.filter { isFree($0) }
        var candidates = inputs.live.children(of: l).filter { !claimed[Int($0)] }
        for rule in MatchingRule.siblingRules {
            if free.isEmpty || candidates.isEmpty { return }
            switch rule.rule {
            case .uniqueClass:
                groupByClass(template: free, live: inputs.live.children(of: l))
                pairByClass(rule, &free, &candidates)
            case .containerContents: containerContents(free, candidates)
            default: keyed(rule, &free, &candidates)
            }
        }
    }

    /// One keyed rule over one sibling group, both sides hashed by the rule's key: a key held by
    /// one template view and one compatible live view pairs them. Keys are taken in the order the
    /// template views first hold them. An identity's shared keys are ambiguous and are told apart
    /// by all identities together, the rest kept as a tie; a weak key's shared keys pair nothing.
    private mutating func keyed(_ rule: MatchingRule, _ free: inout [Int32], _ candidates: inout [Int32]) {
        guard let source = rule.key else { return }
        // Most trees never use some rules, and most rules have no key in most groups: nothing to hash.
        if case .attributes = source, !inputs.templateRuleKeys.uses(rule) || !inputs.liveRuleKeys.uses(rule) { return }
        guard free.contains(where: { templateKey(rule, of: $0) >= 0 }),
              candidates.contains(where: { liveKey(rule, of: $0) >= 0 }) else { return }
        liveGroups.removeAll(capacity: candidates.count)
        for c in candidates {
            let value = liveKey(rule, of: c)
            if value >= 0 { liveGroups.add(c, key: Int(value)) }
        }
        if liveGroups.isEmpty { return }
        templateGroups.removeAll(capacity: free.count)
        for c in free {
            let value = templateKey(rule, of: c)
            guard value >= 0, liveGroups.contains(Int(value)) else { continue }
            templateGroups.add(c, key: Int(value))
        }
        if templateGroups.isEmpty { return }
        var matchedAny = false
        for value in templateGroups.keys {
            if let t = templateGroups.single(value), let l = liveGroups.single(value) {
                if accepts(t, l, rule) {
                    pair(t, l, rule.rule)
                    matchedAny = true
                }
                continue
            }
            if rule.strength == .weak { continue }
            if resolveShared(rule, key: value, templates: templateGroups.members(value), lives: liveGroups.members(value)) { matchedAny = true }
        }
        if matchedAny { dropPaired(&free, &candidates) }
    }

    /// Views of one sibling group sharing one rule's key: told apart by every identity at once,
    /// the rest kept as a tie; reported as ambiguous. Returns whether it paired any.
    private mutating func resolveShared(_ rule: MatchingRule, key: Int, templates: [Int32], lives: [Int32]) -> Bool {
        let how = rule.rule
        var matchedAny = false
        var templateBySignature: [[Int32]: [Int32]] = [:]
        for t in templates { templateBySignature[templateSignature(t), default: []].append(t) }
        var liveBySignature: [[Int32]: [Int32]] = [:]
        for c in lives { liveBySignature[inputs.liveRuleKeys.signature(of: c, inputs.liveKeys[Int(c)]), default: []].append(c) }
        var leftTemplates: [Int32] = []
        for t in templates {
            let signature = templateSignature(t)
            if templateBySignature[signature]?.count == 1, let match = liveBySignature[signature], match.count == 1,
               inputs.isCompatible(t, match[0], rule: how) {
                pair(t, match[0], how)
                matchedAny = true
            } else {
                leftTemplates.append(t)
            }
        }
        let leftLives = lives.filter { !claimed[Int($0)] }
        let unresolved = !leftTemplates.isEmpty && !leftLives.isEmpty
        if unresolved {
            ties.append(Tie(rule: how, templates: leftTemplates, lives: leftLives))
        }
        // Controls sharing a handler are normal (a keypad's digits all call `digitPressed:`);
        // a shared tag, title, text or name is a design slip, reported even when resolved.
        if unresolved || !rule.sharesAreNormal {
            reportAmbiguity(how, key: key, templates: templates, lives: lives)
        }
        return matchedAny
    }

    /// Template view `t`'s key for `rule`, -1 for none.
    private func templateKey(_ rule: MatchingRule, of t: Int32) -> Int32 {
        if case .subtree(let kind)? = rule.key { return featureless.template(kind, of: t) }
        return inputs.templateRuleKeys.templateKey(rule, of: t)
    }

    /// Live view `l`'s key for `rule`, -1 for none.
    private func liveKey(_ rule: MatchingRule, of l: Int32) -> Int32 {
        if case .subtree(let kind)? = rule.key { return featureless.live(kind, of: l) }
        return inputs.liveRuleKeys.key(rule, of: l)
    }

    private func templateSignature(_ t: Int32) -> [Int32] {
        inputs.templateRuleKeys.signature(of: t, inputs.templateKeys[Int(t)])
    }

    /// A class rule, one-to-one, over the groups ``groupByClass(template:live:)`` filled: a free
    /// template view that is the only one of its class is paired with the only live view of that
    /// class when that view is unclaimed. ``MatchRule/uniqueClass`` groups every live sibling,
    /// claimed or not, and compares class names alone, as the reference does;
    /// ``MatchRule/onlyOneLeft`` groups the unclaimed ones, and the pair must be one the
    /// featureless rules accept (``accepts(_:_:_:)``).
    private mutating func pairByClass(_ rule: MatchingRule, _ free: inout [Int32], _ candidates: inout [Int32]) {
        var matchedAny = false
        for t in free {
            let name = Int(inputs.templateKeys[Int(t)].className)
            guard templateGroups.single(name) != nil, let only = liveGroups.single(name), !claimed[Int(only)],
                  rule.stage != .featureless || accepts(t, only, rule) else { continue }
            pair(t, only, rule.rule)
            matchedAny = true
        }
        if matchedAny { dropPaired(&free, &candidates) }
    }

    /// Fills ``templateGroups`` and ``liveGroups`` with the views by class name.
    private mutating func groupByClass(template: some Collection<Int32>, live: some Collection<Int32>) {
        templateGroups.removeAll(capacity: template.count)
        for t in template { templateGroups.add(t, key: Int(inputs.templateKeys[Int(t)].className)) }
        liveGroups.removeAll(capacity: live.count)
        for l in live { liveGroups.add(l, key: Int(inputs.liveKeys[Int(l)].className)) }
    }

    // MARK: Containers by contents

    /// Per identity number: the live container slots holding it (the first ``maximumPostings``),
    /// how many hold it, and the last slot that added it; valid only where `postingEpoch` is the
    /// current call's `epoch`, so that nothing has to be reset between calls.
    private var postingSlots: [Int32] = []
    private var postingCount: [Int32] = []
    private var postingLastSlot: [Int32] = []
    private var postingEpoch: [Int32] = []
    private var epoch: Int32 = 0
    /// Per identity number: the stamp of the last template container that counted it.
    private var seenStamp: [Int32] = []
    private var stamp: Int32 = 0

    private mutating func containerContents(_ free: [Int32], _ candidates: [Int32]) {
        let templates = free.filter { inputs.template.childCount(of: $0) > 0 }
        let lives = candidates.filter { inputs.live.childCount(of: $0) > 0 }
        if templates.isEmpty || lives.isEmpty { return }
        let identityCount = inputs.identityCount
        if postingCount.isEmpty, identityCount > 0 {
            postingSlots = [Int32](repeating: 0, count: identityCount * DefaultMatcher.maximumPostings)
            postingCount = [Int32](repeating: 0, count: identityCount)
            postingLastSlot = [Int32](repeating: -1, count: identityCount)
            postingEpoch = [Int32](repeating: 0, count: identityCount)
            seenStamp = [Int32](repeating: 0, count: identityCount)
        }

        // Inverted index: identity -> live containers holding it (each at most once), and how many
        // distinct identities each live container holds.
        epoch += 1
        var liveSize = [Int](repeating: 0, count: lives.count)
        for (slot, c) in lives.enumerated() {
            for n in inputs.liveIdentities.subtree(Int(c) + 1, Int(inputs.live.subtreeEnd[Int(c)])) {
                let identity = Int(n)
                if postingEpoch[identity] != epoch {
                    postingEpoch[identity] = epoch
                    postingCount[identity] = 0
                    postingLastSlot[identity] = -1
                }
                if postingLastSlot[identity] == Int32(slot) { continue }
                postingLastSlot[identity] = Int32(slot)
                let count = Int(postingCount[identity])
                if count < DefaultMatcher.maximumPostings {
                    postingSlots[identity * DefaultMatcher.maximumPostings + count] = Int32(slot)
                }
                postingCount[identity] += 1
                liveSize[slot] += 1
            }
        }
        struct Score { var dice: Double; var shared: Int }
        var best: [(template: Int, slot: Int, score: Score)] = []
        var bestForSlot = [(template: Int, dice: Double, second: Double)](repeating: (-1, 0, 0), count: lives.count)
        var scores = [Int](repeating: 0, count: lives.count)
        var touched: [Int] = []
        for (position, t) in templates.enumerated() {
            stamp += 1
            var seenCount = 0
            for n in inputs.templateIdentities.subtree(Int(t) + 1, Int(inputs.template.subtreeEnd[Int(t)])) {
                let identity = Int(n)
                guard seenStamp[identity] != stamp else { continue }
                seenStamp[identity] = stamp
                seenCount += 1
                let count = postingEpoch[identity] == epoch ? Int(postingCount[identity]) : 0
                guard count > 0, count <= DefaultMatcher.maximumPostings else { continue }
                for k in 0..<count {
                    let slot = Int(postingSlots[identity * DefaultMatcher.maximumPostings + k])
                    if scores[slot] == 0 { touched.append(slot) }
                    scores[slot] += 1
                }
            }
            var first: (slot: Int, score: Score)?
            var secondDice = 0.0
            for slot in touched {
                let shared = scores[slot]
                scores[slot] = 0
                guard inputs.isCompatible(t, lives[slot], rule: .containerContents) else { continue }
                let dice = 2 * Double(shared) / Double(seenCount + liveSize[slot])
                let bestDice = bestForSlot[slot]
                if dice > bestDice.dice {
                    bestForSlot[slot] = (position, dice, bestDice.dice)
                } else if dice > bestDice.second {
                    bestForSlot[slot].second = dice
                }
                if let current = first {
                    if dice > current.score.dice {
                        secondDice = current.score.dice
                        first = (slot, Score(dice: dice, shared: shared))
                    } else if dice > secondDice {
                        secondDice = dice
                    }
                } else {
                    first = (slot, Score(dice: dice, shared: shared))
                }
            }
            touched.removeAll(keepingCapacity: true)
            if let first, first.score.dice >= DefaultMatcher.minimumDice, first.score.dice > secondDice {
                best.append((position, first.slot, first.score))
            }
        }
        for choice in best {
            let slotBest = bestForSlot[choice.slot]
            // Mutual and strict: the live container prefers this template container over every other.
            guard slotBest.template == choice.template, slotBest.dice > slotBest.second else { continue }
            let t = templates[choice.template]
            let l = lives[choice.slot]
            guard isFree(t), !claimed[Int(l)] else { continue }
            pair(t, l, .containerContents)
        }
    }

    // MARK: Moved views

    /// How often each identity occurs, counted on first use.
    private var identityIndex: IdentityIndex?

    private mutating func identities() -> IdentityIndex {
        if let identityIndex { return identityIndex }
        let built = IdentityIndex(inputs)
        identityIndex = built
        return built
    }

    private mutating func movedPass() -> Bool {
        // A layout whose every view is already matched (the live tree's own layout) needs no index.
        guard partner.dropFirst().contains(where: { $0 < 0 }) else { return false }
        let index = identities()
        var progress = false
        for t in Int32(1)..<Int32(inputs.template.count) where isFree(t) {
            for n in inputs.templateIdentities[Int(t)] {
                guard index.templateCount[Int(n)] == 1, index.liveCount[Int(n)] == 1 else { continue }
                let l = index.liveFirst[Int(n)]
                guard !claimed[Int(l)], inputs.isCompatible(t, l, rule: .moved) else { continue }
                pair(t, l, .moved)
                progress = true
                let templateParent = inputs.template.parent[Int(t)]
                let liveParent = inputs.live.parent[Int(l)]
                if templateParent >= 0, partner[Int(templateParent)] != liveParent {
                    let whereTemplate = partner[Int(templateParent)] >= 0
                        ? "its template parent matches live \(inputs.liveDescription(partner[Int(templateParent)]))"
                        : "its template parent \(inputs.templateDescription(templateParent)) has no match"
                    diagnostics.append(Diagnostic(
                        severity: .note, location: inputs.location(ofTemplate: t), rule: .movedView,
                        message: "\(inputs.templateDescription(t)) of the \(inputs.layout.name) layout is matched under another parent (\(whereTemplate))",
                        notes: [DiagnosticNote(location: inputs.live.location(of: l),
                                               message: "the live view, under \(liveParent >= 0 ? inputs.liveDescription(liveParent) : "no parent")")],
                        subject: inputs.subject(ofTemplate: t)
                    ))
                }
                drain()
                break
            }
        }
        return progress
    }

    /// An unmatched template container whose matched children mostly sit under one live parent
    /// is that parent (deepest containers first, so chains of containers resolve upwards).
    private mutating func parentVotePass() -> Bool {
        var progress = false
        for t in stride(from: Int32(inputs.template.count - 1), through: 1, by: -1) where isFree(t) {
            var votes: [Int32: Int] = [:]
            var matchedChildren = 0
            for c in inputs.template.children(of: t) where !isFree(c) {
                matchedChildren += 1
                let liveParent = inputs.live.parent[Int(partner[Int(c)])]
                if liveParent >= 0 { votes[liveParent, default: 0] += 1 }
            }
            guard matchedChildren > 0 else { continue }
            let ranked = votes.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            guard let top = ranked.first, 2 * top.value > matchedChildren,
                  !claimed[Int(top.key)], inputs.isCompatible(t, top.key, rule: .containerContents) else { continue }
            pair(t, top.key, .containerContents)
            progress = true
            drain()
        }
        return progress
    }

    // MARK: Ties

    /// Whether adjacent matched siblings keep their order in the live tree (at most one in ten
    /// swapped; a layout with no evidence is taken to keep it, as copied layouts do).
    private func keepsSiblingOrder() -> Bool {
        var kept = 0
        var swapped = 0
        for t in 0..<Int32(inputs.template.count) where !isFree(t) {
            let livePartner = partner[Int(t)]
            var last: Int32 = -1
            for c in inputs.template.children(of: t) where !isFree(c) {
                let l = partner[Int(c)]
                guard inputs.live.parent[Int(l)] == livePartner else { continue }
                let position = inputs.live.position[Int(l)]
                if last >= 0 {
                    if position > last { kept += 1 } else { swapped += 1 }
                }
                last = position
            }
        }
        return swapped * 10 <= kept + swapped
    }

    private mutating func tiePass() -> Bool {
        let pending = ties
        ties = []
        var progress = false
        for tie in pending {
            let templates = tie.templates.filter { isFree($0) }
            let lives = tie.lives.filter { !claimed[Int($0)] }
            for (t, l) in zip(templates, lives) where inputs.isCompatible(t, l, rule: tie.rule) {
                pair(t, l, .siblingOrder)
                progress = true
            }
        }
        drain()
        return progress
    }

    // MARK: The reference's image rule

    /// The reference counts two buttons without an image as showing the same image, so it lays out
    /// a button that nothing else identifies on the first image-less button among the live
    /// siblings (and when several do, the last one written wins). That is no evidence, and the
    /// keyed rules refuse it; but a design converted from the reference must not lose a layout the
    /// reference gave it. So, last, where the reference's own pick (never another free button) is
    /// still unclaimed, the button the reference's table would hold there takes it, and a
    /// `weak-match` warning says how little stands behind the pair.
    private mutating func referenceImagePass() -> Bool {
        let rules = ReferenceRules(inputs: inputs)
        var groups: [Int32: ReferenceRules.Group] = [:]
        // Live pick -> the template buttons that pick it, in the reference's write order.
        var writers: [Int32: [Int32]] = [:]
        var picks: [Int32] = []
        for t in 1..<Int32(max(inputs.template.count, 1)) where isFree(t) {
            let keys = inputs.templateKeys[Int(t)]
            guard keys.isButton, keys.image < 0 else { continue }
            let parent = inputs.template.parent[Int(t)]
            let l = partner[Int(parent)]
            guard l >= 0, !inputs.isSame(parent, l), inputs.descendsIntoSubviews(ofTemplate: parent) else { continue }
            let group = groups[l] ?? rules.group(childrenOf: l)
            groups[l] = group
            guard let pick = rules.find(t, in: group), pick.rule == .buttonImage, !claimed[Int(pick.live)] else { continue }
            if writers[pick.live] == nil { picks.append(pick.live) }
            writers[pick.live, default: []].append(t)
        }
        for l in picks {
            guard let candidates = writers[l], let t = candidates.last else { continue }
            pair(t, l, .buttonImage)
            let others = candidates.count - 1
            diagnostics.append(.warning(
                .weakMatch,
                "\(inputs.templateDescription(t)) of the \(inputs.layout.name) layout is paired with live \(inputs.liveDescription(l)) only because neither button has an image, as the reference pairs them (\(inputs.path(of: t)))"
                    + (others > 0 ? "; the reference also wrote \(others) earlier image-less sibling\(others == 1 ? "" : "s") there, which stay unmatched" : ""),
                at: inputs.location(ofTemplate: t),
                notes: [DiagnosticNote(location: inputs.live.location(of: l),
                                       message: "the live button; give both the same tag or title to make the pair certain")],
                subject: inputs.subject(ofTemplate: t)
            ))
        }
        return !picks.isEmpty
    }

    // MARK: Featureless views

    /// The featureless rules over every sibling group whose parent is paired and that still holds
    /// views on both sides, in pre-order; returns whether they paired any. They run after every
    /// other rule, so they only add pairs.
    private mutating func featurelessPass() -> Bool {
        var progress = false
        for t in 0..<Int32(inputs.template.count) where !isFree(t) {
            let l = partner[Int(t)]
            let children = inputs.template.children(of: t)
            guard children.contains(where: { isFree($0) && !identifiedInside($0) }),
                  inputs.live.children(of: l).contains(where: { !claimed[Int($0)] }), !inputs.isSame(t, l) else { continue }
            var free = children.filter { isFree($0) }
            // Two containers that both hold identified views and were not paired through them
            // (``MatchRule/containerContents``) are evidence against each other: the featureless
            // rules leave such views to the rules that read their contents.
            if free.contains(where: { identifiedInside($0) }) {
                free.removeAll { identifiedInside($0) }
            }
            var candidates = inputs.live.children(of: l).filter { !claimed[Int($0)] }
            featureless.make(template: free, live: candidates, inputs)
            let before = free.count
            for rule in MatchingRule.featurelessRules {
                if free.isEmpty || candidates.isEmpty { break }
                switch rule.rule {
                case .onlyOneLeft:
                    groupByClass(template: free, live: candidates)
                    pairByClass(rule, &free, &candidates)
                case .interchangeable: interchangeable(rule, &free, &candidates)
                default: keyed(rule, &free, &candidates)
                }
            }
            if free.count < before { progress = true }
        }
        return progress
    }

    /// Whether a view inside template view `t` has an identity.
    private func identifiedInside(_ t: Int32) -> Bool {
        inputs.templateIdentities.identifiedInside(Int(t), end: Int(inputs.template.subtreeEnd[Int(t)]))
    }

    /// Whether `rule` may pair template view `t` with live view `l`: the live view must fit the
    /// template's class and, for a featureless rule, no identity of one may contradict the
    /// other's (a title, an image or a tag of the same kind with another value).
    private func accepts(_ t: Int32, _ l: Int32, _ rule: MatchingRule) -> Bool {
        guard inputs.isCompatible(t, l, rule: rule.rule) else { return false }
        guard rule.stage == .featureless else { return true }
        for identity in MatchingRule.identities {
            let a = inputs.templateRuleKeys.templateKey(identity, of: t), b = inputs.liveRuleKeys.templateKey(identity, of: l)
            if a >= 0, b >= 0, a != b { return false }
        }
        return true
    }

    /// Siblings of equal shape on both sides, paired in document order: whichever pairing is
    /// chosen, the layout looks the same. Said in a note, which is not a problem for `check`.
    private mutating func interchangeable(_ rule: MatchingRule, _ free: inout [Int32], _ candidates: inout [Int32]) {
        liveGroups.removeAll(capacity: candidates.count)
        for c in candidates {
            let shape = featureless.live(.shape, of: c)
            if shape >= 0 { liveGroups.add(c, key: Int(shape)) }
        }
        templateGroups.removeAll(capacity: free.count)
        for t in free {
            let shape = featureless.template(.shape, of: t)
            if shape >= 0 { templateGroups.add(t, key: Int(shape)) }
        }
        var matchedAny = false
        for shape in templateGroups.keys {
            let templates = templateGroups.members(shape), lives = liveGroups.members(shape)
            var paired: [(Int32, Int32)] = []
            for (t, l) in zip(templates, lives) where accepts(t, l, rule) {
                pair(t, l, .interchangeable)
                paired.append((t, l))
            }
            guard let first = paired.first else { continue }
            matchedAny = true
            var notes = paired.prefix(10).map { t, l in
                DiagnosticNote(location: inputs.template.location(of: t),
                               message: "\(inputs.templateDescription(t)) takes the layout of live \(inputs.liveDescription(l))")
            }
            if paired.count > 10 { notes.append(DiagnosticNote(message: "and \(paired.count - 10) more")) }
            diagnostics.append(Diagnostic(
                severity: .note, location: inputs.location(ofTemplate: first.0), rule: .interchangeableViews,
                message: "\(templates.count) template and \(lives.count) live siblings look the same as \(inputs.templateDescription(first.0)) in the \(inputs.layout.name) layout (\(inputs.path(of: first.0))); \(paired.count == 1 ? "one is" : "\(paired.count) are") paired in document order",
                notes: notes,
                subject: inputs.subject(ofTemplate: first.0)
            ))
        }
        if matchedAny { dropPaired(&free, &candidates) }
    }

    // MARK: Reports

    private mutating func reportAmbiguity(_ how: MatchRule, key: Int, templates: [Int32], lives: [Int32]) {
        guard let first = templates.first,
              reportedAmbiguity.insert(AmbiguityKey(rule: how, parent: inputs.template.parent[Int(first)], key: key)).inserted,
              let diagnostic = inputs.ambiguityDiagnostic(how, templates: templates, lives: lives)
        else { return }
        diagnostics.append(diagnostic)
    }
}
