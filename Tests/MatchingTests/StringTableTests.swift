@testable import LayoutDocuments
import LayoutTemplates
import Testing

/// The interner's string table must number strings exactly as `==` compares them (canonical
/// equivalence), whatever its byte hash does.
@Suite("String table")
struct StringTableTests {
    @Test("equal strings share an id, distinct strings do not, across growth")
    func numbering() {
        var table = StringTable(capacity: 4)
        var ids: [Int32] = []
        for index in 0..<1_000 { ids.append(table.id("title-\(index)")) }
        #expect(ids == (0..<1_000).map { Int32($0) })
        for index in stride(from: 999, through: 0, by: -7) { #expect(table.id("title-\(index)") == Int32(index)) }
        #expect(table.id("") == 1_000)
        #expect(table.id("") == 1_000)
        #expect(table.count == 1_001)
    }

    @Test("canonically equivalent strings share an id, as with Dictionary")
    func canonicalEquivalence() {
        var table = StringTable()
        let precomposed = "caf\u{E9}"
        let decomposed = "cafe\u{301}"
        #expect(precomposed == decomposed)
        #expect(table.id(precomposed) == table.id(decomposed))
        // KELVIN SIGN is canonically equivalent to ASCII K.
        #expect("\u{212A}" == "K")
        #expect(table.id("K") == table.id("\u{212A}"))
        #expect(table.id("k") != table.id("K"))
    }

    @Test("lookups by UTF-8 bytes find what lookups by String find, and number nothing")
    func bytesLookup() {
        var table = StringTable(["NSFrame", "IBUITag", "caf\u{E9}"])
        for index in 0..<500 { _ = table.id("key-\(index)") }
        func lookup(_ text: String) -> Int32? { Array(text.utf8).withUnsafeBufferPointer { table.existingID(utf8: $0) } }
        #expect(lookup("NSFrame") == 0)
        #expect(lookup("IBUITag") == 1)
        #expect(lookup("key-321") == table.existingID("key-321"))
        #expect(lookup("NSFram") == nil)
        #expect(lookup("") == nil)
        // Non-ASCII bytes compare as text: the decomposed spelling finds the precomposed entry.
        #expect(lookup("cafe\u{301}") == 2)
        #expect(table.count == 503)
    }
}
