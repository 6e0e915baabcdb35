/// Looks at the first bytes of a document, across chunks, to tell "not XML at all" apart from
/// malformed XML before libxml2 does: libxml2 reports a binary file as "Document is empty" and an
/// empty one as "Extra content at the end of the document", which mislead a reader.
struct XMLStartCheck {
    enum Verdict: Equatable {
        /// Only a byte order mark and whitespace so far (or nothing).
        case undecided
        /// Starts like XML (`<`, or UTF-16 text that libxml2 decodes itself).
        case xml
        /// The first significant byte is not `<`: a binary or plain-text file.
        case notXML(XMLPosition)
        /// UTF-32 text (by its byte order mark, or `<` as four bytes), which libxml2 cannot read:
        /// it would say "Document is empty".
        case utf32
    }

    /// The four-byte starts of a UTF-32 document: byte order marks, and `<` without one.
    private static let utf32Starts: [[UInt8]] = [
        [0x00, 0x00, 0xFE, 0xFF], [0xFF, 0xFE, 0x00, 0x00], [0x00, 0x00, 0x00, 0x3C], [0x3C, 0x00, 0x00, 0x00],
    ]

    private(set) var verdict: Verdict = .undecided
    private var offset = 0
    private var line = 1
    private var column = 1
    private var bomBytes = 0
    private static let utf8BOM: [UInt8] = [0xEF, 0xBB, 0xBF]

    mutating func inspect(_ chunk: UnsafeBufferPointer<UInt8>) {
        guard verdict == .undecided else { return }
        if offset == 0, chunk.count >= 4, XMLStartCheck.utf32Starts.contains(where: { $0.elementsEqual(chunk.prefix(4)) }) {
            verdict = .utf32
            return
        }
        for byte in chunk {
            defer { offset += 1 }
            // A UTF-8 byte order mark is skipped; UTF-16 text (with or without one) is left to libxml2.
            if offset < 3, offset == bomBytes, XMLStartCheck.utf8BOM[offset] == byte {
                bomBytes += 1
                continue
            }
            if offset == 0, byte == 0xFE || byte == 0xFF || byte == 0x00 {
                verdict = .xml
                return
            }
            switch byte {
            case UInt8(ascii: "\n"):
                line += 1
                column = 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                column += 1
            case UInt8(ascii: "<"):
                verdict = .xml
                return
            default:
                verdict = .notXML(XMLPosition(line: line, column: column))
                return
            }
        }
    }
}
