/// Turns each carriage return that does not begin a CR LF pair into a line feed before libxml2
/// sees the bytes, so that every position it reports counts lines the way an editor does.
///
/// libxml2 counts a line at each line feed only: in a document whose lines end with a carriage
/// return alone (classic Mac OS), every tag is on line 1 at a column in the thousands. XML 1.0
/// (section 2.11) makes a parser read such a carriage return as a line feed anyway, so translating
/// it first changes nothing the handler sees but the positions; and since one byte replaces one
/// byte, offsets into the file stay what they were.
///
/// Only documents in an encoding where a byte 0x0D is always a carriage return are translated:
/// UTF-8 and the other ASCII-compatible encodings. A UTF-16 or UTF-32 document (told by its first
/// two bytes: a byte order mark, or a zero byte) is passed on untouched, since 0x0D is there a half of
/// many characters.
struct LineEndNormalizer {
    private enum Encoding { case undecided, asciiCompatible, wide }

    private var encoding = Encoding.undecided
    private var firstByte: UInt8?
    /// A carriage return that ended the previous chunk: whether it is half of a CR LF pair is
    /// known only from the next chunk's first byte.
    private var heldReturn = false
    /// The translated copy of a chunk that holds a lone carriage return, reused from chunk to chunk.
    private var scratch: [UInt8] = []

    private static let carriageReturn = UInt8(ascii: "\r")
    private static let lineFeed = UInt8(ascii: "\n")

    /// Passes `chunk` on to `feed`, translated, in one or more pieces (a carriage return at its
    /// end is held back until the next chunk or ``finish(_:)``); returns `false` as soon as
    /// `feed` does.
    mutating func pass(_ chunk: UnsafeBufferPointer<UInt8>, to feed: (UnsafeBufferPointer<UInt8>) throws -> Bool) rethrows -> Bool {
        guard !chunk.isEmpty else { return true }
        decideEncoding(chunk)
        if encoding == .wide {
            if heldReturn {
                heldReturn = false
                guard try LineEndNormalizer.feedByte(LineEndNormalizer.carriageReturn, to: feed) else { return false }
            }
            return try feed(chunk)
        }
        if heldReturn {
            heldReturn = false
            let byte = chunk[0] == LineEndNormalizer.lineFeed ? LineEndNormalizer.carriageReturn : LineEndNormalizer.lineFeed
            guard try LineEndNormalizer.feedByte(byte, to: feed) else { return false }
        }
        var end = chunk.count
        if chunk[end - 1] == LineEndNormalizer.carriageReturn {
            heldReturn = true
            end -= 1
        }
        let body = UnsafeBufferPointer(rebasing: chunk[0..<end])
        guard end > 0, let base = body.baseAddress else { return true }
        // Carriage returns are found with memchr; the chunk is copied only when one stands alone
        // (a CR LF document is passed on as it is).
        var copied = false
        var from = 0
        while let index = ByteSearch.first(LineEndNormalizer.carriageReturn, in: base, from: from, to: end) {
            from = index + 1
            guard index + 1 == end || base[index + 1] != LineEndNormalizer.lineFeed else { continue }
            if !copied {
                scratch.removeAll(keepingCapacity: true)
                scratch.append(contentsOf: body)
                copied = true
            }
            scratch[index] = LineEndNormalizer.lineFeed
        }
        guard copied else { return try feed(body) }
        return try scratch.withUnsafeBufferPointer { try feed($0) }
    }

    /// Passes on a carriage return still held at the end of the document, as the line feed it is.
    mutating func finish(_ feed: (UnsafeBufferPointer<UInt8>) throws -> Bool) rethrows -> Bool {
        guard heldReturn else { return true }
        heldReturn = false
        return try LineEndNormalizer.feedByte(encoding == .wide ? LineEndNormalizer.carriageReturn : LineEndNormalizer.lineFeed, to: feed)
    }

    /// Decides from the document's first two bytes, once both have been seen.
    private mutating func decideEncoding(_ chunk: UnsafeBufferPointer<UInt8>) {
        guard encoding == .undecided else { return }
        guard let first = firstByte else {
            firstByte = chunk[0]
            if chunk.count > 1 { encoding = LineEndNormalizer.encoding(chunk[0], chunk[1]) }
            return
        }
        encoding = LineEndNormalizer.encoding(first, chunk[0])
    }

    private static func encoding(_ first: UInt8, _ second: UInt8) -> Encoding {
        first == 0x00 || first == 0xFE || first == 0xFF || second == 0x00 ? .wide : .asciiCompatible
    }

    private static func feedByte(_ byte: UInt8, to feed: (UnsafeBufferPointer<UInt8>) throws -> Bool) rethrows -> Bool {
        var byte = byte
        return try withUnsafePointer(to: &byte) { try feed(UnsafeBufferPointer(start: $0, count: 1)) }
    }
}
