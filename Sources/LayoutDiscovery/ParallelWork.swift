import Dispatch
import LayoutCore

/// Independent pieces of work run on the processors there are, their results kept in order:
/// `check` runs one design per piece. Each piece reads shared inputs and writes only its own
/// result, so the results do not depend on the order the pieces run in.
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

    /// `body(0) ..< body(count)` as ``results(count:_:)`` computes them, except that the pieces
    /// `runsAlone` picks run one at a time, after the others: a piece whose memory would pass its
    /// limit beside another's (a large document's merge) never runs beside one.
    package static func results<Result: Sendable>(count: Int, runsAlone: (Int) -> Bool, _ body: @Sendable (Int) -> Result) -> [Result] {
        let alone = (0..<count).filter(runsAlone)
        guard !alone.isEmpty else { return results(count: count, body) }
        let together = (0..<count).filter { !runsAlone($0) }
        var byIndex = Dictionary(uniqueKeysWithValues: zip(together, results(count: together.count) { body(together[$0]) }))
        for index in alone { byIndex[index] = body(index) }
        return (0..<count).compactMap { byIndex[$0] }
    }
}
