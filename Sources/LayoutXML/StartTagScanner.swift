/// Counts the attributes of each start tag in the raw bytes, before libxml2 sees them.
///
/// libxml2 2.9 checks each attribute of a start tag against all the earlier ones, so one tag with
/// 100,000 attributes (1.5 MB) takes half a minute, and the check is over before any SAX callback
/// could stop it. Interface Builder writes at most about 20 attributes per element; refusing a tag
/// with more than ``XMLReaderLimits/maximumAttributes`` keeps that cost bounded.
///
/// The scan relies on one fact of well-formed XML: `<` never appears inside an attribute value. So
/// every `<` starts a fresh count, whatever state the scanner was in, and inside a real start tag
/// the count of `=` outside quotes is exact. Comments, CDATA and processing instructions are not
/// told apart: one holding a `<` followed by more `=` signs than the limit before any `>` would be
/// refused too, which Interface Builder never writes.
///
/// The scanner runs over every byte of every document, so it must cost little next to libxml2's own
/// pass: spans from `<` to `<` too short to hold more than the limit of equals signs are stepped
/// over many at a time (see `skipShortTags`); in the rest, text between tags and attribute values
/// are skipped with `memchr` (a value is also searched for `<`, to keep the fresh-count rule), only
/// the short stretches of names between values are walked byte by byte, and lines and columns are
/// not tracked per byte. A chunk's newlines are counted once at its end (from newline to newline
/// with `memchr`), and a tag's line and column are worked out only when it is refused, or when it
/// is still open at the end of a chunk (once per chunk).
struct StartTagScanner {
    /// Where a tag crossed the limit: the offset of its `<` in the chunk (0 when the tag began in an
    /// earlier chunk), and its line and column.
    struct Violation {
        var offset: Int
        var position: XMLPosition
    }

    let maximumAttributes: Int
    private var inTag = false
    private var quote: UInt8 = 0
    private var equals = 0
    /// Newlines in the earlier chunks.
    private var linesBefore = 0
    /// Bytes after the last newline of the earlier chunks.
    private var columnCarry = 0
    /// The position of a tag still open at the end of the previous chunk.
    private var openTagPosition = XMLPosition(line: 1, column: 1)

    init(maximumAttributes: Int) {
        self.maximumAttributes = maximumAttributes
    }

    /// Scans the next chunk of the document.
    mutating func scan(_ chunk: UnsafeBufferPointer<UInt8>) -> Violation? {
        guard let base = chunk.baseAddress, !chunk.isEmpty else { return nil }
        let count = chunk.count
        // The offset of the current tag's `<` in this chunk, or nil when it began earlier.
        var tagOffset: Int?
        var index = 0
        scanning: while index < count {
            if !inTag {
                guard let found = ByteSearch.first(UInt8(ascii: "<"), in: base, from: index, to: count) else { break }
                index = skipShortTags(from: found, in: base, count: count)
            } else if quote != 0 {
                let end = ByteSearch.first(quote, in: base, from: index, to: count) ?? count
                if let less = ByteSearch.first(UInt8(ascii: "<"), in: base, from: index, to: end) {
                    index = less
                } else {
                    if end == count { break }
                    quote = 0
                    index = end + 1
                    continue
                }
            }
            var byte = base[index]
            // Inside a tag, outside values: letters of names and spaces are most of the bytes, and
            // none of them matters (every byte that does is at most `>`).
            while byte > UInt8(ascii: ">") || byte == UInt8(ascii: " ") {
                index += 1
                guard index < count else { break scanning }
                byte = base[index]
            }
            if byte == UInt8(ascii: "<") {
                inTag = true
                quote = 0
                equals = 0
                tagOffset = index
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "=") {
                equals += 1
                if equals > maximumAttributes {
                    let offset = tagOffset ?? 0
                    let tagPosition = tagOffset.map { self.position(at: $0, in: base) } ?? openTagPosition
                    return Violation(offset: offset, position: tagPosition)
                }
            } else if byte == UInt8(ascii: ">") {
                inTag = false
            }
            index += 1
        }
        if inTag, let tagOffset {
            // The chunk's newlines counted once: those before the open tag place it, the rest follow.
            let before = StartTagScanner.newlines(in: UnsafeBufferPointer(start: base, count: tagOffset))
            openTagPosition = position(at: tagOffset, in: base, newlinesBefore: before)
            let after = StartTagScanner.newlines(in: UnsafeBufferPointer(start: base + tagOffset, count: count - tagOffset))
            advance(over: base, count: count, newlines: before + after)
        } else {
            advance(over: base, count: count, newlines: StartTagScanner.newlines(in: UnsafeBufferPointer(start: base, count: count)))
        }
        return nil
    }

    /// The first `<` from `start` (a `<`) on that could begin a tag over the limit, or the last
    /// `<` of the chunk when that tag may run into the next chunk.
    ///
    /// A start tag cannot hold a `<`, so a tag lies between its `<` and the next one, and a span of
    /// at most `maximumAttributes + 1` bytes from `<` to `<` cannot hold more than
    /// `maximumAttributes` equals signs. Interface Builder's tags are a few dozen bytes, so one
    /// `memrchr` over such a window steps over every tag in it at once: the last `<` in the window
    /// ends every span that starts before it. A longer span (a label with a dozen attributes) is
    /// stepped over when it holds no more equals signs than the limit at all, quoted or not; only
    /// a span with more, or one cut by the chunk's end, is left to the byte-wise scan, which counts
    /// exactly as before.
    private func skipShortTags(from start: Int, in base: UnsafePointer<UInt8>, count: Int) -> Int {
        let window = maximumAttributes + 1
        var index = start
        while true {
            let windowEnd = min(index + 1 + window, count)
            if let last = ByteSearch.last(UInt8(ascii: "<"), in: base, from: index + 1, to: windowEnd) {
                index = last
                continue
            }
            guard windowEnd < count,
                  let next = ByteSearch.first(UInt8(ascii: "<"), in: base, from: windowEnd, to: count),
                  ByteSearch.count(UInt8(ascii: "="), in: base, from: index + 1, to: next, limit: maximumAttributes) <= maximumAttributes
            else { return index }
            index = next
        }
    }

    /// Line and column of the byte at `offset` in the current chunk.
    private func position(at offset: Int, in base: UnsafePointer<UInt8>) -> XMLPosition {
        position(at: offset, in: base, newlinesBefore: StartTagScanner.newlines(in: UnsafeBufferPointer(start: base, count: offset)))
    }

    /// Line and column of the byte at `offset`, with the chunk's newlines before it already counted.
    private func position(at offset: Int, in base: UnsafePointer<UInt8>, newlinesBefore newlines: Int) -> XMLPosition {
        let prefix = UnsafeBufferPointer(start: base, count: offset)
        guard newlines > 0, let last = prefix.lastIndex(of: UInt8(ascii: "\n")) else {
            return XMLPosition(line: linesBefore + 1, column: columnCarry + offset + 1)
        }
        return XMLPosition(line: linesBefore + newlines + 1, column: offset - last)
    }

    /// Moves the line bookkeeping past a whole chunk holding `newlines` newlines.
    private mutating func advance(over base: UnsafePointer<UInt8>, count: Int, newlines: Int) {
        let chunk = UnsafeBufferPointer(start: base, count: count)
        if newlines > 0, let last = chunk.lastIndex(of: UInt8(ascii: "\n")) {
            linesBefore += newlines
            columnCarry = count - 1 - last
        } else {
            columnCarry += count
        }
    }

    /// Lines of Interface Builder's XML are tens of bytes long, so hopping from newline to newline
    /// with `memchr` costs far less than testing every byte.
    private static func newlines(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        return ByteSearch.count(UInt8(ascii: "\n"), in: base, from: 0, to: bytes.count)
    }
}
