import LayoutCore

/// Escaping text from files for SVG and HTML output.
///
/// Every string that came from an input file goes through ``escape(_:)`` before it reaches markup,
/// both in element content and in quoted attribute values, so no label can open a tag, close an
/// attribute or start an entity.
package enum Markup {
    /// `text` with `& < > " '` replaced by character references, and characters that XML 1.0 does
    /// not allow (C0 controls other than tab, newline and carriage return; U+FFFE, U+FFFF)
    /// replaced by U+FFFD, so the SVG stays well-formed whatever the input held.
    package static func escape(_ text: String) -> String {
        XMLEscaper.markup.escaped(text)
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
