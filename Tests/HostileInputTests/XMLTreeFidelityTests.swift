import Foundation
import Testing
import LayoutTemplates
import LayoutXML
import TestSupport

/// What the XML tree keeps of what it read, so that merge writes the designer's document back as
/// it was: line ends, the encoding it declares, `]]>` in text, a DOCTYPE said to be dropped.
@Suite struct XMLTreeFidelityTests {
    static let fixture = PackagePaths.fixture("Example/LoginForm.xib")

    @Test("CR LF in, CR LF out: a sound document with CR LF lines comes back byte for byte")
    func carriageReturnLineFeed() throws {
        let lf = try String(contentsOfFile: Self.fixture, encoding: .utf8)
        let crlf = lf.replacingOccurrences(of: "\n", with: "\r\n")
        let tree = try XMLTree.read(bytes: Array(crlf.utf8))
        #expect(tree.lineEnd == .carriageReturnLineFeed)
        #expect(try XMLTreeWriter.string(from: tree) == crlf)
        let file = try TemporaryDirectory().file("CRLF.xib")
        try crlf.write(toFile: file, atomically: true, encoding: .utf8)
        #expect(try XMLTree.read(file: file).lineEnd == .carriageReturnLineFeed)
        #expect(try XMLTree.read(bytes: Array(lf.utf8)).lineEnd == .lineFeed)
    }

    @Test("CR alone in, CR alone out: a document with classic Mac OS line ends comes back byte for byte")
    func carriageReturnAlone() throws {
        let lf = try String(contentsOfFile: Self.fixture, encoding: .utf8)
        let cr = lf.replacingOccurrences(of: "\n", with: "\r")
        let tree = try XMLTree.read(bytes: Array(cr.utf8))
        #expect(tree.lineEnd == .carriageReturn)
        #expect(try XMLTreeWriter.string(from: tree) == cr)
        let file = try TemporaryDirectory().file("CR.xib")
        try cr.write(toFile: file, atomically: true, encoding: .utf8)
        #expect(try XMLTree.read(file: file).lineEnd == .carriageReturn)
    }

    @Test("in UTF-16 a byte 0x0D that is half of another character is no line end")
    func wideCharacterHalves() throws {
        // U+010D is 0D 01 in UTF-16 little-endian, U+0D0A is 0D 0A in big-endian.
        for (text, littleEndian) in [("<a>\u{10D}</a>\n", true), ("<a>\u{D0A}</a>\n", false), ("<a/>\r\n", true), ("<a/>\r\n", false), ("<a/>\r<!---->", false)] {
            let units = Array(text.utf16)
            let bytes: [UInt8] = littleEndian ? [0xFF, 0xFE] + units.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
                : [0xFE, 0xFF] + units.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
            let expected: XMLTree.LineEnd = text.contains("\r\n") ? .carriageReturnLineFeed : text.contains("\r") ? .carriageReturn : .lineFeed
            #expect(try XMLTree.read(bytes: bytes).lineEnd == expected, "\(text.debugDescription) \(littleEndian)")
        }
    }

    @Test("CR LF inside a text and a comment comes back as CR LF")
    func lineBreaksInTextAndComments() throws {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\r\n<!--one\r\ntwo-->\r\n<a>\r\n    <b>x\r\ny</b>\r\n</a>\r\n"
        let tree = try XMLTree.read(bytes: Array(text.utf8))
        #expect(try XMLTreeWriter.string(from: tree) == text)
    }

    @Test("the declaration names the UTF-8 written, whatever the input declared; the text reads back the same",
          arguments: ["ISO-8859-1", "US-ASCII", "UTF-16"])
    func declaredEncoding(_ encoding: String) throws {
        let declared = "<?xml version=\"1.0\" encoding=\"\(encoding)\"?>\n<a><b>Caf\u{E9}</b></a>\n"
        let bytes: [UInt8] = switch encoding {
        case "UTF-16": [0xFF, 0xFE] + declared.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        case "US-ASCII": Array(declared.replacingOccurrences(of: "\u{E9}", with: "&#233;").utf8)
        default: declared.unicodeScalars.map { UInt8($0.value) }
        }
        let tree = try XMLTree.read(bytes: bytes)
        let written = try XMLTreeWriter.string(from: tree)
        #expect(written.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>"), "\(written)")
        let reread = try XMLTree.read(bytes: Array(written.utf8))
        #expect(reread.root.elements.first?.text == "Caf\u{E9}")
    }

    @Test("a declaration that already says UTF-8 is kept as written")
    func utf8Kept() throws {
        let text = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<a/>\n"
        #expect(try XMLTreeWriter.string(from: try XMLTree.read(bytes: Array(text.utf8))) == text)
    }

    @Test("namespaces: prefixes, declarations, xml:lang and xml:space come back as written; a:note and b:note stay two attributes")
    func namespaces() throws {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <r xmlns="urn:d" xmlns:a="urn:a" xmlns:b="urn:b" a:note="1" b:note="2" xml:lang="fr">
            <a:item xml:space="preserve"> x </a:item>
        </r>

        """
        let tree = try XMLTree.read(bytes: Array(text.utf8))
        #expect(try XMLTreeWriter.string(from: tree) == text)
        #expect(tree.root[attribute: "a:note"] == "1" && tree.root[attribute: "b:note"] == "2")
    }

    @Test("merge keeps a document's namespaced attributes, and the output is sound")
    func mergeKeepsNamespaces() throws {
        let text = try String(contentsOfFile: Self.fixture, encoding: .utf8)
            .replacingOccurrences(of: "<document ", with: "<document xmlns:a=\"urn:a\" xmlns:b=\"urn:b\" a:note=\"1\" b:note=\"2\" ")
        let file = try TemporaryDirectory().file("Namespaced.xib")
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        let design = MergedDesign(MatchResult(matching: try Design(contentsOf: [file]), mode: .default))
        let merged = try MergeTarget.xib.text(of: design, destination: "out.xib")
        #expect(merged.text.contains("<document xmlns:a=\"urn:a\" xmlns:b=\"urn:b\" a:note=\"1\" b:note=\"2\" type="))
    }

    @Test("namespace declarations keep their places among the other attributes, on the root and inside")
    func namespaceDeclarationOrder() throws {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <r a="1" xmlns:p="urn:p" p:b="2" xmlns="urn:d" c="3">
            <p:x q="1" xmlns:z="urn:z" z:y="2" xmlns:w="urn:w"/>
            <y xmlns:v = 'urn:v'
               v:k="&gt;" m="/>"/>
        </r>

        """
        let tree = try XMLTree.read(bytes: Array(text.utf8))
        #expect(tree.root.attributes.map(\.name) == ["a", "xmlns:p", "p:b", "xmlns", "c"])
        #expect(tree.root.elements.first?.attributes.map(\.name) == ["q", "xmlns:z", "z:y", "xmlns:w"])
        #expect(tree.root.elements.last?.attributes.map(\.name) == ["xmlns:v", "v:k", "m"])
        let written = try XMLTreeWriter.string(from: tree)
        #expect(written.contains("<r a=\"1\" xmlns:p=\"urn:p\" p:b=\"2\" xmlns=\"urn:d\" c=\"3\">"), "\(written)")
        #expect(written.contains("<p:x q=\"1\" xmlns:z=\"urn:z\" z:y=\"2\" xmlns:w=\"urn:w\"/>"), "\(written)")
        #expect(try XMLTree.read(bytes: Array(written.utf8)) == tree)
    }

    @Test("merge keeps each namespace declaration where the document has it among the attributes, and the output is sound")
    func mergeKeepsDeclarationOrder() throws {
        let text = try String(contentsOfFile: Self.fixture, encoding: .utf8)
            .replacingOccurrences(of: "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\"",
                                  with: "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" xmlns:a=\"urn:a\" version=\"3.0\" a:note=\"1\"")
            .replacingOccurrences(of: "<placeholder placeholderIdentifier=\"IBFilesOwner\" id=\"-1\"",
                                  with: "<placeholder placeholderIdentifier=\"IBFilesOwner\" xmlns:b=\"urn:b\" b:tag=\"t\" id=\"-1\"")
        let file = try TemporaryDirectory().file("Ordered.xib")
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        let design = MergedDesign(MatchResult(matching: try Design(contentsOf: [file]), mode: .default))
        let merged = try MergeTarget.xib.text(of: design, destination: "out.xib")
        #expect(merged.text.contains("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" xmlns:a=\"urn:a\" version=\"3.0\" a:note=\"1\" toolsVersion="), "\(merged.text.prefix(400))")
        #expect(merged.text.contains("<placeholder placeholderIdentifier=\"IBFilesOwner\" xmlns:b=\"urn:b\" b:tag=\"t\" id=\"-1\""))
        try DocumentSoundness.check(merged.text, file: "out.xib")
    }

    @Test("]]> in text is escaped, and reads back as the same text")
    func cdataEnd() throws {
        let tree = XMLTree(root: XMLTree.Element("a", children: [.text(XMLTree.Text("x ]]> y ]] > ]]]>"))]))
        let written = try XMLTreeWriter.string(from: tree)
        #expect(!written.contains("]]>"), "\(written)")
        #expect(try XMLTree.read(bytes: Array(written.utf8)).root.text == "x ]]> y ]] > ]]]>")
    }

    @Test("a DOCTYPE is reported as dropped, and its internal subset's comment and instruction stay out of the prolog")
    func documentType() throws {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE document [\n<!-- inside -->\n<?inside x?>\n]>\n<!--outside-->\n<document/>\n"
        let tree = try XMLTree.read(bytes: Array(text.utf8))
        #expect(tree.droppedDocumentType?.name == "document")
        #expect(tree.droppedDocumentType?.position == XMLPosition(line: 2, column: 1))
        #expect(tree.prolog == [.comment(XMLTree.Comment("outside"))])
        let plain = try XMLTree.read(bytes: Array("<a/>".utf8))
        #expect(plain.droppedDocumentType == nil)
    }

    @Test("merge of a document with a DOCTYPE warns that it is not written", .enabled(if: TemplateApplyProcess.isAvailable))
    func mergeWarnsOfDocumentType() throws {
        let text = try String(contentsOfFile: Self.fixture, encoding: .utf8)
            .replacingOccurrences(of: "encoding=\"UTF-8\"?>", with: "encoding=\"UTF-8\"?>\n<!DOCTYPE document [\n<!-- note -->\n]>")
        let directory = try TemporaryDirectory()
        let input = directory.file("Doctype.xib")
        try text.write(toFile: input, atomically: true, encoding: .utf8)
        let result = try TemplateApplyProcess.run(["merge", input, "-o", directory.file("Out.xib")])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("Doctype.xib:2:1: warning: the <!DOCTYPE document> declaration of the live file is not written into the merged document"), "\(result.stderr)")
        let written = try String(contentsOfFile: directory.file("Out.xib"), encoding: .utf8)
        #expect(!written.contains("note"))
    }

    @Test("a character XML cannot carry is an error naming the element and the object")
    func unwritableNamesObject() throws {
        let tree = XMLTree(root: XMLTree.Element("document", children: [
            .element(XMLTree.Element("label", attributes: [XMLTree.Attribute("id", "L-1"), XMLTree.Attribute("text", "a\u{1B}b")])),
        ]))
        #expect(throws: XMLTreeWriteError.self) { try XMLTreeWriter.string(from: tree) }
        do {
            _ = try XMLTreeWriter.string(from: tree)
        } catch {
            #expect(error.objectID == "L-1")
            #expect(error.description.contains("<label> of object 'L-1'"))
        }
    }
}
