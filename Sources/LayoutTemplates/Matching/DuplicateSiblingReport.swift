/// Siblings of a template layout sharing a tag, title, text, text-field content or image, reported
/// by the default mode even when another identity told them apart: the shared value is a slip
/// waiting to bite (the reference would pick one silently).
///
/// It reads the template's keys alone, so the matcher builds it beside the pairing, and the
/// warnings the keyed rules already gave are dropped afterwards (``LayoutPairing/reportedAmbiguity``).
/// Linear: one table look per child and rule, and one hash per rule for the rare group that
/// repeats a key.
struct DuplicateSiblingReport: Sendable {
    /// Each warning with what it is about, in the order the default mode reports them: parents
    /// in pre-order, then ``duplicateRules``, then keys in the order they first appear.
    private(set) var ambiguities: [(key: AmbiguityKey, diagnostic: Diagnostic)] = []

    /// The identities whose repetition among siblings is reported.
    private static let duplicateRules: [MatchRule] = [.tag, .buttonTitle, .buttonImage, .labelText, .textField, .imageName]

    init(_ inputs: MatchInputs) {
        var table = RuleKeyTable()
        for p in 0..<Int32(inputs.template.count) {
            let children = inputs.template.children(of: p)
            if children.count < 2 { continue }
            // Almost no group repeats a key: one table look per child and rule shows it, and only
            // a group that does is gone through rule by rule.
            table.startGroup(views: children.count)
            var repeats = false
            for c in children where !DuplicateSiblingReport.fileKeys(c, inputs.templateKeys[Int(c)], in: table) {
                repeats = true
                break
            }
            if repeats {
                for how in DuplicateSiblingReport.duplicateRules { report(how, amongChildrenOf: p, inputs) }
            }
        }
    }

    /// The warnings ``LayoutPairing/reportedAmbiguity`` does not already hold.
    func diagnostics(after pairing: LayoutPairing) -> [Diagnostic] {
        ambiguities.lazy.filter { !pairing.reportedAmbiguity.contains($0.key) }.map(\.diagnostic)
    }

    /// Files template view `c` under its key for each of ``duplicateRules`` (as ``RuleKeyTable``
    /// slots, field by field: a loop over the rules cost several times more); false when a
    /// sibling already had one of them.
    @inline(__always)
    private static func fileKeys(_ c: Int32, _ k: NodeKeys, in table: RuleKeyTable) -> Bool {
        if k.tagID >= 0, !table.add(c, slot: 1, key: k.tagID) { return false }
        if k.isButton {
            if k.title >= 0, !table.add(c, slot: 3, key: k.title) { return false }
            if k.image >= 0, !table.add(c, slot: 4, key: k.image) { return false }
        } else if k.image >= 0, !table.add(c, slot: 7, key: k.image) {
            return false
        }
        if k.isLabel, k.text >= 0, !table.add(c, slot: 5, key: k.text) { return false }
        if k.textFieldHasContent, k.textField >= 0, !table.add(c, slot: 6, key: k.textField) { return false }
        return true
    }

    /// One rule's repeated keys among the children of template view `p`, in the order the keys
    /// first appear (as the groups read in the file), each group in sibling order.
    private mutating func report(_ how: MatchRule, amongChildrenOf p: Int32, _ inputs: MatchInputs) {
        let children = inputs.template.children(of: p)
        var groups = KeyedGroups(capacity: children.count)
        for c in children {
            let keys = inputs.templateKeys[Int(c)]
            if how == .textField, !keys.textFieldHasContent { continue }
            guard let key = keys.key(how, mode: .default) else { continue }
            groups.add(c, key: key)
        }
        for key in groups.keys where groups.single(key) == nil {
            guard let diagnostic = inputs.ambiguityDiagnostic(how, templates: groups.members(key), lives: []) else { continue }
            ambiguities.append((AmbiguityKey(rule: how, parent: p, key: key), diagnostic))
        }
    }
}
