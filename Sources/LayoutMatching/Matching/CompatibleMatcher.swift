import LayoutCore

/// The reference algorithm (the MatchingContract article, "The reference algorithm"), rule by rule and quirk by quirk; each live
/// sibling group is hashed once by ``ReferenceRules``.
///
/// Reproduced on purpose: the last sibling with a tag wins; the other rules take the first
/// kind-of sibling; several template views may land on one live view and the last write wins; an
/// unmatched view's subtree is skipped; subviews of no-descend classes are never visited.
struct CompatibleMatcher {
    let inputs: MatchInputs
    /// Live index -> template index, last write wins.
    private var tableTemplate: [Int32]
    /// By template view: the rule that paired it (each template view is visited at most once).
    private var templateRule: [MatchRule?]
    private var unmatched: [MatchResult.UnmatchedView] = []
    private var diagnostics: [Diagnostic] = []
    private var classIndex = ClassCandidateIndex()
    private let rules: ReferenceRules

    init(_ inputs: MatchInputs) {
        self.inputs = inputs
        rules = ReferenceRules(inputs: inputs)
        tableTemplate = [Int32](repeating: -1, count: inputs.live.count)
        templateRule = [MatchRule?](repeating: nil, count: inputs.template.count)
    }

    /// What ``run()`` found.
    var pairing: LayoutPairing {
        LayoutPairing(partner: [], liveToTemplate: tableTemplate, rule: templateRule, diagnostics: diagnostics,
                      unmatched: unmatched, reportedAmbiguity: [])
    }

    mutating func run() {
        var stack: [(t: Int32, l: Int32, rule: MatchRule)] = [(0, 0, inputs.isSame(0, 0) ? .same : .root)]
        while let (t, l, rule) = stack.popLast() {
            let previous = tableTemplate[Int(l)]
            if previous >= 0, previous != t {
                diagnostics.append(.warning(
                    .sharedLiveView,
                    "\(inputs.templateDescription(t)) and \(inputs.templateDescription(previous)) of the \(inputs.layout.name) layout both match live \(inputs.liveDescription(l)); the later one wins",
                    at: inputs.location(ofTemplate: t),
                    notes: [DiagnosticNote(location: inputs.template.location(of: previous), message: "the earlier match"),
                            DiagnosticNote(location: inputs.live.location(of: l), message: "the live view")],
                    subject: inputs.subject(ofTemplate: t)
                ))
            }
            tableTemplate[Int(l)] = t
            templateRule[Int(t)] = rule
            guard inputs.descendsIntoSubviews(ofTemplate: t) else { continue }
            let templateChildren = inputs.template.children(of: t)
            var pairs: [(Int32, Int32, MatchRule)] = []
            if inputs.isSame(t, l) {
                for (offset, c) in templateChildren.enumerated() {
                    pairs.append((c, inputs.live.childList[Int(inputs.live.childStart[Int(l)]) + offset], .same))
                }
            } else if !templateChildren.isEmpty {
                let group = rules.group(childrenOf: l)
                for c in templateChildren {
                    if let found = rules.find(c, in: group) {
                        pairs.append((c, found.live, found.rule))
                        if found.sharing.count > 1 {
                            reportDuplicate(c, rule: found.rule, picked: found.live, sharing: found.sharing)
                        }
                    } else {
                        let (view, diagnostic) = inputs.unmatchedDiagnostic(
                            c, descendants: Int(inputs.template.subtreeEnd[Int(c)] - c - 1),
                            candidates: classIndex.candidates(inputs.templateKeys[Int(c)].className, amongChildrenOf: l, in: inputs))
                        unmatched.append(view)
                        diagnostics.append(diagnostic)
                    }
                }
            }
            stack.append(contentsOf: pairs.reversed())
        }
    }

    private mutating func reportDuplicate(_ t: Int32, rule: MatchRule, picked: Int32, sharing: ArraySlice<Int32>) {
        let picks = rule == .tag ? "last" : "first"
        var notes = sharing.prefix(10).map { DiagnosticNote(location: inputs.live.location(of: $0), message: "candidate \(inputs.liveDescription($0))") }
        if sharing.count > 10 { notes.append(DiagnosticNote(location: inputs.live.location(of: sharing[sharing.startIndex + 10]), message: "and \(sharing.count - 10) more")) }
        diagnostics.append(.warning(
            .ambiguousMatch,
            "\(sharing.count) live siblings share the \(rule.rawValue) of \(inputs.templateDescription(t)) in the \(inputs.layout.name) layout; the reference picks the \(picks): \(inputs.liveDescription(picked))",
            at: inputs.location(ofTemplate: t),
            notes: notes,
            subject: inputs.subject(ofTemplate: t)
        ))
    }
}
