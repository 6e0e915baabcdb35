import LayoutCore

/// Everything a picture of layouts shows: the layouts side by side, and the diagnostics about
/// their views.
///
/// The renderers (``SVGRenderer``, ``HTMLReportRenderer``) are pure functions of this value, so a
/// drawing can be built by hand in a test, or from the matcher's results by the CLI.
public struct LayoutDrawing: Hashable, Sendable {
    /// A heading for the whole picture, typically the file name(s).
    package var title: String
    /// Drawn left to right in this order.
    package var layouts: [DrawnLayout]
    /// The diagnostics shown beside the layouts, each linked to the views it names.
    package var diagnostics: [DrawnDiagnostic]

    /// A drawing of `layouts`, left to right, with `diagnostics` listed under them (HTML only).
    package init(title: String, layouts: [DrawnLayout], diagnostics: [DrawnDiagnostic] = []) {
        self.title = title
        self.layouts = layouts
        self.diagnostics = diagnostics
    }
}
