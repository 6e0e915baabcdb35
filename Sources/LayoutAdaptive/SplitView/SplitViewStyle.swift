import LayoutCore

extension SplitView {
    /// How many columns a ``SplitView`` has (UIKit's `UISplitViewController.Style`).
    public enum Style: String, Hashable, Sendable, Encodable, CaseIterable {
        /// Primary and secondary. "One" in a display mode names the primary.
        case doubleColumn
        /// Primary, supplementary and secondary. "One" names the supplementary, "two" both sidebars.
        case tripleColumn
    }
}
