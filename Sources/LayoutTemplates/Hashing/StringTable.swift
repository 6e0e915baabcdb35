import Foundation

/// Numbers distinct strings 0, 1, 2... in the order first seen: ``KeyInterner``'s string ids,
/// and the modern importer's table of defined ids (``ModernIDRegistry``).
///
/// Open addressing keyed by ``ByteHash`` (seeded per table) and a full string comparison on a
/// hash match. `Dictionary<String, Int32>` hashes with a seeded
/// SipHash through `Hasher`, which cost several hundred instructions per short string; interning
/// every title, text and image of both trees made it the largest item of computing keys.
struct StringTable {
    private var strings: [String] = []
    /// Per slot: the low 32 bits of the string's hash above its id + 1, or 0 when empty. One word
    /// per slot, so a probe that misses costs one cache line, not one per array: in tables of
    /// hundreds of thousands of ids (every title of a large layout) nearly every probe is a miss.
    private var slots: [UInt64] = []
    private var mask = 0
    private let seed = UInt64.random(in: .min ... .max)

    init(capacity: Int = 64) {
        var size = 16
        while size < 2 * capacity { size <<= 1 }
        slots = [UInt64](repeating: 0, count: size)
        mask = size - 1
    }

    /// A table numbering `strings` in order (a string listed twice keeps its first id).
    init(_ strings: [String]) {
        self.init(capacity: strings.count)
        for string in strings { _ = id(string) }
    }

    var count: Int { strings.count }

    /// The id of `string`, numbering it if new.
    mutating func id(_ string: String) -> Int32 {
        let (found, slot, hash) = probe(string)
        if let found { return found }
        let new = Int32(strings.count)
        strings.append(string)
        slots[slot] = StringTable.slot(hash: hash, id: new)
        // At most half full, so probes stay short and an empty slot always exists.
        if 2 * strings.count > slots.count { grow() }
        return new
    }

    /// The id of `string` if the table holds it; nothing is numbered.
    func existingID(_ string: String) -> Int32? {
        probe(string).found
    }

    /// The id of the string whose UTF-8 is `bytes`, if the table holds it: a parser's bytes are
    /// looked up without first making a `String` of them.
    func existingID(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Int32? {
        let (value, isASCII) = ByteHash.hash(bytes, seed: seed)
        // Non-ASCII text may be canonically equal to a stored string with other bytes: the
        // `String` path hashes its canonical form.
        guard isASCII else { return existingID(String(decoding: bytes, as: UTF8.self)) }
        return probe(hash: UInt32(truncatingIfNeeded: value)) { $0.utf8.elementsEqual(bytes) }.found
    }

    @inline(__always)
    private static func slot(hash: UInt32, id: Int32) -> UInt64 {
        UInt64(hash) << 32 | UInt64(UInt32(bitPattern: id) &+ 1)
    }

    /// The string's id, or the empty slot where it would go, and its hash.
    private func probe(_ string: String) -> (found: Int32?, slot: Int, hash: UInt32) {
        let hash = UInt32(truncatingIfNeeded: hash(string))
        let (found, slot) = probe(hash: hash) { $0 == string }
        return (found, slot, hash)
    }

    /// The id of the stored string with this hash that `matches`, or the empty slot where it would
    /// go. Slots are chosen by the hash's low bits, which the slot keeps, so growing never hashes a
    /// string again.
    @inline(__always)
    private func probe(hash: UInt32, matches: (String) -> Bool) -> (found: Int32?, slot: Int) {
        var slot = Int(hash) & mask
        while true {
            let entry = slots[slot]
            if entry == 0 { return (nil, slot) }
            if UInt32(truncatingIfNeeded: entry >> 32) == hash {
                let id = Int32(bitPattern: UInt32(truncatingIfNeeded: entry) &- 1)
                if matches(strings[Int(id)]) { return (id, slot) }
            }
            slot = (slot + 1) & mask
        }
    }

    private mutating func grow() {
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

    /// ``ByteHash`` from the table's seed. `==` on strings is canonical equivalence, so a string
    /// with non-ASCII bytes is hashed in its canonical composition (NFC): equal strings always
    /// hash alike, as `Dictionary` needs too.
    private func hash(_ string: String) -> UInt64 {
        let (hash, isASCII) = ByteHash.hash(string, seed: seed)
        if isASCII { return hash }
        return ByteHash.hash(string.precomposedStringWithCanonicalMapping, seed: seed).value
    }
}
