import Testing
@testable import LayoutXML

/// A handler that wants text only inside `<want>` elements: the reader must follow its interest
/// as it changes from event to event (it caches the answer after each event).
private struct SelectiveHandler: XMLEventHandler {
    var inside = 0
    var received: [String] = []
    var wantsText: Bool { inside > 0 }

    mutating func startElement(_ element: XMLStartElement) throws {
        if element.name == "want" { inside += 1 }
    }

    mutating func text(_ text: String) throws {
        received.append(text)
    }

    mutating func endElement(name: String) throws {
        if name == "want" { inside -= 1 }
    }
}

@Suite("Dynamic text interest")
struct DynamicTextInterestTests {
    @Test("text reaches the handler only while it says it wants text")
    func selectiveText() throws {
        var handler = SelectiveHandler()
        let document = "<root>skip<want>keep</want>skip too<other>no<want>yes</want></other></root>"
        try XMLStreamReader.parse(bytes: Array(document.utf8), handler: &handler)
        #expect(handler.received.joined(separator: "|") == "keep|yes")
    }

    @Test("positions are those of each start tag's '<', also when asked late in the call")
    func lazyPositions() throws {
        struct Positions: XMLEventHandler {
            var seen: [String] = []
            mutating func startElement(_ element: XMLStartElement) throws {
                _ = element.attributes["a"]
                seen.append("\(element.name)@\(element.position.line):\(element.position.column)")
            }
            mutating func endElement(name: String) throws {}
        }
        var handler = Positions()
        try XMLStreamReader.parse(bytes: Array("<r>\n  <a a=\"1\"\n     b=\"2\"/><b/>\n</r>".utf8), handler: &handler)
        #expect(handler.seen == ["r@1:1", "a@2:3", "b@3:13"])
    }
}
