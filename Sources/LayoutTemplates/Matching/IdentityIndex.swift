/// Every identity (``NodeKeys/forEachIdentity(_:)``) of the template and the live tree numbered densely,
/// once per layout: the default matcher's whole-layout lookups ("moved" views) and container
/// pairing index flat arrays by these numbers.
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
        var numbers: [UInt64: Int32] = [:]
        numbers.reserveCapacity(templateRaw.count + liveRaw.count)
        var templateCount: [Int32] = []
        var liveCount: [Int32] = []
        var liveFirst: [Int32] = []
        func number(_ identity: UInt64) -> Int {
            if let known = numbers[identity] { return Int(known) }
            numbers[identity] = Int32(templateCount.count)
            templateCount.append(0)
            liveCount.append(0)
            liveFirst.append(-1)
            return templateCount.count - 1
        }
        var templateIdentities: [Int32] = []
        templateIdentities.reserveCapacity(templateRaw.count)
        for identity in templateRaw {
            let n = number(identity)
            templateCount[n] += 1
            templateIdentities.append(Int32(n))
        }
        var liveIdentities: [Int32] = []
        liveIdentities.reserveCapacity(liveRaw.count)
        for view in 0..<(liveStart.count - 1) {
            for position in Int(liveStart[view])..<Int(liveStart[view + 1]) {
                let n = number(liveRaw[position])
                if liveCount[n] == 0 { liveFirst[n] = Int32(view) }
                liveCount[n] += 1
                liveIdentities.append(Int32(n))
            }
        }
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
        var start: [Int32] = [0]
        var raw: [UInt64] = []
        start.reserveCapacity(keys.count + 1)
        for key in keys {
            key.forEachIdentity { raw.append($0) }
            start.append(Int32(raw.count))
        }
        return (start, raw)
    }

    /// The identity numbers of template view `t`.
    func template(_ t: Int) -> ArraySlice<Int32> {
        templateIdentities[Int(templateStart[t])..<Int(templateStart[t + 1])]
    }

    /// The identity numbers of the views of a subtree, `first ..< end` in pre-order.
    func templateSubtree(_ first: Int, _ end: Int) -> ArraySlice<Int32> {
        templateIdentities[Int(templateStart[first])..<Int(templateStart[end])]
    }

    func liveSubtree(_ first: Int, _ end: Int) -> ArraySlice<Int32> {
        liveIdentities[Int(liveStart[first])..<Int(liveStart[end])]
    }
}
