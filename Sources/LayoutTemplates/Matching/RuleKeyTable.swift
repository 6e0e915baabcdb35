import Foundation

/// The views of one sibling group by keyed rule and key: an open-addressing table the size of the
/// group, reused group after group.
///
/// Keys are dense interned ids (a string, pair or sequence id from ``KeyInterner``; a tag by its
/// ``NodeKeys/tagID``), so equal ids are exactly equal default-mode keys
/// (``NodeKeys/key(_:mode:)``) and a multiplicative hash spreads them: a file chooses which
/// strings repeat, not the numbers the interner hands out in order of first sight. A table
/// addressed directly by id (ten words per id of both trees) was tried first: every group then
/// touched a few scattered cache lines of tens of megabytes, and at 100k views per layout its
/// page faults and cache misses cost more than the rest of the pass. Here a group's entries stay
/// within a few kilobytes.
///
/// Each entry carries the stamp of the group that wrote it; ``startGroup(views:)`` bumps the
/// stamp, so moving to the next group costs nothing and older entries read as empty. Copies
/// share the storage but not the stamp, so a copy must not be used alongside its original.
struct RuleKeyTable {
    /// The keyed rules by slot: the default matcher's leading rules, then its trailing rules.
    static let rules: [MatchRule] = [.outlet, .tag, .controlActions, .buttonTitle, .buttonImage, .labelText, .textField,
                                     .imageName, .userLabel, .actionSelector]
    /// The rules tried before the class rule, in the reference's order.
    static let leadingSlots = 0..<7
    /// The identities the reference ignores, tried after the class rule.
    static let trailingSlots = 7..<10
    /// At most 16: an entry keeps its slot in the key's low four bits.
    static var slotCount: Int { rules.count }
    /// What ``view(slot:key:)`` returns for a key that several views of the group hold.
    static let several: Int32 = -2
    /// Table entries per view of a group: a view files at most seven keys (the leading slots), so
    /// the table is never more than 7/16 full, and for the usual two or three keys an eighth.
    private static let entriesPerView = 16

    private struct Entry {
        /// `key << 4 | slot`.
        var key: UInt64
        /// The group stamp in the high half, the view (or ``several``) in the low half.
        var mark: UInt64
    }

    /// Storage written through a pointer: no copy-on-write check and no growth test on each of
    /// the hundreds of thousands of writes; a larger one replaces it between groups.
    private final class Storage {
        /// `nil` (with `mask` -1) when the memory could not be had: every key then reads as
        /// repeated, which sends every group down the general path.
        let entries: UnsafeMutablePointer<Entry>?
        let mask: Int
        /// Turns a 64-bit hash into an index: 64 minus log2 of the capacity.
        let shift: UInt64

        /// Zeroed storage for `capacity` (a power of two, or 0 for none) entries.
        init(capacity: Int) {
            entries = capacity > 0
                ? calloc(capacity, MemoryLayout<Entry>.stride)?.bindMemory(to: Entry.self, capacity: capacity)
                : nil
            mask = entries == nil ? -1 : capacity - 1
            shift = UInt64(64 - max(capacity, 1).trailingZeroBitCount)
        }

        deinit {
            free(entries)
        }
    }

    private var storage = Storage(capacity: 0)
    /// Starts above the zero of fresh storage, so that fresh entries read as empty.
    private var stamp: UInt64 = 1

    init() {}

    /// Forgets every entry, and makes room for the keys of `views` views: the next group starts empty.
    mutating func startGroup(views: Int) {
        stamp += 1
        let needed = max(views, 1).multipliedReportingOverflow(by: RuleKeyTable.entriesPerView)
        if needed.overflow {
            storage = Storage(capacity: 0)
        } else if needed.partialValue > storage.mask + 1 || stamp >= UInt64(UInt32.max) {
            var capacity = 64
            while capacity < needed.partialValue { capacity <<= 1 }
            storage = Storage(capacity: capacity)
            stamp = 1
        }
    }

    /// Records `view` under `key`; returns false when the group already had a view with that key
    /// (the key then reads as ``several``). A negative key, which the interner never hands out, or
    /// a group filing more keys than ``startGroup(views:)`` made room for, also reads as repeated,
    /// so that callers fall back to their general path.
    @inline(__always)
    @discardableResult
    func add(_ view: Int32, slot: Int, key: Int32) -> Bool {
        guard key >= 0, let entries = storage.entries else { return false }
        let word = UInt64(key) << 4 | UInt64(slot)
        let mask = storage.mask
        var index = Int(truncatingIfNeeded: (word &* 0x9E37_79B9_7F4A_7C15) >> storage.shift)
        for _ in 0...mask {
            let entry = entries + index
            guard entry.pointee.mark >> 32 == stamp else {
                entry.pointee = Entry(key: word, mark: stamp << 32 | UInt64(UInt32(bitPattern: view)))
                return true
            }
            if entry.pointee.key == word {
                entry.pointee.mark = stamp << 32 | UInt64(UInt32(bitPattern: RuleKeyTable.several))
                return false
            }
            index = (index + 1) & mask
        }
        return false
    }

    /// The group's only view with `key`, ``several``, or `nil` when none has it (``several`` for
    /// a negative key, as in ``add(_:slot:key:)``).
    @inline(__always)
    func view(slot: Int, key: Int32) -> Int32? {
        guard key >= 0, let entries = storage.entries else { return RuleKeyTable.several }
        let word = UInt64(key) << 4 | UInt64(slot)
        let mask = storage.mask
        var index = Int(truncatingIfNeeded: (word &* 0x9E37_79B9_7F4A_7C15) >> storage.shift)
        for _ in 0...mask {
            let entry = entries[index]
            guard entry.mark >> 32 == stamp else { return nil }
            if entry.key == word { return Int32(bitPattern: UInt32(truncatingIfNeeded: entry.mark)) }
            index = (index + 1) & mask
        }
        return RuleKeyTable.several
    }
}
