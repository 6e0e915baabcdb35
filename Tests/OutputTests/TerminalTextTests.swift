import Testing
import LayoutTemplates

/// The one escaper for input-derived text printed to a terminal or a log.
@Suite struct TerminalTextTests {
    @Test("every C0, DEL, C1, separator, bidi and non-character scalar is made visible")
    func everyDangerousScalarIsEscaped() {
        let dangerous: [UInt32] = Array(0x00...0x1F) + Array(0x7F...0x9F)
            + [0x2028, 0x2029, 0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E,
               0x2066, 0x2067, 0x2068, 0x2069, 0xFEFF, 0xFFFE, 0xFFFF]
        for value in dangerous {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let escaped = TerminalText.escaped("a" + String(Character(scalar)) + "b")
            #expect(!escaped.unicodeScalars.contains(scalar), "U+\(String(value, radix: 16)) passed through")
            #expect(escaped.hasPrefix("a\\") && escaped.hasSuffix("b"))
        }
    }

    @Test("the escapes are readable")
    func spelling() {
        #expect(TerminalText.escaped("x\ny\rz\tw") == "x\\ny\\rz\\tw")
        #expect(TerminalText.escaped("\u{1B}[2J") == "\\u{001B}[2J")
        #expect(TerminalText.escaped("abc\u{202E}cba") == "abc\\u{202E}cba")
        #expect(TerminalText.escaped("\u{85}") == "\\u{0085}")
    }

    @Test("plain and non-ASCII text is kept as it is")
    func plainText() {
        #expect(TerminalText.escaped("Use Face ID") == "Use Face ID")
        #expect(TerminalText.escaped("Übersicht 設定 👍") == "Übersicht 設定 👍")
    }

    @Test("a long value is shortened with an ellipsis and its length; nil keeps it whole")
    func shortening() {
        let long = String(repeating: "x", count: 1000)
        #expect(TerminalText.escaped(long, limit: 10) == "xxxxxxxxxx…(1000 characters)")
        #expect(TerminalText.escaped(long, limit: nil) == long)
        let wide = String(repeating: "é\u{1B}", count: 20)
        #expect(TerminalText.escaped(wide, limit: 4) == "é\\u{001B}é\\u{001B}…(40 characters)")
        #expect(TerminalText.escaped("short", limit: 5) == "short")
    }

    @Test("a diagnostic's text has no control character from its message, notes or path")
    func diagnosticsAreEscaped() {
        let location = SourceLocation(file: "evil\u{1B}]0;title\u{07}.xib", line: 3, column: 4)
        let diagnostic = Diagnostic.warning(
            .unmatchedView, "couldn't find match for UIView id 'a\nb.xib:1:1: error: forged'",
            at: location, notes: [DiagnosticNote(location: location, message: "see \u{202E}here")])
        let text = diagnostic.rendered
        #expect(text.split(separator: "\n").count == 2)
        #expect(!text.unicodeScalars.contains { $0 != "\n" && TerminalText.needsEscape($0) })
    }
}
