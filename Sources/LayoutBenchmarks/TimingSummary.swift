/// Repeated timings of one phase, in seconds.
public struct TimingSummary: Sendable, Hashable, Codable {
    /// Every sample, in the order measured.
    public var samples: [Double]
    public var median: Double
    public var minimum: Double
    public var maximum: Double

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
