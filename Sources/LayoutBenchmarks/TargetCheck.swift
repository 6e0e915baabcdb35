/// One of the benchmark's targets, judged on a report.
public struct TargetCheck: Sendable, Hashable, Codable {
    /// What is compared, e.g. `import / raw libxml2 pass (100k)`.
    public var name: String
    /// The measured value; `nil` when the report lacks what it needs (the case or phase was not run).
    public var measured: Double?
    /// The largest value that meets the target.
    public var limit: Double
    /// `nil` when not measured.
    public var met: Bool?
    /// Each repetition's own value, in the order run, where the target is a ratio taken repetition
    /// by repetition (``measured`` is their median); empty otherwise. On a machine whose speed
    /// drifts, a median near the limit says little without them: a target met in two repetitions
    /// of seven is missed, one met in five is at its limit.
    public var repetitions: [Double]

    /// A target judged on `measured`; `repetitions` are the repetitions' own values where the
    /// measured value is their median.
    public init(name: String, measured: Double?, repetitions: [Double] = [], limit: Double) {
        self.name = name
        self.measured = measured
        self.limit = limit
        self.met = measured.map { $0 <= limit }
        self.repetitions = repetitions
    }

    /// How many of ``repetitions`` are within the limit.
    public var repetitionsMet: Int {
        repetitions.count { $0 <= limit }
    }
}
