/// Repeated timings of one phase, in seconds.
public struct TimingSummary: Sendable, Hashable, Codable {
    /// Every sample, in the order measured.
    public var samples: [Double]
    /// The middle sample (the mean of the two middle ones for an even count); 0 without samples.
    public var median: Double
    /// The fastest sample; 0 without samples.
    public var minimum: Double
    /// The slowest sample; 0 without samples.
    public var maximum: Double

    /// The summary of `samples`.
    public init(samples: [Double]) {
        self.samples = samples
        let sorted = samples.sorted()
        minimum = sorted.first ?? 0
        maximum = sorted.last ?? 0
        if sorted.isEmpty {
            median = 0
        } else if sorted.count % 2 == 1 {
            median = sorted[sorted.count / 2]
        } else {
            median = (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
        }
    }
}
