@testable import LayoutDocuments
import Testing
import LayoutTemplates

/// The importer classifies elements by vocabulary word: the words must spell the format's names.
@Suite("Legacy vocabulary")
struct LegacyIBWordTests {
    @Test("every scalar element has a word that maps back to it")
    func scalarElements() {
        for element in LegacyIBNames.ScalarElement.allCases {
            let word = LegacyIBWord.allCases.first { $0.name == element.rawValue }
            #expect(word?.scalarElement == element, "no word for <\(element.rawValue)>")
        }
        #expect(LegacyIBWord.allCases.filter { $0.scalarElement != nil }.count == LegacyIBNames.ScalarElement.allCases.count)
    }

    @Test("the containers are data, object, array and dictionary")
    func containers() {
        #expect(LegacyIBWord.allCases.filter(\.isContainer).map(\.name)
            == [LegacyIBNames.dataElement, LegacyIBNames.objectElement, LegacyIBNames.arrayElement, LegacyIBNames.dictionaryElement])
    }

    @Test("no two words share a name, and each word is its own vocabulary entry")
    func distinct() {
        #expect(Set(LegacyIBWord.allCases.map(\.name)).count == LegacyIBWord.allCases.count)
        for word in LegacyIBWord.allCases {
            #expect(LegacyIBWord.vocabulary.word(for: word.name) == word.rawValue)
        }
    }

    @Test("key tables hold exactly the kept keys, looked up by bytes")
    func keyTables() {
        for key in LegacyIBNames.keptScalarKeys {
            #expect(Array(key.utf8).withUnsafeBufferPointer { LegacyIBNames.keptScalarKeyTable.existingID(utf8: $0) } != nil)
        }
        #expect(Array("NSFrameX".utf8).withUnsafeBufferPointer { LegacyIBNames.keptScalarKeyTable.existingID(utf8: $0) } == nil)
        #expect(Array("IBUIFont".utf8).withUnsafeBufferPointer { LegacyIBNames.keptMemberKeyTable.existingID(utf8: $0) } == nil)
    }
}
