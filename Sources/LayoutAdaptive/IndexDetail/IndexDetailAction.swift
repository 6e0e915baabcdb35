import LayoutCore

extension IndexDetail {
    /// What a client can ask of an ``IndexDetail``.
    public enum Action: Hashable, Sendable {
        /// Replace the details with this one: the stack becomes [root, v] ([root, index, v] collapsed).
        case showDetail(String)
        /// Push this detail on top of the stack.
        case pushDetail(String)
        /// Pop the top detail; ignored when no detail is on the stack (root and index are never popped).
        case popDetail
        /// Collapse (`true`) or expand (`false`), as the client setting `isCollapsed`.
        case setCollapsed(Bool)
    }
}
