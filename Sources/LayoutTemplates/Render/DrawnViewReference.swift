/// A view of a ``LayoutDrawing``: which layout (by index into ``LayoutDrawing/layouts``) and which
/// view id in it.
public struct DrawnViewReference: Hashable, Sendable {
    /// Index into ``LayoutDrawing/layouts``.
    public var layout: Int
    /// The view's ``DrawnView/id``.
    public var viewID: String

    /// The view `viewID` of the drawing's layout at index `layout`.
    public init(layout: Int, viewID: String) {
        self.layout = layout
        self.viewID = viewID
    }
}
