import LayoutCore

extension SplitView {
    /// A column of a ``SplitView``; its raw value is its name in arrangements and stacks.
    public enum Column: String, Hashable, Sendable, Encodable, CaseIterable {
        /// The first sidebar (the list in a two-column split view).
        case primary
        /// The second sidebar of a three-column split view.
        case supplementary
        /// The main content column.
        case secondary
    }
}
