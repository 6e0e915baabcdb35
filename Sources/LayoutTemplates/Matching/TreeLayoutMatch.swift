/// What matching one tree layout to the live tree gives, before it becomes an ``AttributeTable``:
/// a pure function of its ``MatchInputs``, so that the layouts of a set can be matched side by side.
struct TreeLayoutMatch {
    /// One entry per live view paired with a template view, in the live tree's pre-order.
    var entries: [AttributeTable.Entry] = []
    /// The live tree's pre-order number of each entry's view.
    var liveNumbers: [Int32] = []
    var unmatched: [UnmatchedView] = []
    var diagnostics: [Diagnostic] = []

    /// Matches `inputs` in `mode`.
    init(_ inputs: MatchInputs, mode: MatchingMode) {
        let liveToTemplate: [Int32]
        let rules: [MatchRule?]
        switch mode {
        case .compatible:
            var matcher = CompatibleMatcher(inputs)
            matcher.run()
            liveToTemplate = matcher.tableTemplate
            rules = matcher.tableRule
            unmatched = matcher.unmatched
            diagnostics = matcher.diagnostics
        case .default:
            var matcher = DefaultMatcher(inputs)
            matcher.run()
            liveToTemplate = matcher.liveToTemplate
            rules = liveToTemplate.map { $0 >= 0 ? matcher.rule[Int($0)] : nil }
            unmatched = matcher.unmatched
            diagnostics = matcher.diagnostics
        }
        let live = inputs.live, template = inputs.template
        entries.reserveCapacity(live.count)
        liveNumbers.reserveCapacity(live.count)
        for l in 0..<live.count where liveToTemplate[l] >= 0 {
            let (templateID, attributes) = template.node(liveToTemplate[l]) { ($0.pointee.id, $0.pointee.attributes) }
            entries.append(AttributeTable.Entry(liveID: live.id(of: Int32(l)), templateID: templateID,
                                                rule: rules[l] ?? .root, attributes: attributes))
            liveNumbers.append(Int32(l))
        }
    }
}
