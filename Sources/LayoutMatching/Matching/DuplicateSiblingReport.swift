import LayoutCore

/// Siblings of a template layout sharing a key of a rule that ``MatchingRule/reportsRepeatedKeys``
/// (a tag, title, text, text-field content or image), reported by the default mode even when
/// another identity told them apart: the shared value is a slip waiting to bite (the reference
/// would pick one silently).
///
/// The warnings the keyed rules already gave are dropped (``LayoutPairing/reportedAmbiguity``).
/// Linear: each child's keys are filed once per parent, and only a parent that repeats one is
/// gone through rule by rule.
struct DuplicateSiblingReport: Sendable {
    /// Each warning with what it is about, in the order the default mode reports them: parents
    /// in pre-order, then rules in table order, then keys in the order they first appear.
    private(set) var ambiguities: [(key: AmbiguityKey, diagnostic: Diagnostic)] = []

    init(_ inputs: MatchInputs) {
        let rules = MatchingRule.repeatedKeyRules.filter { inputs.templateRuleKeys.uses($0) }
        if rules.isEmpty { return }
        var all = KeyedGroups(capacity: 16)
        for p in 0..<Int32(inputs.template.count) {
            let children = inputs.template.children(of: p)
            if children.count < 2 { continue }
            // Every rule's keys in one table, the rule's position in the low bits.
            all.removeAll(capacity: children.count * rules.count)
            var repeats = false
            for c in children {
                for (position, rule) in rules.enumerated() {
                    let key = inputs.templateRuleKeys.templateKey(rule, of: c)
                    guard key >= 0 else { continue }
                    let word = Int(key) << 4 | position
                    if all.add(c, key: word) { repeats = true }
                }
            }
            if repeats {
                for rule in rules { report(rule, amongChildrenOf: p, inputs) }
            }
        }
    }

    /// The warnings ``LayoutPairing/reportedAmbiguity`` does not already hold.
    func diagnostics(after pairing: LayoutPairing) -> [Diagnostic] {
        ambiguities.lazy.filter { !pairing.reportedAmbiguity.contains($0.key) }.map(\.diagnostic)
    }

    /// One rule's repeated keys among the children of template view `p`, in the order the keys
    /// first appear (as the groups read in the file), each group in sibling order.
    private mutating func report(_ rule: MatchingRule, amongChildrenOf p: Int32, _ inputs: MatchInputs) {
        let children = inputs.template.children(of: p)
        var groups = KeyedGroups(capacity: children.count)
        for c in children {
            let key = inputs.templateRuleKeys.templateKey(rule, of: c)
            guard key >= 0 else { continue }
            groups.add(c, key: Int(key))
        }
        for key in groups.keys where groups.single(key) == nil {
            guard let diagnostic = inputs.ambiguityDiagnostic(rule.rule, templates: groups.members(key), lives: []) else { continue }
            ambiguities.append((AmbiguityKey(rule: rule.rule, parent: p, key: key), diagnostic))
        }
    }
}
