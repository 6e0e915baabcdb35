import Foundation

/// The views of one sibling group by keyed rule and key, addressed directly by the key's dense
/// interned id (a string, pair or sequence id from ``KeyInterner``; a tag by its
/// ``NodeKeys/tagID``): no hashing, so no input can make lookups collide. Equal ids are exactly
/// equal default-mode keys (``NodeKeys/key(_:mode:)``), since each id numbers one value.
///
/// Each entry carries the stamp of the group that wrote it; ``startGroup()`` bumps the stamp,
/// so moving to the next group costs nothing and older entries simply read as empty. The table
/// has a slot per rule for every id the interner has handed out, ten words per distinct string
/// of the two trees. Copies share the storage but not the stamp, so a copy must not be used
/// alongside its original.
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

    /// Per `key * slotCount + slot`: the group stamp in the high half, the view (or ``several``)
    /// in the low half. Fixed-size storage written through a pointer: no copy-on-write check and
    /// no growth test on each of the hundreds of thousands of writes.
    private final class Storage {
        /// `nil` (with `count` 0) when the memory could not be had: every key then reads as
        /// repeated, which sends every group down the general path.
        let entries: UnsafeMutablePointer<UInt64>?
        let count: Int

        init(count: Int) {
            // calloc: a large zeroed block comes from fresh zero pages, so only the pages the
            // keys touch cost anything, where zeroing it here cost more than filling it.
            entries = calloc(max(count, 1), MemoryLayout<UInt64>.stride)?.bindMemory(to: UInt64.self, capacity: max(count, 1))
            self.count = entries == nil ? 0 : count
        }

        deinit {
            free(entries)
        }
    }

    private let storage: Storage
    /// Starts above the zero of fresh storage, so that a table no group has been started on
    /// reads as empty rather than as view 0 everywhere.
    private var stamp: UInt64 = 1

    /// A table for keys below `keyLimit` (``KeyInterner/keyLimit`` when the keys were made).
    init(keyLimit: Int) {
        storage = Storage(count: max(keyLimit, 0) * RuleKeyTable.slotCount)
    }

    /// Forgets every entry: the next group starts empty.
    mutating func startGroup() {
        stamp += 1
    }

    /// Records `view` under `key`; returns false when the group already had a view with that key
    /// (the key then reads as ``several``). A key beyond the table (or negative), which the
    /// interner never hands out, also reads as repeated, so that callers fall back to their general path.
    @inline(__always)
    @discardableResult
    func add(_ view: Int32, slot: Int, key: Int32) -> Bool {
        let index = Int(key) &* RuleKeyTable.slotCount &+ slot
        guard key >= 0, index < storage.count, let entries = storage.entries else { return false }
        let entry = entries + index
        let repeated = entry.pointee >> 32 == stamp
        entry.pointee = stamp << 32 | UInt64(UInt32(bitPattern: repeated ? RuleKeyTable.several : view))
        return !repeated
    }

    /// The group's only view with `key`, ``several``, or `nil` when none has it (``several`` for
    /// a key beyond the table, as in ``add(_:slot:key:)``).
    @inline(__always)
    func view(slot: Int, key: Int32) -> Int32? {
        let index = Int(key) &* RuleKeyTable.slotCount &+ slot
        guard key >= 0, index < storage.count, let entries = storage.entries else { return RuleKeyTable.several }
        let entry = entries[index]
        guard entry >> 32 == stamp else { return nil }
        return Int32(bitPattern: UInt32(truncatingIfNeeded: entry))
    }
}
