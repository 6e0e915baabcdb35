import LayoutCore

/// One layout as drawn: a name and its views in pre-order with absolute frames.
package struct DrawnLayout: Hashable, Sendable {
    /// Shown above the layout, e.g. `portrait` or `landscape`.
    package var name: String
    /// The views in pre-order (a parent before its subviews), each with its ``DrawnView/parent``.
    /// The first view is the root; its frame is the screen the layout is drawn on.
    package var views: [DrawnView]

    /// A layout of views already flattened (pre-order, absolute frames).
    package init(name: String, views: [DrawnView]) {
        self.name = name
        self.views = views
    }
}
