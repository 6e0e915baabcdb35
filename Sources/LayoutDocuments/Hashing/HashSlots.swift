import LayoutCore

/// The index of the package's open-addressing tables (``StringTable``, ``SequenceTable``): which
/// entry id sits in which slot, found by the entry's hash. The tables keep the entries; this keeps
/// only where they are.
///
/// One word per slot, the low 32 bits of the entry's hash above its id + 1 (0 when empty), so a
/// probe that misses costs one cache line, not one per array: in tables of hundreds of thousands
/// of entries (every title of a large layout) nearly every probe is a miss. Slots are chosen by
/// the hash's low bits, which the slot keeps, so growing never hashes an entry again.
package struct HashSlots {
    @usableFromInline var slots: [UInt64]
    @usableFromInline var mask: Int
    /// Entries filed so far.
    @usableFromInline var count = 0

    /// Room for `capacity` entries before the first growth.
    package init(capacity: Int) {
        let size = HashSlots.size(for: capacity)
        slots = [UInt64](repeating: 0, count: size)
        mask = size - 1
    }

    /// The slots for `capacity` entries: a power of two, at most half full.
    private static func size(for capacity: Int) -> Int {
        var size = 16
        while size < 2 * capacity { size <<= 1 }
        return size
    }

    /// Forgets every entry and makes room for `capacity`, keeping the slots unless they are far
    /// more than that needs (clearing them would then cost more than new ones).
    package mutating func removeAll(capacity: Int) {
        let size = HashSlots.size(for: capacity)
        if slots.count > 4 * size || slots.count < size {
            self = HashSlots(capacity: capacity)
        } else if count > 0 {
            slots.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
            count = 0
        }
    }

    /// The id of the filed entry with this hash that `matches`, or the empty slot where it would go.
    @inlinable @inline(__always)
    package func probe(hash: UInt32, matches: (Int32) -> Bool) -> (found: Int32?, slot: Int) {
        var slot = Int(hash) & mask
        while true {
            let entry = slots[slot]
            if entry == 0 { return (nil, slot) }
            if UInt32(truncatingIfNeeded: entry >> 32) == hash {
                let id = Int32(bitPattern: UInt32(truncatingIfNeeded: entry) &- 1)
                if matches(id) { return (id, slot) }
            }
            slot = (slot + 1) & mask
        }
    }

    /// Files `id` with `hash` in `slot`, the empty slot ``probe(hash:matches:)`` returned for it.
    @inlinable
    package mutating func insert(hash: UInt32, id: Int32, at slot: Int) {
        slots[slot] = UInt64(hash) << 32 | UInt64(UInt32(bitPattern: id) &+ 1)
        count += 1
        // At most half full, so probes stay short and an empty slot always exists.
        if 2 * count > slots.count { grow() }
    }

    @usableFromInline mutating func grow() {
        let size = slots.count * 2
        var grown = [UInt64](repeating: 0, count: size)
        let newMask = size - 1
        for entry in slots where entry != 0 {
            var target = Int(UInt32(truncatingIfNeeded: entry >> 32)) & newMask
            while grown[target] != 0 { target = (target + 1) & newMask }
            grown[target] = entry
        }
        slots = grown
        mask = newMask
    }
}
