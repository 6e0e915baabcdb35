import LayoutCore

extension SplitOrFlip {
    /// One of the two children of a ``SplitOrFlip``, named by its place in a left-to-right layout.
    public enum Side: String, Hashable, Sendable, Encodable, CaseIterable {
        /// The child on the left (the leading child in a left-to-right layout).
        case left
        /// The child on the right.
        case right

        /// The other child.
        package var other: SplitOrFlip.Side { self == .left ? .right : .left }
    }
}
