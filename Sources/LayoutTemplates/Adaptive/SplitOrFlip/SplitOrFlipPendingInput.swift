/// An input a ``SplitOrFlip`` holds back while a flip is in flight, replayed in arrival order when
/// the flip ends.
public enum SplitOrFlipPendingInput: Hashable, Sendable {
    case environment(Environment)
    case flip
}
