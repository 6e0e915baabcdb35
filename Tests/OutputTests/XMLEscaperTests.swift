import Testing
import LayoutTemplates

/// The one escaping table behind merged templates, `apply --format xml` and the SVG/HTML reports.
@Suite struct XMLEscaperTests {
    @Test("text with nothing to escape is appended as it is, whatever the policy", arguments: [
        XMLEscaper.markup, .data, .roundTrip,
    ])
    func plain(escaper: XMLEscaper) {
        for text in ["", "UIButton", "Sign in", "Straße", "Ａ全角", "🙂 ok", "x-1.5e3"] {
            var output = "<"
            #expect(escaper.append(text, to: &output) == nil)
            #expect(output == "<" + text)
        }
    }

    @Test("markup characters always become references; whitespace only where values must come back exactly")
    func references() {
        let text = "a&b<c>d\"e'f\tg\nh\ri"
        #expect(XMLEscaper.markup.escaped(text) == "a&amp;b&lt;c&gt;d&quot;e&#39;f\tg\nh\ri")
        #expect(XMLEscaper.data.escaped(text) == "a&amp;b&lt;c&gt;d&quot;e&#39;f&#9;g&#10;h&#13;i")
        #expect(XMLEscaper.roundTrip.escaped(text) == XMLEscaper.data.escaped(text))
    }

    @Test("characters XML 1.0 cannot carry are replaced in reports and dropped (and returned) for templates")
    func unrepresentable() {
        let text = "a\u{1}b\u{FFFE}c\u{FFFF}d\u{FFFD}"
        var markup = ""
        #expect(XMLEscaper.markup.append(text, to: &markup) == "\u{1}")
        #expect(markup == "a\u{FFFD}b\u{FFFD}c\u{FFFD}d\u{FFFD}")
        var template = ""
        #expect(XMLEscaper.roundTrip.append(text, to: &template) == "\u{1}")
        #expect(template == "abcd\u{FFFD}")
        var onlyNonCharacter = ""
        #expect(XMLEscaper.data.append("x\u{FFFF}", to: &onlyNonCharacter) == "\u{FFFF}")
        #expect(onlyNonCharacter == "x\u{FFFD}")
    }
}
