import LayoutCore

/// A view of a ``LayoutDrawing``: which layout (by index into ``LayoutDrawing/layouts``) and which
/// view id in it.
package struct DrawnViewReference: Hashable, Sendable {
    /// Index into ``LayoutDrawing/layouts``.
    package var layout: Int
    /// The view's ``DrawnView/id``.
    package var viewID: String

    /// The view `viewID` of the drawing's layout at index `layout`.
    package init(layout: Int, viewID: String) {
        self.layout = layout
        self.viewID = viewID
    }
}
