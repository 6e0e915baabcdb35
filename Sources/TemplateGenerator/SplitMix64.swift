/// Steele, Lea and Flood's SplitMix64: a tiny generator whose whole state is one `UInt64`.
///
/// The generator owns its PRNG so that the same seed gives the same document on every platform and
/// Swift version; the standard library's generators promise neither.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value in `0..<bound` (`bound` > 0), by Lemire's multiply-shift without the rejection step:
    /// the bias is below 2^-40 for the bounds used here, and skipping it keeps the stream of draws
    /// independent of the values drawn.
    public mutating func below(_ bound: Int) -> Int {
        let product = next().multipliedFullWidth(by: UInt64(bound))
        return Int(product.high)
    }

    /// `true` with probability `probability`.
    public mutating func chance(_ probability: Double) -> Bool {
        unitInterval() < probability
    }

    /// A value in `[0, 1)` with 53 random bits.
    public mutating func unitInterval() -> Double {
        Double(next() >> 11) * 0x1.0p-53
    }
}
