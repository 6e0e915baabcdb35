import LayoutCore

/// One layout's place in the picture: the part of its coordinate space that is drawn, where, at
/// which scale, and its labels. Computed by ``SVGRenderer``; the numbers are output pixels.
struct LayoutPanel: Sendable {
    /// The region of the layout's root coordinates that is drawn.
    var world: Rect
    /// The layout's root frame (the screen), in root coordinates.
    var screen: Rect
    /// Top-left corner of the panel.
    var originX: Double
    var originY: Double
    var width: Double
    var height: Double
    /// Top of the drawn canvas, below the heading.
    var canvasY: Double
    var scale: Double
    /// Each view's rectangle in output pixels, clipped to the canvas; `nil` when entirely outside.
    var rects: [Rect?]
    var labels: [PanelLabel]
    /// Text lines listed under the canvas for views labelled by a marker.
    var keyEntries: [(number: Int, view: Int, text: String)]
    /// Views too small to label beyond the numbered ones (see ``SVGRenderer/maximumMarkers``).
    var unlisted = 0

    /// Lines under the canvas: the key entries and the line counting the unlisted views.
    var keyLines: Int { keyEntries.count + (unlisted > 0 ? 1 : 0) }

    var canvasX: Double { originX }
    var canvasWidth: Double { world.width * scale }
    var canvasHeight: Double { world.height * scale }

    /// A point of the layout's root coordinates in output pixels.
    func project(_ rect: Rect) -> Rect {
        Rect(
            x: canvasX + (rect.x - world.x) * scale,
            y: canvasY + (rect.y - world.y) * scale,
            width: rect.width * scale,
            height: rect.height * scale
        )
    }
}
