import LayoutCore

/// A strict JSON reader (RFC 8259) over bytes that keeps each value's offset and reports the
/// first syntax error with its line and column.
///
/// Written rather than borrowed from Foundation so that scenario diagnostics can point at a line
/// and column, booleans never pass for numbers, duplicate keys are refused, and nesting is bounded
/// (no stack overflow on hostile input).
struct JSONReader {
    /// A syntax error: what, and the byte offset where it was found.
    struct SyntaxError: Error, Sendable {
        var message: String
        var offset: Int
    }

    /// Nesting deeper than this is refused.
    static let maximumDepth = 256

    /// A string longer than this many bytes is refused: no name or key in a scenario comes near,
    /// and a message quoting it must stay readable.
    static let maximumStringBytes = 4096

    /// An array of the root object that ``parse(_:deferring:maximumElements:)`` checked and
    /// counted but did not build: its elements are read one at a time with ``elements(of:in:)``.
    struct DeferredArray: Sendable {
        /// The offset of its `[`.
        var offset: Int
        /// How many elements it has.
        var count: Int
    }

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0
    /// The root object's member whose array is checked element by element and not kept.
    private var deferredKey: String?
    private var maximumDeferredElements = Int.max
    private var deferred: DeferredArray?

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The single JSON value `bytes` hold, except that the array under `key` in the root object
    /// is syntax-checked element by element and left out (an empty array in its place): a
    /// scenario of millions of steps is read in memory independent of its length.
    static func parse(_ bytes: [UInt8], deferring key: String?, maximumElements: Int = .max) throws(SyntaxError) -> (root: ParsedJSON, deferred: DeferredArray?) {
        var reader = JSONReader(bytes: bytes)
        reader.deferredKey = key
        reader.maximumDeferredElements = maximumElements
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.index = 3 }
        reader.skipWhitespace()
        let value = try reader.readValue()
        reader.skipWhitespace()
        if reader.index < bytes.count {
            throw SyntaxError(message: "unexpected content after the JSON value", offset: reader.index)
        }
        return (value, reader.deferred)
    }

    /// Reads the elements of a deferred array one at a time.
    struct ElementCursor {
        fileprivate var reader: JSONReader
        fileprivate var finished = false

        /// The next element, or `nil` after the last.
        mutating func next() throws(SyntaxError) -> ParsedJSON? {
            guard !finished else { return nil }
            reader.skipWhitespace()
            if reader.current == UInt8(ascii: "]") {
                finished = true
                return nil
            }
            let element = try reader.readValue()
            reader.skipWhitespace()
            if reader.current == UInt8(ascii: ",") {
                reader.index += 1
            } else {
                finished = true
            }
            return element
        }
    }

    /// A cursor over the elements of `array`, which an earlier parse of the same `bytes` found.
    static func elements(of array: DeferredArray, in bytes: [UInt8]) -> ElementCursor {
        var reader = JSONReader(bytes: bytes)
        reader.index = array.offset + 1
        reader.depth = 1
        return ElementCursor(reader: reader)
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
            index += 1
        }
    }

    private func fail(_ message: String, at offset: Int? = nil) -> SyntaxError {
        SyntaxError(message: message, offset: offset ?? index)
    }

    private mutating func readValue() throws(SyntaxError) -> ParsedJSON {
        let start = index
        guard let byte = current else { throw fail("unexpected end of input, expected a value") }
        switch byte {
        case UInt8(ascii: "{"): return ParsedJSON(kind: try readObject(), offset: start)
        case UInt8(ascii: "["): return ParsedJSON(kind: try readArray(), offset: start)
        case UInt8(ascii: "\""): return ParsedJSON(kind: .string(try readString()), offset: start)
        case UInt8(ascii: "t"): try readLiteral("true"); return ParsedJSON(kind: .bool(true), offset: start)
        case UInt8(ascii: "f"): try readLiteral("false"); return ParsedJSON(kind: .bool(false), offset: start)
        case UInt8(ascii: "n"): try readLiteral("null"); return ParsedJSON(kind: .null, offset: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return ParsedJSON(kind: .number(try readNumber()), offset: start)
        default:
            throw fail("unexpected character '\(Self.printable(byte))', expected a value")
        }
    }

    private mutating func enter() throws(SyntaxError) {
        depth += 1
        if depth > JSONReader.maximumDepth {
            throw fail("nesting deeper than \(JSONReader.maximumDepth) levels")
        }
    }

    private mutating func readObject() throws(SyntaxError) -> ParsedJSON.Kind {
        try enter()
        index += 1
        var members: [(key: String, value: ParsedJSON)] = []
        var keys = Set<String>()
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            let keyOffset = index
            guard current == UInt8(ascii: "\"") else { throw fail("expected a string key") }
            let key = try readString()
            if !keys.insert(key).inserted { throw fail("duplicate key \"\(TerminalText.shortened(key))\"", at: keyOffset) }
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw fail("expected ':' after the key") }
            index += 1
            skipWhitespace()
            if depth == 1, key == deferredKey, current == UInt8(ascii: "[") {
                let start = index
                deferred = DeferredArray(offset: start, count: try readArray(keeping: false, limit: maximumDeferredElements).count)
                members.append((key: key, value: ParsedJSON(kind: .array([]), offset: start)))
            } else {
                members.append((key: key, value: try readValue()))
            }
            skipWhitespace()
            if current == UInt8(ascii: ",") { index += 1; continue }
            if current == UInt8(ascii: "}") { index += 1; break }
            throw fail("expected ',' or '}'")
        }
        depth -= 1
        return .object(members)
    }

    private mutating func readArray() throws(SyntaxError) -> ParsedJSON.Kind {
        .array(try readArray(keeping: true).elements)
    }

    /// Reads the array at the current `[` element by element, keeping its elements or (for the
    /// deferred array) none, and failing past `limit` of them; returns what it kept and the count.
    private mutating func readArray(keeping: Bool, limit: Int = .max) throws(SyntaxError) -> (elements: [ParsedJSON], count: Int) {
        try enter()
        index += 1
        var elements: [ParsedJSON] = []
        var count = 0
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return (elements, 0)
        }
        while true {
            skipWhitespace()
            let start = index
            let value = try readValue()
            count += 1
            if count > limit {
                throw fail("more than \(limit) elements in \"\(deferredKey ?? "")\"", at: start)
            }
            if keeping { elements.append(value) }
            skipWhitespace()
            if current == UInt8(ascii: ",") { index += 1; continue }
            if current == UInt8(ascii: "]") { index += 1; break }
            throw fail("expected ',' or ']'")
        }
        depth -= 1
        return (elements, count)
    }

    private mutating func readLiteral(_ word: String) throws(SyntaxError) {
        let start = index
        for expected in word.utf8 {
            guard current == expected else { throw fail("invalid literal, expected '\(word)'", at: start) }
            index += 1
        }
    }

    private mutating func readNumber() throws(SyntaxError) -> Double {
        let start = index
        func digits(_ reader: inout JSONReader) -> Int {
            var count = 0
            while let byte = reader.current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                reader.index += 1
                count += 1
            }
            return count
        }
        if current == UInt8(ascii: "-") { index += 1 }
        if current == UInt8(ascii: "0") {
            index += 1
        } else if digits(&self) == 0 {
            throw fail("invalid number", at: start)
        }
        if current == UInt8(ascii: ".") {
            index += 1
            if digits(&self) == 0 { throw fail("invalid number: digits expected after '.'", at: start) }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            if digits(&self) == 0 { throw fail("invalid number: digits expected in the exponent", at: start) }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw fail("number \(TerminalText.shortened(text)) is out of range", at: start)
        }
        return value
    }

    private mutating func readString() throws(SyntaxError) -> String {
        let start = index
        index += 1
        var utf8: [UInt8] = []
        while true {
            guard let byte = current else { throw fail("unterminated string", at: start) }
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                guard let string = String(validating: utf8, as: UTF8.self) else {
                    throw fail("string is not valid UTF-8", at: start)
                }
                return string
            case UInt8(ascii: "\\"):
                try readEscape(into: &utf8)
            case 0..<0x20:
                throw fail("control character in a string", at: index - 1)
            default:
                utf8.append(byte)
            }
            if utf8.count > JSONReader.maximumStringBytes {
                throw fail("a string longer than \(JSONReader.maximumStringBytes) bytes", at: start)
            }
        }
    }

    private mutating func readEscape(into utf8: inout [UInt8]) throws(SyntaxError) {
        let start = index - 1
        guard let byte = current else { throw fail("unterminated escape", at: start) }
        index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(byte)
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "r"): utf8.append(0x0D)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try readHex4(escapeStart: start)
            if (0xD800...0xDBFF).contains(scalar) {
                guard current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                    throw fail("unpaired surrogate in \\u escape", at: start)
                }
                index += 2
                let low = try readHex4(escapeStart: start)
                guard (0xDC00...0xDFFF).contains(low) else { throw fail("unpaired surrogate in \\u escape", at: start) }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(scalar) {
                throw fail("unpaired surrogate in \\u escape", at: start)
            }
            guard let unicode = Unicode.Scalar(scalar) else { throw fail("invalid \\u escape", at: start) }
            utf8.append(contentsOf: Array(String(Character(unicode)).utf8))
        default:
            throw fail("invalid escape '\\\(Self.printable(byte))'", at: start)
        }
    }

    private mutating func readHex4(escapeStart: Int) throws(SyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current else { throw fail("invalid \\u escape", at: escapeStart) }
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw fail("invalid \\u escape", at: escapeStart)
            }
            value = value * 16 + UInt32(digit)
            index += 1
        }
        return value
    }

    private static func printable(_ byte: UInt8) -> String {
        byte >= 0x20 && byte < 0x7F ? String(UnicodeScalar(byte)) : "\\u{\(String(byte, radix: 16))}"
    }
}
