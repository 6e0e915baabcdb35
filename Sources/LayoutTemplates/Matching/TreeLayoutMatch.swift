/// What matching one tree layout to the live tree gives, before it becomes an ``AttributeTable``:
/// a pure function of its ``MatchInputs``, so that the layouts of a set can be matched side by side.
///
/// It is made in two steps, each of two independent parts, so that the matcher can also run the
/// parts of one layout side by side: the pairing (``LayoutPairing``) beside, in default mode, the
/// report of repeated sibling keys (``DuplicateSiblingReport``); then the entries (``Entries``)
/// beside the report of unmatched views (``UnmatchedReport``, default mode).
struct TreeLayoutMatch: Hashable, Sendable {
    /// One entry per live view paired with a template view, in the live tree's pre-order.
    var entries: [AttributeTable.Entry]
    /// The live tree's pre-order number of each entry's view.
    var liveNumbers: [Int32]
    var unmatched: [UnmatchedView]
    var diagnostics: [Diagnostic]

    /// The attribute table's rows of a paired layout.
    struct Entries: Hashable, Sendable {
        var entries: [AttributeTable.Entry] = []
        var liveNumbers: [Int32] = []

        init(_ inputs: MatchInputs, _ pairing: LayoutPairing) {
            let live = inputs.live, template = inputs.template
            let liveToTemplate = pairing.liveToTemplate
            entries.reserveCapacity(live.count)
            liveNumbers.reserveCapacity(live.count)
            for l in 0..<live.count where liveToTemplate[l] >= 0 {
                let t = liveToTemplate[l]
                let (templateID, attributes) = template.node(t) { ($0.pointee.id, $0.pointee.attributes) }
                entries.append(AttributeTable.Entry(liveID: live.id(of: Int32(l)), templateID: templateID,
                                                    rule: pairing.rule[Int(t)] ?? .root, attributes: attributes))
                liveNumbers.append(Int32(l))
            }
        }
    }

    /// Matches `inputs` in `mode`, one step after the other.
    init(_ inputs: MatchInputs, mode: MatchingMode) {
        let pairing = LayoutPairing(inputs, mode: mode)
        self.init(pairing: pairing,
                  duplicates: mode == .default ? DuplicateSiblingReport(inputs) : nil,
                  entries: Entries(inputs, pairing),
                  unmatchedReport: mode == .default ? UnmatchedReport(inputs, pairing) : nil)
    }

    /// The parts put together; the reports are default mode's (`nil` in compatible mode).
    init(pairing: LayoutPairing, duplicates: DuplicateSiblingReport?, entries: Entries, unmatchedReport: UnmatchedReport?) {
        self.entries = entries.entries
        liveNumbers = entries.liveNumbers
        unmatched = pairing.unmatched + (unmatchedReport?.unmatched ?? [])
        diagnostics = pairing.diagnostics + (duplicates?.diagnostics(after: pairing) ?? []) + (unmatchedReport?.diagnostics ?? [])
    }
}
