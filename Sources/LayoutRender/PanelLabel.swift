import LayoutCore

/// A label placed inside a view's rectangle, or a numbered marker for a view too small for one.
struct PanelLabel: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        /// One or more lines of text drawn inside the view.
        case text(lines: [String])
        /// A number drawn at the view's corner; the view is listed under the layout with it.
        case marker(number: Int, entry: String)
    }

    /// Index of the view in its layout.
    var view: Int
    var box: Rect
    var kind: Kind
}
