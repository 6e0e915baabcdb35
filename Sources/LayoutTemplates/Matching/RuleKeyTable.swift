/// The views of one sibling group by keyed rule and key, addressed directly by the key's dense
/// interned id (a string, pair or sequence id from ``KeyInterner``; a tag by its
/// ``NodeKeys/tagID``): no hashing, so no input can make lookups collide. Equal ids are exactly
/// equal default-mode keys (``NodeKeys/key(_:mode:)``), since each id numbers one value.
///
/// Each entry carries the stamp of the group that wrote it; ``startGroup()`` bumps the stamp,
/// so moving to the next group costs nothing and older entries simply read as empty. The table
/// grows to the largest key met, which is bounded by the number of strings in the two trees.
struct RuleKeyTable {
    /// The keyed rules by slot: the default matcher's leading rules, then its trailing rules.
    static let rules: [MatchRule] = [.outlet, .tag, .controlActions, .buttonTitle, .buttonImage, .labelText, .textField,
                                     .imageName, .userLabel, .actionSelector]
    /// The rules tried before the class rule, in the reference's order.
    static let leadingSlots = 0..<7
    /// The identities the reference ignores, tried after the class rule.
    static let trailingSlots = 7..<10
    static let slotCount = 10
    /// What ``view(slot:key:)`` returns for a key that several views of the group hold.
    static let several: Int32 = -2

    /// Per `key * slotCount + slot`: the group stamp in the high half, the view (or ``several``) in the low half.
    private var entries: [UInt64] = []
    private var stamp: UInt64 = 0

    /// Forgets every entry: the next group starts empty.
    mutating func startGroup() {
        stamp += 1
    }

    /// Records `view` under `key`; returns false when the group already had a view with that key
    /// (the key then reads as ``several``).
    @inline(__always)
    @discardableResult
    mutating func add(_ view: Int32, slot: Int, key: Int32) -> Bool {
        let index = Int(key) &* RuleKeyTable.slotCount &+ slot
        if index >= entries.count { grow(to: index) }
        let repeated = entries[index] >> 32 == stamp
        entries[index] = stamp << 32 | UInt64(UInt32(bitPattern: repeated ? RuleKeyTable.several : view))
        return !repeated
    }

    /// The group's only view with `key`, ``several``, or `nil` when none has it.
    @inline(__always)
    func view(slot: Int, key: Int32) -> Int32? {
        let index = Int(key) &* RuleKeyTable.slotCount &+ slot
        guard index < entries.count else { return nil }
        let entry = entries[index]
        guard entry >> 32 == stamp else { return nil }
        return Int32(bitPattern: UInt32(truncatingIfNeeded: entry))
    }

    private mutating func grow(to index: Int) {
        // Doubling: keys arrive in no order, and growing one key at a time would copy the table each time.
        let size = max(index + 1, 2 * entries.count, 1024)
        entries.append(contentsOf: repeatElement(0, count: size - entries.count))
    }
}
