import LayoutCore
import LayoutDocuments

/// What matching one tree layout to the live tree gives, before it becomes an ``MatchResult/AttributeTable``:
/// the pairing, then (default mode) the reports of repeated sibling keys and of unmatched views,
/// then the table's entries.
struct TreeLayoutMatch: Hashable, Sendable {
    /// One entry per live view paired with a template view, in the live tree's pre-order.
    var entries: [MatchResult.AttributeTable.Entry] = []
    /// The live tree's pre-order number of each entry's view.
    var liveNumbers: [Int32] = []
    var unmatched: [MatchResult.UnmatchedView]
    var diagnostics: [Diagnostic]

    /// Matches `inputs` in `mode`. `reportsSiblings: false` leaves out the report of siblings
    /// that share a key, for a layout whose views pair by id (nothing is matched, so nothing is ambiguous).
    init(_ inputs: MatchInputs, mode: MatchingMode, reportsSiblings: Bool = true) {
        let pairing = LayoutPairing(inputs, mode: mode)
        unmatched = pairing.unmatched
        diagnostics = pairing.diagnostics
        if mode == .default {
            if reportsSiblings { diagnostics += DuplicateSiblingReport(inputs).diagnostics(after: pairing) }
            let report = UnmatchedReport(inputs, pairing)
            unmatched += report.unmatched
            diagnostics += report.diagnostics
        }
        let live = inputs.live, template = inputs.template
        entries.reserveCapacity(live.count)
        liveNumbers.reserveCapacity(live.count)
        for l in 0..<live.count where pairing.liveToTemplate[l] >= 0 {
            let t = pairing.liveToTemplate[l]
            let (templateID, attributes) = template.node(t) { ($0.pointee.id, $0.pointee.attributes) }
            entries.append(MatchResult.AttributeTable.Entry(liveID: ViewID(live.id(of: Int32(l))), templateID: templateID,
                                                rule: pairing.rule[Int(t)] ?? .root, attributes: attributes))
            liveNumbers.append(Int32(l))
        }
    }
}
