import Foundation
import Testing
import LayoutXML
import TestSupport

/// Reading then writing every modern Interface Builder document gives back its bytes: the
/// package's fixtures, and the real files of `../shared/corpus` and `../shared/xcode-upgrades/modern`
/// (those two skipped, with a message, when absent).
@Suite("XML tree round trip")
struct XMLTreeRoundTripTests {
    /// The documents that do not come back byte for byte, each with the first line that differs
    /// (as the source has it) and why. The test fails when a listed file comes back identical or
    /// differs elsewhere, so the list stays true.
    static let knownDifferences: [String: (line: String, reason: String)] = [
        "corpus/Overu__ObcProject/Swapper__Swapper__en.lproj__MainStoryboard.storyboard":
            ("<end of file>", "Xcode 4 ended the file without a newline after </document>; the writer ends with one, as Xcode has since"),
        "corpus/hendyou__TeachYourSelfiOS/FieldButtonFun__FieldButtonFun__en.lproj__MainStoryboard.storyboard":
            ("<end of file>", "no newline after </document>, as above"),
        "corpus/hendyou__TeachYourSelfiOS/Orientation__OrientationWithTwoXib__OrientationWithTwoXib__Base.lproj__Main.storyboard":
            ("<end of file>", "no newline after </document>, as above"),
        "corpus/mumble-voip__mumble-iphoneos/Source__Classes__MUCertificateCreationProgressView@doc-b493b10.xib":
            (#"<label opaque="NO" clipsSubviews="YES" userInteractionEnabled="NO" contentMode="left" fixedFrame="YES" text="&lt;test@example.com&gt;" textAlignment="center" lineBreakMode="characterWrap" minimumFontSize="10" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="15">"#,
             "an older Xcode escaped '>' as &gt; in this one value; every other file of the corpus writes '>' as it is, as the writer does"),
        "Fixtures/Hostile/control-characters.xib":
            (#"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="1&#10;&#13;x.xib:1:1: error: forged&#9;&#155;2J&#127;&#133;&#8238;&#8232;&#8233;&#65279;&#8294;" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none">"#,
             "a hostile document: character references to C1 controls, bidi controls and separators, which the writer writes as the characters (XML allows them); only whitespace in attributes needs a reference to come back"),
        "Fixtures/CheckGolden/Designs/Cell.xib":
            (#"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="NSObject"></placeholder>"#,
             "written by hand with an empty element as a start and an end tag; Interface Builder, and the writer, write <placeholder .../>"),
        "Fixtures/CheckRepo/App/Cells/MessageCell.xib":
            (#"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="NSObject"></placeholder>"#,
             "the same hand-written empty element"),
        "Fixtures/TreeConversion/App/Cells/MessageCell.xib":
            (#"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="NSObject"></placeholder>"#,
             "a copy of CheckRepo's, for the tree conversion"),
    ]

    /// Fixtures that are not well-formed on purpose (they test the readers' errors): the tree
    /// must refuse them too.
    static let notWellFormed: Set<String> = [
        "Fixtures/CheckGolden/Designs/Malformed.xib",
        "Fixtures/CheckRepo/.hidden/Broken.xib",
        "Fixtures/CheckRepo/build/Intermediates/Broken.xib",
        "Fixtures/CheckRepo/Pods/SomeLibrary/LibraryView.xib",
        "Fixtures/TreeConversion/Broken/Malformed.xib",
    ]

    /// Every `.xib` and `.storyboard` under `folder` whose root element is `document`.
    static func modernDocuments(under folder: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        var found: [URL] = []
        for case let url as URL in walker where ["xib", "storyboard"].contains(url.pathExtension) {
            guard let data = FileManager.default.contents(atPath: url.path) else { continue }
            let head = String(decoding: data.prefix(2048), as: UTF8.self)
            if head.contains("<document ") { found.append(url) }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The name a file has in ``knownDifferences``: its path under the fixtures or the shared folder.
    static func listedName(_ url: URL) -> String {
        let path = url.standardizedFileURL.path
        for (root, prefix) in [(PackagePaths.fixtures, "Fixtures/"), (PackagePaths.corpusRoot, "corpus/"), (PackagePaths.xcodeUpgradesRoot, "xcode-upgrades/")] {
            let rootPath = root.standardizedFileURL.path + "/"
            if path.hasPrefix(rootPath) { return prefix + path.dropFirst(rootPath.count) }
        }
        return path
    }

    /// The first line of `source` that `written` does not reproduce, or `nil` when they are equal.
    static func firstDifference(_ source: String, _ written: String) -> (number: Int, source: String, written: String)? {
        guard source != written else { return nil }
        let a = source.split(separator: "\n", omittingEmptySubsequences: false)
        let b = written.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(a.count, b.count) {
            let left = index < a.count ? String(a[index]) : "<end of file>"
            let right = index < b.count ? String(b[index]) : "<end of file>"
            if left != right { return (index + 1, left, right) }
        }
        return (a.count, "", "")
    }

    /// Checks each file and returns how many were read.
    static func check(_ files: [URL]) throws -> Int {
        for url in files {
            let source = try #require(FileManager.default.contents(atPath: url.path), "\(url.path) is unreadable")
            let name = listedName(url)
            if notWellFormed.contains(name) {
                #expect(throws: XMLParseError.self, "\(name) is not well-formed on purpose") { try XMLTree.read(file: url.path) }
                continue
            }
            let tree = try XMLTree.read(file: url.path)
            let written = try XMLTreeWriter.string(from: tree)
            let difference = firstDifference(String(decoding: source, as: UTF8.self), written)
            if let listed = knownDifferences[name] {
                #expect(difference != nil, "\(name) is listed as not round-tripping (\(listed.reason)) but comes back identical")
                if let difference {
                    #expect(difference.source.trimmingCharacters(in: .whitespaces) == listed.line,
                            "\(name): line \(difference.number) differs, not the listed one:\n  source:  \(difference.source)\n  written: \(difference.written)")
                }
            } else if let difference {
                Issue.record("\(name) does not round-trip: line \(difference.number)\n  source:  \(difference.source)\n  written: \(difference.written)")
            }
        }
        return files.count
    }

    @Test("every modern fixture comes back byte for byte")
    func fixtures() throws {
        let files = Self.modernDocuments(under: PackagePaths.fixtures)
        #expect(try Self.check(files) > 10)
    }

    @Test("every modern corpus document comes back byte for byte", .enabled(if: PackagePaths.isCorpusAvailable, "../shared/corpus is absent: its round trip is skipped"))
    func corpus() throws {
        let files = Self.modernDocuments(under: PackagePaths.corpusRoot)
        #expect(try Self.check(files) > 10)
    }

    @Test("every document Xcode wrote in an upgrade comes back byte for byte", .enabled(if: PackagePaths.isXcodeUpgradesAvailable, "../shared/xcode-upgrades is absent: its round trip is skipped"))
    func xcodeUpgrades() throws {
        let files = Self.modernDocuments(under: PackagePaths.xcodeUpgradesRoot.appendingPathComponent("modern"))
        #expect(try Self.check(files) > 10)
    }
}

/// The tree's reading, its builder API and its writer on small documents.
@Suite("XML tree")
struct XMLTreeTests {
    @Test("comments, processing instructions, text and positions are kept")
    func markup() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!--before-->
            <document a="1" b="x &amp; &lt;y&gt; 'q'">
                <!--Owner-->
                <?tool some data?>
                <string key="text">one &amp; two
            three</string>
                <empty/>
            </document>

            """
        let tree = try XMLTree.read(bytes: Array(text.utf8))
        #expect(tree.declaration == XMLDeclaration(version: "1.0", encoding: "UTF-8", standalone: nil))
        #expect(tree.prolog == [.comment(XMLTree.Comment("before"))])
        #expect(tree.prolog.first?.position == XMLPosition(line: 2, column: 1))
        #expect(tree.root.attributes == [XMLTree.Attribute("a", "1"), XMLTree.Attribute("b", "x & <y> 'q'")])
        #expect(tree.root.position == XMLPosition(line: 3, column: 1))
        let children = tree.root.children
        #expect(children.count == 4)
        #expect(children[0] == .comment(XMLTree.Comment("Owner")))
        #expect(children[0].position == XMLPosition(line: 4, column: 5))
        #expect(children[1] == .processingInstruction(XMLTree.ProcessingInstruction(target: "tool", data: "some data")))
        #expect(children[1].position == XMLPosition(line: 5, column: 5))
        let string = try #require(children[2].element)
        #expect(string.text == "one & two\nthree")
        #expect(string.children.first?.position == XMLPosition(line: 6, column: 24))
        // Interface Builder writes '>' and "'" as they are.
        #expect(try XMLTreeWriter.string(from: tree) == text.replacingOccurrences(of: "&gt;", with: ">"))
    }

    @Test("a document built in code is printed as Interface Builder prints one")
    func built() throws {
        var root = XMLTree.Element("document", ["type": "com.apple.InterfaceBuilder3.CocoaTouch.XIB", "version": "3.0"])
        var objects = XMLTree.Element("objects")
        objects.append(XMLTree.Element("placeholder", ["placeholderIdentifier": "IBFilesOwner", "id": "-1", "userLabel": "File's Owner"]))
        var label = XMLTree.Element("label", ["text": "a \"quoted\"\nline", "id": "5"])
        label.children.append(.comment(XMLTree.Comment("note")))
        label.append(XMLTree.Element("string", children: [.text(XMLTree.Text("1 < 2 & 3 > 0"))]))
        objects.append(label)
        root.append(objects)
        root[attribute: "version"] = "3.1"
        root[attribute: "toolsVersion"] = "1"
        let written = try XMLTreeWriter.string(from: XMLTree(root: root))
        #expect(written == """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.1" toolsVersion="1">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <label text="a &quot;quoted&quot;&#10;line" id="5">
                        <!--note-->
                        <string>1 &lt; 2 &amp; 3 > 0</string>
                    </label>
                </objects>
            </document>

            """)
        // Read back, the same tree.
        #expect(try XMLTree.read(bytes: Array(written.utf8)).root == root)
    }

    @Test("what XML cannot carry is an error, never a malformed document")
    func refusals() {
        let comment = XMLTree.Element("scene", children: [.comment(XMLTree.Comment("Owner--Class"))])
        #expect(throws: XMLTreeWriteError.self) { try XMLTreeWriter.string(from: XMLTree(root: comment)) }
        let control = XMLTree.Element("label", ["text": "bell \u{7}"])
        #expect(throws: XMLTreeWriteError.self) { try XMLTreeWriter.string(from: XMLTree(root: control)) }
    }

    @Test("positions are not compared: a tree read equals the same tree built")
    func equality() throws {
        let tree = try XMLTree.read(bytes: Array("<a x=\"1\"><b/></a>".utf8))
        #expect(tree.root == XMLTree.Element("a", ["x": "1"], children: [.element(XMLTree.Element("b"))]))
    }
}
