/// A value from an input in double quotes, for text output (`inspect`'s outline, a view's title in
/// a diagnostic): `"` and `\` are escaped so that the value visibly ends where the quotes say, and
/// everything else follows ``TerminalText``, the one rule for input-derived text (control, bidi and
/// line-separator characters made visible, long values shortened with their length).
///
/// JSON output does not use this: it escapes by JSON's rules (``ScenarioJSON``, `JSONEncoder`).
package enum QuotedString {
    /// Appends `"string"` to `output`, escaped as described above.
    static func append(_ string: String, to output: inout String, limit: Int? = TerminalText.defaultLimit) {
        output += "\""
        // Most strings hold neither character: one scan of the bytes, no copy.
        if string.utf8.contains(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            var quoted = ""
            for scalar in string.unicodeScalars {
                if scalar == "\"" || scalar == "\\" { quoted += "\\" }
                quoted.unicodeScalars.append(scalar)
            }
            TerminalText.append(quoted, to: &output, limit: limit)
        } else {
            TerminalText.append(string, to: &output, limit: limit)
        }
        output += "\""
    }

    /// `string` in double quotes, escaped as ``append(_:to:limit:)`` does.
    package static func quoted(_ string: String, limit: Int? = TerminalText.defaultLimit) -> String {
        var output = ""
        append(string, to: &output, limit: limit)
        return output
    }
}
