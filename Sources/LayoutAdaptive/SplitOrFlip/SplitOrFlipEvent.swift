import LayoutCore

extension SplitOrFlip {
    /// What a change to a ``SplitOrFlip`` did.
    public enum Event: Hashable, Sendable, CustomStringConvertible {
        /// The display mode changed to this one.
        case displayModeChanged(SplitOrFlip.DisplayMode)
        /// The focus moved to this child without an animation (in `sideBySide`, or flips not animated).
        case focusChanged(SplitOrFlip.Side)
        /// A flip animation started, from the outgoing child to the incoming one.
        case flipBegan(from: SplitOrFlip.Side, to: SplitOrFlip.Side)
        /// A flip animation ended; this child is now alone on screen.
        case flipEnded(SplitOrFlip.Side)
        /// A flip was requested while another was in flight; it runs when that one ends.
        case flipQueued
        /// An environment arrived while a flip was in flight; it is applied when the flip ends.
        case environmentQueued
        /// The action had nothing to act on (a `finishFlip` with no flip in flight).
        case ignored(SplitOrFlip.Action)

        public var description: String {
            switch self {
            case .displayModeChanged(let mode): "displayModeChanged(\(mode.rawValue))"
            case .focusChanged(let side): "focusChanged(\(side.rawValue))"
            case .flipBegan(let from, let to): "flipBegan(\(from.rawValue)->\(to.rawValue))"
            case .flipEnded(let side): "flipEnded(\(side.rawValue))"
            case .flipQueued: "flipQueued"
            case .environmentQueued: "environmentQueued"
            case .ignored(let action): "ignored(\(action.rawValue))"
            }
        }
    }
}
