import LayoutCore

/// The default mode's unmatched views, once the pairs are final: one warning per unmatched
/// template view whose parent is matched, the unmatched views inside it counted in its message,
/// with notes at the free live views of its class under the live parent.
///
/// It reads the finished ``LayoutPairing`` alone, so the matcher builds it beside the layout's
/// attribute table.
struct UnmatchedReport: Sendable {
    private(set) var unmatched: [MatchResult.UnmatchedView] = []
    private(set) var diagnostics: [Diagnostic] = []

    init(_ inputs: MatchInputs, _ pairing: LayoutPairing) {
        let partner = pairing.partner
        let count = inputs.template.count
        guard partner.count == count else { return }
        var owner = [Int32](repeating: -1, count: count)
        var inside = [Int](repeating: 0, count: count)
        var reported: [Int32] = []
        for t in 1..<max(count, 1) where partner[t] < 0 {
            let parent = inputs.template.parent[t]
            if partner[Int(parent)] >= 0 {
                owner[t] = Int32(t)
                reported.append(Int32(t))
            } else if owner[Int(parent)] >= 0 {
                owner[t] = owner[Int(parent)]
                inside[Int(owner[t])] += 1
            }
        }
        var classIndex = ClassCandidateIndex()
        let liveToTemplate = pairing.liveToTemplate
        for t in reported {
            let liveParent = partner[Int(inputs.template.parent[Int(t)])]
            let sameClass = classIndex.candidates(inputs.templateKeys[Int(t)].className, amongChildrenOf: liveParent, in: inputs)
            let (view, diagnostic) = inputs.unmatchedDiagnostic(
                t, descendants: inside[Int(t)],
                candidates: Array(sameClass.lazy.filter { liveToTemplate[Int($0)] < 0 }.prefix(4)))
            unmatched.append(view)
            diagnostics.append(diagnostic)
        }
    }
}
