import LayoutCore

extension SplitView {
    /// What a change to a ``SplitView`` did.
    public enum Event: Hashable, Sendable, CustomStringConvertible {
        /// Collapsed; `pushed` lists the columns pushed onto the primary's stack (empty when the
        /// delegate handled the secondary).
        case collapsed(pushed: [SplitView.Column])
        /// Expanded; `popped` lists the columns popped off the primary's stack.
        case expanded(popped: [SplitView.Column])
        /// The resolved display mode changed (only reported while expanded).
        case displayModeChanged(SplitView.DisplayMode)
        /// The resolved split behaviour changed (only reported while expanded).
        case splitBehaviorChanged(SplitView.Behavior)

        public var description: String {
            switch self {
            case .collapsed(let pushed): "collapsed(pushed: [\(pushed.map(\.rawValue).joined(separator: ", "))])"
            case .expanded(let popped): "expanded(popped: [\(popped.map(\.rawValue).joined(separator: ", "))])"
            case .displayModeChanged(let mode): "displayModeChanged(\(mode.rawValue))"
            case .splitBehaviorChanged(let behavior): "splitBehaviorChanged(\(behavior.rawValue))"
            }
        }
    }
}
