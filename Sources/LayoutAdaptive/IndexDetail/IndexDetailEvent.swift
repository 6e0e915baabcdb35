import LayoutCore

extension IndexDetail {
    /// What a change to an ``IndexDetail`` did.
    public enum Event: Hashable, Sendable, CustomStringConvertible {
        /// Collapsed into a stack: the index was inserted at position 1.
        case collapsed
        /// Expanded: the index left the stack for its own panel.
        case expanded
        /// The details were replaced by this one.
        case detailShown(String)
        /// This detail was pushed.
        case detailPushed(String)
        /// This detail was popped.
        case detailPopped(String)
        /// The action was not applied, and why.
        case ignored(String)

        public var description: String {
            switch self {
            case .collapsed: "collapsed"
            case .expanded: "expanded"
            case .detailShown(let name): "detailShown(\(name))"
            case .detailPushed(let name): "detailPushed(\(name))"
            case .detailPopped(let name): "detailPopped(\(name))"
            case .ignored(let reason): "ignored(\(reason))"
            }
        }
    }
}
