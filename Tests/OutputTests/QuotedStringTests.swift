import Testing
import LayoutTemplates

/// The quoting of `inspect`'s outline and of titles in diagnostics: ``TerminalText``'s rule inside
/// quotes.
@Suite struct QuotedStringTests {
    @Test("quotes, backslashes and every control character are escaped; other text is kept")
    func escapes() {
        #expect(QuotedString.quoted("Pay") == "\"Pay\"")
        #expect(QuotedString.quoted("say \"hi\" \\ bye") == "\"say \\\"hi\\\" \\\\ bye\"")
        #expect(QuotedString.quoted("a\nb\rc\td") == "\"a\\nb\\rc\\td\"")
        // A terminal escape sequence from a hostile title reaches the terminal as text.
        #expect(QuotedString.quoted("\u{1B}[2J\u{0}\u{7F}") == "\"\\u{001B}[2J\\u{0000}\\u{007F}\"")
        // C1 controls, bidi overrides and line separators too, and long values are shortened.
        #expect(QuotedString.quoted("a\u{9B}\u{202E}\u{2028}") == "\"a\\u{009B}\\u{202E}\\u{2028}\"")
        #expect(QuotedString.quoted(String(repeating: "\"", count: 300)) == "\"" + String(repeating: "\\\"", count: 100) + "…(600 characters)\"")
        #expect(QuotedString.quoted("Straße 🙂") == "\"Straße 🙂\"")
    }
}
