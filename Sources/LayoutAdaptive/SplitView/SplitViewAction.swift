import LayoutCore

/// What a client can ask of a ``SplitView``.
public enum SplitViewAction: Hashable, Sendable {
    /// Set `preferredDisplayMode`; the resolved mode follows when expanded and space allows.
    case setPreferredDisplayMode(SplitViewDisplayMode)
    /// Set `preferredSplitBehavior`.
    case setPreferredSplitBehavior(SplitViewBehavior)
}
