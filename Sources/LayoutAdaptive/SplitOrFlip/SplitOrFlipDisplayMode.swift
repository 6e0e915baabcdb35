import LayoutCore

extension SplitOrFlip {
    /// Whether a ``SplitOrFlip`` shows both children or one.
    public enum DisplayMode: String, Hashable, Sendable, Encodable, CaseIterable {
        /// Both children side by side (horizontal size class regular).
        case sideBySide
        /// Only the focused child, with a "Flip" affordance to show the other.
        case one
    }
}
