/// The object ids of a synthetic document: distinct for each view of each layout (the two copies
/// of a logical view are two objects), derived from indices so that writers need no table.
struct SyntheticIdentifiers: Sendable {
    let format: GeneratedFormat
    /// Logical views in the tree; ids of the landscape copies start after the portrait ones.
    let viewCount: Int

    /// The first legacy view id: clear of the ids the legacy skeleton uses (`0`, `1000`, the placeholders).
    static let legacyBase = 2_000

    func view(_ index: Int32, in layout: SyntheticLayout) -> String {
        let serial = layout.rawValue * viewCount + Int(index)
        switch format {
        case .modern: return Self.interfaceBuilderID(serial)
        case .legacy: return String(Self.legacyBase + serial)
        }
    }

    /// The legacy object id as a number (the `id` attribute and the record's `objectID` agree).
    func legacyObjectID(_ index: Int32, in layout: SyntheticLayout) -> Int {
        Self.legacyBase + layout.rawValue * viewCount + Int(index)
    }

    /// A modern `<action>`'s id.
    func action(_ index: Int32, in layout: SyntheticLayout) -> String {
        Self.interfaceBuilderID(2 * viewCount + 2 * Int(index) + layout.rawValue)
    }

    /// A modern `<outlet>`'s id.
    func outlet(_ number: Int) -> String {
        Self.interfaceBuilderID(4 * viewCount + number)
    }

    private static let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".utf8)
    private static let space = 218_340_105_584_896  // 62^8

    /// `aB3-xY-z9Q`, as Interface Builder writes ids: a bijective scramble of `serial` into the
    /// 62^8 id space (the multiplier is odd and not a multiple of 31, so coprime to 62^8), so ids look random yet never collide.
    static func interfaceBuilderID(_ serial: Int) -> String {
        // Serials stay below 4 * GeneratorOptions.viewLimit + 3, so the product cannot overflow.
        var value = (serial * 25_214_903_917 + 91_254_307) % space
        var bytes = [UInt8](repeating: UInt8(ascii: "-"), count: 10)
        for position in [9, 8, 7, 5, 4, 2, 1, 0] {
            bytes[position] = alphabet[value % 62]
            value /= 62
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
