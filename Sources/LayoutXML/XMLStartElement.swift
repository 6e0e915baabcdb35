/// An element's start tag, as the reader hands it to an ``XMLEventHandler``.
///
/// Not to be kept beyond the ``XMLEventHandler/startElement(_:)`` call: its attribute values and
/// its position are read from the parser's own buffer (or from the recorded event's, when the
/// parse is pipelined), which the next event reuses.
package struct XMLStartElement {
    /// The element's local name (namespace prefixes are not used by the formats read here).
    ///
    /// Made once per distinct name in a parse and handed out when asked; a handler that tells
    /// elements apart by ``word`` never asks.
    package var name: String { names.name(number: number) }
    /// The name's word in the handler's ``XMLEventHandler/vocabulary``, or
    /// ``XMLVocabulary/unknownWord``.
    package let word: Int
    /// Nesting depth: 1 for the root element.
    package let depth: Int
    /// The element's attributes, in document order.
    package let attributes: XMLAttributes
    /// The name's number in the parse.
    let number: Int32
    /// The parser context whose buffer holds the tag, in a serial parse; `nil` when the event was
    /// recorded on another thread (see ``XMLReaderThreading``), which worked out ``recordedPosition``.
    let parser: UnsafeMutableRawPointer?
    /// The start tag's position as recorded, when ``parser`` is `nil`.
    let recordedPosition: XMLPosition
    unowned(unsafe) let names: ParseNames
    /// The namespace prefixes and declarations of the tag, for a handler that reads markup (see
    /// ``XMLEventHandler/readsMarkup``), which keeps the document as written; `nil` otherwise.
    package var prefixes: XMLPrefixes?

    /// Where the start tag's `<` stands.
    ///
    /// Worked out when asked in a serial parse: libxml2 reports the position after the tag, and
    /// walking back to the `<` costs a search through the tag, while importers ask only for the
    /// elements they keep or report on. A pipelined parse works it out for every tag on the
    /// parsing thread, since the buffer is gone by the time the handler sees the event.
    package var position: XMLPosition {
        guard let parser else { return recordedPosition }
        return ParserSession.startTagPosition(parser)
    }
}

/// What a start tag says about namespaces, which the local names of ``XMLStartElement`` leave
/// out: the element's prefix, each attribute's, and the namespaces the tag declares, so that a
/// document kept as written (``XMLTree``) writes `a:note` and `b:note` as two attributes and
/// keeps `xml:lang` and `xmlns`.
package struct XMLPrefixes: Sendable {
    /// The element's prefix (`a` of `a:item`), `nil` when it has none.
    package var element: String?
    /// Each attribute's prefix, in the order of ``XMLStartElement/attributes``.
    package var attributes: [String?]
    /// The namespaces the tag declares, in order: the prefix (`nil` for the default namespace,
    /// `xmlns="..."`) and the URI.
    package var declarations: [(prefix: String?, uri: String)]
    /// The names of the declarations and attributes as the tag writes them, in its order, when it
    /// declares a namespace (libxml2 hands the declarations over first, wherever they stand);
    /// `nil` when it declares none, or the tag could not be read again.
    package var writtenOrder: [String]?

    /// `prefix:name`, or `name` without a prefix.
    package static func qualified(_ name: String, prefix: String?) -> String {
        prefix.map { $0 + ":" + name } ?? name
    }

    /// From libxml2's SAX2 arguments: the element's prefix, the namespace pairs (prefix, URI) and
    /// the attributes (five pointers each: local name, prefix, URI, value, value end).
    init(prefix: UnsafePointer<UInt8>?, namespaces: (count: Int, pairs: UnsafeMutablePointer<UnsafePointer<UInt8>?>?),
         attributeCount: Int, attributes list: UnsafeMutablePointer<UnsafePointer<UInt8>?>?) {
        element = prefix.map { String(cString: $0) }
        attributes = []
        declarations = []
        if let pairs = namespaces.pairs {
            for index in 0..<namespaces.count {
                let declared = pairs[2 * index].map { String(cString: $0) }
                declarations.append((declared, pairs[2 * index + 1].map { String(cString: $0) } ?? ""))
            }
        }
        if let list {
            for index in 0..<attributeCount where list[index * 5] != nil {
                self.attributes.append(list[index * 5 + 1].map { String(cString: $0) })
            }
        }
    }
}
