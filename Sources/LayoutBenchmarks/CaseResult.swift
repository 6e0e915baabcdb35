import TemplateGenerator

/// Everything measured for one case, with the ratios the targets judge it by.
public struct CaseResult: Sendable, Hashable, Codable {
    /// The case measured.
    public var benchmarkCase: BenchmarkCase
    /// The format its document was written in.
    public var format: GeneratedFormat
    /// The document's size.
    public var fileBytes: Int
    /// Views in the document: both layouts.
    public var views: Int
    /// How long generating the document took.
    public var generateSeconds: Double
    /// Every phase that ran, in the order run.
    public var phases: [PhaseResult]
    /// Why a phase could not run (for example no importer for the format); such phases are absent
    /// from ``phases``.
    public var skipped: [String: String]

    /// A case's figures.
    public init(benchmarkCase: BenchmarkCase, format: GeneratedFormat, fileBytes: Int, views: Int, generateSeconds: Double, phases: [PhaseResult], skipped: [String: String]) {
        self.benchmarkCase = benchmarkCase
        self.format = format
        self.fileBytes = fileBytes
        self.views = views
        self.generateSeconds = generateSeconds
        self.phases = phases
        self.skipped = skipped
    }

    /// The figures of `phase`, `nil` when it did not run.
    public func phase(_ phase: BenchmarkPhase) -> PhaseResult? {
        phases.first { $0.phase == phase }
    }

    /// `phase` over the raw libxml2 pass of the same run (see ``ratio(_:to:)``).
    public func ratioToRaw(_ phase: BenchmarkPhase) -> Double? {
        ratio(phase, to: .rawCount)
    }

    /// `phase` over `base`, repetition by repetition, as the median of those ratios. In every
    /// repetition the two ran seconds apart, so a drift of the machine's own speed over the run
    /// (a third within minutes on the virtual machine these figures were taken on) cancels out,
    /// where a ratio of two medians could set a fast moment of one against a slow moment of the
    /// other. Phases with unequal sample counts (a flip is sampled many times per repetition)
    /// are compared by their medians.
    public func ratio(_ phase: BenchmarkPhase, to base: BenchmarkPhase) -> Double? {
        if let ratios = repetitionRatios(phase, to: base) { return TimingSummary(samples: ratios).median }
        guard let top = self.phase(phase)?.timing, let bottom = self.phase(base)?.timing, bottom.median > 0 else { return nil }
        return top.median / bottom.median
    }

    /// Each repetition's `phase` over its `base`, in the order run; `nil` when the two were not
    /// sampled once per repetition each.
    public func repetitionRatios(_ phase: BenchmarkPhase, to base: BenchmarkPhase) -> [Double]? {
        guard let top = self.phase(phase)?.timing, let bottom = self.phase(base)?.timing,
              top.samples.count == bottom.samples.count, !top.samples.isEmpty, bottom.samples.allSatisfy({ $0 > 0 }) else { return nil }
        return zip(top.samples, bottom.samples).map { $0 / $1 }
    }

    /// Median nanoseconds per view (both layouts' views) of `phase`.
    public func nanosecondsPerView(_ phase: BenchmarkPhase) -> Double? {
        guard views > 0, let median = self.phase(phase)?.timing.median else { return nil }
        return median * 1e9 / Double(views)
    }

    /// The phase's peak resident set over the file's size.
    public func peakOverFileSize(_ phase: BenchmarkPhase) -> Double? {
        guard fileBytes > 0, let peak = self.phase(phase)?.peakResidentBytes else { return nil }
        return Double(peak) / Double(fileBytes)
    }
}
