import Testing
@testable import LayoutXML

/// A handler that declares where it reads text, and records every piece it is given.
private struct DeclaredTextHandler: XMLEventHandler {
    static var textElements: [String]? { ["string", "note"] }
    var received: [String] = []
    var wantsText: Bool { true }

    mutating func startElement(_ element: XMLStartElement) throws {}
    mutating func text(_ text: String) throws { received.append(text) }
    mutating func endElement(name: String) throws {}
}

/// Declares no text elements at all.
private struct NoTextHandler: XMLEventHandler {
    static var textElements: [String]? { [] }
    var received: [String] = []
    var wantsText: Bool { true }

    mutating func startElement(_ element: XMLStartElement) throws {}
    mutating func text(_ text: String) throws { received.append(text) }
    mutating func endElement(name: String) throws {}
}

private let document = """
    <root>outside<string>one<b>nested</b>two</string>
      <other>skip<note>three<string>four</string>five</note>after</other>
      <strings>not a declared name</strings><string/>tail</root>
    """

/// Parses the sample document with `handler` in `threading`.
private func parse<Handler: XMLEventHandler>(_ handler: inout Handler, _ threading: XMLReaderThreading) throws {
    var limits = XMLReaderLimits.default
    limits.threading = threading
    try XMLStreamReader.parse(bytes: Array(document.utf8), handler: &handler, limits: limits)
}

@Suite("Declared text elements")
struct TextScopeTests {
    @Test("text reaches the handler only inside declared elements, nested ones counted", arguments: [XMLReaderThreading.serial, .pipelined])
    func onlyInsideDeclaredElements(threading: XMLReaderThreading) throws {
        var handler = DeclaredTextHandler()
        try parse(&handler, threading)
        #expect(handler.received.joined(separator: "|") == "one|nested|two|three|four|five")
    }

    @Test("an empty declaration admits no text; the default admits all", arguments: [XMLReaderThreading.serial, .pipelined])
    func emptyAndDefault(threading: XMLReaderThreading) throws {
        var none = NoTextHandler()
        try parse(&none, threading)
        #expect(none.received.isEmpty)

        struct Everything: XMLEventHandler {
            var received = ""
            var wantsText: Bool { true }
            mutating func startElement(_ element: XMLStartElement) throws {}
            mutating func text(_ text: String) throws { received += text }
            mutating func endElement(name: String) throws {}
        }
        var all = Everything()
        try parse(&all, threading)
        #expect(all.received.contains("outside") && all.received.contains("not a declared name") && all.received.hasSuffix("tail"))
    }
}
