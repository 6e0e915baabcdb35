import Foundation
import LayoutXML

/// Reads rendered SVG back with the package's own XML reader: the output must be well-formed, and
/// tests look at its elements rather than at substrings.
struct MarkupReader: XMLEventHandler {
    struct Element {
        var name: String
        var attributes: [String: String]
        var text: String
    }

    var elements: [Element] = []
    private var open: [Int] = []
    var wantsText: Bool { true }

    init() {}

    static func read(_ markup: String) throws -> [Element] {
        var reader = MarkupReader()
        try XMLStreamReader.parse(bytes: Array(markup.utf8), name: "rendered.svg", handler: &reader)
        return reader.elements
    }

    mutating func startElement(_ element: XMLStartElement) {
        var attributes: [String: String] = [:]
        for (name, value) in element.attributes { attributes[name] = value }
        open.append(elements.count)
        elements.append(Element(name: element.name, attributes: attributes, text: ""))
    }

    mutating func text(_ text: String) {
        if let index = open.last { elements[index].text += text }
    }

    mutating func endElement(name: String) {
        _ = open.popLast()
    }
}
