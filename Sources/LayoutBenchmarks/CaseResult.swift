import TemplateGenerator

/// Everything measured for one case, with the ratios issue 5 judges it by.
public struct CaseResult: Sendable, Hashable, Codable {
    public var benchmarkCase: BenchmarkCase
    public var format: GeneratedFormat
    public var fileBytes: Int
    /// Views in the document: both layouts.
    public var views: Int
    public var generateSeconds: Double
    public var phases: [PhaseResult]
    /// Why a phase could not run (for example no importer for the format); such phases are absent
    /// from ``phases``.
    public var skipped: [String: String]

    public init(benchmarkCase: BenchmarkCase, format: GeneratedFormat, fileBytes: Int, views: Int, generateSeconds: Double, phases: [PhaseResult], skipped: [String: String]) {
        self.benchmarkCase = benchmarkCase
        self.format = format
        self.fileBytes = fileBytes
        self.views = views
        self.generateSeconds = generateSeconds
        self.phases = phases
        self.skipped = skipped
    }

    public func phase(_ phase: BenchmarkPhase) -> PhaseResult? {
        phases.first { $0.phase == phase }
    }

    /// Median time of `phase` over the median of the raw libxml2 pass of the same run.
    public func ratioToRaw(_ phase: BenchmarkPhase) -> Double? {
        guard let raw = self.phase(.rawCount)?.timing.median, raw > 0, let ours = self.phase(phase)?.timing.median else { return nil }
        return ours / raw
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
