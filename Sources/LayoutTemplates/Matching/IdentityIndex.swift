/// Every identity (``NodeKeys/forEachIdentity(_:)``) of the template and the live tree numbered densely,
/// once per layout: the default matcher's whole-layout lookups ("moved" views) and container
/// pairing then index flat arrays instead of hashing 64-bit identities again and again.
struct IdentityIndex {
    /// The dense identity numbers of template view `t` are
    /// `templateIdentities[templateStart[t] ..< templateStart[t + 1]]`, in ``NodeKeys/forEachIdentity(_:)`` order.
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
        var capacity = 16
        while capacity < 2 * (templateRaw.count + liveRaw.count) { capacity <<= 1 }
        // Open addressing with a multiplicative hash, at most half full: identities are already
        // well-mixed integers, and `Dictionary`'s seeded SipHash cost most of this index's time.
        // No seed is needed: an identity packs ids the interner hands out densely in order of
        // first sight, so a file chooses which strings repeat but not the numbers hashed here.
        // Flat buffers throughout: with array appends and subscripts in the loop, their checks
        // cost more than the hashing.
        let shift = UInt64(64 - capacity.trailingZeroBitCount)
        let mask = capacity - 1
        var slotKeys = [UInt64](repeating: 0, count: capacity)
        var slotNumbers = [Int32](repeating: -1, count: capacity)
        let most = templateRaw.count + liveRaw.count
        var templateCount = [Int32](repeating: 0, count: most)
        var liveCount = [Int32](repeating: 0, count: most)
        var liveFirst = [Int32](repeating: -1, count: most)
        var templateIdentities = [Int32](repeating: 0, count: templateRaw.count)
        var liveIdentities = [Int32](repeating: 0, count: liveRaw.count)
        var numbers = 0
        slotKeys.withUnsafeMutableBufferPointer { slotKeys in
        slotNumbers.withUnsafeMutableBufferPointer { slotNumbers in
            func number(_ identity: UInt64) -> Int {
                var slot = Int(truncatingIfNeeded: (identity &* 0x9E37_79B9_7F4A_7C15) >> shift)
                while slotNumbers[slot] >= 0 {
                    if slotKeys[slot] == identity { return Int(slotNumbers[slot]) }
                    slot = (slot + 1) & mask
                }
                slotKeys[slot] = identity
                slotNumbers[slot] = Int32(numbers)
                numbers += 1
                return numbers - 1
            }
            templateCount.withUnsafeMutableBufferPointer { templateCount in
            templateIdentities.withUnsafeMutableBufferPointer { templateIdentities in
                for position in templateRaw.indices {
                    let n = number(templateRaw[position])
                    templateCount[n] += 1
                    templateIdentities[position] = Int32(n)
                }
            }
            }
            liveCount.withUnsafeMutableBufferPointer { liveCount in
            liveFirst.withUnsafeMutableBufferPointer { liveFirst in
            liveIdentities.withUnsafeMutableBufferPointer { liveIdentities in
                for view in 0..<(liveStart.count - 1) {
                    for position in Int(liveStart[view])..<Int(liveStart[view + 1]) {
                        let n = number(liveRaw[position])
                        if liveCount[n] == 0 { liveFirst[n] = Int32(view) }
                        liveCount[n] += 1
                        liveIdentities[position] = Int32(n)
                    }
                }
            }
            }
            }
        }
        }
        templateCount.removeSubrange(numbers...)
        liveCount.removeSubrange(numbers...)
        liveFirst.removeSubrange(numbers...)
        self.templateStart = templateStart
        self.templateIdentities = templateIdentities
        self.liveStart = liveStart
        self.liveIdentities = liveIdentities
        self.templateCount = templateCount
        self.liveCount = liveCount
        self.liveFirst = liveFirst
    }

    /// Every view's identities in pre-order, and where each view's identities start.
    private static func collect(_ keys: [NodeKeys]) -> (start: [Int32], raw: [UInt64]) {
        var count = 0
        for index in keys.indices { keys[index].forEachIdentity { _ in count += 1 } }
        var start = [Int32](repeating: 0, count: keys.count + 1)
        var raw = [UInt64](repeating: 0, count: count)
        start.withUnsafeMutableBufferPointer { start in
            raw.withUnsafeMutableBufferPointer { raw in
                var position = 0
                for index in keys.indices {
                    keys[index].forEachIdentity {
                        raw[position] = $0
                        position += 1
                    }
                    start[index + 1] = Int32(position)
                }
            }
        }
        return (start, raw)
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
