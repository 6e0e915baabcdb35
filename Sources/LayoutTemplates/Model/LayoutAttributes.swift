/// What a layout template sets on a view: exactly the four properties the reference copies.
public struct LayoutAttributes: Hashable, Sendable, Codable {
    public var frame: Rect
    public var bounds: Rect
    public var isHidden: Bool
    public var autoresizingMask: AutoresizingMask

    public init(frame: Rect, bounds: Rect? = nil, isHidden: Bool = false, autoresizingMask: AutoresizingMask = []) {
        self.frame = frame
        self.bounds = bounds ?? frame.boundsForFrame
        self.isHidden = isHidden
        self.autoresizingMask = autoresizingMask
    }

    public static let zero = LayoutAttributes(frame: .zero)

    enum CodingKeys: String, CodingKey {
        case frame, bounds, isHidden = "hidden", autoresizingMask
    }
}
