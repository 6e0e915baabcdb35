import Testing
@testable import LayoutXML

/// Records what a handler with a vocabulary sees through the word-based lookups.
private struct WordReader: XMLEventHandler {
    static let names = ["item", "id", "flag", "YES", "note", "a&b"]
    static var vocabulary: XMLVocabulary { XMLVocabulary(names) }
    static var readsEndElementNames: Bool { false }

    var seen: [String] = []
    var endNames: [String] = []

    mutating func startElement(_ element: XMLStartElement) throws {
        let attributes = element.attributes
        let word = { (name: String) in WordReader.vocabulary.word(for: name) }
        let bytes = attributes.valueBytes(word: word("flag")).map { String(decoding: $0, as: UTF8.self) } ?? "-"
        seen.append([
            element.name,
            "\(element.word)",
            attributes[word: word("id")] ?? "-",
            "\(attributes.contains(word: word("flag")))",
            "\(attributes.value(word: word("flag"), equalsWord: word("YES")))",
            "\(attributes.value(word: word("note"), equalsWord: word("a&b")))",
            "\(attributes.value(word: word("note"), equals: "a&b"))",
            bytes,
            // A name that is not a word, and an unknown word, are never found by word.
            "\(attributes.contains(word: XMLVocabulary.unknownWord))",
            attributes["other"] ?? "-",
        ].joined(separator: " "))
    }

    mutating func endElement(name: String) throws {
        endNames.append(name)
    }
}

@Suite("Vocabulary words")
struct VocabularyTests {
    @Test("elements and attributes are found by word, values compared with words in place")
    func lookups() throws {
        let text = #"<item id="1" flag="YES" note="a&amp;b" other="x"><box flag="NO" id="2&amp;3"/><item flag="YESS" note="a&#38;b"/></item>"#
        var reader = WordReader()
        try XMLStreamReader.parse(bytes: Array(text.utf8), handler: &reader)
        #expect(reader.seen == [
            "item 0 1 true true true true YES false x",
            "box -1 2&3 true false false false NO false -",
            "item 0 - true false true true YESS false -",
        ])
        // The handler declined end-element names.
        #expect(reader.endNames == ["", "", ""])
    }

    @Test("a name listed twice keeps its first word; unknown names have none")
    func vocabulary() {
        let vocabulary = XMLVocabulary(["a", "b", "a"])
        #expect(vocabulary.word(for: "a") == 0)
        #expect(vocabulary.word(for: "b") == 1)
        #expect(vocabulary.word(for: "c") == XMLVocabulary.unknownWord)
    }

    @Test("every word of a name listed twice finds its attributes, in both threading modes", arguments: [XMLReaderThreading.serial, .pipelined])
    func repeatedWords(threading: XMLReaderThreading) throws {
        struct Repeated: XMLEventHandler {
            static var vocabulary: XMLVocabulary { XMLVocabulary(["id", "view", "id", "key", "frame"]) }
            var seen: [String] = []
            mutating func startElement(_ element: XMLStartElement) throws {
                let attributes = element.attributes
                seen.append("\(element.word) \(attributes[word: 0] ?? "-") \(attributes[word: 2] ?? "-") \(attributes.value(word: 3, equalsWord: 4))")
            }
            mutating func endElement(name: String) throws {}
        }
        var limits = XMLReaderLimits.default
        limits.threading = threading
        var handler = Repeated()
        // The first element has neither word's attribute; the names arrive later, in another order.
        try XMLStreamReader.parse(bytes: Array(#"<view><rect key="frame" id="r"/><view id="v" key="bounds"/></view>"#.utf8), handler: &handler, limits: limits)
        #expect(handler.seen == ["1 - - false", "-1 r r true", "1 v v false"])
    }
}
