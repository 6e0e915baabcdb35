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

    @Test("both: each computation runs once and each result comes back in its place")
    func both() {
        let counter = CallCounter()
        let (text, number) = ParallelWork.both({ () -> String in counter.record(0); return "first" }, { () -> Int in counter.record(1); return 2 })
        #expect(text == "first" && number == 2)
        #expect(counter.sorted == [0, 1])
    }
}
