/// Insets from a rectangle's edges, in points (UIKit's `UIEdgeInsets`; for directional margins
/// `left` is the leading and `right` the trailing inset).
public struct EdgeInsets: Hashable, Sendable, Encodable {
    /// The top inset.
    public var top: Double
    /// The left (or leading) inset.
    public var left: Double
    /// The bottom inset.
    public var bottom: Double
    /// The right (or trailing) inset.
    public var right: Double

    /// Insets of the given sizes.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public static let zero = EdgeInsets()
}
