import Foundation
import LayoutCore
import Testing
import LayoutTemplates
import LayoutXML
import TestSupport

/// The one check every merge and upgrade output goes through before it is written
/// (``DocumentSoundness``): read back by the package's own reader within its limits, every id
/// defined once, every reference resolving; a failure names its cause and nothing is written.
@Suite struct OutputSoundnessTests {
    /// A small sound document whose `<objects>` get `body` added after the root view.
    static func document(root: String = "", body: String = "", attributes: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch"\(attributes)>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">
                    <connections>
                        <outlet property="view" destination="r-1" id="o-1"/>
                    </connections>
                </placeholder>
                <view contentMode="scaleToFill" id="r-1"\(root)>
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                </view>
        \(body)
            </objects>
        </document>

        """
    }

    @Test("a sound document passes, and so does every modern fixture and corpus document as it is")
    func soundPasses() throws {
        try DocumentSoundness.check(Self.document(), file: "out.xib")
        var checked = 0
        var roots = [PackagePaths.fixtures.path]
        if PackagePaths.isCorpusAvailable { roots.append(PackagePaths.corpusRoot.path) }
        for root in roots {
            for path in try Self.documents(under: root) {
                let text = try String(contentsOfFile: path, encoding: .utf8)
                guard text.contains("<document "), !path.contains("/DuplicateIDs/"), !path.contains("/Hostile/") else { continue }
                // A document the importer refuses is not sound, and the check must say so too.
                let readable = (try? ImportResult(contentsOf: path)) != nil
                if readable {
                    #expect(throws: Never.self, "\(path)") { try DocumentSoundness.check(text, file: path) }
                    checked += 1
                } else {
                    #expect(throws: DiagnosticError.self, "\(path)") { try DocumentSoundness.check(text, file: path) }
                }
            }
        }
        #expect(checked >= 10)
    }

    @Test("the one list of referencing attributes holds every attribute of the corpus and fixtures whose value names an id Xcode made")
    func referenceListCoversCorpus() throws {
        var roots = [PackagePaths.fixtures.path]
        if PackagePaths.isCorpusAvailable { roots.append(PackagePaths.corpusRoot.path) }
        if XcodeUpgrades.isAvailable { roots.append(XcodeUpgrades.root.path) }
        // Xcode's ids (`abc-12-xyz`), which no other value is spelled like by chance.
        func isXcodeID(_ value: String) -> Bool {
            let parts = value.split(separator: "-", omittingEmptySubsequences: false)
            return parts.map(\.count) == [3, 2, 3] && parts.allSatisfy { $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
        }
        var found: Set<String> = []
        var checked = 0
        for root in roots {
            for path in try Self.documents(under: root) {
                guard let tree = try? XMLTree.read(file: path), tree.root.name == "document" else { continue }
                var ids: Set<String> = []
                tree.root.forEachElement { if let id = $0[attribute: "id"], isXcodeID(id) { ids.insert(id) } }
                tree.root.forEachElement { element in
                    // A designable's name is the id of the view whose rendering Xcode cached: a
                    // cache, read by no one, and left as it is by every edit.
                    guard element.name != "designable" else { return }
                    // Identifiers (`reuseIdentifier`, `storyboardIdentifier`) are names a designer
                    // types, which may be spelled as an id (Xcode fills some in with one).
                    for attribute in element.attributes where attribute.name != "id" && !attribute.name.lowercased().hasSuffix("identifier") && ids.contains(attribute.value) {
                        if !ModernIBNames.isReference(attribute: attribute.name, of: element.name) { found.insert("<\(element.name) \(attribute.name)> in \(path)") }
                    }
                }
                checked += 1
            }
        }
        #expect(found.isEmpty, "\(found.sorted())")
        #expect(checked >= 10)
    }

    static func documents(under root: String) throws -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: root)
        var paths: [String] = []
        while let relative = enumerator?.nextObject() as? String {
            if relative.hasSuffix(".xib") || relative.hasSuffix(".storyboard") { paths.append(root + "/" + relative) }
        }
        return paths.sorted()
    }

    /// One unsound text per cause, with the rule and the words its error must have.
    static let unsound: [(name: String, text: String, rule: RuleID, words: String)] = [
        ("an id defined twice", document(body: "<view contentMode=\"scaleToFill\" id=\"r-1\"/>"), .duplicateID, "would define id 'r-1' twice"),
        ("an outlet to an id not defined", document().replacingOccurrences(of: "destination=\"r-1\"", with: "destination=\"gone\""), .brokenReference, "name 'gone' in destination"),
        ("a popover segue's anchor not defined",
         document(body: "<viewController id=\"c-1\"><connections><segue destination=\"c-1\" kind=\"popoverPresentation\" popoverAnchorView=\"nowhere\" id=\"s-1\"/></connections></viewController>"),
         .brokenReference, "name 'nowhere' in popoverAnchorView"),
        ("a popover segue's bar button item anchor not defined",
         document(body: "<viewController id=\"c-1\"><connections><segue destination=\"c-1\" kind=\"popoverPresentation\" popoverAnchorBarButtonItem=\"nowhere\" id=\"s-1\"/></connections></viewController>"),
         .brokenReference, "name 'nowhere' in popoverAnchorBarButtonItem"),
        ("nesting over the reader's depth",
         document(body: "<view id=\"d-0\">" + (1..<300).map { "<subviews><view id=\"d-\($0)\">" }.joined() + (1..<300).map { _ in "</view></subviews>" }.joined() + "</view>"),
         .inputLimit, "would not read back"),
        ("a <document> over the reader's attribute count", document(attributes: (0..<256).map { " extra\($0)=\"x\"" }.joined()), .inputLimit, "would not read back"),
        ("two attributes of one name, as namespaces lost by a writer would give", document(root: " note=\"1\" note=\"2\""), .malformedXML, "would not read back"),
    ]

    @Test("each cause is an error naming it", arguments: 0..<unsound.count)
    func unsoundRefused(_ index: Int) throws {
        let (name, text, rule, words) = Self.unsound[index]
        do {
            try DocumentSoundness.check(text, file: "out.xib")
            Issue.record("\(name): passed")
        } catch {
            let first = try #require(error.diagnostics.first)
            #expect(first.rule == rule, "\(name): \(first)")
            #expect(first.message.contains(words), "\(name): \(first.message)")
            #expect(first.message.contains("nothing is written"), "\(name)")
            #expect(first.location?.file == "out.xib")
        }
    }

    @Test("constraints repeating views' ids: the merge gives them new ids, the views keep theirs and their edits, the output is sound")
    func constraintsRepeatingViewIDsMergeSoundly() throws {
        let path = PackagePaths.fixture("DuplicateIDs/ConstraintReusesViewIDs.xib")
        let design = MergedDesign(MatchResult(matching: try Design(contentsOf: [path]), mode: .default))
        let merged = try MergeTarget.xib.text(of: design, destination: "out.xib")
        try DocumentSoundness.check(merged.text, file: "out.xib")
        let renumbered = merged.diagnostics.filter { $0.rule == .duplicateID && $0.message.contains("gives it id") }
        #expect(renumbered.map { $0.location?.line } == [31, 32])
        let tree = try XMLTree.read(bytes: Array(merged.text.utf8))
        var constraints: [XMLTree.Element] = []
        var views: [String: XMLTree.Element] = [:]
        tree.root.forEachElement { element in
            if element.name == "constraint" { constraints.append(element) }
            if element.name == "view" || element.name == "button", let id = element[attribute: "id"] { views[id] = element }
        }
        #expect(constraints.count == 2)
        for constraint in constraints {
            #expect(!["iN0-l3-epB", "Bt1-aa-bb"].contains(constraint[attribute: "id"] ?? ""))
            #expect(constraint.children.isEmpty, "a constraint received a view's edits: \(constraint)")
        }
        #expect(views["iN0-l3-epB"]?.firstElement(named: "variation") != nil)
        #expect(views["Bt1-aa-bb"]?.firstElement(named: "variation") != nil)
        // The button keeps its action; the constraints still name the views.
        #expect(views["Bt1-aa-bb"]?.firstElement(named: "connections")?.elements.first?[attribute: "selector"] == "done:")
        #expect(Set(constraints.compactMap { $0[attribute: "firstItem"] }) == ["Bt1-aa-bb", "Lbl-aa-bb"])
    }

    @Test("a live document whose output would not read back: merge exits 1, writes nothing, and names the cause",
          .enabled(if: TemplateApplyProcess.isAvailable))
    func mergeWritesNothingUnsound() throws {
        let text = try String(contentsOfFile: PackagePaths.fixture("Example/LoginForm.xib"), encoding: .utf8)
        // A <document> with as many attributes as the reader accepts: the merge adds
        // useTraitCollections, one over the limit.
        let count = try XMLTree.read(bytes: Array(text.utf8)).root.attributes.count
        let extra = (0..<(XMLReaderLimits.default.maximumAttributes - count)).map { "x\($0)=\"1\" " }.joined()
        let hostile = text.replacingOccurrences(of: "<document ", with: "<document " + extra)
        let directory = try TemporaryDirectory()
        let input = directory.file("Namespaced.xib")
        try hostile.write(toFile: input, atomically: true, encoding: .utf8)
        let output = directory.file("Merged.xib")
        let result = try TemplateApplyProcess.run(["merge", input, "-o", output])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("Merged.xib: error: the document to be written would not read back at line 10 of its text"), "\(result.stderr)")
        #expect(result.stderr.contains("[input-limit]"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test("a segue to a scene the storyboard lacks: the reader warns at the segue, and merge, which keeps it, writes nothing",
          .enabled(if: TemplateApplyProcess.isAvailable))
    func mergeKeepsNoDanglingSegue() throws {
        let text = try String(contentsOfFile: PackagePaths.fixture("Merge/LandscapeSegues.storyboard"), encoding: .utf8)
        let directory = try TemporaryDirectory()
        let input = directory.file("Dangling.storyboard")
        try text.replacingOccurrences(of: #"destination="VC2" kind="show" identifier="rotate""#, with: #"destination="Gone" kind="show" identifier="rotate""#)
            .write(toFile: input, atomically: true, encoding: .utf8)
        let output = directory.file("Merged.storyboard")
        for autoLayout in [[], ["--auto-layout"]] {
            let result = try TemplateApplyProcess.run(["merge", input, "-o", output] + autoLayout)
            #expect(result.status == 1, "\(result.stderr)")
            #expect(result.stderr.contains("Dangling.storyboard:38:25: warning: <segue>'s destination names id 'Gone', which the document does not define"), "\(result.stderr)")
            #expect(result.stderr.contains("Merged.storyboard: error: the document to be written would have <segue>"), "\(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: output))
        }
    }
}

extension OutputSoundnessTests {
    @Test("a design whose documents exceed a merge's size limit is an input-limit error before any tree is built; one within it is merged")
    func oversizedDesignRefused() throws {
        let path = PackagePaths.fixture("DuplicateIDs/ConstraintReusesViewIDs.xib")
        let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        for target in MergeTarget.allCases {
            #expect(target.inputLimitError(files: [path, path], limit: size) == nil, "one file counted once")
            let error = try #require(target.inputLimitError(files: [path], limit: size - 1))
            #expect(error.rule == .inputLimit)
            #expect(error.message.contains("\(size) bytes"))
            #expect(error.location?.file == path)
        }
        #expect(MergeTarget.xib.maximumInputBytes == 135_000_000)
        #expect(MergeTarget.template.maximumInputBytes == 300_000_000)
        // Placed by Auto Layout, a merge holds more per byte read, and reads less.
        #expect(MergeTarget.maximumAutoLayoutInputBytes == 70_000_000)
        let autoLayout = try #require(MergeTarget.xib.inputLimitError(files: [path], limit: size - 1, autoLayout: true))
        #expect(autoLayout.message.contains("a merge placed by Auto Layout reads") && autoLayout.message.contains("merge it with frame variations"), "\(autoLayout.message)")
        let design = MergedDesign(MatchResult(matching: try Design(contentsOf: [path]), mode: .default))
        #expect(throws: Never.self) { try MergeTarget.xib.text(of: design, destination: "out.xib") }
    }
}

extension OutputSoundnessTests {
    @Test("an archive larger than an upgrade's size limit is an input-limit error before a byte of it is read")
    func oversizedArchiveRefused() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        // A sparse file: its size is the limit's and one more, while it holds nothing on disk.
        let path = folder.file("Huge.xib")
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: UInt64(200_000_001))
        try handle.close()
        let before = InputReads.count(of: path)
        let error = try #require(throws: DiagnosticError.self) { try LegacyUpgrade(contentsOf: path) }
        #expect(error.diagnostics.map(\.rule) == [.inputLimit])
        #expect(error.diagnostics.first?.message.contains("200000001 bytes, more than the 200000000 an upgrade reads") == true)
        #expect(InputReads.count(of: path) == before, "refused by its size, unread")
    }

    @Test("the bytes of files count each file once and an unreadable one as none")
    func bytesOfFiles() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("file-size-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(FileManager.default.createFile(atPath: path, contents: Data(count: 1234)))
        #expect(FileSize.total(of: [path, path, path + ".missing"]) == 1234)
    }
}
