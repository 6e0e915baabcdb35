/// A rectangle in points, as UIKit's `CGRect` (origin and size; sizes are not normalised).
///
/// Encodes as `[x, y, width, height]`, the shape the CLI's JSON uses.
public struct Rect: Hashable, Sendable, Encodable, CustomStringConvertible {
    /// The origin's x coordinate.
    public var x: Double
    /// The origin's y coordinate.
    public var y: Double
    /// The width (possibly negative, as in UIKit).
    public var width: Double
    /// The height (possibly negative, as in UIKit).
    public var height: Double

    /// A rectangle at `(x, y)` of `width` by `height`.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The bounds UIKit gives a view of this frame: the same size at the origin.
    package var boundsForFrame: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    /// The right edge, `x + width`.
    package var maxX: Double { x + width }
    /// The bottom edge, `y + height`.
    package var maxY: Double { y + height }

    /// This rectangle moved by `(dx, dy)`.
    package func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    public var description: String {
        "(\(Rect.format(x)), \(Rect.format(y)), \(Rect.format(width)), \(Rect.format(height)))"
    }

    /// `29` rather than `29.0`, but `20.5` kept: how Interface Builder writes numbers.
    package static func format(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return String(value)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(x)
        try container.encode(y)
        try container.encode(width)
        try container.encode(height)
    }
}
