/// Escaping text from files for SVG and HTML output.
///
/// Every string that came from an input file goes through ``escape(_:)`` before it reaches markup,
/// both in element content and in quoted attribute values, so no label can open a tag, close an
/// attribute or start an entity.
public enum Markup {
    /// `text` with `& < > " '` replaced by character references, and characters that XML 1.0 does
    /// not allow (C0 controls other than tab, newline and carriage return; U+FFFE, U+FFFF)
    /// replaced by U+FFFD, so the SVG stays well-formed whatever the input held.
    public static func escape(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        result.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result.append(contentsOf: "&amp;".unicodeScalars)
            case "<": result.append(contentsOf: "&lt;".unicodeScalars)
            case ">": result.append(contentsOf: "&gt;".unicodeScalars)
            case "\"": result.append(contentsOf: "&quot;".unicodeScalars)
            case "'": result.append(contentsOf: "&#39;".unicodeScalars)
            default:
                result.append(isAllowedInXML(scalar) ? scalar : "\u{FFFD}")
            }
        }
        return String(result)
    }

    private static func isAllowedInXML(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: true
        case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    /// A number for an SVG attribute: at most two decimals, no trailing zeros, `0` for a value
    /// that is not finite.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded(), abs(rounded) < 1e15 {
            return String(Int64(rounded))
        }
        return String(rounded)
    }
}
