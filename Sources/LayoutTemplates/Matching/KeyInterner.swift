/// Numbers every string a rule compares, once per `Matcher.match` call, so that rules hash and
/// compare small integers instead of strings: the live tree and every template layout share one
/// interner, so equal strings get equal ids across trees.
struct KeyInterner {
    private var ids = StringTable()
    private var tagIDs = SequenceTable()
    private var classIDs: [ViewClass: Int32] = [:]
    private var pairIDs = SequenceTable()
    private var sequenceIDs = SequenceTable()
    /// One-action controls by target, selector and events, and what each came to (by that id).
    private var singleActions = SequenceTable()
    private var singleActionResults: [(id: Int32, selectors: Int32)] = []
    private var scratchTargets: [Int32] = []
    private var scratchActionTargets: [Int32] = []
    private var scratchSelectors: [Int64] = []
    private var scratchKey: [Int64] = []
    /// The classes met so far, while there are few: a document uses a handful of classes, and
    /// comparing short class names is cheaper than hashing them.
    private var recentClasses: [(viewClass: ViewClass, id: Int32)] = []
    private static let recentClassLimit = 16
    /// Each distinct view class met so far, by class id.
    private(set) var classes: [ClassInfo] = []
    /// The view class of each class id.
    private var classViews: [ViewClass] = []

    /// The id of `string`; ids start at 0.
    mutating func id(_ string: String) -> Int32 {
        ids.id(string)
    }

    /// The id of `string`, or -1 for `nil`.
    mutating func id(_ string: String?) -> Int32 {
        guard let string else { return -1 }
        return id(string)
    }

    /// The id of a tag value (its own numbering, for packing into identities).
    mutating func tagID(_ tag: Int) -> Int32 {
        tagIDs.id(Int64(tag))
    }

    /// One past the largest id handed out so far, of any numbering: every rule key is below it.
    var keyLimit: Int {
        max(ids.count, tagIDs.count, pairIDs.count, sequenceIDs.count)
    }

    /// Room for about `strings` distinct strings without rehashing.
    mutating func reserveCapacity(_ strings: Int) {
        if ids.count == 0 { ids = StringTable(capacity: strings) }
    }

    /// The id of an ordered pair of ids (text field text and placeholder), in its own numbering.
    mutating func pairID(_ first: Int32, _ second: Int32) -> Int32 {
        pairIDs.id(Int64(first) << 32 | Int64(UInt32(bitPattern: second)))
    }

    /// A control's actions in a canonical form: per target, per event bit of the union of all
    /// events, the ordered selectors (`id`); whether every target has an action for every such
    /// bit (`complete`); and the sorted distinct selectors (`selectors`). Targets are ordered by
    /// their interned id, which is consistent within one interner, so equal action sets get equal
    /// ids whatever the order they were declared in.
    mutating func canonicalActions(_ actions: [ControlAction]) -> (id: Int32, complete: Bool, selectors: Int32) {
        // Most controls have one action: its three ids find the result without building and
        // hashing the two sequences. (One target has an action for every bit: complete.)
        var targets: [Int32] = [], actionTargets: [Int32] = [], selectorIDs: [Int64] = []
        swap(&targets, &scratchTargets)
        swap(&actionTargets, &scratchActionTargets)
        swap(&selectorIDs, &scratchSelectors)
        targets.removeAll(keepingCapacity: true)
        actionTargets.removeAll(keepingCapacity: true)
        selectorIDs.removeAll(keepingCapacity: true)
        for action in actions {
            let target = id(action.target.sortKey)
            actionTargets.append(target)
            selectorIDs.append(Int64(id(action.selector)))
            if !targets.contains(target) { targets.append(target) }
        }
        let result: (id: Int32, complete: Bool, selectors: Int32)
        if actions.count == 1 {
            let key = (Int64(actionTargets[0]), selectorIDs[0], Int64(actions[0].events.rawValue))
            let known = Int(withUnsafeBytes(of: key) { singleActions.id($0.bindMemory(to: Int64.self)) })
            if known < singleActionResults.count {
                result = (singleActionResults[known].id, true, singleActionResults[known].selectors)
            } else {
                result = canonicalSequences(actions, targets: &targets, actionTargets: actionTargets, selectorIDs: &selectorIDs)
                singleActionResults.append((result.id, result.selectors))
            }
        } else {
            result = canonicalSequences(actions, targets: &targets, actionTargets: actionTargets, selectorIDs: &selectorIDs)
        }
        scratchTargets = targets
        scratchActionTargets = actionTargets
        scratchSelectors = selectorIDs
        return result
    }

    // Tags keep targets, event bits and sorted selectors apart within one sequence; an element
    // below them all is the id of a selector in an actions sequence.
    private static let targetTag: Int64 = 1 << 40
    private static let bitTag: Int64 = 2 << 40
    private static let selectorTag: Int64 = 3 << 40
    private static let tagShift: Int64 = 40

    /// The two sequences of ``canonicalActions(_:)``, from the actions' interned targets and selectors.
    private mutating func canonicalSequences(_ actions: [ControlAction], targets: inout [Int32], actionTargets: [Int32],
                                             selectorIDs: inout [Int64]) -> (id: Int32, complete: Bool, selectors: Int32) {
        let targetTag = KeyInterner.targetTag, bitTag = KeyInterner.bitTag, selectorTag = KeyInterner.selectorTag
        var allEvents = ControlEvents()
        for action in actions { allEvents.formUnion(action.events) }
        var key: [Int64] = []
        swap(&key, &scratchKey)
        key.removeAll(keepingCapacity: true)
        if targets.count > 1 { targets.sort() }
        var complete = true
        for target in targets {
            key.append(targetTag | Int64(target))
            var remaining = allEvents.rawValue
            while remaining != 0 {
                let bit = remaining & (~remaining &+ 1)
                remaining &= remaining - 1
                key.append(bitTag | Int64(bit))
                var found = false
                for (index, action) in actions.enumerated() where actionTargets[index] == target && action.events.rawValue & bit != 0 {
                    key.append(selectorIDs[index])
                    found = true
                }
                if !found { complete = false }
            }
        }
        let actionsID = sequenceIDs.id(key)
        // The sorted distinct selectors, tagged so that they never equal an actions sequence.
        if selectorIDs.count > 1 { selectorIDs.sort() }
        key.removeAll(keepingCapacity: true)
        for selector in selectorIDs where key.last != selectorTag | selector { key.append(selectorTag | selector) }
        let selectorsID = sequenceIDs.id(key)
        scratchKey = key
        return (actionsID, complete, selectorsID)
    }

    /// The class id of `viewClass`, computing its ``ClassInfo`` on first sight.
    mutating func classID(_ viewClass: ViewClass) -> Int32 {
        for recent in recentClasses where recent.viewClass == viewClass { return recent.id }
        let found = lookUpClass(viewClass)
        if recentClasses.count < KeyInterner.recentClassLimit { recentClasses.append((viewClass, found)) }
        return found
    }

    private mutating func lookUpClass(_ viewClass: ViewClass) -> Int32 {
        if let existing = classIDs[viewClass] { return existing }
        let new = Int32(classes.count)
        classIDs[viewClass] = new
        classViews.append(viewClass)
        var chain: [Int32] = []
        // isKind(of: UIKit class) walks the UIKit superclass chain: record it once as name ids.
        for name in UIKitClassTree.ancestry(of: viewClass.uikitClass) { chain.append(id(name)) }
        classes.append(ClassInfo(
            nameID: id(viewClass.name),
            customID: id(viewClass.customClass),
            uikitChain: chain,
            isButton: viewClass.isKind(of: "UIButton"),
            isLabel: viewClass.isKind(of: "UILabel"),
            isTextField: viewClass.isKind(of: "UITextField"),
            isControl: viewClass.isKind(of: "UIControl"),
            descendsIntoSubviews: viewClass.referenceDescendsIntoSubviews
        ))
        return new
    }

    // MARK: Merging

    /// Numbers in this interner everything `other` numbered, in `other`'s order, and says how
    /// `other`'s ids translate.
    ///
    /// Two trees keyed with interners of their own (on two processors) and then merged get the
    /// ids that keying the second tree with the first tree's interner gives: whatever `other`
    /// numbered that this interner lacks is appended in the order `other` first met it, which is
    /// the order keying would have met it. Action sequences are put back into canonical form,
    /// since their targets are ordered by id.
    mutating func absorb(_ other: KeyInterner) -> KeyRemap {
        var remap = KeyRemap()
        remap.strings.reserveCapacity(other.ids.count)
        for id in 0..<Int32(other.ids.count) { remap.strings.append(self.id(other.ids[id])) }
        for viewClass in other.classViews { remap.classes.append(classID(viewClass)) }
        for number in 0..<other.tagIDs.count {
            remap.tags.append(tagIDs.id(Array(other.tagIDs.sequence(number: number))))
        }
        for number in 0..<other.pairIDs.count {
            guard let packed = other.pairIDs.sequence(number: number).first else { continue }
            let first = Int32(truncatingIfNeeded: packed >> 32), second = Int32(truncatingIfNeeded: packed)
            remap.pairs.append(pairID(remap.string(first), remap.string(second)))
        }
        var sequence: [Int64] = []
        for number in 0..<other.sequenceIDs.count {
            sequence.removeAll(keepingCapacity: true)
            for element in other.sequenceIDs.sequence(number: number) {
                switch element >> KeyInterner.tagShift {
                case 0: sequence.append(Int64(remap.string(Int32(element))))
                case 1: sequence.append(KeyInterner.targetTag | Int64(remap.string(Int32(element & (KeyInterner.targetTag - 1)))))
                case 3: sequence.append(KeyInterner.selectorTag | Int64(remap.string(Int32(element & (KeyInterner.targetTag - 1)))))
                default: sequence.append(element)
                }
            }
            remap.sequences.append(sequenceIDs.id(KeyInterner.canonicalOrder(sequence)))
        }
        return remap
    }

    /// A remapped sequence in the order ``canonicalSequences(_:targets:actionTargets:selectorIDs:)``
    /// gives: an actions sequence's blocks (a target and what follows it) by target id, a selectors
    /// sequence sorted.
    private static func canonicalOrder(_ sequence: [Int64]) -> [Int64] {
        guard let first = sequence.first else { return sequence }
        if first >> tagShift == selectorTag >> tagShift { return sequence.sorted() }
        var blocks: [ArraySlice<Int64>] = []
        var start = 0
        for index in sequence.indices.dropFirst() where sequence[index] >> tagShift == targetTag >> tagShift {
            blocks.append(sequence[start..<index])
            start = index
        }
        blocks.append(sequence[start...])
        if blocks.count == 1 { return sequence }
        return blocks.sorted { $0[$0.startIndex] < $1[$1.startIndex] }.flatMap { $0 }
    }
}
