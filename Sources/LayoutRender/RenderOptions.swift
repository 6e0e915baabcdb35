import LayoutCore

/// Sizes of a rendered picture. The defaults make a picture that reads at 100% zoom.
public struct RenderOptions: Hashable, Sendable {
    /// The widest the layouts side by side may be drawn, in pixels.
    package var maxWidth: Double
    /// The tallest one layout may be drawn, in pixels.
    package var maxLayoutHeight: Double
    /// The label font size in pixels; never below 9, since smaller text is not
    /// legible at the default size.
    package var fontSize: Double
    /// How much a small layout may be enlarged.
    package var maxScale: Double

    /// The floor for ``fontSize``.
    package static let minimumFontSize = 9.0

    /// Sizes in pixels.
    ///
    /// - Parameters:
    ///   - maxWidth: the widest the layouts side by side may be drawn.
    ///   - maxLayoutHeight: the tallest one layout may be drawn.
    ///   - fontSize: the label font size; never below 9, since smaller text is not legible at the
    ///     default size.
    ///   - maxScale: how much a small layout may be enlarged.
    public init(maxWidth: Double = 1280, maxLayoutHeight: Double = 680, fontSize: Double = 11, maxScale: Double = 1.5) {
        self.maxWidth = maxWidth
        self.maxLayoutHeight = maxLayoutHeight
        self.fontSize = fontSize
        self.maxScale = maxScale
    }

    /// ``fontSize`` raised to the floor (and a non-finite value replaced by the default).
    var effectiveFontSize: Double {
        fontSize.isFinite ? max(fontSize, RenderOptions.minimumFontSize) : 11
    }
}
