import Foundation
@testable import LayoutDiscovery
import Testing

/// Pieces of work run side by side, their results in order; the pieces picked to run alone (a
/// large document's merge, whose memory beside another's would pass the limit) never overlap another.
@Suite("Parallel work")
struct ParallelWorkTests {
    /// How many pieces run at once, and the most that ever did while a piece that runs alone ran.
    private final class Overlap: @unchecked Sendable {
        private let lock = NSLock()
        private var running = 0
        private(set) var besideAlone = 0

        func run(alone: Bool, _ body: () -> Void) {
            lock.withLock { running += 1 }
            for _ in 0..<20 {
                if alone { lock.withLock { besideAlone = max(besideAlone, running - 1) } }
                body()
            }
            lock.withLock { running -= 1 }
        }
    }

    @Test("results come in order; a piece picked to run alone runs with no other")
    func alonePiecesDoNotOverlap() {
        let overlap = Overlap()
        let alone: Set<Int> = [1, 4, 5]
        let results = ParallelWork.results(count: 8, runsAlone: { alone.contains($0) }) { index -> Int in
            overlap.run(alone: alone.contains(index)) { usleep(2_000) }
            return index * index
        }
        #expect(results == (0..<8).map { $0 * $0 })
        #expect(overlap.besideAlone == 0)
    }

    @Test("with none picked to run alone, the results are those of the plain run")
    func noneAlone() {
        #expect(ParallelWork.results(count: 5, runsAlone: { _ in false }) { $0 + 1 } == ParallelWork.results(count: 5) { $0 + 1 })
    }
}
