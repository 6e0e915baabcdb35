import LayoutCore
import LayoutDocuments

/// The views of one sibling group grouped by one rule's key.
///
/// Keys are almost always unique within a group, so each key keeps its first view in a flat array
/// and a list is made only when the key repeats. Most sibling groups are small: up to
/// ``scanLimit`` keys are found by scanning them; past it the keys are filed in ``HashSlots`` by
/// ``ByteHash`` with a seed drawn once per process, so that a file cannot choose colliding keys.
struct KeyedGroups {
    private static let seed = UInt64.random(in: .min ... .max)

    /// Keys in the order their first view was added; a key's number is its position here.
    private(set) var keys: [Int] = []
    /// By key number: the first view, and where the others are in `more` (-1 when there are none).
    private var first: [Int32] = []
    private var moreIndex: [Int32] = []
    private var more: [[Int32]] = []
    private var slots: HashSlots
    /// Whether `slots` files every key (there are more than ``scanLimit``).
    private var indexed = false
    private static let scanLimit = 8

    init(capacity: Int) {
        slots = HashSlots(capacity: capacity)
        keys.reserveCapacity(capacity)
        first.reserveCapacity(capacity)
        moreIndex.reserveCapacity(capacity)
    }

    var isEmpty: Bool { keys.isEmpty }

    /// Empties the groups for a group of about `capacity` keys, keeping what storage fits.
    mutating func removeAll(capacity: Int) {
        keys.removeAll(keepingCapacity: true)
        first.removeAll(keepingCapacity: true)
        moreIndex.removeAll(keepingCapacity: true)
        more.removeAll(keepingCapacity: true)
        if indexed {
            slots.removeAll(capacity: capacity)
            indexed = false
        }
    }

    func contains(_ key: Int) -> Bool { find(key).number != nil }

    /// Adds `view` under `key`; returns whether the key already had a view.
    @discardableResult
    mutating func add(_ view: Int32, key: Int) -> Bool {
        let (number, slot, hash) = find(key)
        guard let number else {
            if indexed { slots.insert(hash: hash, id: Int32(keys.count), at: slot) }
            keys.append(key)
            first.append(view)
            moreIndex.append(-1)
            if !indexed, keys.count > KeyedGroups.scanLimit { index() }
            return false
        }
        let index = Int(moreIndex[Int(number)])
        if index < 0 {
            moreIndex[Int(number)] = Int32(more.count)
            more.append([view])
        } else {
            more[index].append(view)
        }
        return true
    }

    /// The key's only view, or `nil` when it has none or several.
    func single(_ key: Int) -> Int32? {
        guard let number = find(key).number, moreIndex[Int(number)] < 0 else { return nil }
        return first[Int(number)]
    }

    /// Every view with the key, in the order added.
    func members(_ key: Int) -> [Int32] {
        guard let number = find(key).number else { return [] }
        let index = Int(moreIndex[Int(number)])
        return index < 0 ? [first[Int(number)]] : [first[Int(number)]] + more[index]
    }

    /// The key's number, or (once indexed) the empty slot where it would go, and its hash.
    private func find(_ key: Int) -> (number: Int32?, slot: Int, hash: UInt32) {
        guard indexed else { return (keys.firstIndex(of: key).map(Int32.init), 0, 0) }
        let hash = KeyedGroups.hash(key)
        let (found, slot) = slots.probe(hash: hash) { keys[Int($0)] == key }
        return (found, slot, hash)
    }

    private static func hash(_ key: Int) -> UInt32 {
        UInt32(truncatingIfNeeded: ByteHash.hash(word: UInt64(bitPattern: Int64(key)), seed: seed))
    }

    /// Files every key in `slots`.
    private mutating func index() {
        slots.removeAll(capacity: 2 * keys.count)
        for (number, key) in keys.enumerated() {
            let hash = KeyedGroups.hash(key)
            let slot = slots.probe(hash: hash) { _ in false }.slot
            slots.insert(hash: hash, id: Int32(number), at: slot)
        }
        indexed = true
    }
}
