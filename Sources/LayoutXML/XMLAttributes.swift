/// The attributes of one start tag.
///
/// Names stay libxml2's interned pointers; a value becomes a `String` only when asked for, because real
/// Interface Builder files carry many attributes (fonts, colours, hugging priorities) that no
/// importer reads.
///
/// The lookups by vocabulary word are inlinable: an importer makes several per element, and across
/// the module boundary each would otherwise be a call that costs more than its loop.
package struct XMLAttributes: Sequence {
    @usableFromInline let entries: UnsafeBufferPointer<XMLAttributeEntry>
    /// Holds the words and the interned names; the parse outlives every `XMLAttributes`.
    @usableFromInline unowned(unsafe) let names: ParseNames

    /// The number of attributes.
    package var count: Int { entries.count }

    /// The index of the attribute called `name`, its bytes compared with libxml2's NUL-terminated
    /// copy of each attribute's name (`strncmp` stops at the first differing byte).
    @inline(__always)
    private func index(of name: String) -> Int? {
        for index in entries.indices where entries[index].hasName(name) {
            return index
        }
        return nil
    }

    /// The index of the attribute whose name has this ``XMLVocabulary`` word: libxml2 interns
    /// names, so that is the attribute whose name pointer is the word's.
    @inlinable @inline(__always)
    func index(of word: Int) -> Int? {
        guard word >= 0, word < names.wordCount, let name = names.wordNames[word] else { return nil }
        for index in entries.indices where entries[index].name == name {
            return index
        }
        return nil
    }

    /// The value of the attribute with the given name, or `nil` when the tag has none.
    package subscript(name: String) -> String? {
        index(of: name).map { entries[$0].value.string }
    }

    /// The value of the attribute whose name has this word of the handler's
    /// ``XMLEventHandler/vocabulary``, or `nil` when the tag has none.
    @inlinable
    package subscript(word word: Int) -> String? {
        index(of: word).map { entries[$0].value.string }
    }

    /// Whether the attribute `name` is present and its value is exactly `expected`.
    ///
    /// Compares the parser's bytes in place, so testing a `key` or a flag makes no `String`.
    package func value(_ name: String, equals expected: String) -> Bool {
        guard let index = index(of: name) else { return false }
        return entries[index].value.equals(expected)
    }

    /// Whether the attribute whose name has this word is present and its value is exactly `expected`.
    package func value(word: Int, equals expected: String) -> Bool {
        guard let index = index(of: word) else { return false }
        return entries[index].value.equals(expected)
    }

    /// Whether the attribute whose name has the word `word` is present and its value is exactly
    /// the vocabulary's name for `expected` (a value such as `YES` or `frame` that the handler put in
    /// its vocabulary to compare with): compared with the bytes held for the word, no `String` involved.
    @inlinable
    package func value(word: Int, equalsWord expected: Int) -> Bool {
        guard expected >= 0, expected < names.wordCount, let index = index(of: word) else { return false }
        let bytes = names.wordBytes[expected]
        let value = entries[index].value
        let length = names.wordLengths[expected]
        // A vocabulary word with an `&` is compared as text; without one, the raw bytes decide
        // (a value holding an escaped `&` cannot equal it either way).
        guard length >= 0 else { return value.string == names.vocabulary.names[expected] }
        guard value.count == length else { return false }
        guard let start = value.start else { return length == 0 }
        for offset in 0..<length where start[offset] != bytes[offset] {
            return false
        }
        return true
    }

    /// The bytes of the value of the attribute whose name has this word, as the parser holds them,
    /// or `nil` when the tag has none. Valid only during the ``XMLEventHandler/startElement(_:)``
    /// call. An `&` in the value appears as `&#38;` here (see the subscripts, which decode it): for
    /// reading numbers and flags without making a `String`, falling back to the subscript for
    /// anything else.
    @inlinable
    package func valueBytes(word: Int) -> UnsafeBufferPointer<UInt8>? {
        index(of: word).map { entries[$0].value.bytes }
    }

    /// Whether the tag has an attribute with this name.
    package func contains(_ name: String) -> Bool {
        index(of: name) != nil
    }

    /// Whether the tag has an attribute whose name has this word.
    @inlinable
    package func contains(word: Int) -> Bool {
        index(of: word) != nil
    }

    package func makeIterator() -> Iterator {
        Iterator(attributes: self, index: 0)
    }

    /// Yields `(name, value)` pairs in document order.
    package struct Iterator: IteratorProtocol {
        let attributes: XMLAttributes
        var index: Int

        package mutating func next() -> (name: String, value: String)? {
            guard index < attributes.entries.count else { return nil }
            defer { index += 1 }
            let entry = attributes.entries[index]
            return (attributes.names.name(at: entry.name), entry.value.string)
        }
    }
}

/// One attribute as the reader collects it: the name as libxml2's dictionary holds it (one pointer
/// per distinct name in a parse, NUL-terminated) and the value still in the parser's buffer. No
/// `String` is made or retained per attribute, and its name is looked up by pointer only.
@usableFromInline
struct XMLAttributeEntry {
    @usableFromInline let name: UnsafePointer<UInt8>
    @usableFromInline let value: XMLAttributeValue

    /// Whether the name is `name`.
    @inline(__always)
    func hasName(_ name: String) -> Bool {
        let stored = self.name
        return name.utf8.withContiguousStorageIfAvailable { ByteSearch.isCString(stored, equalTo: $0) }
            ?? (String(cString: stored) == name)
    }
}

/// A slice of the parser's buffer holding one attribute value.
///
/// libxml2 decodes character and predefined entity references in attribute values, except that,
/// because entity substitution is off, every ampersand reaches us re-escaped as `&#38;` (so that a
/// tree builder could keep entity references apart). No other `&` can occur (a bare one is not
/// well-formed, and entity declarations are refused), so ``string`` turns `&#38;` back into `&`.
@usableFromInline
struct XMLAttributeValue {
    @usableFromInline let start: UnsafePointer<UInt8>?
    @usableFromInline let count: Int

    @inlinable
    var bytes: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: start, count: start == nil ? 0 : count)
    }

    /// Whether the value is exactly `expected`, compared in place when it holds no escape.
    ///
    /// When `expected` holds no `&`, the raw bytes decide: a value holding an escaped ampersand
    /// decodes to text with an `&` and so cannot equal `expected` either way.
    func equals(_ expected: String) -> Bool {
        let inPlace = expected.utf8.withContiguousStorageIfAvailable { equals($0) { expected } }
        return inPlace ?? (string == expected)
    }

    /// Whether the value is exactly the text whose UTF-8 is `expected` (`text()` gives that text
    /// as a `String`, asked for only when `expected` holds an `&`).
    @inline(__always)
    func equals(_ expected: UnsafeBufferPointer<UInt8>, text: () -> String) -> Bool {
        if ByteSearch.contains(UInt8(ascii: "&"), in: expected) { return string == text() }
        return ByteSearch.equal(expected, bytes)
    }

    /// Whether the raw bytes hold an escaped ampersand that ``string`` decodes.
    var hasEscapedAmpersand: Bool { ByteSearch.contains(UInt8(ascii: "&"), in: bytes) }

    @usableFromInline
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
