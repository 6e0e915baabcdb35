/// The attributes of one start tag.
///
/// Names are interned by the reader; a value becomes a `String` only when asked for, because real
/// Interface Builder files carry many attributes (fonts, colours, hugging priorities) that no
/// importer reads.
public struct XMLAttributes: Sequence {
    let entries: UnsafeBufferPointer<XMLAttributeEntry>

    /// The number of attributes.
    public var count: Int { entries.count }

    /// The index of the attribute called `name`. Lengths are compared first: most attributes of a
    /// tag differ from the one asked for, and two integers are cheaper than two strings.
    @inline(__always)
    private func index(of name: String) -> Int? {
        let length = name.utf8.count
        for index in entries.indices where entries[index].nameLength == length && entries[index].name == name {
            return index
        }
        return nil
    }

    /// The value of the attribute with the given name, or `nil` when the tag has none.
    public subscript(name: String) -> String? {
        index(of: name).map { entries[$0].value.string }
    }

    /// Whether the attribute `name` is present and its value is exactly `expected`.
    ///
    /// Compares the parser's bytes in place, so testing a `key` or a flag makes no `String`.
    public func value(_ name: String, equals expected: String) -> Bool {
        guard let index = index(of: name) else { return false }
        let value = entries[index].value
        if value.hasEscapedAmpersand { return value.string == expected }
        let actual = value.bytes
        return expected.utf8.withContiguousStorageIfAvailable { $0.elementsEqual(actual) }
            ?? expected.utf8.elementsEqual(actual)
    }

    /// Whether the tag has an attribute with this name.
    public func contains(_ name: String) -> Bool {
        index(of: name) != nil
    }

    public func makeIterator() -> Iterator {
        Iterator(attributes: self, index: 0)
    }

    /// Yields `(name, value)` pairs in document order.
    public struct Iterator: IteratorProtocol {
        let attributes: XMLAttributes
        var index: Int

        public mutating func next() -> (name: String, value: String)? {
            guard index < attributes.entries.count else { return nil }
            defer { index += 1 }
            let entry = attributes.entries[index]
            return (entry.name, entry.value.string)
        }
    }
}

/// One attribute as the reader collects it: the interned name with its UTF-8 length, and the value
/// still in the parser's buffer.
struct XMLAttributeEntry {
    let name: String
    let nameLength: Int
    let value: XMLAttributeValue
}

/// A slice of the parser's buffer holding one attribute value.
///
/// libxml2 decodes character and predefined entity references in attribute values, except that,
/// because entity substitution is off, every ampersand reaches us re-escaped as `&#38;` (so that a
/// tree builder could keep entity references apart). No other `&` can occur (a bare one is not
/// well-formed, and entity declarations are refused), so ``string`` turns `&#38;` back into `&`.
struct XMLAttributeValue {
    let start: UnsafePointer<UInt8>?
    let count: Int

    var bytes: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: start, count: start == nil ? 0 : count)
    }

    /// Whether the raw bytes hold an escaped ampersand that ``string`` decodes.
    var hasEscapedAmpersand: Bool { bytes.contains(UInt8(ascii: "&")) }

    var string: String {
        let bytes = bytes
        guard hasEscapedAmpersand else { return String(decoding: bytes, as: UTF8.self) }
        let escape = Array("&#38;".utf8)
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "&"), index + escape.count <= bytes.count,
               bytes[index..<index + escape.count].elementsEqual(escape) {
                decoded.append(UInt8(ascii: "&"))
                index += escape.count
            } else {
                decoded.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: decoded, as: UTF8.self)
    }
}
