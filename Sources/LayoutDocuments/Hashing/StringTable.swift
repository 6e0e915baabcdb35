import Foundation
import LayoutCore

/// Numbers distinct strings 0, 1, 2... in the order first seen: ``KeyInterner``'s string ids,
/// and the modern importer's table of defined ids (``ModernIDRegistry``).
///
/// Open addressing (``HashSlots``) keyed by ``ByteHash`` (seeded per table) and a full string
/// comparison on a hash match: cheaper than `Dictionary`'s SipHash for the short strings of a
/// document (docs/BENCHMARKS.md, "What paid, and is in the code").
package struct StringTable {
    @usableFromInline var strings: [String] = []
    @usableFromInline var slots: HashSlots
    @usableFromInline let seed = UInt64.random(in: .min ... .max)

    package init(capacity: Int = 64) {
        slots = HashSlots(capacity: capacity)
    }

    /// A table numbering `strings` in order (a string listed twice keeps its first id).
    init(_ strings: [String]) {
        self.init(capacity: strings.count)
        for string in strings { _ = id(string) }
    }

    package var count: Int { strings.count }

    /// The string numbered `id`.
    subscript(id: Int32) -> String { strings[Int(id)] }

    /// The id of `string`, numbering it if new.
    @inlinable
    package mutating func id(_ string: String) -> Int32 {
        let (found, slot, hash) = probe(string)
        if let found { return found }
        let new = Int32(strings.count)
        strings.append(string)
        slots.insert(hash: hash, id: new, at: slot)
        return new
    }

    /// The id of `string` if the table holds it; nothing is numbered.
    @inlinable
    package func existingID(_ string: String) -> Int32? {
        probe(string).found
    }

    /// The id of the string whose UTF-8 is `bytes`, if the table holds it: a parser's bytes are
    /// looked up without first making a `String` of them.
    func existingID(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Int32? {
        let (value, isASCII) = ByteHash.hash(bytes, seed: seed)
        // Non-ASCII text may be canonically equal to a stored string with other bytes: the
        // `String` path hashes its canonical form.
        guard isASCII else { return existingID(String(decoding: bytes, as: UTF8.self)) }
        return slots.probe(hash: UInt32(truncatingIfNeeded: value)) { strings[Int($0)].utf8.elementsEqual(bytes) }.found
    }

    /// The string's id, or the empty slot where it would go, and its hash.
    @inlinable
    func probe(_ string: String) -> (found: Int32?, slot: Int, hash: UInt32) {
        let hash = UInt32(truncatingIfNeeded: hash(string))
        let (found, slot) = slots.probe(hash: hash) { strings[Int($0)] == string }
        return (found, slot, hash)
    }

    /// ``ByteHash`` from the table's seed. `==` on strings is canonical equivalence, so a string
    /// with non-ASCII bytes is hashed in its canonical composition (NFC): equal strings always
    /// hash alike, as `Dictionary` needs too.
    @inlinable
    func hash(_ string: String) -> UInt64 {
        let (hash, isASCII) = ByteHash.hash(string, seed: seed)
        if isASCII { return hash }
        return ByteHash.hash(string.precomposedStringWithCanonicalMapping, seed: seed).value
    }
}
