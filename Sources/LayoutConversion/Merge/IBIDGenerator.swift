import LayoutCore

/// Makes object ids in Interface Builder's style (`a8K-3f-Qz1`: three, two and three characters of
/// letters and digits), derived from a seed so that the same document always gets the same ids,
/// and never one already in use.
struct IBIDGenerator {
    private static let alphabet = Array("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".utf8)
    private var used: Set<String> = []

    /// Marks an id of the document as taken.
    mutating func reserve(_ id: String) {
        used.insert(id)
    }

    /// A new id for the object that `seed` describes (a connection's source and name, a scene).
    mutating func make(_ seed: String) -> String {
        var hash = Self.fnv1a(seed)
        while true {
            var bytes: [UInt8] = []
            var value = hash
            for index in 0..<8 {
                if index == 3 || index == 5 { bytes.append(UInt8(ascii: "-")) }
                bytes.append(Self.alphabet[Int(value % UInt64(Self.alphabet.count))])
                value /= UInt64(Self.alphabet.count)
            }
            let id = String(decoding: bytes, as: UTF8.self)
            if used.insert(id).inserted { return id }
            hash = Self.fnv1a(id + seed)
        }
    }

    /// FNV-1a, 64 bits: stable across runs and platforms, unlike `Hasher`.
    private static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }
}
