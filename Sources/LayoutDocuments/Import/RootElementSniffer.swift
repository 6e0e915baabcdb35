import LayoutCore
import LayoutXML

/// Reads only as far as the root element, to choose the importer before the real parse.
struct RootElementSniffer: XMLEventHandler {
    static var textElements: [String]? { [] }

    /// Thrown to stop the parse as soon as the root element is known.
    struct Found: Error {
        let name: String
        let type: String?
        let version: String?
        let position: XMLPosition
    }

    mutating func startElement(_ element: XMLStartElement) throws {
        throw Found(name: element.name, type: element.attributes["type"], version: element.attributes["version"], position: element.position)
    }

    mutating func endElement(name: String) throws {}
}
