import LayoutCore

/// One view of a ``DrawnLayout``: what it is, where it is, and what it corresponds to elsewhere.
package struct DrawnView: Hashable, Sendable {
    /// The view's id in its file; unique within its layout.
    package var id: String
    /// The runtime class name, e.g. `UIButton` or a custom class.
    package var className: String
    /// What identifies the view to a person beyond its class: a title, a text, `tag 3`.
    package var label: String?
    /// The frame in the coordinates of the layout's root view (not the parent's).
    package var frame: Rect
    /// The index of the view's parent in its layout's ``DrawnLayout/views``, before the view's
    /// own (pre-order); `nil` for the root.
    package var parent: Int?
    /// The view's own `hidden` (a view inside a hidden view is drawn dashed too).
    package var isHidden: Bool
    /// The identity the view shares with its counterparts in the other layouts (normally the id of
    /// the live view they all lay out). Views with equal keys are highlighted together.
    package var matchKey: String
    /// Whether the view has a counterpart in the other layout(s); views without one are drawn in
    /// the warning colour.
    package var hasCounterpart: Bool

    /// A view; `matchKey` defaults to `id`.
    package init(
        id: String,
        className: String,
        label: String? = nil,
        frame: Rect,
        parent: Int?,
        isHidden: Bool = false,
        matchKey: String? = nil,
        hasCounterpart: Bool = true
    ) {
        self.id = id
        self.className = className
        self.label = label
        self.frame = frame
        self.parent = parent
        self.isHidden = isHidden
        self.matchKey = matchKey ?? id
        self.hasCounterpart = hasCounterpart
    }
}
