import LayoutCore

/// How often each identity (``ViewIdentities``) occurs in one template layout and in the live
/// tree, and where it first occurs in the live tree: what the default matcher's whole-layout
/// lookups ("moved" views) read, by identity number.
struct IdentityIndex {
    /// How many template views hold each identity.
    let templateCount: [Int32]
    /// How many live views hold each identity, and the first of them in pre-order.
    let liveCount: [Int32]
    let liveFirst: [Int32]

    init(_ inputs: MatchInputs) {
        var templateCount = [Int32](repeating: 0, count: inputs.identityCount)
        for t in 0..<inputs.template.count {
            for n in inputs.templateIdentities[t] { templateCount[Int(n)] += 1 }
        }
        var liveCount = [Int32](repeating: 0, count: inputs.identityCount)
        var liveFirst = [Int32](repeating: -1, count: inputs.identityCount)
        for l in 0..<inputs.live.count {
            for n in inputs.liveIdentities[l] {
                if liveCount[Int(n)] == 0 { liveFirst[Int(n)] = Int32(l) }
                liveCount[Int(n)] += 1
            }
        }
        self.templateCount = templateCount
        self.liveCount = liveCount
        self.liveFirst = liveFirst
    }
}
