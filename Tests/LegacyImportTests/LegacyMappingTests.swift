import Foundation
import Testing
import LayoutTemplates
import TestSupport

/// Each property of the legacy format on the two fixtures that describe one interface in the 7.x
/// and the 8.x encodings (`Fixtures/Legacy/AllMappings-7.10.xib`, `AllMappings-8.00.xib`).
@Suite struct LegacyMappingTests {
    static let fixtures = ["Legacy/AllMappings-7.10.xib", "Legacy/AllMappings-8.00.xib"]

    /// What both fixtures say, property by property (their comments list why each view is there).
    static let expectedScene = Scene(
        ownerID: "-1",
        ownerClass: "MappingViewController",
        outlets: [
            Scene.Outlet(property: "view", destination: "1"),
            Scene.Outlet(property: "portraitView", destination: "1"),
            Scene.Outlet(property: "landscapeView", destination: "10"),
            Scene.Outlet(property: "buttons", destination: "3"),
            Scene.Outlet(property: "delegate", destination: "11"),
        ],
        views: [
            ViewNode(
                id: "1",
                viewClass: ViewClass("UIView"),
                attributes: LayoutAttributes(frame: Rect(x: 0, y: 20, width: 320, height: 460), autoresizingMask: [.flexibleWidth, .flexibleHeight]),
                userLabel: "Portrait",
                subviews: [
                    ViewNode(
                        id: "2",
                        viewClass: ViewClass("UILabel"),
                        attributes: LayoutAttributes(frame: Rect(x: 20, y: 20, width: 280, height: 21), autoresizingMask: [.flexibleRightMargin, .flexibleBottomMargin]),
                        text: "Title"
                    ),
                    ViewNode(
                        id: "3",
                        viewClass: ViewClass("UIButton"),
                        tag: 5,
                        attributes: LayoutAttributes(frame: Rect(x: 20, y: 60, width: 100.5, height: 37), autoresizingMask: [.flexibleLeftMargin, .flexibleBottomMargin]),
                        title: "Go",
                        image: "go.png",
                        actions: [
                            ControlAction(target: .filesOwner, selector: "go:", events: .touchUpInside),
                            ControlAction(target: .firstResponder, selector: "logTouch:", events: .touchDown),
                        ]
                    ),
                    ViewNode(
                        id: "4",
                        viewClass: ViewClass("UITextField"),
                        attributes: LayoutAttributes(frame: Rect(x: 20, y: 110, width: 280, height: 31), autoresizingMask: [.flexibleWidth, .flexibleBottomMargin]),
                        text: "a@b.c",
                        placeholder: "Email"
                    ),
                    ViewNode(
                        id: "5",
                        viewClass: ViewClass("UISlider"),
                        attributes: LayoutAttributes(frame: Rect(x: 18, y: 160, width: 284, height: 23), autoresizingMask: [.flexibleRightMargin, .flexibleBottomMargin]),
                        actions: [ControlAction(target: .object(id: "11"), selector: "sliderMoved:", events: .valueChanged)]
                    ),
                    ViewNode(
                        id: "6",
                        viewClass: ViewClass("UIView", customClass: "BadgeView"),
                        attributes: LayoutAttributes(frame: Rect(x: 0, y: 0, width: 50, height: 50), isHidden: true, autoresizingMask: [.flexibleRightMargin, .flexibleBottomMargin]),
                        userLabel: "Badge",
                        subviews: [
                            ViewNode(
                                id: "7",
                                viewClass: ViewClass("UIImageView"),
                                attributes: LayoutAttributes(frame: Rect(x: 0, y: 0, width: 50, height: 50), autoresizingMask: [.flexibleWidth, .flexibleHeight]),
                                image: "go.png"
                            ),
                        ]
                    ),
                    ViewNode(
                        id: "8",
                        viewClass: ViewClass("UILabel"),
                        tag: -3,
                        attributes: LayoutAttributes(frame: Rect(x: -10, y: 400, width: 340, height: 21), autoresizingMask: [.flexibleLeftMargin, .flexibleTopMargin]),
                        text: "Forward"
                    ),
                ]
            ),
            ViewNode(
                id: "10",
                viewClass: ViewClass("UIView"),
                attributes: LayoutAttributes(frame: Rect(x: 0, y: 0, width: 480, height: 300)),
                userLabel: "Landscape"
            ),
        ]
    )

    @Test("each fixture imports to exactly the expected scene", arguments: fixtures)
    func wholeDocument(fixture: String) throws {
        let result = try importFile(PackagePaths.fixture(fixture))
        let document = result.document.withoutLocations()
        #expect(document.format == .legacyArchive)
        #expect(document.documentType == "com.apple.InterfaceBuilder3.CocoaTouch.XIB")
        #expect(document.scenes.count == 1)
        let scene = try #require(document.scenes.first)
        #expect(scene.ownerID == Self.expectedScene.ownerID)
        #expect(scene.ownerClass == Self.expectedScene.ownerClass)
        #expect(scene.outlets == Self.expectedScene.outlets)
        #expect(scene.views.map(\.id) == ["1", "10"])
        // Subtree by subtree first, so that a failure names the view that differs.
        for (actual, expected) in zip(scene.views.flatMap(\.subviews), Self.expectedScene.views.flatMap(\.subviews)) {
            #expect(actual == expected)
        }
        #expect(scene == Self.expectedScene)
    }

    @Test("7.x and 8.x encodings of one interface import to the same document")
    func encodingsAgree() throws {
        let old = try importFile(PackagePaths.fixture(Self.fixtures[0])).document.withoutLocations()
        let new = try importFile(PackagePaths.fixture(Self.fixtures[1])).document.withoutLocations()
        #expect(old.version == "7.10")
        #expect(new.version == "8.00")
        #expect(old.scenes == new.scenes)
    }

    @Test("the connections the model does not hold are counted in one note", arguments: fixtures)
    func ignoredConnectionsNote(fixture: String) throws {
        let result = try importFile(PackagePaths.fixture(fixture))
        #expect(result.diagnostics.count == 1)
        let note = try #require(result.diagnostics.first)
        #expect(note.severity == .note)
        #expect(note.rule == .ignoredContent)
        #expect(note.message.hasPrefix("1 connection not imported"))
    }

    @Test("views and outlets carry the line of their element", arguments: fixtures)
    func locations(fixture: String) throws {
        let path = PackagePaths.fixture(fixture)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let scene = try #require(try importFile(path).document.scenes.first)
        let forward = try #require(scene.view(id: "8"))
        #expect(forward.location?.line == line(of: "<object class=\"IBUILabel\" key=\"object\" id=\"208\">", in: text))
        #expect(forward.location?.file == path)
        let badge = try #require(scene.view(id: "6"))
        #expect(badge.location?.line == line(of: "<object class=\"IBUIView\" id=\"206\">", in: text))
        #expect(scene.outlets.first?.location?.line == line(of: "<string key=\"label\">view</string>", in: text).map { $0 - 1 })
    }

    @Test("the iPad document type imports the same way")
    func iPadType() throws {
        let text = try String(contentsOfFile: PackagePaths.fixture(Self.fixtures[0]), encoding: .utf8)
            .replacingOccurrences(of: "CocoaTouch.XIB", with: "CocoaTouch.iPad.XIB")
        let document = try importText(text).document
        #expect(document.documentType == "com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB")
        #expect(document.withoutLocations().scenes == [Self.expectedScene])
    }
}

/// Encodings that the two AllMappings fixtures do not use.
@Suite struct LegacyEncodingTests {
    private func root(_ body: String, version: String = "8.00") throws -> ViewNode {
        let text = """
        <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="\(version)"><data>
        <array class="NSMutableArray" key="IBDocument.RootObjects">
        \(body)
        </array></data></archive>
        """
        let result = try importText(text)
        return try #require(result.document.scenes.first?.views.first)
    }

    @Test("NSSubviews written as a <dictionary> keeps its values in document order; a subview may be defined under a key the importer does not read")
    func subviewsAsDictionary() throws {
        let view = try root("""
        <object class="IBUIView" id="10"><dictionary key="NSSubviews">
        <object class="IBUILabel" key="first" id="11"><string key="IBUIText">one</string></object>
        <reference key="second" ref="12"/>
        </dictionary></object>
        <object class="IBUICustomObject" id="50">
        <object class="IBUIButton" key="unread" id="12"><string key="IBUINormalTitle">two</string></object>
        </object>
        """)
        #expect(view.subviews.map(\.id) == ["ref:11", "ref:12"])
        #expect(view.subviews.map { $0.text ?? $0.title } == ["one", "two"])
    }

    @Test("text split by entity references is read whole; base64 strings are decoded")
    func textPieces() throws {
        let view = try root("""
        <object class="IBUILabel" id="10">
        <string key="IBUIText">&lt;test@example.com&gt; &amp; more</string>
        </object>
        """)
        #expect(view.text == "<test@example.com> & more")
        let encoded = try root("""
        <object class="IBUITextField" id="10">
        <string type="base64-UTF8" key="IBUIPlaceholder">TGFuZHNjYXBlA</string>
        </object>
        """)
        #expect(encoded.placeholder == "Landscape")
    }

    @Test("8.x value attributes: <integer value=...> for a tag and flags")
    func integerValueAttributes() throws {
        let view = try root("""
        <object class="IBUIButton" id="10">
        <integer value="-2147483356" key="NSvFlags"/>
        <integer value="12" key="IBUITag"/>
        </object>
        """)
        #expect(view.tag == 12)
        #expect(view.isHidden)
        #expect(view.autoresizingMask.rawValue == 36)
    }

    @Test("NS.key.N / NS.object.N dictionaries carry custom classes too")
    func keyedPairDictionary() throws {
        let text = """
        <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="7.10"><data>
        <object class="NSMutableArray" key="IBDocument.RootObjects">
        <object class="IBUIView" id="10"/>
        </object>
        <object class="IBObjectContainer" key="IBDocument.Objects">
        <object class="IBMutableOrderedSet" key="objectRecords"><object class="NSArray" key="orderedObjects">
        <object class="IBObjectRecord"><int key="objectID">4</int><reference key="object" ref="10"/></object>
        </object></object>
        <object class="NSMutableDictionary" key="flattenedProperties">
        <string key="NS.key.0">4.CustomClassName</string>
        <string key="NS.object.0">PanelView</string>
        </object>
        </object></data></archive>
        """
        let view = try #require(try importText(text).document.scenes.first?.views.first)
        #expect(view.id == "4")
        #expect(view.viewClass == ViewClass("UIView", customClass: "PanelView"))
    }
}
