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
    private var line = 1
    private var column = 1
    private var tagLine = 1
    private var tagColumn = 1

    init(maximumAttributes: Int) {
        self.maximumAttributes = maximumAttributes
    }

    /// Scans the next chunk of the document.
    mutating func scan(_ chunk: UnsafeBufferPointer<UInt8>) -> Violation? {
        var tagOffset = 0
        for index in chunk.indices {
            let byte = chunk[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
                continue
            }
            defer { column += 1 }
            if byte == UInt8(ascii: "<") {
                inTag = true
                quote = 0
                equals = 0
                tagOffset = index
                tagLine = line
                tagColumn = column
                continue
            }
            guard inTag else { continue }
            if quote != 0 {
                if byte == quote { quote = 0 }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "=") {
                equals += 1
                if equals > maximumAttributes {
                    return Violation(offset: tagOffset, position: XMLPosition(line: tagLine, column: tagColumn))
                }
            } else if byte == UInt8(ascii: ">") {
                inTag = false
            }
        }
        return nil
    }
}
