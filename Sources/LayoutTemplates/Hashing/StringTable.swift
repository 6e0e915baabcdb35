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
    /// Per slot: the id of the string there, -1 when empty.
    private var slotIDs: [Int32] = []
    private var slotHashes: [UInt64] = []
    private var mask = 0
    private let seed = UInt64.random(in: .min ... .max)

    init(capacity: Int = 64) {
        var size = 16
        while size < 2 * capacity { size <<= 1 }
        slotIDs = [Int32](repeating: -1, count: size)
        slotHashes = [UInt64](repeating: 0, count: size)
        mask = size - 1
    }

    var count: Int { strings.count }

    /// The id of `string`, numbering it if new.
    mutating func id(_ string: String) -> Int32 {
        let (found, slot, hash) = probe(string)
        if let found { return found }
        let new = Int32(strings.count)
        strings.append(string)
        slotIDs[slot] = new
        slotHashes[slot] = hash
        // At most half full, so probes stay short and an empty slot always exists.
        if 2 * strings.count > slotIDs.count { grow() }
        return new
    }

    /// The id of `string` if the table holds it; nothing is numbered.
    func existingID(_ string: String) -> Int32? {
        probe(string).found
    }

    /// The string's id, or the empty slot where it would go, and its hash.
    private func probe(_ string: String) -> (found: Int32?, slot: Int, hash: UInt64) {
        let hash = hash(string)
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slotIDs[slot] >= 0 {
            if slotHashes[slot] == hash, strings[Int(slotIDs[slot])] == string { return (slotIDs[slot], slot, hash) }
            slot = (slot + 1) & mask
        }
        return (nil, slot, hash)
    }

    private mutating func grow() {
        let size = slotIDs.count * 2
        var ids = [Int32](repeating: -1, count: size)
        var hashes = [UInt64](repeating: 0, count: size)
        let newMask = size - 1
        for slot in slotIDs.indices where slotIDs[slot] >= 0 {
            var target = Int(truncatingIfNeeded: slotHashes[slot]) & newMask
            while ids[target] >= 0 { target = (target + 1) & newMask }
            ids[target] = slotIDs[slot]
            hashes[target] = slotHashes[slot]
        }
        slotIDs = ids
        slotHashes = hashes
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
