/// Every `id` a modern document defines, and every reference the model keeps, so that a duplicate
/// id and a reference to an id the file does not define are errors at their element rather than a
/// view silently matched to the wrong one.
///
/// Ids are unique in a whole file in Interface Builder's format (across a storyboard's scenes
/// too). Any element's id counts as defined, not only views': an outlet may name a gesture
/// recognizer or a controller, which the model does not keep.
///
/// Every view and most other elements define an id, so this table is on the importer's hot path:
/// it is an open-addressing table of its own, hashed by ``ByteHash`` from a per-registry random
/// seed, where a `Dictionary<String, _>` runs SipHash over the string and rehashes every key as it
/// grows.
struct ModernIDRegistry {
    private var ids: [String] = []
    /// Where each id is defined, packed as line << 32 | column to keep the table small.
    private var locations: [UInt64] = []
    private var hashes: [UInt64] = []
    /// Indexes into `ids`, plus one; 0 marks an empty slot. Never more than half full.
    private var slots: [Int32] = Array(repeating: 0, count: 64)
    private let seed = UInt64.random(in: .min ... .max)
    private var references: [(id: String, what: String, location: SourceLocation)] = []

    /// Records a definition; returns the earlier definition's location when `id` was already defined.
    mutating func define(_ id: String, at location: SourceLocation) -> SourceLocation? {
        let hash = ByteHash.hash(id, seed: seed).value
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            let index = Int(slots[slot]) - 1
            if hashes[index] == hash, ids[index] == id {
                let earlier = locations[index]
                return SourceLocation(file: location.file, line: Int(earlier >> 32), column: Int(earlier & 0xFFFF_FFFF))
            }
            slot = (slot + 1) & mask
        }
        ids.append(id)
        locations.append(UInt64(UInt32(clamping: location.line)) << 32 | UInt64(UInt32(clamping: location.column)))
        hashes.append(hash)
        slots[slot] = Int32(truncatingIfNeeded: ids.count)
        if ids.count * 2 > slots.count { grow() }
        return nil
    }

    /// Whether some element defines `id`.
    func isDefined(_ id: String) -> Bool {
        let hash = ByteHash.hash(id, seed: seed).value
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            let index = Int(slots[slot]) - 1
            if hashes[index] == hash, ids[index] == id { return true }
            slot = (slot + 1) & mask
        }
        return false
    }

    /// Records a reference to check once the whole file is read (a reference may precede its target).
    mutating func reference(_ id: String, what: String, at location: SourceLocation) {
        references.append((id, what, location))
    }

    /// One error per reference to an id that no element defines.
    func unresolvedReferences() -> [Diagnostic] {
        references.compactMap { reference in
            isDefined(reference.id) ? nil : .error(
                .brokenReference,
                "\(reference.what) names id '\(reference.id)', which the document does not define",
                at: reference.location
            )
        }
    }

    private mutating func grow() {
        slots = Array(repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for (index, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(truncatingIfNeeded: index + 1)
        }
    }
}
