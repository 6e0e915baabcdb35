/// A string in double quotes with JSON's escapes: what the scenario JSON writer and `inspect`'s
/// outline print, so that a value from an input file stays one line, shows where it ends, and can
/// never send a control character (a terminal escape sequence, say) to whoever reads the output.
enum QuotedString {
    /// Appends `"string"` to `output`: `"` and `\` escaped, line feed, carriage return and tab as
    /// `\n`, `\r`, `\t`, other control characters (and DEL) as `\u00XX`.
    static func append(_ string: String, to output: inout String) {
        output += "\""
        // Most strings need no escape: one scan of the bytes, then one append, where appending
        // scalar by scalar cost about a hundred instructions a character.
        if !string.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            output += string
            output += "\""
            return
        }
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }

    /// `string` in double quotes, escaped as ``append(_:to:)`` does.
    static func quoted(_ string: String) -> String {
        var output = ""
        append(string, to: &output)
        return output
    }
}
