/// What a document holds besides elements and text, for a handler that keeps the document as it
/// is written (see ``XMLEventHandler/readsMarkup``): its XML declaration, comments, processing
/// instructions, and where each run of character data begins.
package enum XMLMarkup: Hashable, Sendable {
    /// The document's `<?xml ...?>` declaration, before the root element's start tag.
    case declaration(XMLDeclaration)
    /// A comment's text (between `<!--` and `-->`, as written) and where its `<!--` stands.
    case comment(String, position: XMLPosition)
    /// A processing instruction's target and data, and where its `<?` stands.
    case processingInstruction(target: String, data: String, position: XMLPosition)
    /// A run of character data begins here; its text follows in ``XMLEventHandler/text(_:)`` pieces.
    case textRun(position: XMLPosition)
    /// A `<!DOCTYPE name [...]>` declaration (without an external DTD, which the reader refuses)
    /// and where its `<!` stands; what its internal subset holds, comments and instructions too,
    /// is not delivered.
    ///
    /// Delivered to every handler, whatever its ``XMLEventHandler/readsMarkup`` says, in serial
    /// and pipelined parses alike: a handler that writes another document from the one it reads
    /// (an upgrade) has to say that the declaration is not carried over, and it happens at most
    /// once per document.
    case documentType(name: String, position: XMLPosition)
}

/// A document's XML declaration as written: `<?xml version="1.0" encoding="UTF-8"?>`.
package struct XMLDeclaration: Hashable, Sendable {
    /// The `version`, `1.0` in every Interface Builder file.
    package var version: String
    /// The `encoding` as written (`UTF-8`), or `nil` when the declaration has none.
    package var encoding: String?
    /// The `standalone` flag, or `nil` when the declaration has none.
    package var standalone: Bool?

    /// A declaration; by default Interface Builder's.
    package init(version: String = "1.0", encoding: String? = "UTF-8", standalone: Bool? = nil) {
        self.version = version
        self.encoding = encoding
        self.standalone = standalone
    }

    /// The declaration Interface Builder writes.
    package static let interfaceBuilder = XMLDeclaration()
}
