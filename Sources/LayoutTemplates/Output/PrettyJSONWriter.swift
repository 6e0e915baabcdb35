/// Writes JSON as it goes, byte for byte as `JSONEncoder` with `.prettyPrinted`, `.sortedKeys` and
/// `.withoutEscapingSlashes` writes it (two-space indentation, `"key" : value`, an empty array as
/// `[`, an empty line and `]`), handing the bytes to `sink` in pieces of about 64 KiB: a large
/// report never exists as a tree of values, nor as one string. The caller writes keys in sorted
/// order.
package struct PrettyJSONWriter {
    private var buffer: [UInt8] = []
    private let sink: ([UInt8]) -> Void
    /// Per open container, whether it has an element yet.
    private var hasElement: [Bool] = []
    private static let pieceSize = 1 << 16

    package init(sink: @escaping ([UInt8]) -> Void) {
        self.sink = sink
        buffer.reserveCapacity(PrettyJSONWriter.pieceSize + 4096)
    }

    package mutating func beginObject() { open(UInt8(ascii: "{")) }
    package mutating func endObject() { close(UInt8(ascii: "}")) }
    package mutating func beginArray() { open(UInt8(ascii: "[")) }
    package mutating func endArray() { close(UInt8(ascii: "]")) }

    /// Starts the next element of the open array.
    package mutating func element() {
        guard let last = hasElement.indices.last else { return }
        if hasElement[last] { buffer.append(contentsOf: [UInt8(ascii: ","), UInt8(ascii: "\n")]) }
        hasElement[last] = true
        indent(hasElement.count)
    }

    /// Starts the member `name` of the open object.
    package mutating func key(_ name: StaticString) {
        element()
        buffer.append(UInt8(ascii: "\""))
        buffer.append(contentsOf: UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
        buffer.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: " "), UInt8(ascii: ":"), UInt8(ascii: " ")])
    }

    package mutating func string(_ value: String) {
        buffer.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { bytes in
            var start = 0
            for (index, byte) in bytes.enumerated() where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
                start = index + 1
                switch byte {
                case UInt8(ascii: "\""): buffer.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
                case UInt8(ascii: "\\"): buffer.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
                case 0x0A: buffer.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
                case 0x0D: buffer.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
                case 0x09: buffer.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
                case 0x08: buffer.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "b")])
                case 0x0C: buffer.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "f")])
                default:
                    let hex = Array("0123456789abcdef".utf8)
                    buffer.append(contentsOf: Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
                }
            }
            buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
        }
        buffer.append(UInt8(ascii: "\""))
        flushIfFull()
    }

    package mutating func integer(_ value: Int) {
        buffer.append(contentsOf: String(value).utf8)
    }

    package mutating func null() {
        buffer.append(contentsOf: "null".utf8)
    }

    /// Hands what is left to the sink.
    package mutating func finish() {
        if !buffer.isEmpty { sink(buffer) }
        buffer.removeAll(keepingCapacity: true)
    }

    private mutating func open(_ bracket: UInt8) {
        buffer.append(bracket)
        buffer.append(UInt8(ascii: "\n"))
        hasElement.append(false)
    }

    private mutating func close(_ bracket: UInt8) {
        _ = hasElement.popLast()
        buffer.append(UInt8(ascii: "\n"))
        indent(hasElement.count)
        buffer.append(bracket)
        flushIfFull()
    }

    private mutating func indent(_ level: Int) {
        buffer.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * level))
    }

    private mutating func flushIfFull() {
        if buffer.count >= PrettyJSONWriter.pieceSize { finish() }
    }
}
