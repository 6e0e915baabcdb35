import LayoutCore

/// The key of every rule keyed by a view's own attributes (``MatchingRule/KeySource/attributes(_:)``)
/// for every view of one tree, evaluated rule by rule when the tree is keyed: the keyed passes, the
/// identities and the repeated-key report read a column here instead of calling the rule table's
/// closures view by view and rule by rule.
struct RuleKeys: Sendable {
    /// By rule (``MatchingRule/index``), by view: the key, -1 where the rule does not apply; empty
    /// for the other rules.
    private let columns: [[Int32]]
    /// The same for the view as a template view (``MatchingRule/templateApplies``); the same
    /// arrays as `columns` for the rules without a condition.
    private let templateColumns: [[Int32]]
    /// By rule: whether any view of the tree has a key (most trees never use some rules).
    private let used: [Bool]

    /// No keys: what compatible mode, which reads the reference's keys instead, is given.
    init() {
        columns = []
        templateColumns = []
        used = []
    }

    init(_ keys: [NodeKeys]) {
        var columns = [[Int32]](repeating: [], count: MatchRule.allCases.count)
        var templateColumns = columns
        var used = [Bool](repeating: false, count: MatchRule.allCases.count)
        for rule in MatchingRule.all {
            guard case .attributes(let key)? = rule.key else { continue }
            let column = keys.map { key($0) ?? -1 }
            columns[rule.index] = column
            templateColumns[rule.index] = rule.templateApplies.map { applies in zip(keys, column).map { applies($0) ? $1 : -1 } } ?? column
            used[rule.index] = column.contains { $0 >= 0 }
        }
        self.columns = columns
        self.templateColumns = templateColumns
        self.used = used
    }

    /// Whether any view of the tree has a key for `rule`.
    func uses(_ rule: MatchingRule) -> Bool {
        used[rule.index]
    }

    /// View `v`'s key for `rule` as a live view, -1 where the rule does not apply.
    @inline(__always)
    func key(_ rule: MatchingRule, of v: Int32) -> Int32 {
        columns[rule.index][Int(v)]
    }

    /// View `v`'s key for `rule` as a template view, -1 where the rule does not apply.
    @inline(__always)
    func templateKey(_ rule: MatchingRule, of v: Int32) -> Int32 {
        templateColumns[rule.index][Int(v)]
    }

    /// Every sibling-group rule's key of view `v` with its class and raw text: tells apart views
    /// that share one rule's key.
    func signature(of v: Int32, _ keys: NodeKeys) -> [Int32] {
        [keys.className, keys.text] + MatchingRule.siblingRules.map { columns[$0.index].isEmpty ? -1 : key($0, of: v) }
    }
}
