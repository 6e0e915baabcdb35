/// A width and height in points. Encodes as `[width, height]`.
public struct Size: Hashable, Sendable, Encodable, CustomStringConvertible {
    /// The width in points.
    public var width: Double
    /// The height in points.
    public var height: Double

    /// A size of `width` by `height` points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// No width and no height: an unknown size.
    public static let zero = Size(width: 0, height: 0)

    public var description: String { "\(Rect.format(width))x\(Rect.format(height))" }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(width)
        try container.encode(height)
    }
}
