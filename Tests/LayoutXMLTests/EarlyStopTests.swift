import Testing
@testable import LayoutXML

/// Stops at the first element, as the importer's root-element sniffer does.
private struct StopAtRoot: XMLEventHandler {
    struct Stop: Error {}
    mutating func startElement(_ element: XMLStartElement) throws { throw Stop() }
    mutating func endElement(name: String) throws {}
}

/// Counts elements and never stops.
private struct CountAll: XMLEventHandler {
    var elements = 0
    mutating func startElement(_ element: XMLStartElement) throws { elements += 1 }
    mutating func endElement(name: String) throws {}
}

/// Once the parse has stopped, the rest of the input is not read: sniffing the root of a 200 MB
/// file used to read all of it after the first chunk had answered.
@Suite("Early stop")
struct EarlyStopTests {
    /// A document of `chunks` pieces, the root's start tag in the first.
    private func pieces(_ chunks: Int) -> [[UInt8]] {
        let body = String(repeating: "<v a=\"1\"/>", count: 200)
        return [Array("<root>\(body)".utf8)] + Array(repeating: Array(body.utf8), count: chunks - 2) + [Array("</root>".utf8)]
    }

    /// Feeds `pieces` until the feed asks to stop; returns how many it took.
    private func feed<Handler: XMLEventHandler>(_ pieces: [[UInt8]], to handler: inout Handler) -> (accepted: Int, error: (any Error)?) {
        let box = HandlerBox(handler)
        defer { handler = box.handler }
        var accepted = 0
        do {
            try ParserSession.run(sink: box, limits: .default, displayName: "<test>") { feed in
                for piece in pieces {
                    accepted += 1
                    guard try piece.withUnsafeBufferPointer({ try feed($0) }) else { return }
                }
            }
        } catch {
            return (accepted, error)
        }
        return (accepted, nil)
    }

    @Test("a handler that throws at the root stops the reading after the chunk that held it")
    func stopsAfterHandlerError() {
        var handler = StopAtRoot()
        let result = feed(pieces(50), to: &handler)
        #expect(result.accepted == 1)
        #expect(result.error is StopAtRoot.Stop)
    }

    @Test("malformed input stops the reading at the chunk where libxml2 gave up")
    func stopsAfterMalformedInput() {
        var handler = CountAll()
        var broken = pieces(50)
        broken[3] = Array("<v a=1/>".utf8)
        let result = feed(broken, to: &handler)
        #expect(result.accepted == 4)
        #expect(result.error is XMLParseError)
    }

    @Test("a well-formed document is read to its end")
    func readsEverythingOtherwise() {
        var handler = CountAll()
        let result = feed(pieces(50), to: &handler)
        #expect(result.accepted == 50)
        #expect(result.error == nil)
        #expect(handler.elements == 1 + 200 * 49)
    }

    @Test("the file source stops reading when its body says so")
    func fileSourceStops() throws {
        let path = TemporaryFile.make(contents: String(repeating: "x", count: 10_000))
        let source = try FileSource(path: path)
        defer { source.close() }
        var calls = 0
        try source.forEachChunk(size: 4096) { _ in
            calls += 1
            return calls < 2
        }
        #expect(calls == 2)
    }
}
