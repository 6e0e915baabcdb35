import Dispatch

/// Two independent computations run at once, on the two processors the machine usually has.
///
/// `match` on a large document ends with two pieces of text to write: its thousands of
/// diagnostics and its table. Made one after the other they were the last 15 ms of a 100k-view
/// run, with the second processor idle.
enum SideBySide {
    /// `first()` and `second()`, each run once, possibly at the same time.
    static func run<A: Sendable, B: Sendable>(_ first: @Sendable () -> A, _ second: @Sendable () -> B) -> (A, B) {
        let results = [Either<A, B>](unsafeUninitializedCapacity: 2) { buffer, initialized in
            // Each iteration initializes only its own element, and `concurrentPerform` returns
            // once both have run.
            nonisolated(unsafe) let output = buffer
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                output.initializeElement(at: index, to: index == 0 ? .first(first()) : .second(second()))
            }
            initialized = 2
        }
        guard case .first(let a) = results[0], case .second(let b) = results[1] else {
            // Unreachable: element 0 is always `.first`, element 1 `.second`.
            return (first(), second())
        }
        return (a, b)
    }
}

/// One of ``SideBySide/run(_:_:)``'s two results.
private enum Either<A: Sendable, B: Sendable>: Sendable {
    case first(A)
    case second(B)
}
