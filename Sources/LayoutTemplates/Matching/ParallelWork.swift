import Dispatch

/// Independent pieces of work run on the processors there are, their results kept in order.
///
/// After the parse the second processor is idle: the matcher keys the live tree and the other
/// layouts side by side, then matches the layouts side by side, and `template-apply match` makes
/// its diagnostics' text beside its table's. Each piece reads shared inputs and writes only its
/// own result, so the results do not depend on the order the pieces run in.
package enum ParallelWork {
    /// `body(0) ..< body(count)`, each computed once, on as many threads as Dispatch gives.
    package static func results<Result: Sendable>(count: Int, _ body: @Sendable (Int) -> Result) -> [Result] {
        guard count > 1 else { return (0..<count).map(body) }
        return [Result](unsafeUninitializedCapacity: count) { buffer, initialized in
            // Each piece initializes only its own element, and `concurrentPerform` returns once
            // all have run.
            nonisolated(unsafe) let output = buffer
            DispatchQueue.concurrentPerform(iterations: count) { index in
                output.initializeElement(at: index, to: body(index))
            }
            initialized = count
        }
    }

    /// `first()` and `second()`, each computed once, side by side.
    package static func both<A: Sendable, B: Sendable>(_ first: @Sendable () -> A, _ second: @Sendable () -> B) -> (A, B) {
        let pieces = results(count: 2) { index -> (A?, B?) in index == 0 ? (first(), nil) : (nil, second()) }
        // Piece 0 holds the first result and piece 1 the second: the fallbacks never run.
        return (pieces[0].0 ?? first(), pieces[1].1 ?? second())
    }
}
