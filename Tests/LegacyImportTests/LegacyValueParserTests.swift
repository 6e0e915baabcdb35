import Testing
import LayoutTemplates

/// The textual values of the legacy format: frame strings, integers, Interface Builder's base64.
@Suite struct LegacyValueParserTests {
    @Test("frames as Interface Builder writes them, and with odd spacing", arguments: [
        ("{{29, 20}, {57, 21}}", Rect(x: 29, y: 20, width: 57, height: 21)),
        ("{{-1, 0}, {321, 416}}", Rect(x: -1, y: 0, width: 321, height: 416)),
        ("{{59.719, 290}, {200, 29}}", Rect(x: 59.719, y: 290, width: 200, height: 29)),
        ("{{0,0},{1e2,5}}", Rect(x: 0, y: 0, width: 100, height: 5)),
        (" { { 1 , 2 } , { 3 , 4 } } ", Rect(x: 1, y: 2, width: 3, height: 4)),
        ("{{1,\t2},\r\n{3,\u{0B}4}}", Rect(x: 1, y: 2, width: 3, height: 4)),
        ("{{1,\u{A0}2},\u{2003}{3, 4}}", Rect(x: 1, y: 2, width: 3, height: 4)),
    ])
    func frames(text: String, expected: Rect) {
        #expect(LegacyValueParser.parseRect(text) == expected)
    }

    @Test("strings that are not frames", arguments: [
        "", "nonsense", "{{1, 2}, {3}}", "{{1, 2, 3}, {4, 5}}", "{1, 2}", "{{1, 2}, {3, 4}}}", "{{a, 2}, {3, 4}}",
        "{{inf, 2}, {3, 4}}", "{{nan, 2}, {3, 4}}", "{{0x10, 2}, {3, 4}}", "{{1e400, 2}, {3, 4}}", "{{1, 2}, {2e9, 4}}",
        "{{1, 2},, {3, 4}}", "{{, 2}, {3, 4}}", "{{}}", "{{1, 2}, {3, 4}, {5, 6}}", "{{1, 2}}, {{3, 4}}",
        "{{1, 2}\u{301}, {3, 4}}", "{{1, 2}, {3, 4\u{301}}}", "{{\u{661}, 2}, {3, 4}}", "{{1,, 2}, {3, 4}}",
    ])
    func notFrames(text: String) {
        #expect(LegacyValueParser.parseRect(text) == nil)
    }

    @Test func sizes() {
        #expect(LegacyValueParser.parseSize("{320, 460}")?.width == 320)
        #expect(LegacyValueParser.parseSize("{320, 460}")?.height == 460)
        #expect(LegacyValueParser.parseSize("{320}") == nil)
        #expect(LegacyValueParser.parseSize("320, 460") == nil)
        #expect(LegacyValueParser.parseSize(" {\u{A0}320 ,460 } ")?.width == 320)
        #expect(LegacyValueParser.parseSize("{}") == nil)
        #expect(LegacyValueParser.parseSize("{-1, 2}") == nil)
    }

    @Test func integers() {
        #expect(LegacyValueParser.parseInteger("-2147483356") == .success(-2_147_483_356))
        #expect(LegacyValueParser.parseInteger(" 7 ") == .success(7))
        #expect(LegacyValueParser.parseInteger("\u{A0}-7\n") == .success(-7))
        #expect(LegacyValueParser.parseInteger("+12") == .success(12))
        #expect(LegacyValueParser.parseInteger("\u{661}") == .failure(.notAnInteger))
        #expect(LegacyValueParser.parseInteger("99999999999999999999") == .failure(.outOfRange))
        #expect(LegacyValueParser.parseInteger("-99999999999999999999") == .failure(.outOfRange))
        #expect(LegacyValueParser.parseInteger("abc") == .failure(.notAnInteger))
        #expect(LegacyValueParser.parseInteger("1.5") == .failure(.notAnInteger))
        #expect(LegacyValueParser.parseInteger("") == .failure(.notAnInteger))
    }

    @Test("Interface Builder's base64: a trailing lone character carries no byte")
    func base64() {
        #expect(LegacyValueParser.decodeBase64UTF8("RmlsZSdzIE93bmVyA") == "File's Owner")
        #expect(LegacyValueParser.decodeBase64UTF8("RmlsZSdzIE93bmVy") == "File's Owner")
        #expect(LegacyValueParser.decodeBase64UTF8("TGFuZHNjYXBl") == "Landscape")
        #expect(LegacyValueParser.decodeBase64UTF8("YQ==") == "a")
        #expect(LegacyValueParser.decodeBase64UTF8("YQ") == "a")
        #expect(LegacyValueParser.decodeBase64UTF8("wqk=") == "©")
        #expect(LegacyValueParser.decodeBase64UTF8("") == "")
        #expect(LegacyValueParser.decodeBase64UTF8("@@@") == nil)
        // 0xFF is not UTF-8.
        #expect(LegacyValueParser.decodeBase64UTF8("/w==") == nil)
    }
}
