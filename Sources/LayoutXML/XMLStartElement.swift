/// An element's start tag, as the reader hands it to an ``XMLEventHandler``.
///
/// Not to be kept beyond the ``XMLEventHandler/startElement(_:)`` call: its attribute values and
/// its position are read from the parser's own buffer.
public struct XMLStartElement {
    /// The element's local name (namespace prefixes are not used by the formats read here).
    public let name: String
    /// Nesting depth: 1 for the root element.
    public let depth: Int
    /// The element's attributes, in document order.
    public let attributes: XMLAttributes
    /// The parser context whose buffer holds the tag, `nil` when the position was given.
    let parser: UnsafeMutableRawPointer?
    let givenPosition: XMLPosition

    /// Where the start tag's `<` stands.
    ///
    /// Worked out when asked: libxml2 reports the position after the tag, and walking back to the
    /// `<` scans the whole tag, while importers ask only for the few elements they report on.
    public var position: XMLPosition {
        guard let parser else { return givenPosition }
        return ParserSession.startTagPosition(parser)
    }
}
