internal import CLibXML2

/// A parse on two threads (see ``XMLReaderThreading``): libxml2 and a ``ParserSession`` recording
/// events on a second thread, the handler called on this one as the recorded events arrive.
///
/// Text: whether the handler wants the next piece of text is known only on the handler's thread,
/// after it has handled the previous event, so the parsing thread records every piece that the
/// handler's declared ``XMLEventHandler/textElements`` admit (see ``TextScope``; it counts every
/// piece against the length limit anyway), and the replay asks ``XMLEventHandler/wantsText``
/// exactly where the serial reader asks it: after each event, before each piece. A handler that
/// leaves `textElements` at `nil` is offered all text, and every whitespace run between tags is
/// copied for it.
///
/// Errors: the first failure on the parsing thread (libxml2's, a limit, a refusal) is recorded at
/// its place among the events, because libxml2 goes on calling back after some errors (an undefined
/// namespace prefix) and a serial parse keeps delivering those events and keeps that failure over a
/// handler error raised after it. A handler error cancels the queue, which stops the parsing
/// thread at its next hand-over.
///
/// Everything the handler's thread touches is its own: the handler, the ``ParseNames``, and the
/// chunks it has received. The parsing thread owns the session, the recorder and libxml2's
/// context until it finishes; the context is made and freed here, after that thread is joined,
/// because the recorded names point into its dictionary.
enum PipelinedParse {
    /// Bytes per chunk of recorded events: a few hundred start tags, small enough to stay in a
    /// shared cache between the two threads, large enough that handing one over is rare.
    static let chunkCapacity = 256 * 1024
    /// Chunks that may wait at once; with the one being filled and the one being replayed, what
    /// bounds the memory the recorded events take.
    static let queueDepth = 4

    /// A document's bytes, fed from the parsing thread.
    typealias Producer = @Sendable ((UnsafeBufferPointer<UInt8>) throws -> Bool) throws -> Void

    /// Parses on two threads; returns `false`, having read nothing, when no thread can be started.
    static func run<Handler: XMLEventHandler>(
        handler: inout Handler,
        limits: XMLReaderLimits,
        displayName: String,
        produce: @escaping Producer
    ) throws -> Bool {
        ParserSession.initializeLibxml()
        let silenced = LibxmlErrorSilencer()
        defer { silenced.restore() }
        let names = ParseNames(vocabulary: Handler.vocabulary)
        let context = try ParserSession.makeContext(displayName: displayName)
        defer { ParserSession.free(context) }
        let queue = EventChunkQueue(depth: queueDepth, chunkCapacity: chunkCapacity)
        let producer = Producing(
            session: ParserSession(recorder: EventRecorder(queue: queue), names: ParseNames(vocabulary: .empty),
                                   textScope: TextScope(elements: Handler.textElements, in: context), limits: limits),
            context: context,
            produce: produce
        )
        guard let thread = ParsingThread.start({ producer.run() }) else { return false }
        // Runs before the context is freed (defers run last first): the parsing thread must be done.
        defer {
            queue.cancel()
            thread.join()
        }
        try replay(queue, names: names, handler: &handler)
        return true
    }

    /// The parsing thread's work.
    ///
    /// `@unchecked Sendable`: it is made on the handler's thread, handed to the parsing thread at its
    /// start, and from then on only that thread uses the session, the recorder and the context,
    /// until the handler's thread joins it; the queue they send to is itself thread-safe.
    private final class Producing: @unchecked Sendable {
        let session: ParserSession
        let context: xmlParserCtxtPtr
        let produce: Producer

        init(session: ParserSession, context: xmlParserCtxtPtr, produce: @escaping Producer) {
            self.session = session
            self.context = context
            self.produce = produce
        }

        func run() {
            // libxml2 reports some errors to a per-thread handler, so this thread needs its own silencer.
            let silenced = LibxmlErrorSilencer()
            defer { silenced.restore() }
            let result = Result { try session.parse(context, produce: produce) }
            session.recorder?.finish(result)
        }
    }

    /// Calls the handler with each recorded event, as a serial parse would have, and throws what a
    /// serial parse would have thrown: the first failure before the event the handler threw at, else
    /// the handler's error, else the parse's outcome.
    private static func replay<Handler: XMLEventHandler>(_ queue: EventChunkQueue, names: ParseNames, handler: inout Handler) throws {
        var wantsText = handler.wantsText
        let readsEndElementNames = Handler.readsEndElementNames
        var failure: (any Error)?
        while let chunk = queue.receive() {
            var record = UnsafeRawPointer(chunk.storage)
            let end = record + chunk.used
            do {
                while record < end {
                    switch record.load(as: UInt32.self) {
                    case EventRecord.start:
                        let interned = names.intern(record.load(fromByteOffset: 24, as: UnsafePointer<UInt8>.self))
                        let entries = UnsafeBufferPointer(
                            start: (record + EventRecord.startHeaderSize).assumingMemoryBound(to: XMLAttributeEntry.self),
                            count: Int(record.load(fromByteOffset: 4, as: UInt32.self))
                        )
                        names.internNames(of: entries)
                        let element = XMLStartElement(
                            word: Int(interned.word),
                            depth: Int(record.load(fromByteOffset: 8, as: Int32.self)),
                            attributes: XMLAttributes(entries: entries, names: names),
                            number: interned.number,
                            parser: nil,
                            recordedPosition: XMLPosition(
                                line: Int(record.load(fromByteOffset: 12, as: Int32.self)),
                                column: Int(record.load(fromByteOffset: 16, as: Int32.self))
                            ),
                            names: names
                        )
                        wantsText = try handler.startElementThenInterest(element)
                        record += record.load(fromByteOffset: 32, as: Int.self)
                    case EventRecord.end:
                        let name = readsEndElementNames
                            ? names.name(number: names.intern(record.load(fromByteOffset: 8, as: UnsafePointer<UInt8>.self)).number)
                            : ""
                        wantsText = try handler.endElementThenInterest(name)
                        record += EventRecord.endSize
                    case EventRecord.text:
                        let count = record.load(fromByteOffset: 8, as: Int.self)
                        if wantsText {
                            let bytes = UnsafeBufferPointer(start: (record + EventRecord.textHeaderSize).assumingMemoryBound(to: UInt8.self), count: count)
                            wantsText = try handler.textThenInterest(String(decoding: bytes, as: UTF8.self))
                        }
                        record += EventRecord.textHeaderSize + EventRecord.aligned(count)
                    case EventRecord.documentType:
                        let count = record.load(fromByteOffset: 16, as: Int.self)
                        let bytes = UnsafeBufferPointer(start: (record + EventRecord.documentTypeHeaderSize).assumingMemoryBound(to: UInt8.self), count: count)
                        let position = XMLPosition(
                            line: Int(record.load(fromByteOffset: 8, as: Int32.self)),
                            column: Int(record.load(fromByteOffset: 12, as: Int32.self))
                        )
                        wantsText = try handler.markupThenInterest(.documentType(name: String(decoding: bytes, as: UTF8.self), position: position))
                        record += EventRecord.documentTypeHeaderSize + EventRecord.aligned(count)
                    default:
                        // The failure record: a serial parse would keep this failure over a handler
                        // error raised by any later event.
                        failure = chunk.failure
                        record += EventRecord.failureSize
                    }
                }
            } catch {
                queue.cancel()
                throw failure ?? error
            }
            queue.recycle(chunk)
        }
        try queue.result.get()
    }
}
