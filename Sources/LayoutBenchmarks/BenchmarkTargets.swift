/// Issue 5's targets, for whatever phases a report has.
public enum BenchmarkTargets {
    /// The targets that apply to `report`, in the order; a target whose case or phase is
    /// missing is listed with no measurement rather than dropped.
    public static func evaluate(_ report: BenchmarkReport) -> [TargetCheck] {
        let large = report.result(named: "100k")
        let medium = report.result(named: "10k")
        let wide = report.result(named: "wide-10k")
        var checks: [TargetCheck] = []
        checks.append(TargetCheck(
            name: "import / raw libxml2 pass, 100k (end-to-end match must stay within 2.0x)",
            measured: large?.ratioToRaw(.importDocument),
            limit: 2.0
        ))
        checks.append(TargetCheck(
            name: "import peak resident memory / file size, 100k",
            measured: large?.peakOverFileSize(.importDocument),
            limit: 1.5
        ))
        var scaling: Double?
        if let perViewLarge = large?.nanosecondsPerView(.importDocument), let perViewMedium = medium?.nanosecondsPerView(.importDocument), perViewMedium > 0 {
            scaling = perViewLarge / perViewMedium
        }
        checks.append(TargetCheck(name: "import time per view, 100k / 10k", measured: scaling, limit: 1.5))
        var wideRatio: Double?
        if let perViewWide = wide?.nanosecondsPerView(.importDocument), let perViewMedium = medium?.nanosecondsPerView(.importDocument), perViewMedium > 0 {
            wideRatio = perViewWide / perViewMedium
        }
        checks.append(TargetCheck(name: "import time per view, wide-10k / 10k (deep)", measured: wideRatio, limit: 1.0))
        return checks
    }
}
