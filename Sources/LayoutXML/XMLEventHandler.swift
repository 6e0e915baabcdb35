/// Receives the events of one streamed XML document, in document order.
///
/// The reader never builds a tree: an importer keeps only what it needs, so a document of hundreds
/// of megabytes costs the importer's model, not the document's size. (``XMLTree`` is the one
/// handler that keeps everything, for the code that edits a document.) Throwing from any method stops
/// the parse at once and the error reaches the caller of ``XMLStreamReader/parse(file:handler:limits:)``
/// unchanged.
package protocol XMLEventHandler {
    /// Whether ``text(_:)`` should be called for the character data that follows; the reader skips
    /// making strings when this is false. Consulted before every piece of text, so a handler can ask
    /// for text only inside the elements it reads (whitespace between elements then costs nothing).
    var wantsText: Bool { get }

    /// The names of the elements inside which this handler reads text: character data reaches
    /// ``text(_:)`` only while at least one element of these names is open (at any depth), and
    /// there only when ``wantsText`` is true. `nil` lets text through anywhere; `[]` never.
    ///
    /// Declaring them matters for large documents: indentation is about half of an Interface
    /// Builder file, and a parse on two threads (see ``XMLReaderThreading``) then leaves it out of
    /// what it hands from libxml2's thread to the handler's instead of copying it. Serial and
    /// pipelined parses apply the declaration alike. Read once per parse.
    static var textElements: [String]? { get }

    /// The names this handler tells apart by number: each element's ``XMLStartElement/word`` and
    /// the attribute lookups by word refer to it. Read once per parse.
    static var vocabulary: XMLVocabulary { get }

    /// Whether ``endElement(name:)`` reads its `name`. A handler that knows which element closes
    /// from its own depth bookkeeping says `false` and is passed an empty string, which saves the
    /// reader looking the name up and retaining it for every element. Read once per parse.
    static var readsEndElementNames: Bool { get }

    /// An element opens. `element` and its attribute values are valid only during the call.
    mutating func startElement(_ element: XMLStartElement) throws

    /// Character data inside the innermost open element (possibly in several pieces).
    mutating func text(_ text: String) throws

    /// The innermost open element closes.
    mutating func endElement(name: String) throws

    /// Whether ``markup(_:)`` is called: the XML declaration, comments, processing instructions
    /// and the start of each text run are delivered only to a handler that says `true` (a
    /// ``XMLMarkup/documentType(name:position:)`` reaches every handler). Such a
    /// handler is always called from a serial parse (see ``XMLReaderThreading``): the pipelined
    /// recorder carries elements and text only. Read once per parse.
    static var readsMarkup: Bool { get }

    /// The declaration, a comment, a processing instruction, or the start of a text run, in
    /// document order among the other events.
    mutating func markup(_ markup: XMLMarkup) throws
}

extension XMLEventHandler {
    package var wantsText: Bool { false }
    package static var textElements: [String]? { nil }
    package static var vocabulary: XMLVocabulary { .empty }
    package static var readsEndElementNames: Bool { true }
    package static var readsMarkup: Bool { false }
    package mutating func markup(_ markup: XMLMarkup) throws {}
    package mutating func text(_ text: String) throws {}
}
