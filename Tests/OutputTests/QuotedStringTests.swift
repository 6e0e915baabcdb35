import Testing
@testable import LayoutTemplates

/// The quoting of `inspect`'s outline and the scenario JSON writer.
@Suite struct QuotedStringTests {
    @Test("quotes, backslashes and every control character are escaped; other text is kept")
    func escapes() {
        #expect(QuotedString.quoted("Pay") == "\"Pay\"")
        #expect(QuotedString.quoted("say \"hi\" \\ bye") == "\"say \\\"hi\\\" \\\\ bye\"")
        #expect(QuotedString.quoted("a\nb\rc\td") == "\"a\\nb\\rc\\td\"")
        // A terminal escape sequence from a hostile title reaches the terminal as text.
        #expect(QuotedString.quoted("\u{1B}[2J\u{0}\u{7F}") == "\"\\u001b[2J\\u0000\\u007f\"")
        #expect(QuotedString.quoted("Straße 🙂") == "\"Straße 🙂\"")
    }
}
