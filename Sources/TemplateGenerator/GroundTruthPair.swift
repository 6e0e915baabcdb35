extension GroundTruth {
    /// One logical view present in both layouts: its portrait copy's id and its landscape copy's.
    public struct Pair: Codable, Hashable, Sendable {
        public var portrait: String
        public var landscape: String

        public init(portrait: String, landscape: String) {
            self.portrait = portrait
            self.landscape = landscape
        }
    }
}
