import Foundation
import Testing
import LayoutTemplates
import LayoutXML
import TestSupport

/// What the XML tree keeps (XMLTreeFidelityTests) reaches the files `merge` and `upgrade` write:
/// `]]>` in a text, an input's encoding, CR LF lines, and a text XML cannot carry named by file
/// and object.
@Suite struct MergeUpgradeFidelityTests {
    static let fixture = PackagePaths.fixture("Example/LoginForm.xib")

    /// The design in `bytes` (written to a file first) merged to a .xib.
    static func merge(_ bytes: [UInt8]) throws -> MergeTarget.MergedText {
        let file = try TemporaryDirectory().file("Live.xib")
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        let design = MergedDesign(MatchResult(matching: try Design(contentsOf: [file]), mode: .default))
        return try MergeTarget.xib.text(of: design, destination: "out.xib")
    }

    /// The text of the element with `id`, in `text` read as a tree.
    static func label(_ id: String, in text: String) throws -> XMLTree.Element? {
        var found: XMLTree.Element?
        try XMLTree.read(bytes: Array(text.utf8)).root.forEachElement { if $0[attribute: "id"] == id { found = $0 } }
        return found
    }

    @Test("merge: a label text holding ]]> is written escaped, and reads back the same")
    func mergeEscapesCDATAEnd() throws {
        let text = try String(contentsOfFile: Self.fixture, encoding: .utf8)
            .replacingOccurrences(of: "<label text=\"Welcome back\" textAlignment=\"center\" id=\"p-title\">",
                                  with: "<label textAlignment=\"center\" id=\"p-title\">\n<string key=\"text\">a ]]&gt; b\nline two</string>")
        let merged = try Self.merge(Array(text.utf8))
        #expect(!merged.text.contains("]]>"))
        try DocumentSoundness.check(merged.text, file: "out.xib")
        #expect(try Self.label("p-title", in: merged.text)?.firstElement(named: "string", key: "text")?.text == "a ]]> b\nline two")
    }

    @Test("upgrade: a label text holding ]]> is written escaped, and reads back the same")
    func upgradeEscapesCDATAEnd() throws {
        let archive = try String(contentsOfFile: PackagePaths.fixture("Legacy/TwoLayouts.xib"), encoding: .utf8)
            .replacingOccurrences(of: "<string key=\"IBUIText\">Sign in</string>", with: "<string key=\"IBUIText\">a ]]&gt; b\nline two</string>")
        let text = try LegacyUpgrade(bytes: Array(archive.utf8), path: "TwoLayouts.xib").text()
        // A text of several lines is an element's text (where `]]>` must be escaped), not an attribute.
        #expect(text.contains("<string key=\"text\">a ]]&gt; b"), "\(text)")
        #expect(!text.contains("]]>"))
        var texts: [String] = []
        try XMLTree.read(bytes: Array(text.utf8)).root.forEachElement { element in
            if element.name == "label", let value = element[attribute: "text"] ?? element.firstElement(named: "string", key: "text")?.text { texts.append(value) }
        }
        #expect(texts.contains("a ]]> b\nline two"), "\(texts)")
    }

    @Test("merge: an input declared in another encoding is written as UTF-8 and says so; its text reads back the same",
          arguments: ["ISO-8859-1", "UTF-16"])
    func mergeDeclaresUTF8(_ encoding: String) throws {
        let text = try String(contentsOfFile: Self.fixture, encoding: .utf8)
            .replacingOccurrences(of: "encoding=\"UTF-8\"", with: "encoding=\"\(encoding)\"")
            .replacingOccurrences(of: "Welcome back", with: "Caf\u{E9}")
        let bytes: [UInt8] = encoding == "UTF-16" ? [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
            : text.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) }
        let merged = try Self.merge(bytes)
        #expect(merged.text.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>"), "\(merged.text.prefix(80))")
        #expect(try Self.label("p-title", in: merged.text)?[attribute: "text"] == "Caf\u{E9}")
    }

    @Test("merge: a document with CR LF lines is written with CR LF lines")
    func mergeKeepsCarriageReturnLineFeed() throws {
        let text = try String(contentsOfFile: Self.fixture, encoding: .utf8).replacingOccurrences(of: "\n", with: "\r\n")
        let merged = try Self.merge(Array(text.utf8))
        let lineFeeds = merged.text.utf8.filter { $0 == 0x0A }.count
        #expect(lineFeeds > 50)
        #expect(merged.text.components(separatedBy: "\r\n").count - 1 == lineFeeds, "every line ends with CR LF")
    }

    @Test("upgrade: a text XML cannot carry is an error naming the file and the object")
    func upgradeUnwritableNamesFileAndObject() throws {
        let path = PackagePaths.fixture("Hostile/control-characters-legacy-8.00.xib")
        let upgrade = try LegacyUpgrade(contentsOf: path)
        do {
            _ = try upgrade.text()
            Issue.record("the upgrade of an ESC in a text was written")
        } catch {
            let first = try #require(error.diagnostics.first)
            #expect(first.severity == .error)
            #expect(first.location?.file == path)
            #expect(first.message.contains("of object '"), "\(first.message)")
            #expect(first.message.contains("U+1B"), "\(first.message)")
        }
    }
}
