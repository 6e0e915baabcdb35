extension LayoutConstraint {
    /// How a constraint relates its two sides (UIKit's `NSLayoutConstraint.Relation`).
    public enum Relation: String, Hashable, Sendable, Encodable, CaseIterable {
        /// `first == multiplier × second + constant`.
        case equal
        /// `first <= multiplier × second + constant`.
        case lessThanOrEqual
        /// `first >= multiplier × second + constant`.
        case greaterThanOrEqual
    }
}
