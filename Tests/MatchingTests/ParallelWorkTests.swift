import Foundation
@testable import LayoutTemplates
import Testing

/// Counts calls from several threads.
private final class CallCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var calls: [Int] = []

    func record(_ index: Int) { lock.withLock { calls.append(index) } }
    var sorted: [Int] { lock.withLock { calls.sorted() } }
}

@Suite("Parallel work")
struct ParallelWorkTests {
    @Test("each piece runs exactly once and the results keep the pieces' order", arguments: [0, 1, 2, 3, 64])
    func orderAndCount(count: Int) {
        let counter = CallCounter()
        let results = ParallelWork.results(count: count) { index -> String in
            counter.record(index)
            return "piece \(index)"
        }
        #expect(results == (0..<count).map { "piece \($0)" })
        #expect(counter.sorted == Array(0..<count))
    }
}
