/// One phase of one case: its timings, its memory, and what it produced (as a check that it did
/// the work: elements counted or views imported).
public struct PhaseResult: Sendable, Hashable, Codable {
    /// Which phase.
    public var phase: BenchmarkPhase
    /// Its timed runs.
    public var timing: TimingSummary
    /// The process's peak resident set during one run of the phase, in bytes (Linux: `VmHWM`
    /// after resetting it through `/proc/self/clear_refs`); `nil` where that cannot be measured.
    public var peakResidentBytes: Int?
    /// The resident set just before that run, so `peak - baseline` is what the phase itself added.
    public var baselineResidentBytes: Int?
    /// What the phase produced: elements counted, views imported, table entries matched, bytes
    /// merged, or live views re-applied.
    public var output: Int

    /// A phase's figures, as the runner measured them.
    public init(phase: BenchmarkPhase, timing: TimingSummary, peakResidentBytes: Int?, baselineResidentBytes: Int?, output: Int) {
        self.phase = phase
        self.timing = timing
        self.peakResidentBytes = peakResidentBytes
        self.baselineResidentBytes = baselineResidentBytes
        self.output = output
    }
}
