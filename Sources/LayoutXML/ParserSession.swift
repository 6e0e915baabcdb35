internal import CLibXML2

/// One run of libxml2's push parser: owns the parser context, turns SAX2 callbacks into
/// ``XMLEventSink`` calls, and keeps the first error.
///
/// The context's `userData` stays the context itself (so positions can be read in every callback);
/// the session rides in its `_private` field.
///
/// The mutable state is marked `@exclusivity(unchecked)`: it is touched only from libxml2's
/// callbacks, one at a time on one thread, and the dynamic exclusivity checks Swift would put around
/// every access of a class's `var` cost more than the rest of the per-element work.
@usableFromInline
final class ParserSession {
    /// A `let` of a session the callbacks hold as guaranteed (see `withSession`), so calling it
    /// needs no retain; an `unowned(unsafe)` reference would be copied to a strong one on every event.
    let sink: any XMLEventSink
    let limits: XMLReaderLimits
    @exclusivity(unchecked) private var internedNames: NameInterner
    /// The current start tag's attributes: a buffer reused for every tag and grown when a tag has
    /// more, so that collecting them allocates nothing and checks no array's uniqueness.
    @exclusivity(unchecked) private var attributeEntries: UnsafeMutablePointer<XMLAttributeEntry>
    @exclusivity(unchecked) private var attributeCapacity = 32
    /// Each vocabulary word's name in libxml2's dictionary for this parse (see ``resolveVocabulary(in:)``),
    /// and its length, or -1 for a word holding an `&` (compared as text); the pointer is `nil`
    /// until the parser exists.
    @usableFromInline let wordNames: UnsafeMutablePointer<UnsafePointer<UInt8>?>
    @usableFromInline let wordLengths: UnsafeMutablePointer<Int>
    @usableFromInline let wordCount: Int
    /// The handler's ``XMLEventHandler/readsEndElementNames``.
    private let readsEndElementNames: Bool
    @exclusivity(unchecked) private(set) var depth = 0
    /// Bytes of character data since the last tag: libxml2 hands text over in small pieces, so the
    /// length limit has to be on the run, not on one piece.
    @exclusivity(unchecked) private var textRunLength = 0
    /// The first failure: libxml2's, the reader's own refusal, or the handler's error.
    @exclusivity(unchecked) var failure: (any Error)?
    /// The handler's ``XMLEventHandler/wantsText`` after its latest event (see ``XMLEventSink``).
    @exclusivity(unchecked) private var wantsText: Bool

    private init(sink: any XMLEventSink, limits: XMLReaderLimits) {
        self.sink = sink
        self.limits = limits
        self.wantsText = sink.wantsText
        self.internedNames = NameInterner(vocabulary: sink.vocabulary)
        self.attributeEntries = .allocate(capacity: attributeCapacity)
        self.readsEndElementNames = sink.readsEndElementNames
        let names = sink.vocabulary.names
        wordCount = names.count
        wordNames = .allocate(capacity: max(names.count, 1))
        wordNames.initialize(repeating: nil, count: max(names.count, 1))
        wordLengths = .allocate(capacity: max(names.count, 1))
        wordLengths.initialize(repeating: 0, count: max(names.count, 1))
    }

    deinit {
        attributeEntries.deallocate()
        wordNames.deallocate()
        wordLengths.deallocate()
    }

    /// Puts every vocabulary word into the parser's dictionary, where libxml2 interns each element
    /// and attribute name it reads: the name of an attribute then has a word exactly when its
    /// pointer is that word's pointer, so attributes are found by comparing pointers, and the
    /// reader looks nothing up per attribute.
    private func resolveVocabulary(in context: xmlParserCtxtPtr) {
        guard let dictionary = context.pointee.dict else { return }
        for (word, name) in internedNames.vocabulary.names.enumerated() {
            var name = name
            let length = name.utf8.count
            wordNames[word] = name.withUTF8 { bytes in
                bytes.withMemoryRebound(to: xmlChar.self) { xmlDictLookup(dictionary, $0.baseAddress, Int32(length)) }
            }
            wordLengths[word] = name.utf8.contains(UInt8(ascii: "&")) ? -1 : length
        }
    }

    /// Creates the parser, lets `produce` feed it chunks, finishes the document, and throws the
    /// first failure. The feed returns whether it wants more: once the parse has stopped (an error,
    /// or a handler that has seen enough, like the root-element sniffer) the rest of the file is
    /// not read at all.
    static func run(
        sink: any XMLEventSink,
        limits: XMLReaderLimits,
        displayName: String,
        produce: ((UnsafeBufferPointer<UInt8>) throws -> Bool) throws -> Void
    ) throws {
        ParserSession.initializeLibxml()
        let silenced = LibxmlErrorSilencer()
        defer { silenced.restore() }
        let session = ParserSession(sink: sink, limits: limits)
        var sax = ParserSession.saxHandler()
        guard let context = displayName.withCString({ name in
            xmlCreatePushParserCtxt(&sax, nil, nil, 0, name)
        }) else {
            throw XMLParseError(kind: .io, message: "libxml2 could not create a parser", position: nil)
        }
        defer { ParserSession.free(context) }
        xmlCtxtUseOptions(context, ParserSession.options)
        session.resolveVocabulary(in: context)
        let unmanaged = Unmanaged.passRetained(session)
        defer { unmanaged.release() }
        context.pointee._private = unmanaged.toOpaque()

        var start = XMLStartCheck()
        var scanner = StartTagScanner(maximumAttributes: limits.maximumAttributes)
        try produce { chunk in
            guard session.failure == nil, context.pointee.disableSAX == 0 else { return false }
            start.inspect(chunk)
            if case .notXML(let position) = start.verdict {
                session.failure = XMLParseError(kind: .malformed, message: "not an XML document: it does not begin with '<' (a binary or plain-text file?)", position: position)
                return false
            }
            var accepted = chunk
            let violation = scanner.scan(chunk)
            if let violation {
                // Let libxml2 read up to the offending tag, so an earlier error is reported first.
                accepted = UnsafeBufferPointer(rebasing: chunk[..<violation.offset])
            }
            accepted.withMemoryRebound(to: CChar.self) { bytes in
                _ = xmlParseChunk(context, bytes.baseAddress, Int32(bytes.count), 0)
            }
            if let violation, session.failure == nil {
                session.fail(
                    XMLParseError(kind: .limit, message: "document exceeds a reader limit: a start tag with more than \(limits.maximumAttributes) attributes", position: violation.position),
                    context: context
                )
            }
            return session.failure == nil && context.pointee.disableSAX == 0
        }
        if start.verdict == .undecided {
            // Nothing but whitespace: say so rather than repeat libxml2's "Extra content" message.
            throw XMLParseError(kind: .malformed, message: "the document is empty", position: XMLPosition(line: 1, column: 1))
        }
        if session.failure == nil {
            _ = xmlParseChunk(context, nil, 0, 1)
        }
        if let failure = session.failure { throw failure }
        if context.pointee.wellFormed == 0 {
            throw XMLParseError(
                kind: .malformed,
                message: "the document is not well-formed",
                position: XMLPosition(line: max(1, Int(context.pointee.input?.pointee.line ?? 1)), column: 1)
            )
        }
    }

    /// Frees the parser and the document libxml2 may have made on its own: with a DOCTYPE that
    /// declares entities it builds one to hold them (even when the SAX callbacks refuse them), and
    /// `xmlFreeParserCtxt` leaves it to the caller (found by LeakSanitizer).
    static func free(_ context: xmlParserCtxtPtr) {
        if let document = context.pointee.myDoc {
            context.pointee.myDoc = nil
            xmlFreeDoc(document)
        }
        xmlFreeParserCtxt(context)
    }

    /// libxml2 2.9 initialises its globals on first use without a lock; doing it once here, under
    /// Swift's thread-safe lazy initialisation, lets several threads start parsing at once.
    private static let libxmlInitialized: Void = xmlInitParser()

    static func initializeLibxml() { _ = libxmlInitialized }

    /// No network, no entity substitution, no DTD loading, no huge-input switch. (The SAX callbacks
    /// refuse entity, attribute-list and external-subset declarations outright, so these options
    /// are the second line of defence, not the first.)
    static let options = Int32(XML_PARSE_NONET.rawValue)

    func fail(_ error: any Error, context: xmlParserCtxtPtr) {
        if failure == nil { failure = error }
        xmlStopParser(context)
    }

    /// The handler's vocabulary.
    @usableFromInline var vocabulary: XMLVocabulary { internedNames.vocabulary }

    /// The name with this number, made once in the parse.
    func name(number: Int32) -> String {
        internedNames.strings[Int(number)]
    }

    /// The name at `pointer` (an attribute's, when a handler iterates them), made once in the parse.
    func name(at pointer: UnsafePointer<UInt8>) -> String {
        name(number: internedNames.name(for: pointer).number)
    }

    // MARK: Callbacks

    /// Runs `body` with the session of a parser context, without retaining it: the session outlives
    /// the parse (``run(sink:limits:displayName:produce:)`` holds it), and a retain and release
    /// around each of the hundreds of thousands of callbacks would cost more than some of them do.
    @inline(__always)
    private static func withSession(_ context: UnsafeMutableRawPointer?, _ body: (ParserSession, xmlParserCtxtPtr) -> Void) {
        guard let context else { return }
        let parser = context.assumingMemoryBound(to: xmlParserCtxt.self)
        guard let opaque = parser.pointee._private else { return }
        Unmanaged<ParserSession>.fromOpaque(opaque)._withUnsafeGuaranteedRef { body($0, parser) }
    }

    private static func session(_ context: UnsafeMutableRawPointer?) -> (ParserSession, xmlParserCtxtPtr)? {
        guard let context else { return nil }
        let parser = context.assumingMemoryBound(to: xmlParserCtxt.self)
        guard let opaque = parser.pointee._private else { return nil }
        return (Unmanaged<ParserSession>.fromOpaque(opaque).takeUnretainedValue(), parser)
    }

    private static func saxHandler() -> xmlSAXHandler {
        var sax = xmlSAXHandler()
        sax.initialized = XML_SAX2_MAGIC
        sax.startElementNs = { context, localName, _, _, _, _, attributeCount, _, attributes in
            guard let localName else { return }
            ParserSession.withSession(context) { session, parser in
                session.startElement(parser, localName, Int(attributeCount), attributes)
            }
        }
        sax.endElementNs = { context, localName, _, _ in
            guard let localName else { return }
            ParserSession.withSession(context) { session, parser in
                session.endElement(parser, localName)
            }
        }
        let characters: charactersSAXFunc = { context, bytes, count in
            guard let bytes else { return }
            ParserSession.withSession(context) { session, parser in
                session.characters(parser, bytes, Int(count))
            }
        }
        sax.characters = characters
        // The same function for whitespace: libxml2 then hands blank runs over without first
        // testing whether they are ignorable (which it cannot tell without a DTD anyway).
        sax.ignorableWhitespace = characters
        sax.cdataBlock = characters
        sax.internalSubset = { context, _, externalID, systemID in
            guard let (session, parser) = ParserSession.session(context) else { return }
            if externalID != nil || systemID != nil {
                session.fail(session.refusal(parser, "a document type declaration naming an external DTD is refused (Interface Builder never writes one)"), context: parser)
            }
        }
        // libxml2 calls this after every DOCTYPE, with both identifiers nil when there is no
        // external subset; only a real one is refused (internalSubset has usually refused it first).
        sax.externalSubset = { context, _, externalID, systemID in
            guard let (session, parser) = ParserSession.session(context), externalID != nil || systemID != nil else { return }
            session.fail(session.refusal(parser, "an external DTD is refused"), context: parser)
        }
        // A default in an attribute-list declaration would add attributes that the file does not
        // show where the element is written: refused like entities.
        sax.attributeDecl = { context, _, name, _, _, _, tree in
            if let tree { xmlFreeEnumeration(tree) }
            guard let (session, parser) = ParserSession.session(context) else { return }
            let attribute = name.map { String(cString: $0) } ?? "?"
            session.fail(session.refusal(parser, "attribute-list declaration for '\(attribute)' is refused: documents with attribute defaults are not read"), context: parser)
        }
        sax.entityDecl = { context, name, _, _, _, _ in
            guard let (session, parser) = ParserSession.session(context) else { return }
            let entity = name.map { String(cString: $0) } ?? "?"
            session.fail(session.refusal(parser, "entity declaration '\(entity)' is refused: documents with entity declarations are not read"), context: parser)
        }
        sax.unparsedEntityDecl = { context, _, _, _, _ in
            guard let (session, parser) = ParserSession.session(context) else { return }
            session.fail(session.refusal(parser, "unparsed entity declarations are refused"), context: parser)
        }
        sax.serror = { context, error in
            guard let (session, _) = ParserSession.session(context), let error else { return }
            session.recordLibxmlError(error.pointee)
        }
        return sax
    }

    private func endElement(_ parser: xmlParserCtxtPtr, _ localName: UnsafePointer<xmlChar>) {
        depth -= 1
        textRunLength = 0
        do {
            wantsText = try sink.endElement(name: readsEndElementNames ? name(number: internedNames.name(for: localName).number) : "")
        } catch {
            fail(error, context: parser)
        }
    }

    private func characters(_ parser: xmlParserCtxtPtr, _ bytes: UnsafePointer<xmlChar>, _ count: Int) {
        // Counted even when the handler ignores text, so that whether a document is accepted
        // does not depend on which importer reads it.
        textRunLength += count
        guard textRunLength <= limits.maximumValueLength else {
            fail(limitError(parser, "a text node longer than \(limits.maximumValueLength) bytes"), context: parser)
            return
        }
        guard wantsText else { return }
        let text = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
        do {
            wantsText = try sink.text(text)
        } catch {
            fail(error, context: parser)
        }
    }

    private func startElement(
        _ parser: xmlParserCtxtPtr,
        _ localName: UnsafePointer<xmlChar>,
        _ attributeCount: Int,
        _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    ) {
        depth += 1
        textRunLength = 0
        guard depth <= limits.maximumDepth else {
            fail(limitError(parser, "elements nested deeper than \(limits.maximumDepth) levels"), context: parser)
            return
        }
        if attributeCount > attributeCapacity {
            // The scanner bounds a tag's attributes, so this grows at most to that bound.
            attributeEntries.deallocate()
            attributeCapacity = max(attributeCount, attributeCapacity * 2)
            attributeEntries = .allocate(capacity: attributeCapacity)
        }
        var collected = 0
        if let attributes {
            // libxml2 passes five pointers per attribute: localname, prefix, URI, value, value end.
            for index in 0..<attributeCount {
                let base = attributes + index * 5
                guard let name = base[0] else { continue }
                let start = base[3]
                var count = 0
                if let start, let end = base[4] { count = end - start }
                guard count <= limits.maximumValueLength else {
                    fail(limitError(parser, "an attribute value longer than \(limits.maximumValueLength) bytes"), context: parser)
                    return
                }
                (attributeEntries + collected).initialize(to: XMLAttributeEntry(name: name, value: XMLAttributeValue(start: start, count: count)))
                collected += 1
            }
        }
        let interned = internedNames.name(for: localName)
        let element = XMLStartElement(
            word: Int(interned.word),
            depth: depth,
            // Valid until the next start tag refills the buffer; the handler gets it only for
            // the duration of this call.
            attributes: XMLAttributes(entries: UnsafeBufferPointer(start: attributeEntries, count: collected), session: self),
            number: interned.number,
            parser: UnsafeMutableRawPointer(parser),
            session: self
        )
        do {
            wantsText = try sink.startElement(element)
        } catch {
            fail(error, context: parser)
        }
    }

    /// libxml2 reports the position after the start tag; walk back to its `<` so that diagnostics
    /// point where a reader of the file looks.
    static func startTagPosition(_ context: UnsafeMutableRawPointer) -> XMLPosition {
        let parser = context.assumingMemoryBound(to: xmlParserCtxt.self)
        guard let input = parser.pointee.input, let current = input.pointee.cur, let base = input.pointee.base else {
            guard let input = parser.pointee.input else { return XMLPosition(line: 1, column: 1) }
            return XMLPosition(line: max(1, Int(input.pointee.line)), column: max(1, Int(input.pointee.col)))
        }
        var line = Int(input.pointee.line)
        var column = Int(input.pointee.col)
        // A start tag holds no `<`, so the last one before the cursor is the tag's own.
        let end = current - base
        guard end > 0, let less = ByteSearch.last(UInt8(ascii: "<"), in: base, from: 0, to: end) else {
            return XMLPosition(line: max(line, 1), column: max(column, 1))
        }
        let newlines = ByteSearch.count(UInt8(ascii: "\n"), in: base, from: less + 1, to: end)
        if newlines == 0 {
            column -= end - less
        } else {
            line -= newlines
            let lineStart = ByteSearch.last(UInt8(ascii: "\n"), in: base, from: 0, to: less).map { $0 + 1 } ?? 0
            column = less - lineStart + 1
        }
        return XMLPosition(line: max(line, 1), column: max(column, 1))
    }

    private func currentPosition(_ parser: xmlParserCtxtPtr) -> XMLPosition {
        guard let input = parser.pointee.input else { return XMLPosition(line: 1, column: 1) }
        return XMLPosition(line: max(1, Int(input.pointee.line)), column: max(1, Int(input.pointee.col)))
    }

    private func refusal(_ parser: xmlParserCtxtPtr, _ message: String) -> XMLParseError {
        XMLParseError(kind: .refused, message: message, position: currentPosition(parser))
    }

    private func limitError(_ parser: xmlParserCtxtPtr, _ message: String) -> XMLParseError {
        XMLParseError(kind: .limit, message: "document exceeds a reader limit: \(message)", position: currentPosition(parser))
    }

    private func recordLibxmlError(_ error: xmlError) {
        guard failure == nil, error.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
        var message = error.message.map { String(cString: $0) } ?? "malformed XML"
        while message.last?.isWhitespace == true { message.removeLast() }
        // Some of libxml2's messages span lines ("...indicate encoding !\nBytes: 0xC3 0x28");
        // a diagnostic is one line.
        message = message.split(whereSeparator: \.isNewline).joined(separator: " ")
        failure = XMLParseError(
            kind: .malformed,
            message: message,
            position: XMLPosition(line: max(1, Int(error.line)), column: max(1, Int(error.int2)))
        )
    }
}
