/// One of issue 5's targets, judged on a report.
public struct TargetCheck: Sendable, Hashable, Codable {
    /// What is compared, e.g. `import / raw libxml2 pass (100k)`.
    public var name: String
    /// The measured value; `nil` when the report lacks what it needs (the case or phase was not run).
    public var measured: Double?
    /// The largest value that meets the target.
    public var limit: Double
    /// `nil` when not measured.
    public var met: Bool?

    public init(name: String, measured: Double?, limit: Double) {
        self.name = name
        self.measured = measured
        self.limit = limit
        self.met = measured.map { $0 <= limit }
    }
}
