#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Streams an XML document to an ``XMLEventHandler`` through libxml2's SAX2 push parser.
///
/// Large inputs are parsed on two threads (see ``XMLReaderThreading``), with no difference the
/// handler can see.
///
/// The file is read in chunks of ``XMLReaderLimits/chunkSize`` bytes, so no input size needs
/// libxml2's huge-input switch and its protections stay on. The parser never touches the network
/// (`XML_PARSE_NONET`), never substitutes entities and never loads a DTD: a document type
/// declaration with an external identifier or an entity declaration is refused outright, since
/// Interface Builder never writes one.
package enum XMLStreamReader {
    /// Parses the file at `path`.
    ///
    /// - Throws: ``XMLParseError`` for unreadable or malformed input, or whatever `handler` throws.
    /// `firstChunk`, when given, sees the file's first chunk before the parser does: what the
    /// caller needs of the raw bytes, read in the same pass.
    package static func parse<Handler: XMLEventHandler>(
        file path: String,
        handler: inout Handler,
        limits: XMLReaderLimits = .default,
        firstChunk: (@Sendable (UnsafeBufferPointer<UInt8>) -> Void)? = nil
    ) throws {
        let source = try FileSource(path: path)
        defer { source.close() }
        let produce: PipelinedParse.Producer = { feed in
            var first = firstChunk
            try source.forEachChunk(size: limits.chunkSize) { chunk in
                first?(chunk)
                first = nil
                return try feed(chunk)
            }
        }
        try parse(size: source.size, name: path, produce: produce, handler: &handler, limits: limits)
    }

    /// Parses an in-memory document; `name` appears in libxml2's messages only.
    package static func parse<Handler: XMLEventHandler>(
        bytes: [UInt8],
        name: String = "<memory>",
        handler: inout Handler,
        limits: XMLReaderLimits = .default
    ) throws {
        let produce: PipelinedParse.Producer = { feed in
            try bytes.withUnsafeBufferPointer { buffer in
                var offset = 0
                while offset < buffer.count {
                    let count = min(limits.chunkSize, buffer.count - offset)
                    guard try feed(UnsafeBufferPointer(rebasing: buffer[offset..<offset + count])) else { return }
                    offset += count
                }
            }
        }
        try parse(size: bytes.count, name: name, produce: produce, handler: &handler, limits: limits)
    }

    /// Parses on two threads when the limits' threading asks for it at this size and a thread can
    /// be started, else on the calling thread alone.
    static func parse<Handler: XMLEventHandler>(
        size: Int,
        name: String,
        produce: @escaping PipelinedParse.Producer,
        handler: inout Handler,
        limits: XMLReaderLimits
    ) throws {
        if !Handler.readsMarkup, limits.threading.pipelines(inputSize: size),
           try PipelinedParse.run(handler: &handler, limits: limits, displayName: name, produce: produce) {
            return
        }
        let box = HandlerBox(handler)
        defer { handler = box.handler }
        try ParserSession.run(sink: box, limits: limits, displayName: name, produce: produce)
    }
}

/// Keeps the generic handler behind one class-bound protocol, so the C callbacks need no generics.
///
/// `handler` is `@exclusivity(unchecked)`: only the parser's callbacks reach it, one at a time, and
/// a dynamic check around each event would cost as much as a small handler's work.
final class HandlerBox<Handler: XMLEventHandler>: XMLEventSink {
    @exclusivity(unchecked) var handler: Handler

    init(_ handler: Handler) { self.handler = handler }

    var wantsText: Bool { handler.wantsText }
    var vocabulary: XMLVocabulary { Handler.vocabulary }
    var readsEndElementNames: Bool { Handler.readsEndElementNames }
    var textElements: [String]? { Handler.textElements }
    var readsMarkup: Bool { Handler.readsMarkup }
    func markup(_ markup: XMLMarkup) throws -> Bool { try handler.markupThenInterest(markup) }
    func startElement(_ element: XMLStartElement) throws -> Bool { try handler.startElementThenInterest(element) }
    func text(_ text: String) throws -> Bool { try handler.textThenInterest(text) }
    func endElement(name: String) throws -> Bool { try handler.endElementThenInterest(name) }
}

/// Each event followed by ``XMLEventHandler/wantsText``, both on the handler in place.
///
/// Reading `wantsText` straight off the box's generic property would copy the whole handler (an
/// importer with all its state) on every event, since the box's code is not specialized for the
/// importer's type; inside a `mutating` method `self` is an address and nothing is copied.
extension XMLEventHandler {
    mutating func startElementThenInterest(_ element: XMLStartElement) throws -> Bool {
        try startElement(element)
        return wantsText
    }

    mutating func textThenInterest(_ text: String) throws -> Bool {
        try self.text(text)
        return wantsText
    }

    mutating func markupThenInterest(_ markup: XMLMarkup) throws -> Bool {
        try self.markup(markup)
        return wantsText
    }

    mutating func endElementThenInterest(_ name: String) throws -> Bool {
        try endElement(name: name)
        return wantsText
    }
}

/// The handler as the session sees it. Each event returns the handler's ``XMLEventHandler/wantsText``
/// as it stands after the event: a handler changes only inside its own event methods, so the
/// session can answer "does it want this text?" without a dynamic call per piece of whitespace.
protocol XMLEventSink: AnyObject {
    var wantsText: Bool { get }
    var vocabulary: XMLVocabulary { get }
    var readsEndElementNames: Bool { get }
    var textElements: [String]? { get }
    var readsMarkup: Bool { get }
    func markup(_ markup: XMLMarkup) throws -> Bool
    func startElement(_ element: XMLStartElement) throws -> Bool
    func text(_ text: String) throws -> Bool
    func endElement(name: String) throws -> Bool
}

/// A file opened for reading with plain POSIX calls (Foundation is not needed down here).
struct FileSource {
    let descriptor: Int32
    let path: String
    /// The size when opened, which decides whether the parse is pipelined.
    let size: Int

    /// Opens `path` for reading, refusing whatever is not a regular file.
    ///
    /// The file is opened without blocking, because a FIFO without a writer (or a device) would
    /// otherwise hold `open` forever, and what was opened is judged by its descriptor: a check of
    /// the path before opening it could be answered by one object and the open by another put in
    /// its place.
    init(path: String) throws {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw XMLParseError(kind: .io, message: "cannot open file: \(FileSource.errorText())", position: nil)
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let reason = FileSource.errorText()
            _ = closeFile(descriptor)
            throw XMLParseError(kind: .io, message: "cannot read file: \(reason)", position: nil)
        }
        let type = status.st_mode & S_IFMT
        guard type == S_IFREG else {
            _ = closeFile(descriptor)
            let message = type == S_IFDIR ? "cannot read: it is a directory, not a file"
                : "cannot read: not a regular file (\(FileSource.typeName(type)))"
            throw XMLParseError(kind: .io, message: message, position: nil)
        }
        // Reading a regular file never blocks; the flag goes so that reads behave as they always do.
        let flags = fcntl(descriptor, F_GETFL)
        if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
        self.descriptor = descriptor
        self.path = path
        self.size = Int(status.st_size)
        InputReads.record(path)
    }

    /// The text of the current `errno`.
    static func errorText() -> String {
        String(cString: strerror(errno))
    }

    /// What a file of type `type` (`st_mode & S_IFMT`) is, for a message.
    static func typeName(_ type: mode_t) -> String {
        switch type {
        case S_IFIFO: "a FIFO"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        case S_IFLNK: "a symbolic link"
        default: "not a file"
        }
    }

    /// Reads the file in chunks of `size` bytes, passing each to `body` until the end or until
    /// `body` returns `false`.
    func forEachChunk(size: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> Bool) throws {
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(size, 4096))
        defer { buffer.deallocate() }
        while true {
            let count = read(descriptor, buffer.baseAddress, buffer.count)
            if count < 0 {
                if errno == EINTR { continue }
                throw XMLParseError(kind: .io, message: "cannot read file: \(FileSource.errorText())", position: nil)
            }
            if count == 0 { return }
            guard try body(UnsafeBufferPointer(rebasing: buffer[0..<count])) else { return }
        }
    }

    func close() {
        _ = closeFile(descriptor)
    }
}

#if canImport(Glibc)
private let closeFile = Glibc.close
#elseif canImport(Darwin)
private let closeFile = Darwin.close
#endif
