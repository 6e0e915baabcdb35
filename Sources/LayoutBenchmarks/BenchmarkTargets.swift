/// The benchmark's performance targets, for whatever phases a report has.
public enum BenchmarkTargets {
    /// The largest value that meets each target: the one list the targets are judged by
    /// (docs/BENCHMARKS.md quotes it).
    public enum Limit {
        /// `template-apply match` end to end, text and `--format json` alike, over the raw libxml2 pass.
        public static let endToEndOverRaw = 1.5
        /// `template-apply match --format json` over the text output, end to end.
        public static let jsonOverText = 1.10
        /// The peak resident set of a `template-apply match` over the size of its file.
        public static let peakOverFileSize = 1.5
        /// One orientation flip on the large case's live tree, in milliseconds.
        public static let flipMilliseconds = 1.0
        /// End-to-end time per view, the large case over the medium one.
        public static let perViewLargeOverMedium = 1.5
        /// End-to-end time per view, the wide case over the deep one of the same size.
        public static let perViewWideOverDeep = 1.0
        /// The default matching mode over the compatible one, end to end and in the matching phase alone.
        public static let defaultOverCompatible = 1.10
    }

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
        checks.append(ratioCheck("template-apply match end to end / raw libxml2 pass, \(l)", large, .endToEndMatch, over: .rawCount, limit: Limit.endToEndOverRaw))
        checks.append(ratioCheck("template-apply match --format json end to end / raw libxml2 pass, \(l)", large, .endToEndMatchJSON, over: .rawCount, limit: Limit.endToEndOverRaw))
        checks.append(ratioCheck("template-apply match --format json / text output, end to end, \(l)", large, .endToEndMatchJSON, over: .endToEndMatch, limit: Limit.jsonOverText))
        checks.append(TargetCheck(
            name: "template-apply match peak resident memory / file size, \(l)",
            measured: large?.peakOverFileSize(.endToEndMatch),
            limit: Limit.peakOverFileSize
        ))
        checks.append(TargetCheck(
            name: "one re-apply (orientation flip) on the \(l) live tree, ms",
            measured: large?.phase(.reapply).map { $0.timing.median * 1000 },
            limit: Limit.flipMilliseconds
        ))
        checks.append(TargetCheck(
            name: "end-to-end time per view, \(l) / \(m)",
            measured: perViewRatio(large, medium, .endToEndMatch),
            limit: Limit.perViewLargeOverMedium
        ))
        checks.append(TargetCheck(
            name: "end-to-end time per view, \(w) / \(m) (deep)",
            measured: perViewRatio(wide, medium, .endToEndMatch),
            limit: Limit.perViewWideOverDeep
        ))
        // The modes are compared where they lay out nearly the same views (the tagged case): on
        // the deep untagged cases the compatible mode gives up on most of the second layout's views
        // (``BenchmarkCase/tagged``; ``ModeComparison`` shows every case). The mode a user picks is
        // judged by what `template-apply match` costs in it; the matching phase alone is judged
        // too, because it is where the modes differ.
        let tagged = report.result(for: .largeTagged)
        let t = BenchmarkCase.largeTagged.name
        checks.append(ratioCheck("default / compatible, template-apply match end to end, \(t)", tagged, .endToEndMatch, over: .endToEndMatchCompatible, limit: Limit.defaultOverCompatible))
        checks.append(ratioCheck("default / compatible, matching phase alone (find + match), \(t)", tagged, .matchDefault, over: .matchCompatible, limit: Limit.defaultOverCompatible))
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
