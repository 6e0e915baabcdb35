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
        var templateStart: [Int32] = [0]
        var templateRaw: [UInt64] = []
        templateStart.reserveCapacity(inputs.template.count + 1)
        for keys in inputs.templateKeys {
            for identity in keys.identities { templateRaw.append(identity) }
            templateStart.append(Int32(templateRaw.count))
        }
        var liveStart: [Int32] = [0]
        var liveRaw: [UInt64] = []
        liveStart.reserveCapacity(inputs.live.count + 1)
        for keys in inputs.liveKeys {
            for identity in keys.identities { liveRaw.append(identity) }
            liveStart.append(Int32(liveRaw.count))
        }

        // Open addressing with a multiplicative hash, at most half full: identities are already
        // well-mixed integers, and `Dictionary`'s seeded SipHash cost most of this index's time.
        var capacity = 16
        while capacity < 2 * (templateRaw.count + liveRaw.count) { capacity <<= 1 }
        let shift = UInt64(64 - capacity.trailingZeroBitCount)
        let mask = capacity - 1
        var slotKeys = [UInt64](repeating: 0, count: capacity)
        var slotNumbers = [Int32](repeating: -1, count: capacity)
        var templateCount: [Int32] = []
        var liveCount: [Int32] = []
        var liveFirst: [Int32] = []

        func number(_ identity: UInt64) -> Int32 {
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

        var templateIdentities = [Int32](repeating: 0, count: templateRaw.count)
        for (position, identity) in templateRaw.enumerated() {
            let n = number(identity)
            templateCount[Int(n)] += 1
            templateIdentities[position] = n
        }
        var liveIdentities = [Int32](repeating: 0, count: liveRaw.count)
        var view = 0
        for (position, identity) in liveRaw.enumerated() {
            while Int(liveStart[view + 1]) <= position { view += 1 }
            let n = number(identity)
            if liveCount[Int(n)] == 0 { liveFirst[Int(n)] = Int32(view) }
            liveCount[Int(n)] += 1
            liveIdentities[position] = n
        }
        self.templateStart = templateStart
        self.templateIdentities = templateIdentities
        self.liveStart = liveStart
        self.liveIdentities = liveIdentities
        self.templateCount = templateCount
        self.liveCount = liveCount
        self.liveFirst = liveFirst
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
