import LayoutCore

/// What a layout template sets on a view: exactly the four properties the reference copies.
public struct LayoutAttributes: Hashable, Sendable, Encodable {
    /// The frame in the superview's coordinates.
    public package(set) var frame: Rect
    /// The bounds in the view's own coordinates.
    public package(set) var bounds: Rect
    /// Whether the view is hidden.
    public package(set) var isHidden: Bool
    /// How the view resizes with its superview.
    public package(set) var autoresizingMask: AutoresizingMask

    /// Attributes with `frame`; `bounds` defaults to the frame's size at the origin, as UIKit gives it.
    package init(frame: Rect, bounds: Rect? = nil, isHidden: Bool = false, autoresizingMask: AutoresizingMask = []) {
        self.frame = frame
        self.bounds = bounds ?? frame.boundsForFrame
        self.isHidden = isHidden
        self.autoresizingMask = autoresizingMask
    }

    /// A zero frame and bounds, shown, with no autoresizing.
    package static let zero = LayoutAttributes(frame: .zero)

    enum CodingKeys: String, CodingKey {
        case frame, bounds, isHidden = "hidden", autoresizingMask
    }
}
