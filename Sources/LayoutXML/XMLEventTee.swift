/// Sees every start and end tag of a parse that another handler reads, so that a second look at a
/// document costs no second parse (see ``XMLEventTee``).
package protocol XMLStartTagObserver {
    /// The attribute names this observer looks up by word. In ``startElement(_:firstWord:)`` the
    /// word of `attributeNames[i]` is `firstWord + i`: the parse's vocabulary is the handler's, with
    /// these names after it.
    static var attributeNames: [String] { get }

    /// An element opens; the handler has seen it already. `element` is valid only during the call.
    mutating func startElement(_ element: XMLStartElement, firstWord: Int) throws

    /// The innermost open element closes; the handler has seen it already.
    mutating func endElement() throws
}

/// A handler that hands every event to `handler` and every start and end tag to `observer` as well: one
/// parse serves both. The parse is the handler's (its text, end-tag names, markup and threading);
/// the vocabulary is the handler's words, unchanged, followed by the observer's attribute names.
package struct XMLEventTee<Handler: XMLEventHandler, Observer: XMLStartTagObserver>: XMLEventHandler {
    /// The handler that reads the document.
    package var handler: Handler
    /// What also sees each start tag.
    package var observer: Observer
    /// The word of the observer's first attribute name.
    private let firstWord: Int

    /// `handler` and `observer` over one parse.
    package init(handler: Handler, observer: Observer) {
        self.handler = handler
        self.observer = observer
        firstWord = Handler.vocabulary.names.count
    }

    package static var vocabulary: XMLVocabulary { XMLVocabulary(Handler.vocabulary.names + Observer.attributeNames) }
    package static var textElements: [String]? { Handler.textElements }
    package static var readsEndElementNames: Bool { Handler.readsEndElementNames }
    package static var readsMarkup: Bool { Handler.readsMarkup }
    package var wantsText: Bool { handler.wantsText }

    package mutating func startElement(_ element: XMLStartElement) throws {
        try handler.startElement(element)
        try observer.startElement(element, firstWord: firstWord)
    }

    package mutating func text(_ text: String) throws { try handler.text(text) }
    package mutating func endElement(name: String) throws {
        try handler.endElement(name: name)
        try observer.endElement()
    }
    package mutating func markup(_ markup: XMLMarkup) throws { try handler.markup(markup) }
}
