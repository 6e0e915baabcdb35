import Foundation
import LayoutTemplates
import Testing
import TestSupport

/// What the second hostile-input round found silently accepted or misleadingly reported: each
/// case now a warning or an exact message at its line.
@Suite("Warnings and exact messages", .timeLimit(.minutes(3)))
struct MessageTests {
    private static let head = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
    <objects>

    """
    private static let tail = "</objects></document>\n"

    private func diagnostics(_ name: String, _ text: String) throws -> (result: ImportResult?, diagnostics: [Diagnostic]) {
        let files = try HostileFiles()
        defer { files.remove() }
        let path = try files.write(name, text)
        do {
            let result = try ImportResult(contentsOf: path)
            return (result, result.diagnostics)
        } catch {
            return (nil, error.diagnostics)
        }
    }

    private func modern(_ body: String) throws -> (result: ImportResult?, diagnostics: [Diagnostic]) {
        try diagnostics("d.xib", MessageTests.head + body + MessageTests.tail)
    }

    @Test("an integer out of range is said to be out of range, not 'not an integer'")
    func integerOutOfRange() throws {
        let message = try #require(try modern(#"<view id="a" tag="9223372036854775808"/>"#).diagnostics.first?.message)
        #expect(message.hasPrefix("'9223372036854775808' is out of range (integers are between"), "\(message)")
    }

    @Test("hexadecimal numbers are named as such, in frames and in tags")
    func hexadecimal() throws {
        let frame = try #require(try modern(#"<view id="a"><rect key="frame" x="0x10" y="0" width="1" height="1"/></view>"#).diagnostics.first?.message)
        #expect(frame.hasPrefix("'0x10' is a hexadecimal number; numbers are written in decimal"), "\(frame)")
        let tag = try #require(try modern(#"<view id="a" tag="-0x1F"/>"#).diagnostics.first?.message)
        #expect(tag.hasPrefix("'-0x1F' is a hexadecimal number; integers are written in decimal"), "\(tag)")
        let huge = try #require(try modern(#"<view id="a"><rect key="frame" x="1e999" y="0" width="1" height="1"/></view>"#).diagnostics.first?.message)
        #expect(huge.hasPrefix("'1e999' is out of range"), "\(huge)")
    }

    @Test("an attribute beyond libxml2's own limit is the documented input-limit error")
    func oversizedAttribute() throws {
        let files = try HostileFiles()
        defer { files.remove() }
        let path = try files.write("huge.xib", head: MessageTests.head + #"<view id="a" userLabel=""#, repeated: "x", count: 12 << 20, tail: "\"/>" + MessageTests.tail)
        let diagnostic = try #require(importDiagnostic(path))
        #expect(diagnostic.rule == .inputLimit)
        #expect(diagnostic.message.hasPrefix("document exceeds a reader limit: an attribute value or text longer than"), "\(diagnostic.message)")
    }

    @Test("UTF-32 input is refused by name, with or without a byte order mark")
    func utf32() throws {
        let text = MessageTests.head.replacingOccurrences(of: "UTF-8", with: "UTF-32") + MessageTests.tail
        for encoding: String.Encoding in [.utf32, .utf32LittleEndian, .utf32BigEndian] {
            let files = try HostileFiles()
            defer { files.remove() }
            let path = try files.write("u.xib", Array(try #require(text.data(using: encoding))))
            let diagnostic = try #require(importDiagnostic(path))
            #expect(diagnostic.message.hasPrefix("UTF-32 text is not supported"), "\(diagnostic.message)")
        }
    }

    @Test("a bare declaration, a declaration alone, or binary data where the root should be: a clear message, not libxml2's", arguments: [
        ("<?xml?>", 1, "an XML declaration must come first in the document and name its version"),
        ("\u{FEFF}<?xml?><document/>", 1, "an XML declaration must come first in the document and name its version"),
        ("<?xml version=\"1.0\"?>", 1, "the document has no root element"),
        ("<?xml version=\"1.0\"?>\r\n<!-- nothing -->\r\n", 3, "the document has no root element"),
        ("<?xml version=\"1.0\"?>\n\u{01}\u{02}PNG", 2, "not an XML document: binary data where the root element should begin"),
        ("\u{00}\u{01}\u{02}\u{03}binary", 1, "not an XML document: binary data where the root element should begin"),
    ])
    func noRootElement(text: String, line: Int, message: String) throws {
        let diagnostic = try #require(try diagnostics("r.xib", text).diagnostics.first)
        #expect(diagnostic.message.hasPrefix(message), "\(diagnostic.message)")
        #expect(diagnostic.location?.line == line)
        #expect(!diagnostic.message.contains("Extra content") && !diagnostic.message.contains("Document is empty"))
    }

    @Test("check on a bare declaration and on a binary file named like designs: exit 2 and the clear messages", .enabled(if: TemplateApplyProcess.isAvailable))
    func noRootElementThroughCheck() throws {
        let files = try HostileFiles()
        defer { files.remove() }
        try files.write("Bare.xib", "<?xml?>")
        try files.write("Picture.storyboard", [0x3C, 0x3F, 0x78, 0x6D, 0x6C, 0x20, 0x76, 0x65, 0x72, 0x73, 0x69, 0x6F, 0x6E, 0x3D, 0x22, 0x31, 0x2E, 0x30, 0x22, 0x3F, 0x3E, 0x0A, 0x89, 0x50, 0x4E, 0x47, 0x00])
        let output = try TemplateApplyProcess.run(["check", "."], timeout: 30, currentDirectory: URL(fileURLWithPath: files.directory))
        #expect(output.status == 2)
        #expect(output.stderr.contains("Bare.xib:1:6: error: an XML declaration must come first in the document and name its version"), "\(output.stderr)")
        #expect(output.stderr.contains("Picture.storyboard:2:1: error: not an XML document: binary data where the root element should begin (a binary file?) [malformed-xml]"), "\(output.stderr)")
    }

    @Test("a character reference to a non-character or a control character is named for what it is")
    func nonCharacters() throws {
        let nonCharacter = try #require(try modern(#"<view id="a" userLabel="&#xFFFE;"/>"#).diagnostics.first?.message)
        #expect(nonCharacter == "a character reference to U+FFFE, a non-character, which XML 1.0 does not allow")
        let control = try #require(try modern(#"<view id="a" userLabel="&#27;"/>"#).diagnostics.first?.message)
        #expect(control == "a character reference to U+1B, a control character, which XML 1.0 does not allow")
    }

    @Test("an unknown element under <objects> is a warning at its line, and its subviews are not promoted to roots")
    func unknownTopLevelObject() throws {
        let (result, diagnostics) = try modern("""
        <view id="a"><rect key="frame" x="0" y="0" width="1" height="1"/></view>
        <gizmo id="g"><subviews><view id="b"><rect key="frame" x="0" y="0" width="1" height="1"/></view></subviews></gizmo>
        <tapGestureRecognizer id="t"/>
        """)
        let document = try #require(result?.document)
        #expect(document.scenes.flatMap(\.views).map(\.id) == ["a"])
        #expect(diagnostics.count == 1)
        let warning = try #require(diagnostics.first)
        #expect(warning.severity == .warning && warning.rule == .unknownElement)
        #expect(warning.location?.line == 5)
        #expect(warning.message.contains("<gizmo>"))
    }

    @Test("duplicate ids on constraints are a warning; on a reference target the tool follows, an error")
    func duplicateIDs() throws {
        let (result, diagnostics) = try modern("""
        <view id="a"><rect key="frame" x="0" y="0" width="10" height="10"/><constraints><constraint firstAttribute="width" constant="10" id="c1"/><constraint firstAttribute="height" constant="10" id="c1"/></constraints></view>
        """)
        #expect(result != nil)
        #expect(diagnostics.map(\.severity) == [.warning])
        let (referenced, errors) = try modern("""
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1"><connections><outlet property="gesture" destination="g" id="o1"/></connections></placeholder>
        <tapGestureRecognizer id="g"/>
        <tapGestureRecognizer id="g"/>
        """)
        #expect(referenced == nil)
        #expect(errors.first?.message.contains("a reference names it") == true)
        // Views stay an error at once, as before.
        let (views, viewErrors) = try modern(#"<view id="v"/><view id="v"/>"#)
        #expect(views == nil && viewErrors.first?.severity == .error)
    }

    @Test("base64 with characters after its padding is read, with a warning")
    func base64TrailingJunk() throws {
        let original = try String(contentsOfFile: PackagePaths.fixture("Legacy/AllMappings-8.00.xib"), encoding: .utf8)
        let junk = original.replacingOccurrences(of: ">TGFuZHNjYXBlA<", with: ">TGFuZHNjYXBl==junk<")
        #expect(junk != original)
        let (result, diagnostics) = try diagnostics("junk.xib", junk)
        #expect(result != nil)
        let warning = try #require(diagnostics.first { $0.message.contains("after its base64 padding") })
        #expect(warning.severity == .warning)
    }

    @Test("a layout whose condition never holds is a warning; apply with no layout selected is an error, exit 1", .enabled(if: TemplateApplyProcess.isAvailable))
    func neverHoldingCondition() throws {
        let files = try HostileFiles()
        defer { files.remove() }
        let path = try files.write("never.layouts.xml", """
        <?xml version="1.0" encoding="UTF-8"?>
        <layoutTemplate version="1">
            <layout name="portrait" orientation="portrait"/>
            <layout name="landscape" orientation="landscape" minWidth="800" maxWidth="400"/>
            <hierarchy>
                <view id="root" class="UIView">
                    <attributes layout="portrait" frame="0 0 320 480"/>
                    <attributes layout="landscape" frame="0 0 480 320"/>
                </view>
            </hierarchy>
        </layoutTemplate>
        """)
        let result = try ImportResult(contentsOf: path)
        let warning = try #require(result.diagnostics.first)
        #expect(warning.severity == .warning && warning.location?.line == 4)
        #expect(warning.message == "layout 'landscape' can never be selected: its condition never holds (minWidth=800 is above maxWidth=400)")
        let output = try TemplateApplyProcess.run(["apply", path, "--orientation", "landscapeLeft"])
        #expect(output.status == 1)
        #expect(output.stderr.contains("error: no layout's condition holds in landscapeLeft"))
        #expect(!output.stdout.contains("null"))
        #expect(try TemplateApplyProcess.run(["apply", path, "--orientation", "portrait"]).status == 0)
    }

    @Test("a huge value quoted in a message is shortened to its first characters and its length")
    func hugeValuesShortened() throws {
        let huge = String(repeating: "x", count: 500_000)
        let messages = [
            try modern(#"<view id="a" tag="\#(huge)"/>"#).diagnostics.first?.message,
            try modern(#"<view id="a"><rect key="frame" x="\#(huge)" y="0" width="1" height="1"/></view>"#).diagnostics.first?.message,
            try modern(#"<view id="a"><connections><action selector="go:" destination="a" eventType="\#(huge)" id="x"/></connections></view>"#).diagnostics.first?.message,
        ]
        for message in messages {
            let text = try #require(message)
            #expect(text.utf8.count < 1_000, "\(text.prefix(300))")
            #expect(text.contains("…(500000 characters)"), "\(text.prefix(300))")
        }
    }
}
