import Testing
@testable import LayoutXML

/// Reads the `kind` attribute by its vocabulary word and the text.
private struct KindReader: XMLEventHandler {
    static let vocabulary = XMLVocabulary(["kind", "ref"])
    var kinds: [String] = []
    var text = ""
    var wantsText: Bool { true }

    mutating func startElement(_ element: XMLStartElement) throws {
        if let kind = element.attributes[word: 0] { kinds.append(kind) }
    }

    mutating func text(_ text: String) throws { self.text += text }
    mutating func endElement(name: String) throws {}
}

/// Reads `ref` (a name the handler's vocabulary holds too) and `id` (one it does not) by word.
private struct IDObserver: XMLStartTagObserver {
    static let attributeNames = ["id", "ref"]
    var seen: [String] = []
    var open = 0
    var closed = 0

    mutating func startElement(_ element: XMLStartElement, firstWord: Int) throws {
        open += 1
        seen.append("\(element.name):\(element.attributes[word: firstWord] ?? "-"):\(element.attributes[word: firstWord + 1] ?? "-")")
    }

    mutating func endElement() throws { closed += 1 }
}

@Suite("One parse for a handler and an observer")
struct XMLEventTeeTests {
    static let document = """
        <root id="r"><item kind="a" id="1" ref="r">one</item><item kind="b" ref="1"/>two</root>
        """

    @Test("the handler reads as alone, the observer finds its own words, tags open and close once each", arguments: [XMLReaderThreading.serial, .pipelined])
    func bothSeeTheParse(threading: XMLReaderThreading) throws {
        var limits = XMLReaderLimits.default
        limits.threading = threading
        var alone = KindReader()
        try XMLStreamReader.parse(bytes: Array(Self.document.utf8), handler: &alone, limits: limits)
        var tee = XMLEventTee(handler: KindReader(), observer: IDObserver())
        try XMLStreamReader.parse(bytes: Array(Self.document.utf8), handler: &tee, limits: limits)
        #expect(tee.handler.kinds == alone.kinds)
        #expect(tee.handler.kinds == ["a", "b"])
        #expect(tee.handler.text == "onetwo")
        #expect(tee.observer.seen == ["root:r:-", "item:1:r", "item:-:1"])
        #expect(tee.observer.open == 3)
        #expect(tee.observer.closed == 3)
    }
}
