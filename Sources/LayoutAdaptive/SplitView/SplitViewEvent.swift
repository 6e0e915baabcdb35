import LayoutCore

/// What a change to a ``SplitView`` did.
public enum SplitViewEvent: Hashable, Sendable, CustomStringConvertible {
    /// Collapsed; `pushed` lists the columns pushed onto the primary's stack (empty when the
    /// delegate handled the secondary).
    case collapsed(pushed: [SplitViewColumn])
    /// Expanded; `popped` lists the columns popped off the primary's stack.
    case expanded(popped: [SplitViewColumn])
    /// The resolved display mode changed (only reported while expanded).
    case displayModeChanged(SplitViewDisplayMode)
    /// The resolved split behaviour changed (only reported while expanded).
    case splitBehaviorChanged(SplitViewBehavior)

    public var description: String {
        switch self {
        case .collapsed(let pushed): "collapsed(pushed: [\(pushed.map(\.rawValue).joined(separator: ", "))])"
        case .expanded(let popped): "expanded(popped: [\(popped.map(\.rawValue).joined(separator: ", "))])"
        case .displayModeChanged(let mode): "displayModeChanged(\(mode.rawValue))"
        case .splitBehaviorChanged(let behavior): "splitBehaviorChanged(\(behavior.rawValue))"
        }
    }
}
