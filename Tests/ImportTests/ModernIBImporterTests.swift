import Testing
import LayoutTemplates

/// One test per modern-format mapping of MATCHING.md section 3, on fixtures in `Fixtures/Modern`.
@Suite("Modern Interface Builder importer")
struct ModernIBImporterTests {
    let everyMapping: Document
    let storyboard: Document

    init() throws {
        everyMapping = try Fixture.document("Modern/EveryMapping.xib")
        storyboard = try Fixture.document("Modern/SceneWithLandscapeView.storyboard")
    }

    private func view(_ id: ViewID, in document: Document? = nil) throws -> ViewNode {
        let document = document ?? everyMapping
        for scene in document.scenes {
            if let found = scene.view(id: id) { return found }
        }
        Issue.record("no view \(id)")
        throw DiagnosticError([])
    }

    @Test("a .xib is one scene owned by File's Owner with its custom class")
    func xibScene() {
        #expect(everyMapping.format == .xib)
        #expect(everyMapping.version == "3.0")
        #expect(everyMapping.scenes.count == 1)
        #expect(everyMapping.scenes[0].ownerID == "-1")
        #expect(everyMapping.scenes[0].ownerClass == "DemoViewController")
        #expect(everyMapping.scenes[0].views.map(\.id) == ["P1", "L1"])
    }

    @Test("the element name gives the UIKit class")
    func elementClass() throws {
        #expect(try view("P1").viewClass == ViewClass("UIView"))
        #expect(try view("P2").viewClass == ViewClass("UILabel"))
        #expect(try view("P4").viewClass == ViewClass("UITextField"))
        #expect(try view("P5").viewClass == ViewClass("UIButton"))
        #expect(try view("P8").viewClass == ViewClass("UIImageView"))
        #expect(try view("P10").viewClass == ViewClass("UISlider"))
    }

    @Test("customClass subclasses the element's class")
    func customClass() throws {
        let label = try view("P3")
        #expect(label.viewClass.uikitClass == "UILabel")
        #expect(label.viewClass.customClass == "TotalLabel")
        #expect(label.viewClass.name == "TotalLabel")
        #expect(label.viewClass.isKind(of: "UILabel"))
    }

    @Test("the elements inside <subviews> are the children, in order")
    func children() throws {
        #expect(try view("P1").subviews.map(\.id) == ["P2", "P3", "P4", "P5", "P6", "P7", "P8", "P9"])
        #expect(try view("P9").subviews.map(\.id) == ["P10"])
        #expect(try view("L1").subviews.map(\.id) == ["L2"])
        #expect(everyMapping.viewCount == 12)
    }

    @Test("<rect key=\"frame\"> gives the frame, fractions kept")
    func frame() throws {
        #expect(try view("P2").frame == Rect(x: 20, y: 20.5, width: 120.25, height: 21))
        #expect(try view("L1").frame == Rect(x: 0, y: 0, width: 480, height: 320))
    }

    @Test("bounds are not stored: (0, 0, width, height)")
    func bounds() throws {
        #expect(try view("P2").bounds == Rect(x: 0, y: 0, width: 120.25, height: 21))
    }

    @Test("hidden=\"YES\" hides; no attribute means shown")
    func hidden() throws {
        #expect(try view("P9").isHidden)
        #expect(try !view("P10").isHidden)
        #expect(try !view("P1").isHidden)
    }

    @Test("<autoresizingMask> flags map to UIKit's bits; an absent element is 0")
    func autoresizingMask() throws {
        #expect(try view("P1").autoresizingMask == .all)
        #expect(try view("P1").autoresizingMask.rawValue == 63)
        #expect(try view("P2").autoresizingMask == [.flexibleRightMargin, .flexibleBottomMargin])
        #expect(try view("P2").autoresizingMask.rawValue == 4 | 32)
        #expect(try view("P4").autoresizingMask.rawValue == 2 | 32)
        // An element with no flags, and no element at all.
        #expect(try view("P9").autoresizingMask == [])
        #expect(try view("P3").autoresizingMask == [])
    }

    @Test("tag= is the tag, negative allowed; absent is 0")
    func tag() throws {
        #expect(try view("P3").tag == 7)
        #expect(try view("P5").tag == -3)
        #expect(try view("P2").tag == 0)
    }

    @Test("label text from text= and from <string key=\"text\"> with its line break")
    func labelText() throws {
        #expect(try view("P2").text == "Total")
        #expect(try view("P3").text == "First line\nSecond line")
        #expect(try view("P1").text == nil)
    }

    @Test("a label's styled text: its attributed-text fragments joined; a plain text= wins")
    func attributedLabelText() throws {
        let document = try Fixture.document("Modern/AttributedText.xib")
        #expect(try view("A", in: document).text == "88% of trackers\nblocked")
        #expect(try view("B", in: document).text == "Plain")
    }

    @Test("a text field's text and placeholder")
    func placeholder() throws {
        let field = try view("P4")
        #expect(field.text == "42")
        #expect(field.placeholder == "Amount")
    }

    @Test("a button's normal-state title and image, not the highlighted state's")
    func buttonStateTitleAndImage() throws {
        let button = try view("P5")
        #expect(button.title == "Pay")
        #expect(button.image == "pay-icon")
    }

    @Test("a button's title and image from a newer Xcode's <buttonConfiguration>")
    func buttonConfiguration() throws {
        let button = try view("P6")
        #expect(button.title == "Cancel")
        #expect(button.image == "xmark")
        #expect(button.viewClass.customClass == "RoundButton")
    }

    @Test("a button title written as <string key=\"title\"> inside the normal state")
    func buttonStringTitle() throws {
        #expect(try view("P7").title == "Two-line\ntitle")
        #expect(try view("P7").image == nil)
    }

    @Test("an image view's image= is its image")
    func imageViewImage() throws {
        #expect(try view("P8").image == "logo.png")
    }

    @Test("userLabel is kept")
    func userLabel() throws {
        #expect(try view("P9").userLabel == "Hidden Panel")
        #expect(try view("P1").userLabel == "Portrait")
    }

    @Test("actions: selector, event bit, and File's Owner / First Responder by role, other objects by id")
    func actions() throws {
        #expect(try view("P5").actions == [
            ControlAction(target: .filesOwner, selector: "pay:", events: .touchUpInside),
            ControlAction(target: .firstResponder, selector: "copy:", events: .touchDown),
        ])
        #expect(try view("P5").actions[0].events.rawValue == 1 << 6)
        #expect(try view("P4").actions.map(\.events) == [.editingChanged, .editingDidEnd])
        #expect(try view("P4").actions.map(\.events.rawValue) == [1 << 17, 1 << 18])
        #expect(try view("P10").actions == [ControlAction(target: .object(id: "P2"), selector: "slid:", events: .valueChanged)])
        #expect(try view("P2").actions.isEmpty)
    }

    @Test("File's Owner's outlets, in order")
    func outlets() {
        let outlets = everyMapping.scenes[0].outlets.map { "\($0.property)=\($0.destination)" }
        #expect(outlets == ["view=P1", "portraitView=P1", "landscapeView=L1", "totalLabel=P3"])
        #expect(everyMapping.scenes[0].outlets[0].location?.line == 14)
    }

    @Test("every view remembers the line and column of its element")
    func locations() throws {
        let label = try view("P2")
        #expect(label.location?.line == 25)
        #expect(label.location?.column == 17)
        #expect(label.location?.file.hasSuffix("Fixtures/Modern/EveryMapping.xib") == true)
    }

    @Test("a storyboard scene: controller owns it, <view key=\"view\"> first and a view outlet, the second top-level view after")
    func storyboardScene() throws {
        #expect(storyboard.format == .storyboard)
        #expect(storyboard.scenes.count == 2)
        let scene = storyboard.scenes[0]
        #expect(scene.id == "S1")
        #expect(scene.ownerID == "VC1")
        #expect(scene.ownerClass == "SwapViewController")
        #expect(scene.views.map(\.id) == ["PV", "LV"])
        #expect(scene.outlets.map(\.property) == ["view", "landscapeView", "portraitView"])
        #expect(scene.outlet(named: "view")?.destination == "PV")
        #expect(scene.outlet(named: "landscapeView")?.destination == "LV")
    }

    @Test("in a storyboard the controller is File's Owner, and a later First Responder placeholder still resolves by role")
    func storyboardActionRoles() throws {
        #expect(try view("PB", in: storyboard).actions == [
            ControlAction(target: .filesOwner, selector: "go:", events: .touchUpInside),
            ControlAction(target: .firstResponder, selector: "cut:", events: .touchUpOutside),
        ])
        #expect(try view("LB", in: storyboard).actions.first?.target == .filesOwner)
    }

    @Test("a view hanging off a controller rather than a view is a top-level view of its scene")
    func controllerOwnedView() {
        let scene = storyboard.scenes[1]
        #expect(scene.ownerID == "NC")
        #expect(scene.views.map(\.id) == ["NB"])
        #expect(scene.views.first?.viewClass == ViewClass("UINavigationBar"))
        #expect(scene.outlets.isEmpty)
    }

    @Test("size-class <variation>s with a frame become frame variations; one without a frame adds none")
    func variations() throws {
        let document = try Fixture.document("Modern/SizeClassVariations.storyboard")
        let label = try view("L", in: document)
        #expect(label.frame == Rect(x: 0, y: -21, width: 42, height: 21))
        #expect(label.frameVariations == [
            ViewNode.FrameVariation(traits: "widthClass=compact", frame: Rect(x: 37, y: 154, width: 310, height: 182)),
            ViewNode.FrameVariation(traits: "heightClass=compact-widthClass=regular", frame: Rect(x: 200, y: 20, width: 200, height: 40)),
        ])
        #expect(try view("V", in: document).frameVariations.isEmpty)
    }

    @Test("the iPad document type reads like the iPhone one, bar item custom views included")
    func iPadDocument() throws {
        let document = try Fixture.document("Modern/iPadDocument.xib")
        #expect(document.documentType == "com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB")
        #expect(document.format == .xib)
        #expect(document.scenes[0].ownerClass == "PadViewController")
        let root = try view("R", in: document)
        #expect(root.frame == Rect(x: 0, y: 0, width: 768, height: 1024))
        #expect(root.subviews.map(\.viewClass.uikitClass) == ["MKMapView", "UIToolbar"])
        #expect(root.subviews[1].subviews.map(\.id) == ["SC"])
    }

    @Test("a macOS document is refused with one line at its root element")
    func macOSRefused() {
        let errors = Fixture.errors("Modern/MacOSDocument.xib")
        #expect(errors.count == 1)
        #expect(errors.first?.rule == .unsupportedDocument)
        #expect(errors.first?.location?.line == 4)
        #expect(errors.first?.message.contains("macOS (AppKit)") == true)
        #expect(errors.first?.rendered.contains("\n") == false)
    }

    @Test("a watchOS document is refused too")
    func watchOSRefused() {
        let bytes = Array("<document type=\"com.apple.InterfaceBuilder.WatchKit.Storyboard\" version=\"3.0\" targetRuntime=\"watchKit\"/>".utf8)
        do {
            _ = try ImportResult(bytes: bytes, path: "Watch.storyboard")
            Issue.record("a watchOS storyboard was accepted")
        } catch {
            #expect(error.diagnostics.map(\.rule) == [.unsupportedDocument])
            #expect(error.diagnostics.first?.message.contains("watchOS") == true)
        }
    }

    @Test("numbers that are not finite, non-integer tags, bad flags and unknown events are errors at their lines")
    func badValues() {
        let errors = Fixture.errors("Modern/BadNumbers.xib")
        #expect(errors.allSatisfy { $0.rule == .invalidValue && $0.severity == .error })
        let summary = errors.map { "\($0.location?.line ?? 0):\($0.message)" }
        #expect(summary == [
            "9:'abc' is not a finite number (attribute 'x' of <rect>)",
            "9:'1e999' is out of range (beyond the largest finite number) (attribute 'width' of <rect>)",
            "9:'NaN' is not a finite number (attribute 'height' of <rect>)",
            "11:'1.5' is not an integer (attribute 'tag' of <label>)",
            "14:'maybe' is neither YES nor NO (attribute 'hidden' of <view>)",
            "20:'touchUpSideways' is not a UIKit control event (action 'tap:')",
        ])
    }

    @Test("in a .xib, a top-level view controller with a view or outlets owns a scene: its view first, its outlets with a `view` outlet; File's Owner keeps the other top-level views")
    func xibControllerView() throws {
        let xml = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="AppDelegate"/>
        <viewController id="VC"><view key="view" id="V"><rect key="frame" x="0" y="0" width="320" height="480"/>
        <subviews><label text="Hi" id="L"><rect key="frame" x="1" y="2" width="3" height="4"/></label></subviews></view>
        <connections><outlet property="label" destination="L" id="o"/></connections></viewController>
        <view id="W"><rect key="frame" x="0" y="0" width="10" height="10"/></view></objects></document>
        """
        let document = try ImportResult(bytes: Array(xml.utf8), path: "Main.xib").document
        #expect(document.scenes.count == 2)
        #expect(document.scenes[0].ownerID == "-1")
        #expect(document.scenes[0].views.map(\.id) == ["W"])
        #expect(document.scenes[0].outlets.isEmpty)
        #expect(document.scenes[1].ownerID == "VC")
        #expect(document.scenes[1].controllerElement == "viewController")
        #expect(document.scenes[1].views.map(\.id) == ["V"])
        #expect(document.scenes[1].outlets.map { "\($0.property)->\($0.destination)" } == ["view->V", "label->L"])
        #expect(document.viewCount == 3)
    }

    @Test("a view Interface Builder wrote without an id gets a stable one from its parent and key")
    func synthesizedID() throws {
        let xml = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>
        <collectionViewCell id="C"><rect key="frame" x="0" y="0" width="50" height="50"/>
        <view key="contentView"><rect key="frame" x="0" y="0" width="50" height="50"/></view>
        </collectionViewCell><view><rect key="frame" x="0" y="0" width="1" height="1"/></view></objects></document>
        """
        let document = try ImportResult(bytes: Array(xml.utf8), path: "Cell.xib").document
        #expect(document.scenes[0].views.map(\.id) == ["C", "view@4:22"])
        #expect(document.scenes[0].views[0].subviews.map(\.id) == ["C/contentView"])
    }
}
