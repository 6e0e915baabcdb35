/// Views grouped by one rule's key, for a sibling group too large to compare pairwise.
///
/// Keys are almost always unique within a group, so each key keeps its first view in one table
/// slot and a list is made only when the key repeats: hashing ten thousand siblings then costs ten
/// thousand slots, not ten thousand arrays.
struct KeyedGroups {
    private var first: [Int: Int32] = [:]
    private var more: [Int: [Int32]] = [:]
    /// Keys in the order their first view was added.
    private(set) var keys: [Int] = []

    init(capacity: Int) {
        first.reserveCapacity(capacity)
        keys.reserveCapacity(capacity)
    }

    var isEmpty: Bool { keys.isEmpty }

    func contains(_ key: Int) -> Bool { first[key] != nil }

    mutating func add(_ view: Int32, key: Int) {
        if first[key] == nil {
            first[key] = view
            keys.append(key)
        } else {
            more[key, default: []].append(view)
        }
    }

    /// The key's only view, or `nil` when it has none or several.
    func single(_ key: Int) -> Int32? {
        more[key] == nil ? first[key] : nil
    }

    /// Every view with the key, in the order added.
    func members(_ key: Int) -> [Int32] {
        guard let view = first[key] else { return [] }
        return [view] + (more[key] ?? [])
    }
}
