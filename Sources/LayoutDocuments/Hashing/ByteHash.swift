import LayoutCore

/// The hash of the package's own open-addressing tables (the importer's id registry, the
/// matcher's string table): a multiply-xorshift over the UTF-8 bytes, eight at a time.
///
/// Cheaper than `Dictionary`'s SipHash for the short strings of a document, which those tables see
/// every one of (ids, titles, texts). Each table
/// draws its own random seed, so a file cannot be written to make its strings collide in a known
/// way and turn the probing quadratic.
package enum ByteHash {
    /// The hash of `bytes` from `seed`, and whether every byte is ASCII (a caller that needs
    /// canonical equivalence hashes other strings in a normal form).
    @inlinable
    package static func hash(_ bytes: UnsafeBufferPointer<UInt8>, seed: UInt64) -> (value: UInt64, isASCII: Bool) {
        let multiplier: UInt64 = 0x9FB2_1C65_1E98_DF25
        var hash = (seed ^ UInt64(bytes.count)) &* multiplier
        var high: UInt64 = 0
        var index = 0
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while index + 8 <= bytes.count {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                high |= word
                hash = (hash ^ word) &* multiplier
                hash ^= hash >> 32
                index += 8
            }
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while index < bytes.count {
            tail |= UInt64(bytes[index]) << shift
            shift += 8
            index += 1
        }
        high |= tail
        hash = (hash ^ tail) &* multiplier
        return (hash ^ (hash >> 29), high & 0x8080_8080_8080_8080 == 0)
    }

    /// The hash of one 64-bit word from `seed`: what ``hash(_:seed:)`` gives for its eight
    /// little-endian bytes, without going through memory.
    @inlinable @inline(__always)
    package static func hash(word: UInt64, seed: UInt64) -> UInt64 {
        let multiplier: UInt64 = 0x9FB2_1C65_1E98_DF25
        var hash = (seed ^ 8) &* multiplier
        hash = (hash ^ word.littleEndian) &* multiplier
        hash ^= hash >> 32
        hash = hash &* multiplier
        return hash ^ (hash >> 29)
    }

    /// The hash of `string`'s UTF-8 bytes from `seed`, and whether they are all ASCII.
    @inlinable
    package static func hash(_ string: String, seed: UInt64) -> (value: UInt64, isASCII: Bool) {
        var copy = string
        return copy.withUTF8 { hash($0, seed: seed) }
    }
}
