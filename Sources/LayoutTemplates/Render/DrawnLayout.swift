/// One layout as drawn: a name and its views in pre-order with absolute frames.
public struct DrawnLayout: Hashable, Sendable {
    /// Shown above the layout, e.g. `portrait` or `landscape`.
    public var name: String
    /// The views in pre-order (a parent before its subviews), each with its ``DrawnView/depth``.
    /// The first view is the root; its frame is the screen the layout is drawn on.
    public var views: [DrawnView]

    /// A layout of views already flattened (pre-order, absolute frames).
    public init(name: String, views: [DrawnView]) {
        self.name = name
        self.views = views
    }
}
