internal import CLibXML2

/// The baseline for benchmarks: libxml2's SAX2 push parser over a file with one callback that only
/// counts elements, fed the same way as ``XMLStreamReader``, so that "ours / raw" isolates what the
/// importers add.
package enum XMLElementCounter {
    /// Counts the elements of the file at `path`.
    package static func countElements(file path: String, chunkSize: Int = XMLReaderLimits.default.chunkSize) throws -> Int {
        let source = try FileSource(path: path)
        defer { source.close() }
        ParserSession.initializeLibxml()
        let silenced = LibxmlErrorSilencer()
        defer { silenced.restore() }
        var sax = xmlSAXHandler()
        sax.initialized = XML_SAX2_MAGIC
        sax.startElementNs = { context, _, _, _, _, _, _, _, _ in
            guard let context else { return }
            let parser = context.assumingMemoryBound(to: xmlParserCtxt.self)
            parser.pointee._private?.assumingMemoryBound(to: Int.self).pointee += 1
        }
        guard let context = xmlCreatePushParserCtxt(&sax, nil, nil, 0, path) else {
            throw XMLParseError(kind: .io, message: "libxml2 could not create a parser", position: nil)
        }
        defer { ParserSession.free(context) }
        xmlCtxtUseOptions(context, ParserSession.options)
        let counter = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        counter.initialize(to: 0)
        defer { counter.deallocate() }
        context.pointee._private = UnsafeMutableRawPointer(counter)
        try source.forEachChunk(size: chunkSize) { chunk in
            chunk.withMemoryRebound(to: CChar.self) { bytes in
                _ = xmlParseChunk(context, bytes.baseAddress, Int32(bytes.count), 0)
            }
            return context.pointee.disableSAX == 0
        }
        _ = xmlParseChunk(context, nil, 0, 1)
        guard context.pointee.wellFormed != 0 else {
            throw XMLParseError(kind: .malformed, message: "the document is not well-formed", position: nil)
        }
        return counter.pointee
    }
}
