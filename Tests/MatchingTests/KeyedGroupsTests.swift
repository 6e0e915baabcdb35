@testable import LayoutMatching
@testable import LayoutDocuments
import LayoutTemplates
import Testing

/// Views grouped by a rule's key (`KeyedGroups`): the default matcher's general path and the
/// reference's first-hit index rely on its lists being complete and in the order views were added.
@Suite("Keyed groups")
struct KeyedGroupsTests {
    @Test("a unique key has a single view, a repeated one its members in order, and keys keep first-seen order")
    func groups() {
        var groups = KeyedGroups(capacity: 2)
        #expect(groups.isEmpty)
        groups.add(10, key: 7)
        groups.add(11, key: -3)
        groups.add(12, key: 7)
        groups.add(13, key: Int.min)
        groups.add(14, key: 7)
        #expect(groups.keys == [7, -3, Int.min])
        #expect(groups.single(-3) == 11)
        #expect(groups.single(7) == nil)
        #expect(groups.members(7) == [10, 12, 14])
        #expect(groups.members(Int.min) == [13])
        #expect(groups.members(99).isEmpty)
        #expect(!groups.contains(99) && groups.contains(Int.min))
    }

    @Test("ten thousand keys, every third repeated, past the capacity it was made with")
    func wide() {
        var groups = KeyedGroups(capacity: 16)
        for view in 0..<10_000 { groups.add(Int32(view), key: view % 3 == 0 ? view : view * 1_000_003) }
        for view in 0..<10_000 where view % 3 == 0 { groups.add(Int32(10_000 + view), key: view) }
        #expect(groups.keys.count == 10_000)
        var wrong = 0
        for view in 0..<10_000 {
            if view % 3 == 0 {
                if groups.members(view) != [Int32(view), Int32(10_000 + view)] || groups.single(view) != nil { wrong += 1 }
            } else if groups.single(view * 1_000_003) != Int32(view) {
                wrong += 1
            }
        }
        #expect(wrong == 0)
    }

    @Test("a word's hash is the hash of its eight little-endian bytes")
    func wordHash() {
        for word: UInt64 in [0, 1, 0x0123_4567_89AB_CDEF, .max] {
            for seed: UInt64 in [0, 42, .max] {
                let bytes = withUnsafeBytes(of: word.littleEndian) { Array($0) }
                let expected = bytes.withUnsafeBufferPointer { ByteHash.hash($0, seed: seed).value }
                #expect(ByteHash.hash(word: word, seed: seed) == expected)
            }
        }
    }
}
