import Foundation
import Testing
import TemplateGenerator
@testable import LayoutXML

/// A pipelined parse (libxml2 on a second thread, the handler replaying recorded events) must be
/// indistinguishable from a serial one: these tests run both on the same inputs and compare a log of
/// everything a handler can observe, including the error at the end and where it stands.

/// What both logging handlers record, and when they throw.
private struct EventLog {
    var lines: [String] = []
    var events = 0
    /// The event (1-based) at which the handler throws, if any.
    let throwAt: Int?

    struct Stop: Error, CustomStringConvertible {
        let event: Int
        var description: String { "handler stopped at event \(event)" }
    }

    mutating func event(_ line: String) throws {
        events += 1
        lines.append(line)
        if events == throwAt { throw Stop(event: events) }
    }

    static func describe(_ element: XMLStartElement) -> String {
        var line = "<\(element.name) word=\(element.word) depth=\(element.depth) at=\(element.position.line):\(element.position.column)"
        for attribute in element.attributes {
            line += " \(attribute.name)=\(attribute.value.debugDescription)"
        }
        let attributes = element.attributes
        // The lookups by word, by name and the raw bytes, as importers use them.
        line += " | id=\(attributes[word: 1] ?? "-") key=\(attributes[word: 2] ?? "-") count=\(attributes.count)"
        line += " keyIsFrame=\(attributes.value(word: 2, equalsWord: 3)) ampWord=\(attributes.value(word: 2, equalsWord: 5))"
        line += " contains(text)=\(attributes.contains("text")) title=\(attributes["title"] ?? "-")"
        line += " bytes=\(attributes.valueBytes(word: 1).map { Array($0) } ?? [])"
        return line
    }
}

private let logVocabulary = XMLVocabulary(["document", "id", "key", "frame", "view", "a&b", "string"])

/// Reads end names; wants text in a pattern that changes with every event.
private struct NamedLogger: XMLEventHandler {
    var log: EventLog
    static var vocabulary: XMLVocabulary { logVocabulary }
    var wantsText: Bool { log.events % 3 != 1 }

    mutating func startElement(_ element: XMLStartElement) throws { try log.event(EventLog.describe(element)) }
    mutating func text(_ text: String) throws { try log.event("text \(text.debugDescription)") }
    mutating func endElement(name: String) throws { try log.event("</\(name)>") }
    /// The DOCTYPE, the one markup a handler that reads none is told of.
    mutating func markup(_ markup: XMLMarkup) throws { try log.event("markup \(markup)") }
}

/// Does not read end names; wants text only inside `<string>` and elements at odd depths.
private struct UnnamedLogger: XMLEventHandler {
    var log: EventLog
    var depths: [Int] = []
    static var vocabulary: XMLVocabulary { logVocabulary }
    static var readsEndElementNames: Bool { false }
    var wantsText: Bool { depths.last.map { $0 % 2 == 1 } ?? false }

    mutating func startElement(_ element: XMLStartElement) throws {
        depths.append(element.word == 6 ? 1 : element.depth)
        try log.event(EventLog.describe(element))
    }
    mutating func text(_ text: String) throws { try log.event("text \(text.debugDescription)") }
    mutating func endElement(name: String) throws {
        depths.removeLast()
        try log.event("</\(name)>")
    }
    mutating func markup(_ markup: XMLMarkup) throws { try log.event("markup \(markup)") }
}

/// Counts the pieces a producer fed, from the parsing thread, for the test's thread to read after the join.
private final class FedPieces: @unchecked Sendable {
    // Guarded by `lock`.
    private var pieces = 0
    private let lock = NSLock()
    func add() { lock.withLock { pieces += 1 } }
    var count: Int { lock.withLock { pieces } }
}

/// Where the input comes from.
private enum Input {
    case file(String)
    case bytes([UInt8], name: String)
}

/// Runs one handler over `input` with `limits` and logs what it saw, then the outcome.
private func observe(_ input: Input, limits: XMLReaderLimits, throwAt: Int?, named: Bool) -> [String] {
    func finish(_ lines: [String], _ error: (any Error)?) -> [String] {
        guard let error else { return lines + ["ok"] }
        return lines + ["error \(type(of: error)): \(error)"]
    }
    if named {
        var handler = NamedLogger(log: EventLog(throwAt: throwAt))
        let error = run(input, &handler, limits)
        return finish(handler.log.lines, error)
    }
    var handler = UnnamedLogger(log: EventLog(throwAt: throwAt))
    let error = run(input, &handler, limits)
    return finish(handler.log.lines, error)
}

/// Parses `input` with `handler`; the error, if any.
private func run<Handler: XMLEventHandler>(_ input: Input, _ handler: inout Handler, _ limits: XMLReaderLimits) -> (any Error)? {
    do {
        switch input {
        case .file(let path): try XMLStreamReader.parse(file: path, handler: &handler, limits: limits)
        case .bytes(let bytes, let name): try XMLStreamReader.parse(bytes: bytes, name: name, handler: &handler, limits: limits)
        }
        return nil
    } catch {
        return error
    }
}

/// Compares serial and pipelined parses of `input` for both loggers, with and without a handler
/// that throws part-way, and returns how many events the full serial run saw.
@discardableResult
private func expectSameBehaviour(
    _ input: Input,
    label: String,
    limits: XMLReaderLimits = .default,
    throwPoints: [Int] = [1, 2, 5, 40],
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> Int {
    var serialLimits = limits
    serialLimits.threading = .serial
    var pipelinedLimits = limits
    pipelinedLimits.threading = .pipelined
    var events = 0
    for named in [true, false] {
        let serial = observe(input, limits: serialLimits, throwAt: nil, named: named)
        let pipelined = observe(input, limits: pipelinedLimits, throwAt: nil, named: named)
        events = serial.count - 1
        expectEqualLogs(serial, pipelined, "\(label) (\(named ? "named" : "unnamed"))", sourceLocation: sourceLocation)
        // A handler error somewhere inside the document, including after a failure libxml2
        // reports but parses on from (a namespace error, for one).
        for point in throwPoints + [events / 2, events] where point >= 1 && point <= events {
            let serial = observe(input, limits: serialLimits, throwAt: point, named: named)
            let pipelined = observe(input, limits: pipelinedLimits, throwAt: point, named: named)
            expectEqualLogs(serial, pipelined, "\(label) (\(named ? "named" : "unnamed"), throwing at event \(point))", sourceLocation: sourceLocation)
        }
    }
    return events
}

/// One failure per differing log, naming the first difference rather than dumping both.
private func expectEqualLogs(_ serial: [String], _ pipelined: [String], _ label: String, sourceLocation: Testing.SourceLocation) {
    guard serial != pipelined else { return }
    let index = zip(serial, pipelined).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(serial.count, pipelined.count)
    let left = index < serial.count ? serial[index] : "(end)"
    let right = index < pipelined.count ? pipelined[index] : "(end)"
    Issue.record("\(label): event \(index) differs: serial \(left) / pipelined \(right) (\(serial.count) vs \(pipelined.count) lines)", sourceLocation: sourceLocation)
}

private let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // LayoutXMLTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

/// The real Interface Builder files in `../shared/corpus`, next to the package root.
private let corpusRoot = packageRoot.appendingPathComponent("../shared/corpus").standardizedFileURL
private let corpusIsAvailable = FileManager.default.fileExists(atPath: corpusRoot.appendingPathComponent("MANIFEST.tsv").path)

/// Every regular file under `directory`, sorted.
private func files(under directory: URL) -> [String] {
    guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
    var paths: [String] = []
    for case let url as URL in enumerator where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
        paths.append(url.path)
    }
    return paths.sorted()
}

/// Small hostile and broken documents: each stresses one path of the reader (limits, refusals,
/// libxml2's errors, events larger than a chunk of recorded events, text in odd places).
private let hostileInputs: [(String, [UInt8])] = {
    func text(_ string: String) -> [UInt8] { Array(string.utf8) }
    let nested = String(repeating: "<a>", count: 300) + String(repeating: "</a>", count: 300)
    let manyAttributes = "<r " + (0..<300).map { "a\($0)=\"\($0)\"" }.joined(separator: " ") + "/>"
    let bigValue = String(repeating: "v", count: 300_000)
    let bigAttributes = "<r>" + (0..<20).map { "<e id=\"\($0)\" title=\"\(bigValue)\" key=\"frame\"/>" }.joined(separator: "\n") + "</r>"
    let bigText = "<r><string key=\"text\">" + String(repeating: "long text ", count: 30_000) + "</string><![CDATA[" + String(repeating: "c", count: 600_000) + "]]></r>"
    return [
        ("empty", []),
        ("whitespace", text("  \n\t ")),
        ("bom only", [0xEF, 0xBB, 0xBF]),
        ("partial bom", [0xEF, 0xBB, 0x20, 0x3C, 0x61, 0x2F, 0x3E]),
        ("binary", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x01]),
        ("plain text", text("hello, world\n")),
        ("declaration only", text("<?xml version=\"1.0\"?>\n")),
        ("truncated", text("<document><objects><view id=\"1\"><rect key=\"frame\" x=\"0")),
        ("mismatched", text("<a>\n  <b>\n  </c>\n</a>")),
        ("unclosed root", text("<a><b/>\n")),
        ("undefined namespace, then more", text("<r>\n<x:b/>\n<c id=\"1\"/>\n<d>text</d>\n</r>")),
        ("duplicate attribute", text("<r a=\"1\" a=\"2\"/>")),
        ("nul in text", text("<r>ab") + [0] + text("cd</r>")),
        ("invalid utf8", text("<r>\n<s title=\"") + [0xC3, 0x28] + text("\"/></r>")),
        ("latin1 declared", text("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><r t=\"") + [0xE9] + text("\">\u{00E9}</r>")),
        ("unknown encoding", text("<?xml version=\"1.0\" encoding=\"X-NOPE\"?><r/>")),
        ("utf16", [0xFF, 0xFE] + Array("<r a=\"1\">t</r>".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })),
        ("external dtd", text("<!DOCTYPE r SYSTEM \"http://example.com/r.dtd\"><r/>")),
        ("entity declaration", text("<!DOCTYPE r [<!ENTITY e \"x\">]><r>&e;</r>")),
        ("billion laughs", text("<!DOCTYPE lolz [<!ENTITY lol \"lol\"><!ENTITY lol2 \"&lol;&lol;&lol;\">]><lolz>&lol2;</lolz>")),
        ("attribute defaults", text("<!DOCTYPE r [<!ATTLIST r a CDATA \"d\">]><r/>")),
        ("internal subset only", text("<!DOCTYPE r []><r>x</r>")),
        ("document type on a later line", text("<?xml version=\"1.0\"?>\n<!-- c -->\n<!DOCTYPE r [\n<!-- in -->\n<?in x?>\n]>\n<r>x</r>")),
        ("document type without a subset", text("<!DOCTYPE  r ><r/>")),
        ("too deep", text(nested)),
        ("too many attributes", text(manyAttributes)),
        ("values larger than a chunk", text(bigAttributes)),
        ("text larger than a chunk", text(bigText)),
        ("text over the limit", text("<r>" + String(repeating: "x", count: (1 << 20) + 10) + "</r>")),
        ("attribute over the limit", text("<r><e a=\"" + String(repeating: "y", count: (1 << 20) + 10) + "\"/></r>")),
        ("references", text("<r k=\"a &amp; b\" j=\"&#38;&lt;&#x41;\" key=\"a&amp;b\">&lt;&amp;&#65;<![CDATA[<x>]]><!-- c --><?pi x?></r>")),
        ("empty values", text("<r id=\"\" key='' title=\"\"/>")),
        ("crlf and tabs", text("<r>\r\n\t<a\r\n\tid=\"1\"\r\n/>\r\n</r>\r\n")),
        ("trailing garbage", text("<r/>\n<s/>")),
        ("many names", text("<r>" + (0..<3000).map { "<n\($0) a\($0 % 7)=\"1\"/>" }.joined() + "</r>")),
    ]
}()

@Suite("Pipelined parse")
struct PipelinedParseTests {
    @Test("every fixture: the same events, positions, values and errors as a serial parse")
    func fixtures() throws {
        let paths = files(under: packageRoot.appendingPathComponent("Fixtures"))
        #expect(paths.count > 100, "Fixtures/ looks empty")
        for path in paths {
            expectSameBehaviour(.file(path), label: path)
        }
    }

    @Test("every fixture read in 61-byte pieces, so that events straddle libxml2's chunks")
    func fixturesInSmallPieces() throws {
        let paths = files(under: packageRoot.appendingPathComponent("Fixtures")).filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") || $0.hasSuffix(".xml") }
        #expect(!paths.isEmpty)
        for path in paths {
            expectSameBehaviour(.file(path), label: path, limits: XMLReaderLimits(chunkSize: 61), throwPoints: [3])
        }
    }

    /// Reads `../shared/corpus` (real Interface Builder files), skipped when it is absent.
    @Test("every corpus file: the same as a serial parse", .enabled(if: corpusIsAvailable, "../shared/corpus is absent"))
    func corpus() throws {
        let paths = files(under: corpusRoot)
        #expect(paths.count > 10)
        for path in paths {
            expectSameBehaviour(.file(path), label: path)
        }
    }

    @Test("hostile and broken inputs: the same events and the same error at the same place", arguments: hostileInputs.map(\.0))
    func hostile(name: String) throws {
        let bytes = try #require(hostileInputs.first { $0.0 == name }?.1)
        expectSameBehaviour(.bytes(bytes, name: name), label: name)
        expectSameBehaviour(.bytes(bytes, name: name), label: "\(name), 7-byte pieces", limits: XMLReaderLimits(chunkSize: 7), throwPoints: [2])
        expectSameBehaviour(.bytes(bytes, name: name), label: "\(name), tight limits", limits: XMLReaderLimits(maximumDepth: 3, maximumValueLength: 40, maximumAttributes: 2), throwPoints: [2])
    }

    @Test("a generated document in both formats, many chunks of events long", arguments: GeneratedFormat.allCases)
    func generated(format: GeneratedFormat) throws {
        let path = NSTemporaryDirectory() + "pipelined-\(UUID().uuidString).xib"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try SyntheticDocumentGenerator.generate(GeneratorOptions(viewsPerLayout: 2_000, seed: 7, format: format), to: path)
        let events = expectSameBehaviour(.file(path), label: "generated \(format)", throwPoints: [1, 20_000])
        #expect(events > 40_000, "the generated document is smaller than expected")
    }

    @Test("a handler error stops the parsing thread: the rest of a large document is not fed to libxml2")
    func handlerErrorStopsProducer() throws {
        // 40 MB of elements in 160 pieces; a handler stopping at the third element must not wait for
        // libxml2 to read them all: the parsing thread blocks once the queue is full and sees the stop.
        let piece = Array(String(repeating: "<view id=\"abc-de-fgh\" contentMode=\"scaleToFill\"/>\n", count: 5_000).utf8)
        let pieces = 160
        let fed = FedPieces()
        let produce: PipelinedParse.Producer = { feed in
            let open = Array("<r>".utf8)
            guard try open.withUnsafeBufferPointer({ try feed($0) }) else { return }
            for _ in 0..<pieces {
                fed.add()
                let more = try piece.withUnsafeBufferPointer { try feed($0) }
                guard more else { return }
            }
        }
        struct Reader: XMLEventHandler {
            var seen = 0
            mutating func startElement(_ element: XMLStartElement) throws {
                seen += 1
                if seen == 3 { throw EventLog.Stop(event: seen) }
            }
            mutating func endElement(name: String) throws {}
        }
        var reader = Reader()
        #expect(throws: EventLog.Stop.self) {
            _ = try PipelinedParse.run(handler: &reader, limits: .default, displayName: "stop", produce: produce)
        }
        #expect(reader.seen == 3)
        #expect(fed.count < 10, "the parsing thread read \(fed.count) of \(pieces) pieces after the handler stopped")
    }

    @Test("automatic threading pipelines only large inputs, and forced modes are obeyed")
    func automaticChoice() {
        #expect(!XMLReaderThreading.automatic.pipelines(inputSize: 1_000))
        #expect(!XMLReaderThreading.serial.pipelines(inputSize: 1 << 30))
        #expect(XMLReaderThreading.pipelined.pipelines(inputSize: 0))
    }
}
