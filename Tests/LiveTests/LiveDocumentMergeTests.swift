import Foundation
import LayoutXML
import Testing
import LayoutTemplates
import TestSupport

/// Merging edits the designer's modern document: with the variations and masks it adds taken away
/// (and the few edits it reports), the merged document is the live layout's document, element for
/// element, attribute for attribute, comment for comment; it is well-formed, reads back, and every
/// connection keeps both its ends. The corpus part reads `../shared/corpus` and is skipped, with a
/// message, when it is absent.
@Suite("Merge edits the live document")
struct LiveDocumentMergeTests {
    /// The fixture designs in Interface Builder's formats (one-file outlets, two files, storyboard
    /// scenes, size-class variations, legacy archives, which are merged as their upgrade).
    static let fixtures = [["Example/LoginForm.xib"], ["Merge/HiddenAndTargets.xib"], ["Merge/MovedLabel.xib"], ["Modern/EveryMapping.xib"],
                           ["Modern/SceneWithLandscapeView.storyboard"], ["Modern/SizeClassVariations.storyboard"],
                           ["Merge/TwoFile/Portrait.xib", "Merge/TwoFile/Landscape.xib"], ["Merge/OneFileConnections.xib"],
                           ["Legacy/AllMappings-7.10.xib"], ["Legacy/AllMappings-8.00.xib"], ["Legacy/TwoLayouts.xib"], ["Merge/CollectionCell.xib"], ["Merge/StackAxis.xib"]]

    @Test("every modern fixture design: the live document plus variations, well-formed, every connection whole", arguments: MatchingMode.allCases)
    func fixtureDesigns(mode: MatchingMode) throws {
        for files in Self.fixtures.map({ $0.map(PackagePaths.fixture) }) {
            let checked = try Self.expectLiveDocumentKept(files: files, mode: mode)
            #expect(checked, "\(files) was not merged by editing its document")
        }
    }

    @Test("every iPhone two-layout design of the corpus: the live document (a legacy one's upgrade) plus variations",
          .enabled(if: PackagePaths.isCorpusAvailable, "../shared/corpus is absent: the corpus merge is skipped"),
          arguments: MatchingMode.allCases)
    func corpusDesigns(mode: MatchingMode) throws {
        var edited = 0
        for files in try CorpusPairs.designs() {
            let set = try Design(contentsOf: files)
            if set.liveDocumentType?.contains(".iPad.") == true { continue }
            if try Self.expectLiveDocumentKept(files: files, mode: mode) { edited += 1 }
        }
        // The xamarin two-file pair, the three one-file storyboards and the legacy archives (MANIFEST).
        #expect(edited >= 10)
    }

    @Test("two files that reuse each other's ids: the landscape file's connections go to the live counterparts, its extra panel is grafted with new ids and references following, resources are united")
    func twoFilesSharingIDs() throws {
        let files = ["Merge/TwoFile/Portrait.xib", "Merge/TwoFile/Landscape.xib"].map(PackagePaths.fixture)
        let set = try Design(contentsOf: files)
        let design = MergedDesign(MatchResult(matching: set, mode: .default))
        let (text, diagnostics) = try InterfaceBuilderMerger.string(from: design, format: .xib, file: "Out.xib")
        let tree = try XMLTree.read(bytes: Array(text.utf8))
        var byID: [String: XMLTree.Element] = [:]
        tree.root.forEachElement { if let id = $0[attribute: "id"] { byID[id] = $0 } }
        // The landscape-only panel: grafted under the live root with its label, button and
        // constraint, whose ids (taken by the live file's view and outlets) are renumbered in
        // Xcode's style, every reference following; the button keeps its own action.
        let xcodeStyle = /[0-9A-Za-z]{3}-[0-9A-Za-z]{2}-[0-9A-Za-z]{3}/
        let panel = try #require(byID.values.first { $0[attribute: "userLabel"] == "Details panel" })
        let panelID = try #require(panel[attribute: "id"])
        #expect(panelID.wholeMatch(of: xcodeStyle) != nil)
        let button = try #require(panel.firstElement(named: "subviews")?.elements.first { $0.name == "button" })
        let label = try #require(panel.firstElement(named: "subviews")?.elements.first { $0.name == "label" })
        let buttonID = try #require(button[attribute: "id"])
        let labelID = try #require(label[attribute: "id"])
        #expect(buttonID.wholeMatch(of: xcodeStyle) != nil && labelID.wholeMatch(of: xcodeStyle) != nil)
        let constraint = try #require(panel.firstElement(named: "constraints")?.elements.first)
        #expect(constraint[attribute: "firstItem"] == buttonID && constraint[attribute: "secondItem"] == labelID)
        #expect(constraint[attribute: "id"]?.wholeMatch(of: xcodeStyle) != nil)
        #expect(button.firstElement(named: "connections")?.elements.first?[attribute: "selector"] == "showDetails:")
        // The live file's own outlets keep their ids.
        let owner = try #require(byID["-1"])
        let outlets = owner.firstElement(named: "connections")?.elements ?? []
        #expect(outlets.filter { ["o-1", "o-2", "o-3"].contains($0[attribute: "id"] ?? "") }.count == 3)
        // The owner's outlet to the button, drawn in the landscape file only, names the grafted button.
        #expect(outlets.contains { $0[attribute: "property"] == "detailsButton" && $0[attribute: "destination"] == buttonID })
        // The text field's delegate in the landscape file goes to the live field's owner, not by id.
        let field = try #require(byID["p-field"])
        #expect(field.firstElement(named: "connections")?.elements.contains { $0[attribute: "property"] == "delegate" && $0[attribute: "destination"] == "-1" } == true)
        // Resources: the union.
        let resources = tree.root.firstElement(named: "resources")?.elements.compactMap { $0[attribute: "name"] } ?? []
        #expect(Set(resources) == ["logo", "logo-wide"])
        // The landscape file's outlet to an object the live file lacks is a warning naming it.
        #expect(diagnostics.contains { $0.rule == .notExpressible && $0.message.contains("outlet 'helper'") })
        // What the landscape file draws differently in a matched view is named, never silent.
        #expect(diagnostics.contains { $0.message.contains("draws 'p-field' (live 'p-title') with <color key=\"textColor\"> (none; live has one)") })
        // Installed in height-compact only.
        let root = try #require(byID["p-root"])
        let compact = root.elements.first { $0.name == "variation" && $0[attribute: "key"] == "heightClass=compact" }
        #expect(compact?.firstElement(named: "mask")?.elements.contains { $0.name == "include" && $0[attribute: "reference"] == panelID } == true)
    }

    @Test("a collection view cell whose content view has no id: the cells, the content view's subviews and the flow layout's id are no difference; the content view's own look is")
    func idlessContentView() throws {
        func warnings(_ text: String) throws -> [String] {
            let directory = try TemporaryDirectory()
            defer { directory.remove() }
            let file = directory.file("Gallery.xib")
            try text.write(toFile: file, atomically: true, encoding: .utf8)
            let design = MergedDesign(MatchResult(matching: try Design(contentsOf: [file]), mode: .default))
            return try InterfaceBuilderMerger.string(from: design, format: .xib, file: "Out.xib").diagnostics.map(\.message).filter { $0.contains("draws '") }
        }
        let fixture = try String(contentsOfFile: PackagePaths.fixture("Merge/CollectionCell.xib"), encoding: .utf8)
        #expect(try warnings(fixture).isEmpty)
        // The landscape content view drawn grey: that is said.
        let landscapeContent = try #require(fixture.range(of: "<view key=\"contentView\" contentMode=\"center\">", options: .backwards))
        var grey = fixture
        grey.insert(contentsOf: "<color key=\"backgroundColor\" white=\"0.5\" alpha=\"1\" colorSpace=\"calibratedWhite\"/>", at: landscapeContent.upperBound)
        let said = try warnings(grey)
        #expect(said.contains { $0.contains("draws 'l-cell' (live 'p-cell') with <view key=\"contentView\"> <color> (live has none)") }, "\(said)")
    }

    @Test("a stack view the landscape drawing lays out along the other axis gets a height-compact variation of its axis, not a warning")
    func stackAxis() throws {
        let design = MergedDesign(MatchResult(matching: try Design(contentsOf: [PackagePaths.fixture("Merge/StackAxis.xib")]), mode: .default))
        let (text, diagnostics) = try InterfaceBuilderMerger.string(from: design, format: .xib, file: "Out.xib")
        let tree = try XMLTree.read(bytes: Array(text.utf8))
        var stack: XMLTree.Element?
        tree.root.forEachElement { if $0[attribute: "id"] == "p-choices" { stack = $0 } }
        let compact = try #require(stack?.elements.first { $0.name == "variation" && $0[attribute: "key"] == "heightClass=compact" })
        #expect(compact[attribute: "axis"] == "horizontal")
        #expect(!diagnostics.contains { $0.message.contains("draws 'l-choices'") }, "\(diagnostics.map(\.message))")
    }

    @Test("one file with both drawings: the landscape drawing goes, what named its views names their counterparts or the grafted ones, the recognizer and the comment stay")
    func oneFileConnections() throws {
        let set = try Design(contentsOf: [PackagePaths.fixture("Merge/OneFileConnections.xib")])
        let design = MergedDesign(MatchResult(matching: set, mode: .default))
        let (text, _) = try InterfaceBuilderMerger.string(from: design, format: .xib, file: "Out.xib")
        let tree = try XMLTree.read(bytes: Array(text.utf8))
        var byID: [String: XMLTree.Element] = [:]
        tree.root.forEachElement { if let id = $0[attribute: "id"] { byID[id] = $0 } }
        #expect(byID["l-root"] == nil && byID["l-name"] == nil && byID["l-note"] == nil)
        let outlets = Dictionary(byID["-1"]?.firstElement(named: "connections")?.elements.compactMap { outlet in
            outlet[attribute: "id"].map { ($0, outlet[attribute: "destination"] ?? "") }
        } ?? [], uniquingKeysWith: { first, _ in first })
        #expect(outlets == ["o-1": "p-root", "o-2": "p-root", "o-3": "p-root", "o-4": "p-name", "o-5": "p-name",
                            "o-6": "l-share", "o-7": "l-share-width", "o-8": "p-name", "o-9": "p-name"])
        // The grafted button keeps its constraint and its action.
        let share = try #require(byID["l-share"])
        #expect(share.firstElement(named: "constraints")?.elements.first?[attribute: "id"] == "l-share-width")
        #expect(share.firstElement(named: "connections")?.elements.first?[attribute: "selector"] == "share:")
        #expect(byID["tap"]?.firstElement(named: "connections")?.elements.first?[attribute: "selector"] == "flip:")
        #expect(text.contains("<!--Tapping the card anywhere flips it.-->"))
        #expect(text.contains("text=\"Tom's card\""))
    }

    @Test("Xcode's spelling: File's Owner with a literal apostrophe; an owner class with '--' gives a well-formed comment")
    func spelling() throws {
        let file = PackagePaths.fixture("Merge/HiddenAndTargets.xib")
        let set = try Design(contentsOf: [file])
        let design = MergedDesign(MatchResult(matching: set, mode: .default))
        let (text, _) = try InterfaceBuilderMerger.string(from: design, format: .xib, file: "Out.xib")
        #expect(text.contains("userLabel=\"File's Owner\""))
        // Written from the model (a .xib as a storyboard), the owner class is a comment.
        let root = ViewNode(id: "r", viewClass: ViewClass("UIView"), attributes: LayoutAttributes(frame: Rect(x: 0, y: 0, width: 320, height: 480)))
        let scene = Scene(ownerClass: "My--Odd---Class-", views: [root])
        let written = try InterfaceBuilderWriter.string(from: Document(file: "Out.storyboard", format: .storyboard, scenes: [scene]))
        let tree = try XMLTree.read(bytes: Array(written.utf8))
        let comments = tree.root.firstElement(named: "scenes")?.children.compactMap { node -> String? in
            if case .comment(let comment) = node { return comment.value }
            return nil
        }
        #expect(comments == ["My- -Odd- - -Class- "])
    }

    // MARK: Helpers

    /// Merges `files` to the live document's own kind and checks the merged document against the
    /// live one (a legacy archive's upgrade); `false` when the design is not merged by editing
    /// its document (nothing is checked then).
    static func expectLiveDocumentKept(files: [String], mode: MatchingMode, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Bool {
        let label = files.map { ($0 as NSString).lastPathComponent }.joined(separator: " + ") + " \(mode)"
        let set = try Design(contentsOf: files)
        let design = MergedDesign(MatchResult(matching: set, mode: mode))
        let format: Document.Format = files[0].hasSuffix(".storyboard") ? .storyboard : .xib
        let plan = try InterfaceBuilderMerger.Plan(design: design, device: InterfaceBuilderMerger.defaultDevice)
        guard case .merged(let merged) = LiveDocumentMerger.merge(design, plan: plan, format: format) else { return false }
        #expect(!merged.failed, "\(label)", sourceLocation: sourceLocation)
        // Well-formed, and read back by this tool.
        let mergedTree = try XMLTree.read(bytes: Array(merged.text.utf8))
        let path = format == .storyboard ? "Merged.storyboard" : "Merged.xib"
        let reread = try ImportResult(bytes: Array(merged.text.utf8), path: path)
        #expect(!reread.diagnostics.contains { $0.severity == .error }, "\(label)", sourceLocation: sourceLocation)
        // Every connection has both ends.
        var ids: Set<String> = []
        mergedTree.root.forEachElement { if let id = $0[attribute: "id"] { ids.insert(id) } }
        mergedTree.root.forEachElement { element in
            guard let connections = element.firstElement(named: "connections") else { return }
            #expect(element[attribute: "id"] != nil, "\(label): connections of an object without id", sourceLocation: sourceLocation)
            for connection in connections.elements {
                let destination = connection[attribute: "destination"] ?? ""
                #expect(ids.contains(destination), "\(label): \(connection.name) of '\(element[attribute: "id"] ?? "")' names missing '\(destination)'", sourceLocation: sourceLocation)
            }
        }
        // Without what the merge adds, the live document (a legacy archive's: its upgrade).
        guard case .document(let original, _) = LiveDocumentMerger.modernDocument(at: design.liveFile, role: "live") else {
            Issue.record("\(label): the live document is gone", sourceLocation: sourceLocation)
            return false
        }
        var expected = original.root
        var actual = mergedTree.root
        expected.apply(merged.edits)
        actual.removeAdditions(merged.edits, keepingResourcesOf: original.root)
        expected.removeSizeClassLayout()
        actual.removeSizeClassLayout()
        // The header, raised to what size classes need, is checked on its own (SizeClassHeaderTests).
        actual.attributes = expected.attributes
        if let index = actual.children.firstIndex(where: { $0.element?.name == "dependencies" }),
           let dependencies = expected.elements.first(where: { $0.name == "dependencies" }) {
            actual.children[index] = .element(dependencies)
        }
        if expected != actual {
            Issue.record("\(label): the merged document differs from the live one beyond variations and masks: \(firstDifference(expected, actual))", sourceLocation: sourceLocation)
        }
        // Every connection of the live document is there (re-pointed where its view was a removed template's).
        var originalConnections: [String] = []
        expected.forEachElement { element in
            if element.name == "connections" { originalConnections += element.elements.compactMap { $0[attribute: "id"] } }
        }
        for id in originalConnections {
            #expect(ids.contains(id), "\(label): connection '\(id)' is lost", sourceLocation: sourceLocation)
        }
        return true
    }

    /// Where two elements first differ, as a path of element names and ids.
    static func firstDifference(_ a: XMLTree.Element, _ b: XMLTree.Element, path: String = "") -> String {
        let here = path + "/" + a.name + (a[attribute: "id"].map { "#\($0)" } ?? "")
        if a.name != b.name || a.attributes != b.attributes {
            return "\(here): \(a.attributes.map { "\($0.name)=\($0.value)" }) vs \(b.attributes.map { "\($0.name)=\($0.value)" })"
        }
        if a.children.count != b.children.count {
            return "\(here): \(a.children.count) children vs \(b.children.count): \(a.elements.map(\.name)) vs \(b.elements.map(\.name))"
        }
        for (left, right) in zip(a.children, b.children) where left != right {
            if let l = left.element, let r = right.element { return firstDifference(l, r, path: here) }
            return "\(here): \(left) vs \(right)"
        }
        return here
    }
}

extension XMLTree.Element {
    /// Applies to the live document the edits the merge reports besides variations: removed
    /// template trees, `hidden` flags given up for installation, connections re-pointed.
    mutating func apply(_ edits: LiveDocumentMerge.Edits) {
        let removed = Set(edits.removedTemplates)
        let unhidden = Set(edits.unhidden)
        let removedViews = removedViews(edits)
        transformElements { element in
            element.children.removeAll { $0.element?["id"].map(removed.contains) ?? false }
            if let id = element["id"], unhidden.contains(id) { element["hidden"] = nil }
            if element.name == "connections" {
                element.children.removeAll { node in
                    // A connection to a removed template view with no counterpart is left out.
                    guard let id = node.element?["id"], let destination = node.element?["destination"] else { return false }
                    return edits.repointed[id] == nil && removedViews.contains(destination)
                }
            }
            if let id = element["id"], let target = edits.repointed[id], element.name != "connections" { element["destination"] = target }
            if element.name == "resources" {
                element.children.removeAll { node in node.element?["name"].map(edits.removedResources.contains) ?? false }
            }
        }
        removeEmptyContainers()
    }

    /// The ids of every element of the removed templates (only their roots are reported; the
    /// live document is read again to find the rest).
    private func removedViews(_ edits: LiveDocumentMerge.Edits) -> Set<String> {
        var ids: Set<String> = []
        let roots = Set(edits.removedTemplates)
        forEachElement { element in
            guard let id = element["id"], roots.contains(id) else { return }
            element.forEachElement { if let inner = $0["id"] { ids.insert(inner) } }
        }
        return ids
    }

    /// Removes from the merged document what the merge reports adding: grafted views, carried
    /// connections, resources the live document did not have.
    mutating func removeAdditions(_ edits: LiveDocumentMerge.Edits, keepingResourcesOf original: XMLTree.Element) {
        let added = Set(edits.grafted + edits.addedConnections)
        let resources = Set(original.firstElement(named: "resources")?.elements.map { "\($0.name)/\($0["name"] ?? "")" } ?? [])
        transformElements { element in
            element.children.removeAll { $0.element?["id"].map(added.contains) ?? false }
            if element.name == "resources" {
                element.children.removeAll { node in node.element.map { !resources.contains("\($0.name)/\($0["name"] ?? "")") } ?? false }
            }
        }
        removeEmptyContainers()
    }

    /// Interface Builder writes no empty `<subviews>`, `<connections>` or `<resources>`.
    mutating func removeEmptyContainers() {
        transformElements { element in
            element.children.removeAll { node in
                guard let child = node.element else { return false }
                return ["subviews", "connections", "resources"].contains(child.name) && child.children.isEmpty
            }
        }
    }

    /// The frames and subview masks of every view's variations, and the variations left empty.
    mutating func removeSizeClassLayout() {
        transformElements { element in
            element.children = element.children.compactMap { node in
                guard var variation = node.element, variation.name == "variation" else { return node }
                variation.children.removeAll { child in
                    guard let inner = child.element else { return false }
                    return (inner.name == "rect" && inner["key"] == "frame") || (inner.name == "mask" && inner["key"] == "subviews")
                }
                return variation.children.isEmpty ? nil : .element(variation)
            }
        }
    }

    subscript(_ name: String) -> String? {
        get { self[attribute: name] }
        set { self[attribute: name] = newValue }
    }
}
