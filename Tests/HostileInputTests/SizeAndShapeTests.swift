import Foundation
import LayoutTemplates
import LayoutXML
import TemplateGenerator
import TestSupport
import Testing

/// Inputs that are too deep, too long, too many, or not XML at all: each is an error with a
/// position where the input has one, and none may trap, hang or grow memory without bound.
///
/// The time limit is a hang guard, far above what each case takes (milliseconds, seconds for the ten
/// million siblings), not a timing test. Under AddressSanitizer (Scripts/sanitize-hostile.sh) every
/// memory access is checked and the ten million siblings alone take over a minute, so the guard is
/// wider there; an unsanitized run keeps the one-minute guard.
@Suite("Size and shape", .timeLimit(.minutes(AddressSanitizer.isActive ? 10 : 1)))
struct SizeAndShapeTests {
    @Test("a million levels of nesting stop at the depth limit, at the element that crosses it")
    func millionLevels() throws {
        let files = try HostileFiles()
        defer { files.remove() }
        let path = try files.write("deep.xml", head: "<a>\n", repeated: "<view>", count: 1_000_000, tail: "")
        let error = try #require(walkError(path))
        #expect(error.kind == .limit)
        #expect(error.message.contains("256"))
        #expect(error.position?.line == 2)
        let diagnostic = try #require(importDiagnostic(try files.write("deep.xib", head: modernHead, repeated: "<view>", count: 1_000_000, tail: "")))
        #expect([RuleID.inputLimit, .malformedXML].contains(diagnostic.rule))
        #expect((diagnostic.location?.line ?? 0) > 0)
    }

    @Test("a million closing tags without opening ones are malformed at line 1")
    func millionClosingTags() throws {
        let files = try HostileFiles()
        defer { files.remove() }
        let path = try files.write("closing.xml", head: "<a></a>", repeated: "</a>", count: 1_000_000, tail: "")
        let error = try #require(walkError(path))
        #expect(error.kind == .malformed)
        #expect(error.position?.line == 1)
    }

    @Test("a text node longer than the limit is an error, not a truncation, even when the handler ignores text")
    func longText() throws {
        let files = try HostileFiles()
        defer { files.remove() }
        let limit = XMLReaderLimits.default.maximumValueLength
        let path = try files.write("text.xml", head: "<a>\n<b>", repeated: "x", count: limit + 1, tail: "</b></a>")
        let error = try #require(walkError(path))
        #expect(error.kind == .limit)
        #expect(error.position?.line == 2)
        struct IgnoresText: XMLEventHandler {
            mutating func startElement(_ element: XMLStartElement) throws {}
            mutating func endElement(name: String) throws {}
        }
        var ignoring = IgnoresText()
        #expect(throws: XMLParseError.self) { try XMLStreamReader.parse(file: path, handler: &ignoring) }
        // Exactly at the limit is fine: the limit is inclusive and documented.
        let atLimit = try files.write("at-limit.xml", head: "<a><b>", repeated: "x", count: limit, tail: "</b></a>")
        #expect(walkError(atLimit) == nil)
        // Many short texts add up to far more than the limit without tripping it: it is per run.
        let manyShort = try files.write("many.xml", head: "<a>", repeated: "<b>" + String(repeating: "y", count: 1000) + "</b>", count: 3000, tail: "</a>")
        #expect(walkError(manyShort) == nil)
    }

    @Test("an attribute longer than the limit is an error at its element")
    func longAttribute() throws {
        let files = try HostileFiles()
        defer { files.remove() }
        let limit = XMLReaderLimits.default.maximumValueLength
        let path = try files.write("attribute.xml", head: "<a>\n<b title=\"", repeated: "x", count: limit + 1, tail: "\"/></a>")
        let error = try #require(walkError(path))
        #expect(error.kind == .limit)
        #expect(error.position?.line == 2)
        // Past libxml2's own 10 MB attribute limit it is libxml2 that refuses; still an error.
        let huge = try files.write("huge-attribute.xml", head: "<a><b title=\"", repeated: "x", count: 10_000_001, tail: "\"/></a>")
        #expect(walkError(huge) != nil)
    }

    @Test("an element name longer than libxml2's name limit is malformed")
    func longName() throws {
        let files = try HostileFiles()
        defer { files.remove() }
        let path = try files.write("name.xml", head: "<a><", repeated: "n", count: 60_000, tail: "/></a>")
        #expect(walkError(path)?.kind == .malformed)
    }

    @Test("a start tag with more attributes than the limit is refused before libxml2's quadratic duplicate check")
    func manyAttributes() throws {
        let files = try HostileFiles()
        defer { files.remove() }
        func tag(_ count: Int, quote: String = "\"") -> String {
            var text = "<a>\n<b"
            for index in 0..<count { text += " a\(index)=\(quote)v=\(index)>\(quote)" }
            return text + "/></a>"
        }
        let limit = XMLReaderLimits.default.maximumAttributes
        // 100,000 attributes: 2 MB, half a minute inside libxml2 2.9 without the limit.
        let error = try #require(walkError(try files.write("attributes.xml", tag(100_000))))
        #expect(error.kind == .limit)
        #expect(error.position == XMLPosition(line: 2, column: 1))
        #expect(walkError(try files.write("single-quotes.xml", tag(limit + 1, quote: "'")))?.kind == .limit)
        #expect(walkError(try files.write("at-limit.xml", tag(limit))) == nil)
        // Across chunk boundaries the count goes on.
        let chunked = walkError(try files.write("chunked.xml", tag(limit + 1)), limits: XMLReaderLimits(chunkSize: 7))
        #expect(chunked?.kind == .limit)
        // The refused tag's line and column are right whichever chunk holds its `<` (lines and
        // columns are worked out only on refusal, from counts carried over the earlier chunks).
        #expect(chunked?.position == XMLPosition(line: 2, column: 1))
        let indented = "<a>\n\n  <x/> " + tag(limit + 1).dropFirst(4)
        for chunkSize in [3, 7, 64, 1 << 16] {
            let error = walkError(try files.write("indented.xml", indented), limits: XMLReaderLimits(chunkSize: chunkSize))
            #expect(error?.kind == .limit)
            #expect(error?.position == XMLPosition(line: 3, column: 8), "chunk size \(chunkSize)")
        }
        // `=` in text and in attribute values is not counted.
        let text = "<a>" + String(repeating: "x=y ", count: 1000) + "<b t=\"" + String(repeating: "=", count: 1000) + "\"/></a>"
        #expect(walkError(try files.write("equals.xml", text)) == nil)
        // An earlier well-formedness error in the same chunk is the one reported.
        let earlier = try files.write("earlier.xml", "<a>\n<c></d>\n" + tag(limit + 1).dropFirst(3))
        #expect(walkError(earlier)?.kind == .malformed)
    }

    @Test("duplicate attributes are malformed")
    func duplicateAttributes() throws {
        let files = try HostileFiles()
        defer { files.remove() }
        #expect(walkError(try files.write("duplicate.xml", "<a>\n<b id=\"1\" id=\"2\"/></a>"))?.kind == .malformed)
    }

    /// Ten million siblings (a 50 MB file) stream through the reader: nothing is kept per element, so
    /// memory stays flat. Through the whole importer the same shape is a manual run (see the
    /// HostileInput article in the DocC catalog), since a debug build takes tens of seconds.
    @Test("ten million sibling elements stream through with every element seen")
    func tenMillionSiblings() throws {
        let files = try HostileFiles()
        defer { files.remove() }
        let path = try files.write("siblings.xml", head: "<a>\n", repeated: "<b/>\n", count: 10_000_000, tail: "</a>\n")
        var handler = WalkingHandler()
        try XMLStreamReader.parse(file: path, handler: &handler)
        #expect(handler.elements == 10_000_001)
        #expect(handler.maximumDepth == 2)
    }

    @Test("many distinct element names do not exhaust the name table")
    func manyDistinctNames() throws {
        let files = try HostileFiles()
        defer { files.remove() }
        var text = "<a>"
        for index in 0..<100_000 { text += "<n\(index)/>" }
        text += "</a>"
        let path = try files.write("names.xml", text)
        var handler = WalkingHandler()
        do {
            try XMLStreamReader.parse(file: path, handler: &handler)
            #expect(handler.elements == 100_001)
        } catch let error as XMLParseError {
            // libxml2's dictionary limit may stop it first; then it must say so, as an error.
            #expect(error.position != nil)
        }
    }

    /// Byte sequences that are not UTF-8, each placed in text, in an attribute and in a name.
    static let invalidUTF8Sequences: [(name: String, bytes: [UInt8])] = [
        ("lone continuation byte", [0x80]),
        ("truncated two-byte sequence", [0xC3, 0x28]),
        ("overlong slash", [0xC0, 0xAF]),
        ("UTF-16 surrogate", [0xED, 0xA0, 0x80]),
        ("beyond U+10FFFF", [0xF4, 0x90, 0x80, 0x80]),
        ("0xFF", [0xFF]),
    ]

    @Test("invalid UTF-8 is malformed at its line, wherever it stands", arguments: 0..<invalidUTF8Sequences.count)
    func invalidUTF8(index: Int) throws {
        let files = try HostileFiles()
        defer { files.remove() }
        let bad = Self.invalidUTF8Sequences[index].bytes
        let places: [[UInt8]] = [
            Array("<a>\n<b>x".utf8) + bad + Array("y</b></a>".utf8),
            Array("<a>\n<b title=\"x".utf8) + bad + Array("y\"/></a>".utf8),
            Array("<a>\n<b".utf8) + bad + Array("/></a>".utf8),
        ]
        for (placeIndex, bytes) in places.enumerated() {
            let path = try files.write("utf8-\(placeIndex).xml", bytes)
            let error = try #require(walkError(path), "\(Self.invalidUTF8Sequences[index].name) in place \(placeIndex) was accepted")
            #expect(error.kind == .malformed)
            #expect(error.position?.line == 2, "\(Self.invalidUTF8Sequences[index].name) in place \(placeIndex)")
        }
    }

    @Test("NUL bytes are malformed wherever they stand", arguments: ["start", "text", "attribute", "name", "after"])
    func nulBytes(place: String) throws {
        let files = try HostileFiles()
        defer { files.remove() }
        let bytes: [UInt8] = switch place {
        case "start": [0] + Array("<a/>".utf8)
        case "text": Array("<a>\nx".utf8) + [0] + Array("y</a>".utf8)
        case "attribute": Array("<a>\n<b t=\"x".utf8) + [0] + Array("\"/></a>".utf8)
        case "name": Array("<a>\n<b".utf8) + [0] + Array("c/></a>".utf8)
        default: Array("<a/>\n".utf8) + [0, 0, 0]
        }
        let path = try files.write("nul.xml", bytes)
        let error = try #require(walkError(path), "a NUL at \(place) was accepted")
        #expect(error.kind == .malformed)
        #expect(error.position != nil)
        let diagnostic = try #require(importDiagnostic(path))
        #expect(diagnostic.severity == .error)
        #expect((diagnostic.location?.line ?? 0) >= 1)
    }

    @Test("files that are not XML at all are errors at line 1", arguments: ["json", "png", "bplist", "random", "text", "bom-only", "declaration-only", "whitespace"])
    func notXML(kind: String) throws {
        let files = try HostileFiles()
        defer { files.remove() }
        var generator = SplitMix64(seed: 0x5EED)
        let bytes: [UInt8] = switch kind {
        case "json": Array("{\"views\": [1, 2, 3]}\n".utf8)
        case "png": [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, 0x49, 0x48, 0x44, 0x52]
        case "bplist": Array("bplist00".utf8) + [0xD1, 0x01, 0x02, 0x51, 0x61]
        case "random": (0..<65_536).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        case "text": Array("This is a plain text file.\nIt has two lines.\n".utf8)
        case "bom-only": [0xEF, 0xBB, 0xBF]
        case "declaration-only": Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n".utf8)
        default: Array("   \n\t\n   ".utf8)
        }
        let path = try files.write("not-xml.xib", bytes)
        let diagnostic = try #require(importDiagnostic(path), "\(kind) was accepted")
        #expect(diagnostic.rule == .malformedXML)
        #expect((diagnostic.location?.line ?? 0) >= 1)
        #expect(diagnostic.rendered.hasPrefix(path + ":"))
    }

    @Test("an empty file is an error, not an empty document")
    func emptyFile() throws {
        let files = try HostileFiles()
        defer { files.remove() }
        let path = try files.write("empty.xib", [])
        let diagnostic = try #require(importDiagnostic(path))
        #expect(diagnostic.rule == .malformedXML)
        #expect(diagnostic.message.contains("empty"))
        #expect(diagnostic.location?.line == 1)
    }

    @Test("every truncation of a document is an error with a position, never a partial result")
    func truncated() throws {
        let files = try HostileFiles()
        defer { files.remove() }
        let whole = Array("""
        <a version="3.0">
            <objects>
                <view id="1"><rect key="frame" x="0" y="0" width="320" height="480"/><string key="text">caf\u{E9} \u{1F600}</string></view>
                <![CDATA[ some <data> ]]><!-- a comment --><?pi target?>
            </objects>
        </a>
        """.utf8)
        #expect(walkError(try files.write("whole.xml", whole)) == nil)
        for length in 0..<whole.count - 4 {
            let path = try files.write("cut.xml", Array(whole[..<length]))
            let error = try #require(walkError(path), "a cut at byte \(length) was accepted")
            #expect(error.kind == .malformed, "cut at \(length)")
            #expect(error.position != nil, "cut at \(length)")
        }
    }

    @Test("encodings: UTF-16 with a BOM reads; an unknown encoding is an error")
    func encodings() throws {
        let files = try HostileFiles()
        defer { files.remove() }
        var utf16: [UInt8] = [0xFF, 0xFE]
        for unit in "<?xml version=\"1.0\" encoding=\"UTF-16\"?><a><b t=\"\u{E9}\"/></a>".utf16 {
            utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
        var handler = WalkingHandler()
        try XMLStreamReader.parse(file: try files.write("utf16.xml", utf16), handler: &handler)
        #expect(handler.elements == 2)
        let unknown = try files.write("unknown.xml", "<?xml version=\"1.0\" encoding=\"X-HOSTILE-9\"?>\n<a/>")
        #expect(walkError(unknown) != nil)
        let lying = try files.write("lying.xml", Array("<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<a/>".utf8))
        #expect(walkError(lying) != nil)
    }

    @Test("devices, FIFOs and directories are refused before any read, so nothing blocks or runs forever", arguments: ["/dev/zero", "/dev/urandom", "fifo", "directory", "link-to-zero", "missing"])
    func notRegularFiles(kind: String) throws {
        let files = try HostileFiles()
        defer { files.remove() }
        let path: String
        switch kind {
        case "fifo":
            path = files.path("fifo.xib")
            #expect(mkfifo(path, 0o600) == 0)
        case "directory":
            path = files.path("dir.xib")
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        case "link-to-zero":
            path = files.path("zero.xib")
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/zero")
        case "missing":
            path = files.path("missing.xib")
        default:
            path = kind
        }
        let diagnostic = try #require(importDiagnostic(path))
        #expect(diagnostic.rule == .unreadableFile)
        #expect(diagnostic.rendered.hasPrefix(path + ": error: "))
    }
}
