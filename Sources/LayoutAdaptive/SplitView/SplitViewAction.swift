import LayoutCore

extension SplitView {
    /// What a client can ask of a ``SplitView``.
    public enum Action: Hashable, Sendable {
        /// Set `preferredDisplayMode`; the resolved mode follows when expanded and space allows.
        case setPreferredDisplayMode(SplitView.DisplayMode)
        /// Set `preferredSplitBehavior`.
        case setPreferredSplitBehavior(SplitView.Behavior)
    }
}
