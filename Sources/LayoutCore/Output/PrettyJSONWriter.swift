import Foundation

/// Writes JSON as it goes, byte for byte as `JSONEncoder` with `.prettyPrinted`, `.sortedKeys` and
/// `.withoutEscapingSlashes` writes it (two-space indentation, `"key" : value`, an empty array as
/// `[`, an empty line and `]`), handing the bytes to `sink` in pieces of about 64 KiB: a large
/// report never exists as a tree of values, nor as one string. The caller writes keys in sorted
/// order.
package struct PrettyJSONWriter {
    /// The piece being filled: `piece.bytes[..<count]`. Fixed in size, so that writing a few bytes
    /// is a copy into place rather than an array append.
    private let piece = Piece()
    private var count = 0
    private let sink: ([UInt8]) -> Void
    /// Per open container, whether it has an element yet.
    private var hasElement: [Bool] = []
    private static let pieceSize = 1 << 16

    package init(sink: @escaping ([UInt8]) -> Void) {
        self.sink = sink
    }

    package mutating func beginObject() { open(UInt8(ascii: "{")) }
    package mutating func endObject() { close(UInt8(ascii: "}")) }
    package mutating func beginArray() { open(UInt8(ascii: "[")) }
    package mutating func endArray() { close(UInt8(ascii: "]")) }

    /// Starts the next element of the open array.
    package mutating func element() {
        guard let last = hasElement.indices.last else { return }
        if hasElement[last] { append(",\n") }
        hasElement[last] = true
        indent(hasElement.count)
    }

    /// Starts the member `name` of the open object.
    package mutating func key(_ name: StaticString) {
        element()
        write(UInt8(ascii: "\""))
        append(name)
        append("\" : ")
    }

    package mutating func string(_ value: String) {
        write(UInt8(ascii: "\""))
        if value.utf8.withContiguousStorageIfAvailable({ escaped($0) }) == nil {
            var copy = value
            copy.withUTF8 { escaped($0) }
        }
        write(UInt8(ascii: "\""))
    }

    /// Writes `bytes` with JSON's escapes, as `JSONEncoder` writes them.
    private mutating func escaped(_ bytes: UnsafeBufferPointer<UInt8>) {
        var start = 0
        for index in bytes.indices {
            let byte = bytes[index]
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
            write(UnsafeBufferPointer(rebasing: bytes[start..<index]))
            start = index + 1
            switch byte {
            case UInt8(ascii: "\""): append("\\\"")
            case UInt8(ascii: "\\"): append("\\\\")
            case 0x0A: append("\\n")
            case 0x0D: append("\\r")
            case 0x09: append("\\t")
            case 0x08: append("\\b")
            case 0x0C: append("\\f")
            default:
                let hex = Array("0123456789abcdef".utf8)
                append("\\u00")
                write(hex[Int(byte >> 4)])
                write(hex[Int(byte & 0xF)])
            }
        }
        write(UnsafeBufferPointer(rebasing: bytes[start...]))
    }

    package mutating func integer(_ value: Int) {
        var digits = value.magnitude
        var reversed: [UInt8] = []
        repeat {
            reversed.append(UInt8(ascii: "0") + UInt8(digits % 10))
            digits /= 10
        } while digits > 0
        if value < 0 { write(UInt8(ascii: "-")) }
        for digit in reversed.reversed() { write(digit) }
    }

    package mutating func null() {
        append("null")
    }

    /// Hands what is left to the sink.
    package mutating func finish() {
        if count > 0 { sink(Array(UnsafeBufferPointer(start: piece.bytes, count: count))) }
        count = 0
    }

    private mutating func open(_ bracket: UInt8) {
        write(bracket)
        write(UInt8(ascii: "\n"))
        hasElement.append(false)
    }

    private mutating func close(_ bracket: UInt8) {
        _ = hasElement.popLast()
        write(UInt8(ascii: "\n"))
        indent(hasElement.count)
        write(bracket)
    }

    private static let spaces: StaticString = "                                                                "

    private mutating func indent(_ level: Int) {
        var remaining = 2 * level
        let spaces = PrettyJSONWriter.spaces
        while remaining > 0 {
            let count = min(remaining, spaces.utf8CodeUnitCount)
            write(UnsafeBufferPointer(start: spaces.utf8Start, count: count))
            remaining -= count
        }
    }

    /// Appends a literal's bytes (no array is made for them).
    private mutating func append(_ literal: StaticString) {
        write(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    private mutating func write(_ byte: UInt8) {
        if count == PrettyJSONWriter.pieceSize { finish() }
        piece.bytes[count] = byte
        count += 1
    }

    /// Copies `bytes` into the piece, handing the piece to the sink first when they do not fit; a
    /// run longer than a whole piece goes to the sink on its own.
    private mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        if count + bytes.count > PrettyJSONWriter.pieceSize {
            finish()
            if bytes.count > PrettyJSONWriter.pieceSize {
                sink(Array(bytes))
                return
            }
        }
        (piece.bytes + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    /// The memory of one piece, freed with the writer.
    private final class Piece {
        let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: PrettyJSONWriter.pieceSize)
        deinit { bytes.deallocate() }
    }
}

extension PrettyJSONWriter {
    /// `value` as `JSONEncoder` writes it in the writer's format, with a final newline: for
    /// documents small enough to be built as values first.
    package static func text(of value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
    }
}
