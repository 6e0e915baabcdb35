/// A file opened once with its first chunk read ahead: a caller looks at the start (``head``),
/// say to choose a handler by the root element, and then parses the whole file from the same
/// open, each byte read from the file once.
package final class OpenedXMLFile: Sendable {
    /// The path the file was opened by; it names the file in libxml2's messages.
    package let path: String
    /// The file's first chunk (``XMLReaderLimits/chunkSize`` bytes, or all of a smaller file).
    package let head: [UInt8]
    /// Whether ``head`` is the whole file.
    package let isComplete: Bool
    private let source: FileSource

    /// Opens `path` (refusing what is not a regular file, as ``XMLStreamReader`` does) and reads its
    /// first chunk.
    ///
    /// - Throws: ``XMLParseError`` when the file cannot be opened or read.
    package init(path: String, limits: XMLReaderLimits = .default) throws {
        let source = try FileSource(path: path)
        var head: [UInt8] = []
        do {
            try source.forEachChunk(size: limits.chunkSize) { chunk in
                head = Array(chunk)
                return false
            }
        } catch {
            source.close()
            throw error
        }
        self.path = path
        self.source = source
        self.head = head
        self.isComplete = head.count >= source.size
    }

    deinit {
        source.close()
    }

    /// The whole file's bytes, ``head`` first and then the rest as it is read: for a caller that
    /// parses one read more than once. Call it once, instead of ``parse(handler:limits:)``.
    ///
    /// - Throws: ``XMLParseError`` when the file cannot be read.
    package func bytes(limits: XMLReaderLimits = .default) throws -> [UInt8] {
        var bytes = head
        bytes.reserveCapacity(max(source.size, head.count))
        try source.forEachChunk(size: limits.chunkSize) { chunk in
            bytes.append(contentsOf: chunk)
            return true
        }
        return bytes
    }

    /// Parses the whole file, ``head`` first and then the rest as it is read; call it once.
    ///
    /// - Throws: ``XMLParseError`` for unreadable or malformed input, or whatever `handler` throws.
    package func parse<Handler: XMLEventHandler>(handler: inout Handler, limits: XMLReaderLimits = .default) throws {
        let head = self.head
        let source = self.source
        let produce: PipelinedParse.Producer = { feed in
            if !head.isEmpty {
                guard try head.withUnsafeBufferPointer({ try feed($0) }) else { return }
            }
            try source.forEachChunk(size: limits.chunkSize, feed)
        }
        try XMLStreamReader.parse(size: source.size, name: path, produce: produce, handler: &handler, limits: limits)
    }
}
