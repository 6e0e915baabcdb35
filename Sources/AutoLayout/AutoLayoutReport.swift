import LayoutCore

/// `apply`'s JSON for a document laid out by ``AutoLayoutEngine``: which device and orientation,
/// then every design with every view's frame in its superview.
package struct AutoLayoutReport: Encodable, Sendable {
    /// The JSON format's version (the same as the tool's other reports).
    package var version: Int
    /// `autolayout`, telling this report from a drawn design's.
    package var engine = "autolayout"
    /// The device's name, or `document` for the saved device.
    package var device: String
    /// The orientation, or the saved one.
    package var orientation: String
    /// The designs, each with its views.
    package var designs: [DocumentLayout.DesignLayout]

    package init(version: Int, device: String, orientation: String, layout: DocumentLayout) {
        self.version = version
        self.device = device
        self.orientation = orientation
        designs = layout.designs
    }
}
