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
final class ParserSession {
    /// A `let` of a session the callbacks hold as guaranteed (see `withSession`), so calling it
    /// needs no retain; an `unowned(unsafe)` reference would be copied to a strong one on every event.
    /// `nil` when the events are recorded for another thread instead (see ``recorder``).
    let sink: (any XMLEventSink)?
    /// Records the events for the handler's thread in a pipelined parse; `nil` in a serial one.
    @exclusivity(unchecked) var recorder: EventRecorder?
    let limits: XMLReaderLimits
    /// The names as the handler sees them; used only when the handler is called here (serial).
    let names: ParseNames
    /// The current start tag's attributes: a buffer reused for every tag and grown when a tag has
    /// more, so that collecting them allocates nothing and checks no array's uniqueness.
    @exclusivity(unchecked) private var attributeEntries: UnsafeMutablePointer<XMLAttributeEntry>
    @exclusivity(unchecked) private var attributeCapacity = 32
    /// The handler's ``XMLEventHandler/readsEndElementNames``.
    private let readsEndElementNames: Bool
    @exclusivity(unchecked) private(set) var depth = 0
    /// Whether the root element has begun: libxml2's messages for a document without one
    /// ("Extra content at the end of the document", "Document is empty") mislead a reader.
    @exclusivity(unchecked) private var sawRootElement = false
    /// Bytes of character data since the last tag: libxml2 hands text over in small pieces, so the
    /// length limit has to be on the run, not on one piece.
    @exclusivity(unchecked) private var textRunLength = 0
    /// The first failure: libxml2's, the reader's own refusal, or the handler's error.
    @exclusivity(unchecked) private(set) var failure: (any Error)?
    /// The handler's ``XMLEventHandler/wantsText`` after its latest event (see ``XMLEventSink``);
    /// always `true` when recording, since only the handler's thread can ask the handler.
    @exclusivity(unchecked) private var wantsText: Bool
    /// Where text may reach the handler at all (its declared text elements), decided here on the
    /// parsing thread in both modes.
    @exclusivity(unchecked) private var textScope: TextScope
    /// The handler's ``XMLEventHandler/readsMarkup``: comments, processing instructions, the
    /// declaration and text runs' positions are worked out only for a handler that reads them.
    private let readsMarkup: Bool
    /// Where the latest tag, comment or processing instruction ended, which is where a text run
    /// after it begins; `nil` once a run has begun (kept only when ``readsMarkup``).
    @exclusivity(unchecked) private var textRunStart: XMLPosition?

    /// A session that calls the handler behind `sink` on the parsing thread.
    convenience init(sink: any XMLEventSink, names: ParseNames, textScope: TextScope, limits: XMLReaderLimits) {
        self.init(sink: sink, recorder: nil, names: names, textScope: textScope, limits: limits, readsEndElementNames: sink.readsEndElementNames)
    }

    /// A session that records every event with `recorder`, for a handler on another thread, and
    /// the text that `textScope` admits.
    convenience init(recorder: EventRecorder, names: ParseNames, textScope: TextScope, limits: XMLReaderLimits) {
        self.init(sink: nil, recorder: recorder, names: names, textScope: textScope, limits: limits, readsEndElementNames: false)
    }

    private init(sink: (any XMLEventSink)?, recorder: EventRecorder?, names: ParseNames, textScope: TextScope, limits: XMLReaderLimits,
                 readsEndElementNames: Bool) {
        self.sink = sink
        self.recorder = recorder
        self.limits = limits
        self.names = names
        self.wantsText = sink?.wantsText ?? true
        self.textScope = textScope
        self.attributeEntries = .allocate(capacity: attributeCapacity)
        self.readsEndElementNames = readsEndElementNames
        self.readsMarkup = sink?.readsMarkup ?? false
    }

    deinit {
        attributeEntries.deallocate()
    }

    /// Creates the parser for one serial parse, lets `produce` feed it chunks, finishes the
    /// document, and throws the first failure.
    static func run(
        sink: any XMLEventSink,
        limits: XMLReaderLimits,
        displayName: String,
        produce: Producer
    ) throws {
        ParserSession.initializeLibxml()
        let silenced = LibxmlErrorSilencer()
        defer { silenced.restore() }
        let names = ParseNames(vocabulary: sink.vocabulary)
        let context = try makeContext(displayName: displayName)
        defer { ParserSession.free(context) }
        let session = ParserSession(sink: sink, names: names, textScope: TextScope(elements: sink.textElements, in: context), limits: limits)
        try session.parse(context, produce: produce)
    }

    /// Feeds a document's bytes to the parser: calls its argument with each chunk in order, and
    /// stops early when that returns `false` (the parse has failed, so reading on is wasted).
    typealias Producer = ((UnsafeBufferPointer<UInt8>) throws -> Bool) throws -> Void

    /// A push parser context with the reader's options; the SAX callbacks find their session in
    /// its `_private` field once ``parse(_:produce:)`` runs.
    static func makeContext(displayName: String) throws -> xmlParserCtxtPtr {
        var sax = ParserSession.saxHandler()
        guard let context = displayName.withCString({ name in
            xmlCreatePushParserCtxt(&sax, nil, nil, 0, name)
        }) else {
            throw XMLParseError(kind: .io, message: "libxml2 could not create a parser", position: nil)
        }
        xmlCtxtUseOptions(context, ParserSession.options)
        return context
    }

    /// Lets `produce` feed the parser chunks, finishes the document, and throws the first failure.
    func parse(_ context: xmlParserCtxtPtr, produce: Producer) throws {
        let unmanaged = Unmanaged.passRetained(self)
        defer {
            context.pointee._private = nil
            unmanaged.release()
        }
        context.pointee._private = unmanaged.toOpaque()

        var start = XMLStartCheck()
        var scanner = StartTagScanner(maximumAttributes: limits.maximumAttributes)
        var lineEnds = LineEndNormalizer()
        // Every check below and libxml2 itself see the bytes with their line ends translated, so
        // that the positions of all of them agree whatever ends the lines.
        func consume(_ chunk: UnsafeBufferPointer<UInt8>) -> Bool {
            guard failure == nil, context.pointee.disableSAX == 0 else { return false }
            if recorder?.checkCancelled() == true {
                stop(context)
                return false
            }
            start.inspect(chunk)
            if case .notXML(let position) = start.verdict {
                record(XMLParseError(kind: .malformed, message: "not an XML document: it does not begin with '<' (a binary or plain-text file?)", position: position))
                return false
            }
            if start.verdict == .utf32 {
                record(XMLParseError(kind: .malformed, message: "UTF-32 text is not supported: save the document as UTF-8, as Interface Builder writes it", position: XMLPosition(line: 1, column: 1)))
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
            if let violation, failure == nil {
                fail(
                    XMLParseError(kind: .limit, message: "document exceeds a reader limit: a start tag with more than \(limits.maximumAttributes) attributes", position: violation.position),
                    context: context
                )
            }
            return failure == nil
        }
        try produce { chunk in lineEnds.pass(chunk, to: consume) }
        if failure == nil { _ = lineEnds.finish(consume) }
        if start.verdict == .undecided {
            // Nothing but whitespace: say so rather than repeat libxml2's "Extra content" message.
            throw XMLParseError(kind: .malformed, message: "the document is empty", position: XMLPosition(line: 1, column: 1))
        }
        if failure == nil {
            _ = xmlParseChunk(context, nil, 0, 1)
        }
        if let failure { throw failure }
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
        record(error)
        xmlStopParser(context)
    }

    /// Keeps `error` when it is the first failure, and records that it happened here in the
    /// stream of events: the handler's thread needs to know which failure came before which event.
    private func record(_ error: any Error) {
        guard failure == nil else { return }
        failure = error
        recorder?.recordFailure(error)
    }

    /// Stops a pipelined parse whose handler has finished (it threw): nothing recorded from now on
    /// will be replayed.
    private func stop(_ context: xmlParserCtxtPtr) {
        if failure == nil { failure = XMLParseCancellation() }
        xmlStopParser(context)
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
        sax.startElementNs = { context, localName, prefix, _, namespaceCount, namespaces, attributeCount, _, attributes in
            guard let localName else { return }
            ParserSession.withSession(context) { session, parser in
                session.startElement(parser, localName, Int(attributeCount), attributes,
                                     prefix: prefix, namespaces: (Int(namespaceCount), namespaces))
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
        sax.startDocument = { context in
            ParserSession.withSession(context) { session, parser in
                session.startDocument(parser)
            }
        }
        sax.comment = { context, text in
            guard let text else { return }
            ParserSession.withSession(context) { session, parser in
                session.comment(parser, text)
            }
        }
        sax.processingInstruction = { context, target, data in
            guard let target else { return }
            ParserSession.withSession(context) { session, parser in
                session.processingInstruction(parser, target, data)
            }
        }
        sax.internalSubset = { context, name, externalID, systemID in
            guard let (session, parser) = ParserSession.session(context) else { return }
            if externalID != nil || systemID != nil {
                session.fail(session.refusal(parser, "a document type declaration naming an external DTD is refused (Interface Builder never writes one)"), context: parser)
            } else {
                session.documentType(parser, name: name.map { String(cString: $0) } ?? "")
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
            guard let (session, parser) = ParserSession.session(context), let error else { return }
            session.recordLibxmlError(error.pointee, parser: parser)
        }
        return sax
    }

    /// Hands a markup event to the handler, in a serial parse (only ever called when it reads
    /// markup, or for the one kind every handler is told of).
    private func deliver(_ markup: XMLMarkup, _ parser: xmlParserCtxtPtr) {
        guard let sink, failure == nil else { return }
        do {
            wantsText = try sink.markup(markup)
        } catch {
            fail(error, context: parser)
        }
    }

    /// libxml2 calls this once the XML declaration, if any, has been read: the context then holds
    /// its version, encoding and standalone flag (`-1` when there was no declaration, `-2` when it
    /// had no standalone flag).
    private func startDocument(_ parser: xmlParserCtxtPtr) {
        guard readsMarkup else { return }
        textRunStart = nil
        let context = parser.pointee
        guard context.standalone != -1 else { return }
        let version = context.version.map { String(cString: $0) } ?? "1.0"
        let encoding = (context.input?.pointee.encoding ?? context.encoding).map { String(cString: $0) }
        let standalone: Bool? = context.standalone == 1 ? true : context.standalone == 0 ? false : nil
        deliver(.declaration(XMLDeclaration(version: version, encoding: encoding, standalone: standalone)), parser)
    }

    /// A DOCTYPE, for every handler: recorded for the handler's thread, or handed to the handler.
    private func documentType(_ parser: xmlParserCtxtPtr, name: String) {
        // The cursor stands after the name (and the blanks after it); nothing between the
        // declaration's `<!` and the cursor holds a `<`.
        let position = ParserSession.startTagPosition(UnsafeMutableRawPointer(parser))
        if let recorded = recorder?.recordDocumentType(name: name, position: position) {
            if !recorded { stop(parser) }
            return
        }
        deliver(.documentType(name: name, position: position), parser)
    }

    private func comment(_ parser: xmlParserCtxtPtr, _ text: UnsafePointer<xmlChar>) {
        // One inside a DOCTYPE's internal subset is part of that declaration, not of the prolog.
        guard readsMarkup, parser.pointee.inSubset == 0 else { return }
        let length = Int(xmlStrlen(text))
        let value = String(decoding: UnsafeBufferPointer(start: text, count: length), as: UTF8.self)
        // A comment's text is handed over as written, so its `<!--` stands exactly its length
        // and the seven bytes of `<!--` and `-->` before the cursor.
        let position = ParserSession.markupPosition(UnsafeMutableRawPointer(parser)) { _, end in end - length - 7 }
        textRunStart = currentPosition(parser)
        deliver(.comment(value, position: position), parser)
    }

    private func processingInstruction(_ parser: xmlParserCtxtPtr, _ target: UnsafePointer<xmlChar>, _ data: UnsafePointer<xmlChar>?) {
        guard readsMarkup, parser.pointee.inSubset == 0 else { return }
        // The data cannot hold `?>`; the last `<?` before the cursor is the instruction's own
        // unless its data holds one.
        let position = ParserSession.markupPosition(UnsafeMutableRawPointer(parser)) { base, end in
            var index = end - 2
            while index >= 0 {
                if base[index] == UInt8(ascii: "<"), base[index + 1] == UInt8(ascii: "?") { return index }
                index -= 1
            }
            return nil
        }
        textRunStart = currentPosition(parser)
        deliver(.processingInstruction(target: String(cString: target), data: data.map { String(cString: $0) } ?? "", position: position), parser)
    }

    private func endElement(_ parser: xmlParserCtxtPtr, _ localName: UnsafePointer<xmlChar>) {
        depth -= 1
        textRunLength = 0
        textScope.leave(localName)
        if readsMarkup { textRunStart = currentPosition(parser) }
        if let recorded = recorder?.recordEnd(name: localName) {
            if !recorded { stop(parser) }
            return
        }
        guard let sink else { return }
        do {
            wantsText = try sink.endElement(name: readsEndElementNames ? names.name(number: names.intern(localName).number) : "")
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
        guard textScope.admitsText, wantsText else { return }
        if readsMarkup, let start = textRunStart {
            textRunStart = nil
            deliver(.textRun(position: start), parser)
            guard failure == nil, wantsText else { return }
        }
        if let recorded = recorder?.recordText(UnsafeBufferPointer(start: bytes, count: count)) {
            if !recorded { stop(parser) }
            return
        }
        guard let sink else { return }
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
        _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?,
        prefix: UnsafePointer<xmlChar>? = nil,
        namespaces: (count: Int, pairs: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?) = (0, nil)
    ) {
        depth += 1
        sawRootElement = true
        textRunLength = 0
        guard depth <= limits.maximumDepth else {
            fail(limitError(parser, "elements nested deeper than \(limits.maximumDepth) levels"), context: parser)
            return
        }
        textScope.enter(localName)
        if readsMarkup {
            // The cursor stands on the tag's `>` (or `/>`, which no text follows before the end tag).
            var after = currentPosition(parser)
            after.column += 1
            textRunStart = after
        }
        if recorder != nil {
            recordStart(parser, localName, attributeCount, attributes)
            return
        }
        guard let sink else { return }
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
        let interned = names.intern(localName)
        let entries = UnsafeBufferPointer(start: attributeEntries, count: collected)
        names.internNames(of: entries)
        var element = XMLStartElement(
            word: Int(interned.word),
            depth: depth,
            // Valid until the next start tag refills the buffer; the handler gets it only for
            // the duration of this call.
            attributes: XMLAttributes(entries: entries, names: names),
            number: interned.number,
            parser: UnsafeMutableRawPointer(parser),
            recordedPosition: XMLPosition(line: 0, column: 0),
            names: names
        )
        if readsMarkup {
            element.prefixes = XMLPrefixes(prefix: prefix, namespaces: namespaces, attributeCount: attributeCount, attributes: attributes)
            // Without declarations libxml2's order is the tag's own.
            if namespaces.count > 0 { element.prefixes?.writtenOrder = WrittenAttributeOrder.names(UnsafeMutableRawPointer(parser)) }
        }
        do {
            wantsText = try sink.startElement(element)
        } catch {
            fail(error, context: parser)
        }
    }

    /// Records a start tag for the handler's thread, with the same checks, in the same order, as
    /// ``startElement(_:_:_:_:)`` makes before calling a handler, and its position worked out now,
    /// while libxml2's buffer still holds the tag.
    private func recordStart(
        _ parser: xmlParserCtxtPtr,
        _ localName: UnsafePointer<xmlChar>,
        _ attributeCount: Int,
        _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    ) {
        var kept = 0
        var valueBytes = 0
        if let attributes {
            for index in 0..<attributeCount {
                let base = attributes + index * 5
                guard base[0] != nil else { continue }
                var count = 0
                if let start = base[3], let end = base[4] { count = end - start }
                guard count <= limits.maximumValueLength else {
                    fail(limitError(parser, "an attribute value longer than \(limits.maximumValueLength) bytes"), context: parser)
                    return
                }
                kept += 1
                valueBytes += count
            }
        }
        let recorded = recorder?.recordStart(
            name: localName,
            depth: depth,
            position: ParserSession.startTagPosition(UnsafeMutableRawPointer(parser)),
            attributes: attributes,
            attributeCount: attributeCount,
            keptAttributes: kept,
            valueBytes: valueBytes
        )
        if recorded == false { stop(parser) }
    }

    /// libxml2 reports the position after the start tag; walk back to its `<` so that diagnostics
    /// point where a reader of the file looks.
    static func startTagPosition(_ context: UnsafeMutableRawPointer) -> XMLPosition {
        // A start tag holds no `<`, so the last one before the cursor is the tag's own.
        markupPosition(context) { base, end in ByteSearch.last(UInt8(ascii: "<"), in: base, from: 0, to: end) }
    }

    /// The position of the byte that `start` finds in libxml2's buffer before its cursor (given the
    /// buffer and the cursor's offset), worked out from the cursor's position; the cursor's own
    /// position when `start` finds nothing.
    static func markupPosition(_ context: UnsafeMutableRawPointer, start: (UnsafePointer<UInt8>, Int) -> Int?) -> XMLPosition {
        let parser = context.assumingMemoryBound(to: xmlParserCtxt.self)
        guard let input = parser.pointee.input, let current = input.pointee.cur, let base = input.pointee.base else {
            guard let input = parser.pointee.input else { return XMLPosition(line: 1, column: 1) }
            return XMLPosition(line: max(1, Int(input.pointee.line)), column: max(1, Int(input.pointee.col)))
        }
        var line = Int(input.pointee.line)
        var column = Int(input.pointee.col)
        let end = current - base
        guard end > 0, let less = start(base, end), less >= 0, less < end else {
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

    /// libxml2's messages for its own size limits.
    static let libxmlLimitMessages = ["Huge input lookup", "AttValue length too long", "huge text node"]

    /// What a code point XML 1.0 refuses is: a control character, a surrogate, a non-character.
    static func characterKind(_ value: UInt32) -> String {
        switch value {
        case 0..<0x20: "a control character"
        case 0xD800...0xDFFF: "a surrogate"
        case 0xFFFE, 0xFFFF: "a non-character"
        case 0x110000...: "beyond Unicode"
        default: "a character"
        }
    }

    /// What to say instead of libxml2's message for an error before the root element, or `nil`
    /// to keep libxml2's: a document that holds nothing but an XML declaration (libxml2: "Extra
    /// content at the end of the document"), binary bytes where the root element should begin
    /// ("Document is empty"), or a declaration without a version (`<?xml?>`, which libxml2 reads
    /// as a processing instruction with a reserved name).
    private func beforeRootMessage(_ error: xmlError, parser: xmlParserCtxtPtr) -> String? {
        guard !sawRootElement else { return nil }
        switch Int(error.code) {
        case Int(XML_ERR_DOCUMENT_EMPTY.rawValue), Int(XML_ERR_DOCUMENT_END.rawValue):
            if let input = parser.pointee.input, let current = input.pointee.cur, let end = input.pointee.end, current < end {
                let byte = current.pointee
                let isBinary = byte == 0x7F || byte >= 0x80 || (byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D)
                if isBinary {
                    return "not an XML document: binary data where the root element should begin (a binary file?)"
                }
            }
            return "the document has no root element"
        case Int(XML_ERR_RESERVED_XML_NAME.rawValue):
            return "an XML declaration must come first in the document and name its version (<?xml version=\"1.0\" encoding=\"UTF-8\"?>, as Interface Builder writes it)"
        default:
            return nil
        }
    }

    private func recordLibxmlError(_ error: xmlError, parser: xmlParserCtxtPtr) {
        guard failure == nil, error.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
        var message = error.message.map { String(cString: $0) } ?? "malformed XML"
        while message.last?.isWhitespace == true { message.removeLast() }
        // Some of libxml2's messages span lines ("...indicate encoding !\nBytes: 0xC3 0x28");
        // a diagnostic is one line.
        message = message.split(whereSeparator: \.isNewline).joined(separator: " ")
        // libxml2's own size limits (10 MB without the huge switch) trip before a value reaches
        // this reader's checks: report them as the reader limit they are.
        if ParserSession.libxmlLimitMessages.contains(where: { message.contains($0) }) {
            record(XMLParseError(
                kind: .limit,
                message: "document exceeds a reader limit: an attribute value or text longer than \(limits.maximumValueLength) bytes (libxml2: \(message))",
                position: XMLPosition(line: max(1, Int(error.line)), column: max(1, Int(error.int2)))
            ))
            return
        }
        if let clearer = beforeRootMessage(error, parser: parser) {
            message = clearer
        }
        // A character reference to a non-character (U+FFFE, U+FFFF) or a control character is
        // named for what it is, with its code point.
        if message.hasPrefix("xmlParseCharRef: invalid xmlChar value "), let value = UInt32(message.dropFirst("xmlParseCharRef: invalid xmlChar value ".count)) {
            message = "a character reference to U+\(String(value, radix: 16, uppercase: true)), \(ParserSession.characterKind(value)), which XML 1.0 does not allow"
        }
        record(XMLParseError(
            kind: .malformed,
            message: message,
            position: XMLPosition(line: max(1, Int(error.line)), column: max(1, Int(error.int2)))
        ))
    }
}
