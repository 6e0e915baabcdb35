import LayoutCore

/// Numbers distinct sequences of integers 0, 1, 2... in the order first seen: the canonical forms
/// of controls' actions, text fields' text-and-placeholder pairs and tags (``KeyInterner``).
///
/// The sequences are stored end to end in one array and found through ``HashSlots`` by the
/// ``ByteHash`` of their bytes (seeded per table, so a file cannot choose collisions), with no
/// array allocated per sequence.
package struct SequenceTable {
    @usableFromInline var elements: [Int64] = []
    /// Where each sequence ends in `elements`, by id; it starts where the one before ends.
    @usableFromInline var ends: [Int] = []
    @usableFromInline var slots: HashSlots
    @usableFromInline let seed = UInt64.random(in: .min ... .max)

    /// Room for about `capacity` sequences before the index grows.
    package init(capacity: Int = 64) {
        slots = HashSlots(capacity: capacity)
    }

    /// Sequences numbered so far.
    package var count: Int { ends.count }

    /// The id of `sequence`, numbering it if new.
    @inlinable
    package mutating func id(_ sequence: UnsafeBufferPointer<Int64>) -> Int32 {
        let hash = UInt32(truncatingIfNeeded: ByteHash.hash(UnsafeRawBufferPointer(sequence).bindMemory(to: UInt8.self), seed: seed).value)
        let (found, slot) = slots.probe(hash: hash) { self.sequence(number: Int($0)).elementsEqual(sequence) }
        return found ?? insert(sequence, hash: hash, at: slot)
    }

    /// The id of `sequence`, numbering it if new.
    @inlinable
    package mutating func id(_ sequence: [Int64]) -> Int32 {
        sequence.withUnsafeBufferPointer { id($0) }
    }

    /// The id of the sequence of one element: the same id as for `[element]`, found without
    /// hashing through memory (tags, text-field pairs and identities are one word each).
    @inlinable
    package mutating func id(_ element: Int64) -> Int32 {
        let hash = UInt32(truncatingIfNeeded: ByteHash.hash(word: UInt64(bitPattern: element), seed: seed))
        let (found, slot) = slots.probe(hash: hash) { number in
            let end = ends[Int(number)]
            return end - (number == 0 ? 0 : ends[Int(number) - 1]) == 1 && elements[end - 1] == element
        }
        return found ?? withUnsafePointer(to: element) { insert(UnsafeBufferPointer(start: $0, count: 1), hash: hash, at: slot) }
    }

    @usableFromInline mutating func insert(_ sequence: UnsafeBufferPointer<Int64>, hash: UInt32, at slot: Int) -> Int32 {
        let new = Int32(ends.count)
        elements.append(contentsOf: sequence)
        ends.append(elements.count)
        slots.insert(hash: hash, id: new, at: slot)
        return new
    }

    /// The sequence numbered `number`.
    @inlinable
    package func sequence(number: Int) -> ArraySlice<Int64> {
        elements[(number == 0 ? 0 : ends[number - 1])..<ends[number]]
    }
}
