#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Builds an ``XMLTree`` from the reader's events: the one handler that keeps everything.
struct XMLTreeBuilder: XMLEventHandler {
    static var readsMarkup: Bool { true }
    var wantsText: Bool { true }

    private var declaration: XMLDeclaration?
    private var documentType: XMLTree.DocumentType?
    private var prolog: [XMLTree.Node] = []
    private var epilog: [XMLTree.Node] = []
    private var root: XMLTree.Element?
    /// The open elements, innermost last.
    private var open: [XMLTree.Element] = []
    /// Where the text run being read began.
    private var textStart: XMLPosition?

    mutating func startElement(_ element: XMLStartElement) throws {
        var attributes: [XMLTree.Attribute] = []
        attributes.reserveCapacity(element.attributes.count)
        guard let prefixes = element.prefixes else {
            for (name, value) in element.attributes { attributes.append(XMLTree.Attribute(name, value)) }
            open.append(XMLTree.Element(element.name, attributes: attributes, position: element.position))
            return
        }
        // Names as written: the namespace declarations (which libxml2 hands over apart), then each
        // attribute with its prefix; then in the tag's own order.
        for declaration in prefixes.declarations {
            attributes.append(XMLTree.Attribute(declaration.prefix.map { "xmlns:" + $0 } ?? "xmlns", declaration.uri))
        }
        for (index, (name, value)) in element.attributes.enumerated() {
            let prefix = index < prefixes.attributes.count ? prefixes.attributes[index] : nil
            attributes.append(XMLTree.Attribute(XMLPrefixes.qualified(name, prefix: prefix), value))
        }
        if let order = prefixes.writtenOrder, order.count == attributes.count {
            let rank = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
            let ranked = attributes.compactMap { attribute in rank[attribute.name].map { (rank: $0, attribute: attribute) } }
            if ranked.count == attributes.count { attributes = ranked.sorted { $0.rank < $1.rank }.map(\.attribute) }
        }
        open.append(XMLTree.Element(XMLPrefixes.qualified(element.name, prefix: prefixes.element), attributes: attributes, position: element.position))
    }

    mutating func text(_ text: String) throws {
        guard !open.isEmpty else { return }
        let last = open.count - 1
        if let start = textStart {
            textStart = nil
            open[last].children.append(.text(XMLTree.Text(text, position: start)))
        } else if case .text(var run)? = open[last].children.last {
            run.value += text
            open[last].children[open[last].children.count - 1] = .text(run)
        } else {
            open[last].children.append(.text(XMLTree.Text(text)))
        }
    }

    mutating func endElement(name: String) throws {
        guard var element = open.popLast() else { return }
        // Whitespace between the children of an element that holds more than text is indentation,
        // which the writer makes.
        if element.children.contains(where: { if case .text = $0 { false } else { true } }) {
            element.children.removeAll { node in
                if case .text(let text) = node { text.value.isXMLWhitespace } else { false }
            }
        }
        if open.isEmpty {
            root = element
        } else {
            open[open.count - 1].children.append(.element(element))
        }
    }

    mutating func markup(_ markup: XMLMarkup) throws {
        switch markup {
        case .declaration(let declaration):
            self.declaration = declaration
        case .comment(let text, let position):
            add(.comment(XMLTree.Comment(text, position: position)))
        case .processingInstruction(let target, let data, let position):
            add(.processingInstruction(XMLTree.ProcessingInstruction(target: target, data: data, position: position)))
        case .textRun(let position):
            textStart = position
        case .documentType(let name, let position):
            documentType = XMLTree.DocumentType(name: name, position: position)
        }
    }

    private mutating func add(_ node: XMLTree.Node) {
        if !open.isEmpty {
            open[open.count - 1].children.append(node)
        } else if root == nil {
            prolog.append(node)
        } else {
            epilog.append(node)
        }
    }

    /// The tree, once the parse has finished without error.
    func tree() throws -> XMLTree {
        guard let root else {
            throw XMLParseError(kind: .malformed, message: "the document has no root element", position: XMLPosition(line: 1, column: 1))
        }
        var tree = XMLTree(declaration: declaration, prolog: prolog, root: root, epilog: epilog)
        tree.droppedDocumentType = documentType
        return tree
    }
}

extension String {
    /// Whether every character is space, tab, line feed or carriage return (XML's white space):
    /// read as bytes, since these are ASCII, and splitting an indentation run into characters cost
    /// a fifth of reading and writing a document's tree.
    var isXMLWhitespace: Bool {
        utf8.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }
    }
}

extension XMLTree {
    /// Reads the file at `path` with ``XMLStreamReader`` (always serially: the tree needs the
    /// comments that only a serial parse reports).
    ///
    /// - Throws: ``XMLParseError`` for unreadable or malformed input.
    package static func read(file path: String, limits: XMLReaderLimits = .default) throws -> XMLTree {
        var builder = XMLTreeBuilder()
        let lineEnd = FirstLineEnd()
        try XMLStreamReader.parse(file: path, handler: &builder, limits: limits) { chunk in
            lineEnd.value = LineEnd(of: Array(chunk.prefix(LineEnd.probedBytes))[...])
        }
        var tree = try builder.tree()
        tree.lineEnd = lineEnd.value
        return tree
    }

    /// Reads an in-memory document; `name` appears in libxml2's messages only.
    ///
    /// - Throws: ``XMLParseError`` for malformed input.
    package static func read(bytes: [UInt8], name: String = "<memory>", limits: XMLReaderLimits = .default) throws -> XMLTree {
        var builder = XMLTreeBuilder()
        try XMLStreamReader.parse(bytes: bytes, name: name, handler: &builder, limits: limits)
        var tree = try builder.tree()
        // Probed as far as a file's read is, so that a document read from its bytes and from its
        // file ends its lines alike.
        tree.lineEnd = LineEnd(of: bytes.prefix(LineEnd.probedBytes))
        return tree
    }
}

extension XMLTree.LineEnd {
    /// The convention of the document's first line end: CR LF when a carriage return is followed
    /// by a line feed, CR when it is not, LF when a line feed comes first; in UTF-8 and the other
    /// ASCII-compatible encodings, and in UTF-16 of either byte order (told by its first two
    /// bytes), read in code units since a byte 0x0D there may be half of another character.
    init(of bytes: ArraySlice<UInt8>) {
        self = .lineFeed
        let start = bytes.startIndex
        let littleEndian = bytes.count >= 2 && ((bytes[start] == 0xFF && bytes[start + 1] == 0xFE) || (bytes[start] != 0 && bytes[start + 1] == 0))
        let bigEndian = bytes.count >= 2 && ((bytes[start] == 0xFE && bytes[start + 1] == 0xFF) || (bytes[start] == 0 && bytes[start + 1] != 0))
        let units: [UInt16]
        if littleEndian || bigEndian {
            units = stride(from: start, to: bytes.endIndex - 1, by: 2).map { index in
                littleEndian ? UInt16(bytes[index]) | UInt16(bytes[index + 1]) << 8 : UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1])
            }
        } else {
            units = bytes.map { UInt16($0) }
        }
        guard let first = units.firstIndex(where: { $0 == 0x0A || $0 == 0x0D }), units[first] == 0x0D else { return }
        guard first + 1 < units.count else { return }
        self = units[first + 1] == 0x0A ? .carriageReturnLineFeed : .carriageReturn
    }

    /// How much of a file's start is searched for its first line end.
    static let probedBytes = 64 * 1024
}

/// The line end seen in a file's first chunk, set by the reading thread before the parse ends
/// and read after it: the parse's end orders the two.
private final class FirstLineEnd: @unchecked Sendable {
    var value: XMLTree.LineEnd = .lineFeed
}
