extension Environment {
    /// UIKit's `UIUserInterfaceLayoutDirection`.
    public enum LayoutDirection: String, Hashable, Sendable, Encodable, CaseIterable {
        /// Left to right, as in English.
        case leftToRight
        /// Right to left, as in Arabic and Hebrew.
        case rightToLeft
    }
}
