import LayoutCore

/// Every view's identities (its keys for the rules with an ``MatchingRule/identity``, in rank
/// order) as numbers of the matcher's interner, in pre-order: made once per tree when it is keyed,
/// so that "moved" views, container pairing and subtree shapes (``FeaturelessKeys``) look them up, and so that equal
/// identities get equal numbers across the template and the live tree.
///
/// An identity is the rule's rank, the key and, for a key that counts only within one class (a
/// tag: small tags repeat across a layout), the class name.
struct ViewIdentities: Sendable {
    /// The identity numbers of view `v` are `numbers[start[v] ..< start[v + 1]]`, in rank order.
    private let start: [Int32]
    private let numbers: [Int32]
    /// By view: whether it has an identity that is not part of its appearance (its image is both)
    /// and that its counterpart would hold too (not an outlet).
    let identifiedBeyondAppearance: [Bool]

    /// No identities: what compatible mode, which never looks them up, is given.
    init() {
        start = [0]
        numbers = []
        identifiedBeyondAppearance = []
    }

    init(_ keys: [NodeKeys], _ ruleKeys: RuleKeys, interner: inout KeyInterner) {
        // An image name is part of the appearance (``FeaturelessKeys``), not only an identity.
        let appearanceRank = MatchingRule.declaration(of: .imageName)?.identity?.rank
        let rules = MatchingRule.identities.filter { ruleKeys.uses($0) }
        var start: [Int32] = [0]
        var numbers: [Int32] = []
        var beyond = [Bool](repeating: false, count: keys.count)
        start.reserveCapacity(keys.count + 1)
        numbers.reserveCapacity(keys.count)
        for v in keys.indices {
            for rule in rules {
                guard let identity = rule.identity else { continue }
                let value = ruleKeys.templateKey(rule, of: Int32(v))
                guard value >= 0 else { continue }
                let qualifier = identity.qualifiedByClass ? UInt64(UInt32(bitPattern: keys[v].className) & 0x0FFF_FFFF) : 0
                numbers.append(interner.identityID(identity.rank << 60 | qualifier << 32 | UInt64(UInt32(bitPattern: value))))
                if identity.rank != appearanceRank, !identity.oneSided { beyond[v] = true }
            }
            start.append(Int32(numbers.count))
        }
        self.start = start
        self.numbers = numbers
        identifiedBeyondAppearance = beyond
    }

    /// The identity numbers of view `v`.
    subscript(v: Int) -> ArraySlice<Int32> {
        numbers[Int(start[v])..<Int(start[v + 1])]
    }

    /// Whether a view inside view `v` (whose subtree ends before `end`) has an identity.
    func identifiedInside(_ v: Int, end: Int) -> Bool {
        start[v + 1] < start[end]
    }

    /// The identity numbers of the views `first ..< end` (a subtree, in pre-order).
    func subtree(_ first: Int, _ end: Int) -> ArraySlice<Int32> {
        numbers[Int(start[first])..<Int(start[end])]
    }
}
