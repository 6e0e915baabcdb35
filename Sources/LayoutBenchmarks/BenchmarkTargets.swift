/// The benchmark's performance targets, for whatever phases a report has.
public enum BenchmarkTargets {
    /// The targets that apply to `report`, in the order they are declared; a target whose case or phase is
    /// missing is listed with no measurement rather than dropped.
    public static func evaluate(_ report: BenchmarkReport) -> [TargetCheck] {
        let large = report.result(for: .large)
        let medium = report.result(for: .medium)
        let wide = report.result(for: .wideMedium)
        let l = BenchmarkCase.large.name
        let m = BenchmarkCase.medium.name
        let w = BenchmarkCase.wideMedium.name
        var checks: [TargetCheck] = []
        checks.append(ratioCheck("template-apply match end to end / raw libxml2 pass, \(l)", large, .endToEndMatch, over: .rawCount, limit: 2.0))
        checks.append(ratioCheck("template-apply match --format json end to end / raw libxml2 pass, \(l)", large, .endToEndMatchJSON, over: .rawCount, limit: 2.0))
        checks.append(ratioCheck("template-apply match --format json / text output, end to end, \(l)", large, .endToEndMatchJSON, over: .endToEndMatch, limit: 1.10))
        checks.append(TargetCheck(
            name: "template-apply match peak resident memory / file size, \(l)",
            measured: large?.peakOverFileSize(.endToEndMatch),
            limit: 1.5
        ))
        checks.append(TargetCheck(
            name: "one re-apply (orientation flip) on the \(l) live tree, ms",
            measured: large?.phase(.reapply).map { $0.timing.median * 1000 },
            limit: 10
        ))
        checks.append(TargetCheck(
            name: "end-to-end time per view, \(l) / \(m)",
            measured: perViewRatio(large, medium, .endToEndMatch),
            limit: 1.5
        ))
        checks.append(TargetCheck(
            name: "end-to-end time per view, \(w) / \(m) (deep)",
            measured: perViewRatio(wide, medium, .endToEndMatch),
            limit: 1.0
        ))
        // The modes are compared where they lay out nearly the same views (the tagged case): on
        // the deep untagged cases the compatible mode gives up on most of the second layout's views
        // (``BenchmarkCase/tagged``; ``ModeComparison`` shows every case). The mode a user picks is
        // judged by what `template-apply match` costs in it; the matching phase alone is judged
        // too, because it is where the modes differ.
        let tagged = report.result(for: .largeTagged)
        let t = BenchmarkCase.largeTagged.name
        checks.append(ratioCheck("default / compatible, template-apply match end to end, \(t)", tagged, .endToEndMatch, over: .endToEndMatchCompatible, limit: 1.10))
        checks.append(ratioCheck("default / compatible, matching phase alone (find + match), \(t)", tagged, .matchDefault, over: .matchCompatible, limit: 1.10))
        return checks
    }

    /// A target on `phase` over `base`: their ratio (``CaseResult/ratio(_:to:)``) with the
    /// repetitions' own ratios beside it.
    private static func ratioCheck(_ name: String, _ result: CaseResult?, _ phase: BenchmarkPhase, over base: BenchmarkPhase, limit: Double) -> TargetCheck {
        TargetCheck(name: name, measured: result?.ratio(phase, to: base), repetitions: result?.repetitionRatios(phase, to: base) ?? [], limit: limit)
    }

    private static func perViewRatio(_ case1: CaseResult?, _ case2: CaseResult?, _ phase: BenchmarkPhase) -> Double? {
        guard let first = case1?.nanosecondsPerView(phase), let second = case2?.nanosecondsPerView(phase), second > 0 else { return nil }
        return first / second
    }
}
