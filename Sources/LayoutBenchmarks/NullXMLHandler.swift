import LayoutXML

/// Receives every event and keeps nothing but a count: the reader's cost with no importer work.
struct NullXMLHandler: XMLEventHandler {
    var elements = 0

    /// Like the importers, it declares where it reads text (nowhere), so the phase measures the
    /// reader as they use it.
    static var textElements: [String]? { [] }

    mutating func startElement(_ element: XMLStartElement) throws {
        elements += 1
    }

    mutating func endElement(name: String) throws {}
}
