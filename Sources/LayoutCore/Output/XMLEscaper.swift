/// The one place that knows how text becomes XML character data or a quoted attribute value in
/// what this package writes: merged templates, `apply --format xml`, SVG and HTML reports.
///
/// `& < > " '` always become references, so no value from an input file can open a tag, close its
/// quotes (whichever quote the writer uses) or start an entity. What differs between outputs is
/// an option: a document that is read back must return exactly the value written (tab, line feed
/// and carriage return as references, because attribute-value normalisation would turn them into
/// spaces), and the template writer reports characters XML 1.0 cannot carry instead of changing
/// them, while the reports show them as U+FFFD.
package struct XMLEscaper: Sendable {
    /// What becomes of a character XML 1.0 cannot carry (C0 controls other than tab, line feed and
    /// carriage return; U+FFFE, U+FFFF).
    enum Unrepresentable: Sendable {
        /// Written as U+FFFD, so the output stays well-formed and shows where something was.
        case replace
        /// Left out; the caller reports it (``append(_:to:)`` returns it).
        case drop
    }

    /// Whether tab, line feed and carriage return are written as character references.
    var whitespaceAsReferences: Bool
    var unrepresentable: Unrepresentable

    /// SVG and HTML: readable, never malformed.
    package static let markup = XMLEscaper(whitespaceAsReferences: false, unrepresentable: .replace)
    /// A machine-read document (`apply --format xml`): values come back exactly, never malformed.
    package static let data = XMLEscaper(whitespaceAsReferences: true, unrepresentable: .replace)
    /// The native template format: values come back exactly, and what cannot is an error.
    package static let roundTrip = XMLEscaper(whitespaceAsReferences: true, unrepresentable: .drop)

    /// Appends `text` escaped to `output`.
    ///
    /// - Returns: the first character XML 1.0 cannot carry, if `text` holds one (replaced or
    ///   dropped as ``unrepresentable`` says).
    @discardableResult
    package func append(_ text: String, to output: inout String) -> Unicode.Scalar? {
        // Almost every value (ids, class names, titles) needs nothing: one byte scan, one append.
        guard text.utf8.contains(where: XMLEscaper.mayNeedEscaping) else {
            output += text
            return nil
        }
        var firstUnrepresentable: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&#39;"
            case "\t" where whitespaceAsReferences: output += "&#9;"
            case "\n" where whitespaceAsReferences: output += "&#10;"
            case "\r" where whitespaceAsReferences: output += "&#13;"
            default:
                if XMLEscaper.isAllowedInXML(scalar) {
                    output.unicodeScalars.append(scalar)
                } else {
                    if firstUnrepresentable == nil { firstUnrepresentable = scalar }
                    if unrepresentable == .replace { output.unicodeScalars.append("\u{FFFD}") }
                }
            }
        }
        return firstUnrepresentable
    }

    /// `text` escaped.
    package func escaped(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        append(text, to: &output)
        return output
    }

    /// A byte that is, or may begin, something to escape or check: `& < > " '`, a control
    /// character, or 0xEF, the lead byte of U+FFFE and U+FFFF.
    private static func mayNeedEscaping(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"), 0xEF: true
        default: byte < 0x20
        }
    }

    private static func isAllowedInXML(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: true
        case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
