/// The one escaper for text that came from an input and is printed as plain text (a terminal, a
/// CI log): ids, names, classes, selectors, keys, titles, paths.
///
/// A file is not trusted to control what a terminal shows. Every character that could move the
/// cursor, clear the screen, set a window title, start a new line (and so forge a
/// `path:line:col: error:` line of its own) or reorder what is shown is replaced by a visible
/// `\u{XXXX}` escape; everything else is printed as it is. The characters escaped are:
/// - C0 controls (U+0000–U+001F), DEL (U+007F) and C1 controls (U+0080–U+009F); line feed,
///   carriage return and tab are written `\n`, `\r` and `\t`;
/// - the line and paragraph separators (U+2028, U+2029) and the next-line character (U+0085);
/// - the bidirectional controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069);
/// - the non-characters U+FFFE and U+FFFF and the byte-order mark U+FEFF.
///
/// Machine formats (JSON, SARIF, XML, HTML) escape by their own rules and do not use this.
package enum TerminalText {
    /// How many characters ``escaped(_:limit:)`` keeps of a long value by default.
    package static let defaultLimit = 200

    /// `text` with every character that could control a terminal made visible; when it is longer
    /// than `limit` characters, its first `limit` characters, an ellipsis and its length
    /// (`…(1048576 characters)`). A `limit` of `nil` keeps the whole text.
    package static func escaped(_ text: String, limit: Int? = defaultLimit) -> String {
        // Most values are short and plain, and are then their own escaped form: no copy.
        if isPlain(text), limit.map({ text.utf8.count <= $0 }) ?? true { return text }
        var output = ""
        append(text, to: &output, limit: limit)
        return output
    }

    /// `bytes` (a file name, say) as text, escaped as ``escaped(_:limit:)`` escapes: where they
    /// are not valid UTF-8, each byte that does not begin a valid character is written `\xHH`,
    /// so the name is shown as it is, never with its bytes replaced by U+FFFD.
    package static func escaped(bytes: [UInt8], limit: Int? = defaultLimit) -> String {
        var text = ""
        var index = 0
        while index < bytes.count {
            // The longest run of valid UTF-8 from here, then one byte that is not.
            var end = index
            while end < bytes.count, let length = validCharacterLength(bytes, at: end) { end += length }
            text += String(decoding: bytes[index..<end], as: UTF8.self)
            guard end < bytes.count else { break }
            let hex = String(bytes[end], radix: 16, uppercase: true)
            text += "\\x" + (hex.count < 2 ? "0" : "") + hex
            index = end + 1
        }
        return escaped(text, limit: limit)
    }

    /// The length of the UTF-8 character that begins at `index`, or `nil` when none does.
    private static func validCharacterLength(_ bytes: [UInt8], at index: Int) -> Int? {
        let lead = bytes[index]
        let length = switch lead {
        case 0x00...0x7F: 1
        case 0xC2...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF4: 4
        default: 0
        }
        guard length > 0, index + length <= bytes.count else { return nil }
        let slice = bytes[index..<index + length]
        // Overlong forms, surrogates and values past U+10FFFF fail the round trip.
        return String(decoding: slice, as: UTF8.self).utf8.elementsEqual(slice) ? length : nil
    }

    /// Appends `text` escaped as ``escaped(_:limit:)`` does.
    package static func append(_ text: String, to output: inout String, limit: Int? = defaultLimit) {
        if isPlain(text) {
            if let limit, text.utf8.count > limit {
                appendShortened(text, to: &output, limit: limit)
            } else {
                output += text
            }
            return
        }
        var kept = 0
        var total = 0
        for scalar in text.unicodeScalars {
            total += 1
            if let limit, kept >= limit { continue }
            kept += 1
            appendEscaped(scalar, to: &output)
        }
        if let limit, total > limit {
            output += "…(\(total) characters)"
        }
    }

    /// Whether every byte of `text` is printable ASCII: one scan of the bytes decides for most
    /// values. Every byte below 0x20, DEL, and every lead byte of a multi-byte character sends the
    /// text through the closer look, scalar by scalar.
    private static func isPlain(_ text: String) -> Bool {
        let plain = { (byte: UInt8) in byte >= 0x20 && byte < 0x7F }
        return text.utf8.withContiguousStorageIfAvailable { $0.allSatisfy(plain) } ?? text.utf8.allSatisfy(plain)
    }

    /// `text` itself when it has at most `limit` characters, else its first `limit` characters,
    /// an ellipsis and its length, as ``escaped(_:limit:)`` shortens, but with nothing escaped.
    ///
    /// For a value quoted in a diagnostic's message: the message is escaped where it is printed as
    /// text (``Diagnostic/rendered``) and by JSON's rules in JSON, but a 200 MB attribute must not
    /// be copied into either.
    package static func shortened<Text: StringProtocol>(_ text: Text, limit: Int = defaultLimit) -> String {
        guard text.utf8.count > limit else { return String(text) }
        var total = 0
        var kept = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if total < limit { kept.append(scalar) }
            total += 1
        }
        guard total > limit else { return String(text) }
        return String(kept) + "…(\(total) characters)"
    }

    /// Whether `scalar` is one ``escaped(_:limit:)`` replaces.
    package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x2028, 0x2029: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        case 0xFEFF, 0xFFFE, 0xFFFF: true
        default: false
        }
    }

    private static func appendEscaped(_ scalar: Unicode.Scalar, to output: inout String) {
        guard needsEscape(scalar) else {
            output.unicodeScalars.append(scalar)
            return
        }
        switch scalar {
        case "\n": output += "\\n"
        case "\r": output += "\\r"
        case "\t": output += "\\t"
        default:
            let hex = String(scalar.value, radix: 16, uppercase: true)
            output += "\\u{" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "}"
        }
    }

    private static func appendShortened(_ ascii: String, to output: inout String, limit: Int) {
        output += String(decoding: ascii.utf8.prefix(limit), as: UTF8.self)
        output += "…(\(ascii.utf8.count) characters)"
    }
}
