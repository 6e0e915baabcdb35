extension Device {
    /// Whether a ``Device`` is a phone or a tablet; it decides which size-class rules apply.
    public enum Family: String, Hashable, Sendable, Encodable, CaseIterable {
        /// An iPhone or iPod touch: compact width in portrait.
        case phone
        /// An iPad: regular in both directions at full screen.
        case pad
    }
}
