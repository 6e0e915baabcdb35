import Foundation
import Testing
import LayoutTemplates
import LayoutXML
import TestSupport

/// Merge works on elements: what a grafted view names outside itself is carried to the live
/// counterpart or left out with a warning, never left naming whatever the live document gives
/// that id; a landscape layout drawn inside another view is not cut out of it without a word.
@Suite struct GraftTests {
    static func document(root: String, width: Int, height: Int, subviews: String, objects: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="C">
                    <connections>
                        <outlet property="view" destination="\(root)" id="o-1"/>
                    </connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="\(root)">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    <subviews>
                        <label opaque="NO" text="Title" id="t-1">
                            <rect key="frame" x="20" y="10" width="200" height="30"/>
                        </label>
        \(subviews)
                    </subviews>
                </view>
        \(objects)
            </objects>
        </document>

        """
    }

    /// A one-file design: the owner's `view` and `portraitView` outlets name the portrait drawing
    /// `p` (a "Title" label `p-t`), `landscapeView` names `l`, which `landscapeObjects` draws
    /// (after the portrait view, among the document's objects).
    static func oneFileDesign(documentAttributes: String = "", landscapeObjects: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none"\(documentAttributes)>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="C">
                    <connections>
                        <outlet property="view" destination="p" id="o-1"/>
                        <outlet property="portraitView" destination="p" id="o-2"/>
                        <outlet property="landscapeView" destination="l" id="o-3"/>
                    </connections>
                </placeholder>
                <view contentMode="scaleToFill" id="p">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <subviews>
                        <label opaque="NO" text="Title" id="p-t">
                            <rect key="frame" x="20" y="10" width="200" height="30"/>
                        </label>
                    </subviews>
                </view>
        \(landscapeObjects)
            </objects>
        </document>

        """
    }

    /// The one-file design `text`, written as `name`, merged to a .xib.
    static func mergedOneFile(_ text: String, name: String) throws -> MergeTarget.MergedText {
        let file = try TemporaryDirectory().file(name)
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        let design = MergedDesign(MatchResult(matching: try Design(contentsOf: [file]), mode: .default))
        return try MergeTarget.xib.text(of: design, destination: "out.xib")
    }

    @Test("a grafted button's action to a landscape-only object is left out with a warning, not wired to the live view with that id")
    func actionToLandscapeOnlyObject() throws {
        let directory = try TemporaryDirectory()
        let portrait = directory.file("Portrait.xib")
        let landscape = directory.file("Landscape.xib")
        try Self.document(root: "r", width: 320, height: 480, subviews: """
                        <view contentMode="scaleToFill" id="X-1">
                            <rect key="frame" x="20" y="60" width="100" height="100"/>
                        </view>
        """).write(toFile: portrait, atomically: true, encoding: .utf8)
        try Self.document(root: "r", width: 480, height: 320, subviews: """
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="b-1">
                            <rect key="frame" x="300" y="10" width="100" height="30"/>
                            <state key="normal" title="Extra"/>
                            <connections>
                                <action selector="tap:" destination="X-1" eventType="touchUpInside" id="a-1"/>
                            </connections>
                        </button>
        """, objects: "<customObject id=\"X-1\" customClass=\"LandscapeHelper\"/>").write(toFile: landscape, atomically: true, encoding: .utf8)
        let design = MergedDesign(MatchResult(matching: try Design(contentsOf: [portrait, landscape]), mode: .default))
        let merged = try MergeTarget.xib.text(of: design, destination: "out.xib")
        let tree = try XMLTree.read(bytes: Array(merged.text.utf8))
        var actions: [XMLTree.Element] = []
        var button: XMLTree.Element?
        tree.root.forEachElement { element in
            if element.name == "action" { actions.append(element) }
            if element.name == "button" { button = element }
        }
        #expect(button != nil, "the landscape-only button is grafted")
        #expect(actions.isEmpty, "an action names \(actions.map { $0[attribute: "destination"] ?? "" })")
        #expect(merged.diagnostics.contains { $0.message.contains("action 'tap:' in grafted view 'b-1' names 'X-1' (destination), which has no counterpart in the live layout") },
                "\(merged.diagnostics.map(\.message))")
    }

    @Test("a grafted view using a prefix its own file declares above it carries the declaration: the output is namespace-well-formed and sound",
          arguments: ["x:note=\"1\"", "<x:extra note=\"1\"/>"])
    func graftCarriesNamespaces(_ use: String) throws {
        let directory = try TemporaryDirectory()
        let portrait = directory.file("Portrait.xib")
        let landscape = directory.file("Landscape.xib")
        try Self.document(root: "r", width: 320, height: 480, subviews: "").write(toFile: portrait, atomically: true, encoding: .utf8)
        let attribute = use.hasPrefix("<") ? "" : " " + use
        let child = use.hasPrefix("<") ? use : ""
        try Self.document(root: "r", width: 480, height: 320, subviews: """
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system"\(attribute) id="b-1">
                            <rect key="frame" x="300" y="10" width="100" height="30"/>
                            \(child)
                        </button>
        """).replacingOccurrences(of: "<document ", with: "<document xmlns:x=\"urn:x\" xmlns:unused=\"urn:u\" ")
            .write(toFile: landscape, atomically: true, encoding: .utf8)
        let design = MergedDesign(MatchResult(matching: try Design(contentsOf: [portrait, landscape]), mode: .default))
        let merged = try MergeTarget.xib.text(of: design, destination: "out.xib")
        try DocumentSoundness.check(merged.text, file: "out.xib")
        let tree = try XMLTree.read(bytes: Array(merged.text.utf8))
        var button: XMLTree.Element?
        tree.root.forEachElement { if $0.name == "button" { button = $0 } }
        let grafted = try #require(button, "the landscape-only button is grafted")
        #expect(grafted.attributes.first == XMLTree.Attribute("xmlns:x", "urn:x"), "\(grafted.attributes)")
        #expect(grafted[attribute: "xmlns:unused"] == nil, "only what the graft uses is declared")
    }

    @Test("a one-file design whose landscape layout is drawn inside another view: removed from there with a warning")
    func landscapeInsideAnotherView() throws {
        let merged = try Self.mergedOneFile(Self.oneFileDesign(landscapeObjects: """
                <view contentMode="scaleToFill" id="holder">
                    <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                    <subviews>
                        <view contentMode="scaleToFill" id="l">
                            <rect key="frame" x="0.0" y="0.0" width="480" height="320"/>
                            <subviews>
                                <label opaque="NO" text="Title" id="l-t">
                                    <rect key="frame" x="40" y="10" width="200" height="30"/>
                                </label>
                            </subviews>
                        </view>
                    </subviews>
                </view>
        """), name: "Nested.xib")
        #expect(merged.diagnostics.contains { $0.message.contains("layout 'l' is drawn inside <view> 'holder', not as a top-level view") },
                "\(merged.diagnostics.map(\.message))")
    }

    /// Every element of `text` read as a tree, with the name of the element holding it.
    static func elements(of text: String) throws -> [(element: XMLTree.Element, parent: String)] {
        var found: [(element: XMLTree.Element, parent: String)] = []
        func walk(_ element: XMLTree.Element) {
            for child in element.elements {
                found.append((child, element.name))
                walk(child)
            }
        }
        walk(try XMLTree.read(bytes: Array(text.utf8)).root)
        return found
    }

    @Test("a landscape-only button whose id a landscape constraint reuses is grafted with its action; no constraint lands in <subviews>")
    func graftedButtonIDReusedByConstraint() throws {
        let merged = try Self.mergedOneFile(Self.oneFileDesign(documentAttributes: " useAutolayout=\"YES\"", landscapeObjects: """
                <view contentMode="scaleToFill" id="l">
                    <rect key="frame" x="0.0" y="0.0" width="480" height="320"/>
                    <subviews>
                        <label opaque="NO" text="Title" id="l-t">
                            <rect key="frame" x="40" y="10" width="200" height="30"/>
                        </label>
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="B-1">
                            <rect key="frame" x="300" y="10" width="100" height="30"/>
                            <state key="normal" title="Extra"/>
                            <connections>
                                <action selector="extra:" destination="-1" eventType="touchUpInside" id="a-1"/>
                            </connections>
                        </button>
                    </subviews>
                    <constraints>
                        <constraint firstItem="B-1" firstAttribute="top" secondItem="l" secondAttribute="top" constant="10" id="B-1"/>
                    </constraints>
                </view>
        """), name: "Reuse.xib")
        try DocumentSoundness.check(merged.text, file: "out.xib")
        let elements = try Self.elements(of: merged.text)
        let button = try #require(elements.first { $0.element.name == "button" }, "the button is grafted")
        #expect(button.element[attribute: "id"] == "B-1" && button.parent == "subviews")
        #expect(button.element.firstElement(named: "connections")?.firstElement(named: "action")?[attribute: "selector"] == "extra:")
        #expect(!elements.contains { $0.element.name == "constraint" && $0.parent == "subviews" }, "a constraint was grafted as a view")
    }

    @Test("a grafted button's constraint repeating a matched view's id is kept under a new id, with no warning comparing it with the view")
    func graftedConstraintRepeatsMatchedID() throws {
        let directory = try TemporaryDirectory()
        let portrait = directory.file("Portrait.xib")
        let landscape = directory.file("Landscape.xib")
        try Self.document(root: "r", width: 320, height: 480, subviews: "").write(toFile: portrait, atomically: true, encoding: .utf8)
        try Self.document(root: "r", width: 480, height: 320, subviews: """
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="b-1">
                            <rect key="frame" x="300" y="10" width="100" height="30"/>
                            <state key="normal" title="Extra"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="100" id="t-1"/>
                            </constraints>
                        </button>
        """).write(toFile: landscape, atomically: true, encoding: .utf8)
        let design = MergedDesign(MatchResult(matching: try Design(contentsOf: [portrait, landscape]), mode: .default))
        let merged = try MergeTarget.xib.text(of: design, destination: "out.xib")
        try DocumentSoundness.check(merged.text, file: "out.xib")
        let elements = try Self.elements(of: merged.text)
        let button = try #require(elements.first { $0.element.name == "button" }?.element, "the button is grafted")
        let constraint = try #require(button.firstElement(named: "constraints")?.firstElement(named: "constraint"), "the button keeps its constraint")
        #expect(constraint[attribute: "constant"] == "100")
        #expect(constraint[attribute: "id"] != "t-1")
        #expect(elements.contains { $0.element.name == "label" && $0.element[attribute: "id"] == "t-1" })
        // Only the renumbering is said; nothing compares the constraint with the label.
        let others = merged.diagnostics.filter { $0.severity == .warning && $0.rule != .unmatchedView && $0.rule != .duplicateID }
        #expect(others.isEmpty, "\(others.map(\.message))")
    }

    @Test("a grafted button's popover segue anchored at a matched view is re-pointed at the live counterpart; one anchored at itself keeps naming it")
    func popoverAnchorFollowsCounterpart() throws {
        let fixture = try String(contentsOfFile: PackagePaths.fixture("Merge/LandscapeSegues.storyboard"), encoding: .utf8)
        let anchor = "<segue destination=\"VC2\" kind=\"show\" identifier=\"map\" id=\"sg5\"/>\n                            </connections>\n                        </button>"
        #expect(fixture.contains(anchor))
        let text = fixture.replacingOccurrences(of: anchor, with: anchor + """

                        <button opaque="NO" contentMode="scaleToFill" buttonType="roundedRect" id="LX">
                            <rect key="frame" x="300" y="20" width="100" height="30"/>
                            <state key="normal" title="Pop"/>
                            <connections>
                                <segue destination="VC2" kind="popoverPresentation" popoverAnchorView="LB" identifier="pop" id="sg7"/>
                                <segue destination="VC2" kind="popoverPresentation" popoverAnchorView="LX" identifier="popSelf" id="sg8"/>
                            </connections>
                        </button>
        """)
        let file = try TemporaryDirectory().file("Popover.storyboard")
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        let design = MergedDesign(MatchResult(matching: try Design(contentsOf: [file]), mode: .default))
        let merged = try MergeTarget.storyboard.text(of: design, destination: "out.storyboard")
        try DocumentSoundness.check(merged.text, file: "out.storyboard")
        let segues = try Self.elements(of: merged.text).map(\.element).filter { $0.name == "segue" && $0[attribute: "kind"] == "popoverPresentation" }
        let anchors = Dictionary(uniqueKeysWithValues: segues.compactMap { segue in segue[attribute: "identifier"].map { ($0, segue[attribute: "popoverAnchorView"] ?? "") } })
        #expect(anchors == ["pop": "PB", "popSelf": "LX"], "\(anchors)")
    }
}
