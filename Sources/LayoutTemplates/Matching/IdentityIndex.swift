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
        var numbers: [UInt64: Int32] = [:]
        numbers.reserveCapacity(inputs.template.count + inputs.live.count)
        var templateCount: [Int32] = []
        var liveCount: [Int32] = []
        var liveFirst: [Int32] = []

        func number(_ identity: UInt64) -> Int32 {
            if let existing = numbers[identity] { return existing }
            let new = Int32(templateCount.count)
            numbers[identity] = new
            templateCount.append(0)
            liveCount.append(0)
            liveFirst.append(-1)
            return new
        }

        var templateStart: [Int32] = [0]
        var templateIdentities: [Int32] = []
        templateStart.reserveCapacity(inputs.template.count + 1)
        for keys in inputs.templateKeys {
            for identity in keys.identities {
                let n = number(identity)
                templateCount[Int(n)] += 1
                templateIdentities.append(n)
            }
            templateStart.append(Int32(templateIdentities.count))
        }
        var liveStart: [Int32] = [0]
        var liveIdentities: [Int32] = []
        liveStart.reserveCapacity(inputs.live.count + 1)
        for (index, keys) in inputs.liveKeys.enumerated() {
            for identity in keys.identities {
                let n = number(identity)
                if liveCount[Int(n)] == 0 { liveFirst[Int(n)] = Int32(index) }
                liveCount[Int(n)] += 1
                liveIdentities.append(n)
            }
            liveStart.append(Int32(liveIdentities.count))
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
