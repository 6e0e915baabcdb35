import LayoutCore

extension SplitOrFlip {
    /// An input a ``SplitOrFlip`` holds back while a flip is in flight, replayed in arrival order when
    /// the flip ends.
    package enum PendingInput: Hashable, Sendable {
        /// A change of environment, applied when the flip ends.
        case environment(Environment)
        /// A request to flip again, started when the flip ends.
        case flip
    }
}
