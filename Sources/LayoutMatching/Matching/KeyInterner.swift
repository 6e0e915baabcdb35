import LayoutCore
import LayoutDocuments

/// Numbers every string a rule compares, once per `Matcher.match` call, so that rules hash and
/// compare small integers instead of strings: the live tree and every template layout share one
/// interner, so equal strings get equal ids across trees.
struct KeyInterner {
    private var ids = StringTable()
    private var tagIDs = SequenceTable()
    private var pairIDs = SequenceTable()
    private var actionIDs = SequenceTable()
    private var identityIDs = SequenceTable()
    private var actionWork = ActionWork()
    private var classIDs: [ViewClass: Int32] = [:]
    /// The classes met so far, while there are few: a document uses a handful of classes, and
    /// comparing short class names is cheaper than hashing them for every view.
    private var recentClasses: [(viewClass: ViewClass, id: Int32)] = []
    private static let recentClassLimit = 16
    /// Each distinct view class met so far, by class id.
    private(set) var classes: [ClassInfo] = []

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

    /// The id of an ordered pair of ids (text field text and placeholder), in its own numbering.
    mutating func pairID(_ first: Int32, _ second: Int32) -> Int32 {
        pairIDs.id(Int64(first) << 32 | Int64(UInt32(bitPattern: second)))
    }

    /// The number of an identity (``ViewIdentities``), in its own numbering from 0.
    mutating func identityID(_ identity: UInt64) -> Int32 {
        identityIDs.id(Int64(bitPattern: identity))
    }

    /// Identities numbered so far: one past the largest ``identityID(_:)``.
    var identityCount: Int { identityIDs.count }

    /// A control's actions in a canonical form: per target, per event bit of the union of all
    /// events, the ordered selectors (`id`); whether every target has an action for every such
    /// bit (`complete`); and the sorted distinct selectors (`selectors`). Targets are ordered by
    /// their interned id, which is consistent within one interner, so equal action sets get equal
    /// ids whatever the order they were declared in.
    mutating func canonicalActions(_ actions: [ControlAction]) -> (id: Int32, complete: Bool, selectors: Int32) {
        // Tags keep targets, event bits and sorted selectors apart within one sequence; an element
        // below them all is the id of a selector in an actions sequence.
        let targetTag: Int64 = 1 << 40, bitTag: Int64 = 2 << 40, selectorTag: Int64 = 3 << 40
        // Taken out of the interner for the call, and put back with its capacity.
        var work = ActionWork()
        swap(&work, &actionWork)
        defer { swap(&work, &actionWork) }
        work.removeAll()
        var allEvents = ControlAction.Events()
        for action in actions {
            let target = id(action.target.sortKey)
            work.actionTargets.append(target)
            work.selectors.append(Int64(id(action.selector)))
            if !work.targets.contains(target) { work.targets.append(target) }
            allEvents.formUnion(action.events)
        }
        work.targets.sort()
        var complete = true
        for target in work.targets {
            work.key.append(targetTag | Int64(target))
            var remaining = allEvents.rawValue
            while remaining != 0 {
                let bit = remaining & (~remaining &+ 1)
                remaining &= remaining - 1
                work.key.append(bitTag | Int64(bit))
                var found = false
                for (index, action) in actions.enumerated() where work.actionTargets[index] == target && action.events.rawValue & bit != 0 {
                    work.key.append(work.selectors[index])
                    found = true
                }
                if !found { complete = false }
            }
        }
        let actionsID = actionIDs.id(work.key)
        // The sorted distinct selectors, tagged so that they never equal an actions sequence.
        work.key.removeAll(keepingCapacity: true)
        work.selectors.sort()
        for selector in work.selectors where work.key.last != selectorTag | selector { work.key.append(selectorTag | selector) }
        return (actionsID, complete, actionIDs.id(work.key))
    }

    /// The working lists of ``canonicalActions(_:)``, kept between controls.
    private struct ActionWork {
        var targets: [Int32] = []
        var actionTargets: [Int32] = []
        var selectors: [Int64] = []
        var key: [Int64] = []

        mutating func removeAll() {
            targets.removeAll(keepingCapacity: true)
            actionTargets.removeAll(keepingCapacity: true)
            selectors.removeAll(keepingCapacity: true)
            key.removeAll(keepingCapacity: true)
        }
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
        // isKind(of: UIKit class) walks the UIKit superclass chain: record it once as name ids.
        let chain = UIKitClassTree.ancestry(of: viewClass.uikitClass).map { id($0) }
        classes.append(ClassInfo(
            nameID: id(viewClass.name),
            customID: id(viewClass.customClass),
            uikitChain: chain,
            traits: ClassInfo.Traits(of: viewClass)
        ))
        return new
    }
}
