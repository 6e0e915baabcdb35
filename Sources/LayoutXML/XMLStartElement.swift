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
