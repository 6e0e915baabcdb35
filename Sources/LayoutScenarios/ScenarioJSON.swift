import LayoutCore

/// A JSON value to write, with object members in a fixed order so that output is stable and
/// readable; ``rendered`` pretty-prints it with arrays of scalars on one line (`[0, 0, 440, 768]`).
package indirect enum ScenarioJSON: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([ScenarioJSON])
    /// Members in the order they are written.
    case object([ScenarioJSONMember])

    /// A rectangle as `[x, y, width, height]`.
    package static func rect(_ rect: Rect) -> ScenarioJSON {
        .array([.number(rect.x), .number(rect.y), .number(rect.width), .number(rect.height)])
    }

    /// An array of strings.
    package static func strings(_ strings: [String]) -> ScenarioJSON {
        .array(strings.map { .string($0) })
    }

    /// Pretty-printed JSON with two-space indentation and a final newline.
    package var rendered: String {
        var output = ""
        write(to: &output, indent: 0)
        output += "\n"
        return output
    }

    /// Appends the value as ``rendered`` writes it nested `indent` spaces deep (no final newline):
    /// how a streamed report writes one element of a longer array.
    func append(to output: inout String, indent: Int) {
        write(to: &output, indent: indent)
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }

    private func write(to output: inout String, indent: Int) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .number(let value): output += value.isFinite ? Rect.format(value) : "null"
        case .string(let value): ScenarioJSON.writeString(value, to: &output)
        case .array(let elements):
            if elements.isEmpty { output += "[]"; return }
            if elements.allSatisfy(\.isScalar) {
                output += "["
                for (position, element) in elements.enumerated() {
                    if position > 0 { output += ", " }
                    element.write(to: &output, indent: indent)
                }
                output += "]"
                return
            }
            let inner = String(repeating: " ", count: indent + 2)
            output += "[\n"
            for (position, element) in elements.enumerated() {
                output += inner
                element.write(to: &output, indent: indent + 2)
                output += position == elements.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: " ", count: indent) + "]"
        case .object(let members):
            if members.isEmpty { output += "{}"; return }
            let inner = String(repeating: " ", count: indent + 2)
            output += "{\n"
            for (position, member) in members.enumerated() {
                output += inner
                ScenarioJSON.writeString(member.key, to: &output)
                output += ": "
                member.value.write(to: &output, indent: indent + 2)
                output += position == members.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: " ", count: indent) + "}"
        }
    }

    /// JSON's escapes: `"` and `\` escaped, line feed, carriage return and tab as `\n`, `\r`,
    /// `\t`, and every other character ``TerminalText`` makes visible (controls, DEL, C1, line and
    /// paragraph separators, bidi controls) as `\u00XX`: a value stays one line, in order, in a
    /// viewer that prints it.
    private static func writeString(_ string: String, to output: inout String) {
        output += "\""
        // Most strings need no escape: one scan of the bytes, then one append, where appending
        // scalar by scalar cost about a hundred instructions a character.
        if !string.utf8.contains(where: { $0 < 0x20 || $0 >= 0x7F || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
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
            case _ where TerminalText.needsEscape(scalar):
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
