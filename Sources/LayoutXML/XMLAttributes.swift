/// The attributes of one start tag.
///
/// Names are interned by the reader; a value becomes a `String` only when asked for, because real
/// Interface Builder files carry many attributes (fonts, colours, hugging priorities) that no
/// importer reads.
public struct XMLAttributes: Sequence {
    let names: [String]
    let values: UnsafeBufferPointer<XMLAttributeValue>

    /// The number of attributes.
    public var count: Int { names.count }

    /// The value of the attribute with the given name, or `nil` when the tag has none.
    public subscript(name: String) -> String? {
        for index in names.indices where names[index] == name {
            return values[index].string
        }
        return nil
    }

    /// Whether the attribute `name` is present and its value is exactly `expected`.
    ///
    /// Compares the parser's bytes in place, so testing a `key` or a flag makes no `String`.
    public func value(_ name: String, equals expected: String) -> Bool {
        for index in names.indices where names[index] == name {
            let value = values[index]
            let actual = UnsafeBufferPointer(start: value.start, count: value.start == nil ? 0 : value.count)
            return expected.utf8.withContiguousStorageIfAvailable { $0.elementsEqual(actual) }
                ?? expected.utf8.elementsEqual(actual)
        }
        return false
    }

    /// Whether the tag has an attribute with this name.
    public func contains(_ name: String) -> Bool {
        names.contains(name)
    }

    public func makeIterator() -> Iterator {
        Iterator(attributes: self, index: 0)
    }

    /// Yields `(name, value)` pairs in document order.
    public struct Iterator: IteratorProtocol {
        let attributes: XMLAttributes
        var index: Int

        public mutating func next() -> (name: String, value: String)? {
            guard index < attributes.names.count else { return nil }
            defer { index += 1 }
            return (attributes.names[index], attributes.values[index].string)
        }
    }
}

/// A slice of the parser's buffer holding one attribute value (entities already decoded by libxml2).
struct XMLAttributeValue {
    let start: UnsafePointer<UInt8>?
    let count: Int

    var string: String {
        guard let start else { return "" }
        return String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    }
}
