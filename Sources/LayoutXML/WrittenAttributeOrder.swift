internal import CLibXML2

/// The order a start tag writes its namespace declarations and attributes in, read from libxml2's
/// buffer: libxml2 hands the declarations over apart from the other attributes, so a tree built
/// from its arguments alone would move every `xmlns` ahead of the attributes written before it.
enum WrittenAttributeOrder {
    /// The names of the current start tag's attributes (declarations included), as written and in
    /// the order written; `nil` when the tag is not whole before the parser's cursor, which then
    /// stands on its `>` (see ``ParserSession/startTagPosition(_:)``).
    static func names(_ context: UnsafeMutableRawPointer) -> [String]? {
        let parser = context.assumingMemoryBound(to: xmlParserCtxt.self)
        guard let input = parser.pointee.input, let current = input.pointee.cur, let base = input.pointee.base else { return nil }
        let end = current - base
        // A start tag holds no `<`, so the last one before the cursor is the tag's own.
        guard end > 0, let less = ByteSearch.last(UInt8(ascii: "<"), in: base, from: 0, to: end) else { return nil }
        return names(in: UnsafeBufferPointer(start: base + less, count: end - less))
    }

    /// The attribute names of the start tag `tag` (from its `<` on, possibly without its `>`).
    static func names(in tag: UnsafeBufferPointer<UInt8>) -> [String]? {
        func isBlank(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
        }
        func endsName(_ byte: UInt8) -> Bool {
            isBlank(byte) || byte == UInt8(ascii: "=") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/")
        }
        let count = tag.count
        guard count > 1, tag[0] == UInt8(ascii: "<") else { return nil }
        var index = 1
        while index < count, !endsName(tag[index]) { index += 1 }
        var names: [String] = []
        while true {
            while index < count, isBlank(tag[index]) { index += 1 }
            guard index < count, tag[index] != UInt8(ascii: ">"), tag[index] != UInt8(ascii: "/") else { return names }
            let start = index
            while index < count, !endsName(tag[index]) { index += 1 }
            guard index > start else { return nil }
            names.append(String(decoding: UnsafeBufferPointer(rebasing: tag[start..<index]), as: UTF8.self))
            while index < count, isBlank(tag[index]) { index += 1 }
            guard index < count, tag[index] == UInt8(ascii: "=") else { return nil }
            index += 1
            while index < count, isBlank(tag[index]) { index += 1 }
            guard index < count, tag[index] == UInt8(ascii: "\"") || tag[index] == UInt8(ascii: "'") else { return nil }
            let quote = tag[index]
            index += 1
            while index < count, tag[index] != quote { index += 1 }
            guard index < count else { return nil }
            index += 1
        }
    }
}
