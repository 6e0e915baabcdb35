extension Device {
    /// How much of an iPad's screen an app gets in Split View, nominally.
    package enum SplitScreenFraction: String, Hashable, Sendable, Encodable, CaseIterable {
        /// A third of the screen: the narrow side of Split View.
        case oneThird = "1/3"
        /// Half of the screen.
        case oneHalf = "1/2"
        /// Two thirds of the screen: the wide side of Split View.
        case twoThirds = "2/3"

        /// The nominal share of the screen width.
        package var value: Double {
            switch self {
            case .oneThird: 1.0 / 3.0
            case .oneHalf: 0.5
            case .twoThirds: 2.0 / 3.0
            }
        }
    }
}
