@testable import LayoutDocuments
import LayoutTemplates
import Testing

/// The interner's table of integer sequences (canonical actions, text-field pairs, tags) must
/// number sequences by their elements, in order, whatever their hashes do.
@Suite("Sequence table")
struct SequenceTableTests {
    @Test("equal sequences share an id, distinct ones do not, across growth")
    func numbering() {
        var table = SequenceTable(capacity: 2)
        var ids: [Int32] = []
        for index in 0..<2_000 { ids.append(table.id([Int64(index), Int64(index % 7), -1])) }
        #expect(ids == (0..<2_000).map { Int32($0) })
        for index in stride(from: 1_999, through: 0, by: -13) {
            #expect(table.id([Int64(index), Int64(index % 7), -1]) == Int32(index))
        }
        #expect(table.count == 2_000)
        #expect(Array(table.sequence(number: 5)) == [5, 5, -1])
    }

    @Test("order, length and the empty sequence tell sequences apart")
    func shapes() {
        var table = SequenceTable()
        let empty = table.id([])
        let one = table.id(Int64(1))
        #expect(table.id([1]) == one)
        #expect(table.id([]) == empty)
        #expect(empty != one)
        let ab = table.id([1, 2])
        let ba = table.id([2, 1])
        let abc = table.id([1, 2, 0])
        #expect(Set([ab, ba, abc, one, empty]).count == 5)
        #expect(Array(table.sequence(number: Int(ba))) == [2, 1])
        #expect(table.sequence(number: Int(empty)).isEmpty)
    }
}
