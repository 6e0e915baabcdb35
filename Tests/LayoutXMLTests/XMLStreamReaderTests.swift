import Foundation
import Testing
@testable import LayoutXML

/// Records every event so tests can compare the stream with what the document says.
private struct Recorder: XMLEventHandler {
    var events: [String] = []
    var pendingText = ""
    var wantsText: Bool { true }

    /// Text arrives in pieces (libxml2 splits at entity references); a test sees it whole.
    mutating func flushText() {
        let trimmed = pendingText.trimmingCharacters(in: .whitespacesAndNewlines)
        if !trimmed.isEmpty { events.append("text \(trimmed)") }
        pendingText = ""
    }

    mutating func startElement(_ element: XMLStartElement) throws {
        flushText()
        let attributes = element.attributes.map { "\($0.name)=\($0.value)" }.joined(separator: ",")
        events.append("start \(element.name)@\(element.position.line):\(element.position.column) [\(attributes)]")
    }

    mutating func text(_ text: String) throws {
        pendingText += text
    }

    mutating func endElement(name: String) throws {
        flushText()
        events.append("end \(name)")
    }
}

private func parse(_ text: String, limits: XMLReaderLimits = .default) throws -> [String] {
    var recorder = Recorder()
    try XMLStreamReader.parse(bytes: Array(text.utf8), handler: &recorder, limits: limits)
    return recorder.events
}

private func parseError(_ text: String, limits: XMLReaderLimits = .default) -> XMLParseError? {
    do {
        _ = try parse(text, limits: limits)
        return nil
    } catch let error as XMLParseError {
        return error
    } catch {
        return nil
    }
}

@Suite("XML stream reader")
struct XMLStreamReaderTests {
    @Test("elements, attributes and text arrive in order with the position of each start tag")
    func eventsInOrder() throws {
        let events = try parse("<a x=\"1\">\n  <b y=\"&lt;2&gt;\">hi &amp; bye</b>\n    <c/>\n</a>")
        #expect(events == [
            "start a@1:1 [x=1]",
            "start b@2:3 [y=<2>]",
            "text hi & bye",
            "end b",
            "start c@3:5 []",
            "end c",
            "end a",
        ])
    }

    @Test("an ampersand in an attribute value arrives as '&', however it was written")
    func ampersandInAttribute() throws {
        // libxml2 hands ampersands over as "&#38;" when entity substitution is off.
        let events = try parse("<a t=\"Terms &amp; Conditions &#38; more &#x26;\" u=\"&#38;#38;\"/>")
        #expect(events == ["start a@1:1 [t=Terms & Conditions & more &,u=&#38;]", "end a"])
    }

    @Test("comparing an attribute value in place sees the decoded value")
    func valueEqualsDecodes() throws {
        struct Probe: XMLEventHandler {
            var results: [Bool] = []
            mutating func startElement(_ element: XMLStartElement) throws {
                results.append(element.attributes.value("k", equals: "a & b"))
                results.append(element.attributes.value("j", equals: "frame"))
                results.append(element.attributes.value("j", equals: "fram"))
                results.append(element.attributes.value("missing", equals: ""))
            }
            mutating func endElement(name: String) throws {}
        }
        var probe = Probe()
        try XMLStreamReader.parse(bytes: Array("<a k=\"a &amp; b\" j=\"frame\"/>".utf8), handler: &probe)
        #expect(probe.results == [true, true, false, false])
    }

    @Test("a start tag spread over several lines is reported at its first line")
    func multiLineStartTag() throws {
        let events = try parse("<a>\n  <b\n     x=\"1\"\n     y=\"2\"/>\n</a>")
        #expect(events[1] == "start b@2:3 [x=1,y=2]")
    }

    @Test("chunk boundaries inside tags do not change the events")
    func chunkBoundaries() throws {
        let text = "<root>" + (0..<200).map { "<item id=\"\($0)\" label=\"item number \($0)\">t\($0)</item>" }.joined() + "</root>"
        let whole = try parse(text)
        let chunked = try parse(text, limits: XMLReaderLimits(chunkSize: 7))
        #expect(whole == chunked)
        #expect(whole.count == 1 + 200 * 3 + 1)
    }

    @Test("CR, LF and CR LF line ends give the same positions, text and errors, in whole and in 1- to 7-byte chunks",
          arguments: [1, 2, 3, 7, 256 * 1024])
    func lineEnds(chunkSize: Int) throws {
        let lines = ["<?xml version=\"1.0\"?>", "<a x=\"1\">", "  <b>one", "two</b>", "", "    <c y=\"p", "q\"/>", "</a>", ""]
        let limits = XMLReaderLimits(chunkSize: chunkSize)
        let expected = try parse(lines.joined(separator: "\n"))
        #expect(expected.contains("start c@6:5 [y=p q]"))
        #expect(expected.contains("text one\ntwo"))
        for end in ["\n", "\r", "\r\n"] {
            #expect(try parse(lines.joined(separator: end), limits: limits) == expected, "line ends \(end.debugDescription)")
            // The pipelined parse works positions out on the parsing thread: the same ones.
            let pipelined = XMLReaderLimits(chunkSize: chunkSize, threading: .pipelined)
            #expect(try parse(lines.joined(separator: end), limits: pipelined) == expected, "pipelined, line ends \(end.debugDescription)")
            let broken = lines.map { $0 == "two</b>" ? "two</x>" : $0 }.joined(separator: end)
            let error = try #require(parseError(broken, limits: limits))
            #expect(error.position?.line == 4, "line ends \(end.debugDescription): \(error)")
        }
        // A carriage return that ends the document, or a chunk, is still a line end.
        #expect(try parse("<a>\r<b/>\r</a>\r", limits: limits) == ["start a@1:1 []", "start b@2:1 []", "end b", "end a"])
    }

    @Test("a UTF-16 document's bytes 0x0D that are halves of characters are left alone")
    func utf16CarriageReturnBytes() throws {
        // U+0D0A and U+010D hold a byte 0x0D in UTF-16: translating it would change the text.
        let text = "<a>\u{0D0A}\u{010D}\r\n<b/></a>"
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in text.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        var recorder = Recorder()
        try XMLStreamReader.parse(bytes: bytes, handler: &recorder, limits: XMLReaderLimits(chunkSize: 3))
        #expect(recorder.events == ["start a@1:1 []", "text \u{0D0A}\u{010D}", "start b@2:1 []", "end b", "end a"])
    }

    @Test("malformed XML is reported at the line and column of the first error")
    func malformed() throws {
        let error = try #require(parseError("<a>\n<b></c>\n</a>"))
        #expect(error.kind == .malformed)
        #expect(error.position?.line == 2)
        #expect(error.message.contains("mismatch"))
    }

    @Test("an empty document is an error, not an empty result")
    func empty() throws {
        let error = try #require(parseError(""))
        #expect(error.kind == .malformed)
        #expect(error.position?.line == 1)
    }

    @Test("a document of only whitespace is reported as empty at 1:1")
    func whitespaceOnly() throws {
        let error = try #require(parseError("  \n\t "))
        #expect(error.message == "the document is empty")
        #expect(error.position == XMLPosition(line: 1, column: 1))
    }

    @Test("bytes that do not begin with '<' are named as not XML, at the first such byte")
    func notXML() throws {
        var recorder = Recorder()
        let binary: [UInt8] = [0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x00, 0x00]
        do {
            try XMLStreamReader.parse(bytes: binary, handler: &recorder)
            Issue.record("binary input was accepted")
        } catch let error as XMLParseError {
            #expect(error.message.hasPrefix("not an XML document"))
            #expect(error.position == XMLPosition(line: 1, column: 1))
        }
        let text = try #require(parseError("\n  hello <a/>"))
        #expect(text.message.hasPrefix("not an XML document"))
        #expect(text.position == XMLPosition(line: 2, column: 3))
    }

    @Test("a UTF-8 byte order mark before the root is accepted")
    func byteOrderMark() throws {
        var recorder = Recorder()
        try XMLStreamReader.parse(bytes: [0xEF, 0xBB, 0xBF] + Array("<a/>".utf8), handler: &recorder)
        #expect(recorder.events == ["start a@1:1 []", "end a"])
    }

    @Test("entity declarations are refused before anything is expanded")
    func entityDeclarationRefused() throws {
        let bomb = """
        <?xml version="1.0"?>
        <!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>
        <lolz>&lol2;</lolz>
        """
        let error = try #require(parseError(bomb))
        #expect(error.kind == .refused)
        #expect(error.message.contains("entity"))
    }

    @Test("an external DTD is refused")
    func externalDTDRefused() throws {
        let error = try #require(parseError("<!DOCTYPE a SYSTEM \"http://example.invalid/a.dtd\"><a/>"))
        #expect(error.kind == .refused)
    }

    @Test("a handler's error stops the parse and reaches the caller unchanged")
    func handlerErrorPropagates() throws {
        struct Stop: Error, Equatable {}
        struct Stopper: XMLEventHandler {
            var seen = 0
            mutating func startElement(_ element: XMLStartElement) throws {
                seen += 1
                if element.name == "stop" { throw Stop() }
            }
            mutating func endElement(name: String) throws {}
        }
        var stopper = Stopper()
        #expect(throws: Stop.self) {
            try XMLStreamReader.parse(bytes: Array("<a><b/><stop/><c/><d/></a>".utf8), handler: &stopper)
        }
        #expect(stopper.seen == 3)
    }

    @Test("nesting deeper than the limit is an error")
    func depthLimit() throws {
        let deep = String(repeating: "<a>", count: 40) + String(repeating: "</a>", count: 40)
        let error = try #require(parseError(deep, limits: XMLReaderLimits(maximumDepth: 32)))
        #expect(error.kind == .limit)
    }

    @Test("the raw counting pass counts every element")
    func counter() throws {
        let path = TemporaryFile.make(contents: "<a><b/><c><d/></c></a>")
        let count = try XMLElementCounter.countElements(file: path)
        #expect(count == 4)
    }

    @Test("a missing file is an I/O error without a position")
    func missingFile() throws {
        var recorder = Recorder()
        do {
            try XMLStreamReader.parse(file: "/nonexistent/definitely/missing.xib", handler: &recorder)
            Issue.record("expected an error")
        } catch let error as XMLParseError {
            #expect(error.kind == .io)
            #expect(error.position == nil)
        }
    }
}
