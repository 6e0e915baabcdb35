/// Every identity (``NodeKeys/identities``) of the template and the live tree numbered densely,
/// once per layout: the default matcher's whole-layout lookups ("moved" views) and container
/// pairing then index flat arrays instead of hashing 64-bit identities again and again.
struct IdentityIndex {
    /// The dense identity numbers of template view `t` are
    /// `templateIdentities[templateStart[t] ..< templateStart[t + 1]]`, in ``NodeKeys/identities`` order.
    let templateStart: [Int32]
    let templateIdentities: [Int32]
    /// The same for the live tree.
    let liveStart: [Int32]
    let liveIdentities: [Int32]
    /// How many template views hold each identity.
    let templateCount: [Int32]
    /// How many live views hold each identity, and the first of them in pre-order.
    let liveCount: [Int32]
    let liveFirst: [Int32]

    var identityCount: Int { templateCount.count }

    init(_ inputs: MatchInputs) {
        let (templateStart, templateRaw) = IdentityIndex.collect(inputs.templateKeys)
        let (liveStart, liveRaw) = IdentityIndex.collect(inputs.liveKeys)
        var numbering = Numbering(capacity: 2 * (templateRaw.count + liveRaw.count))
        var templateIdentities = [Int32](repeating: 0, count: templateRaw.count)
        for position in templateRaw.indices {
            let n = numbering.number(templateRaw[position])
            numbering.templateCount[Int(n)] += 1
            templateIdentities[position] = n
        }
        var liveIdentities = [Int32](repeating: 0, count: liveRaw.count)
        for view in 0..<(liveStart.count - 1) {
            for position in Int(liveStart[view])..<Int(liveStart[view + 1]) {
                let n = numbering.number(liveRaw[position])
                if numbering.liveCount[Int(n)] == 0 { numbering.liveFirst[Int(n)] = Int32(view) }
                numbering.liveCount[Int(n)] += 1
                liveIdentities[position] = n
            }
        }
        self.templateStart = templateStart
        self.templateIdentities = templateIdentities
        self.liveStart = liveStart
        self.liveIdentities = liveIdentities
        self.templateCount = numbering.templateCount
        self.liveCount = numbering.liveCount
        self.liveFirst = numbering.liveFirst
    }

    /// Every view's identities in pre-order, and where each view's identities start.
    private static func collect(_ keys: [NodeKeys]) -> (start: [Int32], raw: [UInt64]) {
        var start: [Int32] = [0]
        start.reserveCapacity(keys.count + 1)
        var raw: [UInt64] = []
        raw.reserveCapacity(2 * keys.count)
        keys.withUnsafeBufferPointer { keys in
            for index in keys.indices {
                keys[index].forEachIdentity { raw.append($0) }
                start.append(Int32(raw.count))
            }
        }
        return (start, raw)
    }

    /// Identity -> dense number, with per-number counts. Open addressing with a multiplicative
    /// hash, at most half full: identities are already well-mixed integers, and `Dictionary`'s
    /// seeded SipHash cost most of this index's time. A struct rather than a nested function, whose
    /// captured arrays would live in heap boxes.
    private struct Numbering {
        var slotKeys: [UInt64]
        var slotNumbers: [Int32]
        let shift: UInt64
        let mask: Int
        var templateCount: [Int32] = []
        var liveCount: [Int32] = []
        var liveFirst: [Int32] = []

        init(capacity needed: Int) {
            var capacity = 16
            while capacity < needed { capacity <<= 1 }
            shift = UInt64(64 - capacity.trailingZeroBitCount)
            mask = capacity - 1
            slotKeys = [UInt64](repeating: 0, count: capacity)
            slotNumbers = [Int32](repeating: -1, count: capacity)
        }

        @inline(__always)
        mutating func number(_ identity: UInt64) -> Int32 {
            var slot = Int(truncatingIfNeeded: (identity &* 0x9E37_79B9_7F4A_7C15) >> shift)
            while slotNumbers[slot] >= 0 {
                if slotKeys[slot] == identity { return slotNumbers[slot] }
                slot = (slot + 1) & mask
            }
            let new = Int32(templateCount.count)
            slotKeys[slot] = identity
            slotNumbers[slot] = new
            templateCount.append(0)
            liveCount.append(0)
            liveFirst.append(-1)
            return new
        }
    }

    /// The identity numbers of template view `t`.
    func template(_ t: Int) -> ArraySlice<Int32> {
        templateIdentities[Int(templateStart[t])..<Int(templateStart[t + 1])]
    }

    /// The identity numbers of live view `l`.
    func live(_ l: Int) -> ArraySlice<Int32> {
        liveIdentities[Int(liveStart[l])..<Int(liveStart[l + 1])]
    }

    /// The identity numbers of the views of a subtree, `first ..< end` in pre-order.
    func templateSubtree(_ first: Int, _ end: Int) -> ArraySlice<Int32> {
        templateIdentities[Int(templateStart[first])..<Int(templateStart[end])]
    }

    func liveSubtree(_ first: Int, _ end: Int) -> ArraySlice<Int32> {
        liveIdentities[Int(liveStart[first])..<Int(liveStart[end])]
    }
}
