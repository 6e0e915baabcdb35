import LayoutCore

extension SplitOrFlip {
    /// What a client can ask of a ``SplitOrFlip``.
    public enum Action: String, Hashable, Sendable, Encodable, CaseIterable {
        /// Show the other child: toggles the focus. Animated in `one` mode when flips animate.
        case flip
        /// The flip animation in flight has ended (the client's animation completion).
        case finishFlip
    }
}
