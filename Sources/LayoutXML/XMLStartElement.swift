/// An element's start tag, as the reader hands it to an ``XMLEventHandler``.
///
/// Not to be kept beyond the ``XMLEventHandler/startElement(_:)`` call: its attribute values are read
/// from the parser's own buffer.
public struct XMLStartElement {
    /// The element's local name (namespace prefixes are not used by the formats read here).
    public let name: String
    /// Where the start tag's `<` stands.
    public let position: XMLPosition
    /// Nesting depth: 1 for the root element.
    public let depth: Int
    /// The element's attributes, in document order.
    public let attributes: XMLAttributes
}
