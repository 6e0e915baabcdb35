import Testing
import LayoutTemplates

/// The native template format: the example file, the round trip, and the reader's and writer's refusals.
@Suite("Template format")
struct TemplateFormatTests {
    /// Locations point into the file each model was read from; the round trip compares the rest.
    private func stripped(_ document: Document) -> Document {
        var document = document
        document.file = ""
        for sceneIndex in document.scenes.indices {
            document.scenes[sceneIndex].location = nil
            for outletIndex in document.scenes[sceneIndex].outlets.indices {
                document.scenes[sceneIndex].outlets[outletIndex].location = nil
            }
            for viewIndex in document.scenes[sceneIndex].views.indices {
                strip(&document.scenes[sceneIndex].views[viewIndex])
            }
        }
        return document
    }

    private func strip(_ view: inout ViewNode) {
        view.location = nil
        view = view.withoutAppearance()
        for index in view.subviews.indices { strip(&view.subviews[index]) }
    }

    private func read(_ text: String, path: String = "Test.layouts.xml") throws(DiagnosticError) -> Document {
        try ImportResult(bytes: Array(text.utf8), path: path).document
    }

    private func readErrors(_ text: String) -> [Diagnostic] {
        do {
            _ = try read(text)
            return []
        } catch {
            return error.diagnostics
        }
    }

    @Test("the documented example reads into one hierarchy with three layouts")
    func example() throws {
        let document = try Fixture.document("Template/Example.layouts.xml")
        #expect(document.format == .template)
        #expect(document.version == "1")
        #expect(document.scenes.count == 1)
        let scene = document.scenes[0]
        #expect(scene.ownerClass == "SignInViewController")
        #expect(scene.views.map(\.id) == ["root"])
        #expect(document.viewCount == 8)
        #expect(document.layouts.map(\.name) == ["portrait", "landscape", "wideLandscape"])
        #expect(document.layouts[2].condition == LayoutCondition(orientation: .landscape, horizontalSizeClass: .regular, minimumWidth: 800))
        #expect(document.layouts[0].attributes.count == 8)
        #expect(document.layouts[1].attributes.count == 7)
        #expect(document.layouts[1].attributes["hint"]?.isHidden == true)
        // A view's own attributes are the first layout's.
        let scroller = try #require(scene.view(id: "scroller"))
        #expect(scroller.attributes == document.layouts[0].attributes["scroller"])
        #expect(scroller.bounds == Rect(x: 0, y: 100, width: 320, height: 208))
        #expect(scroller.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        let email = try #require(scene.view(id: "email"))
        #expect(email.tag == 1)
        #expect(email.placeholder == "E-mail")
        #expect(email.actions == [
            ControlAction(target: .filesOwner, selector: "emailChanged:", events: .editingChanged),
            ControlAction(target: .firstResponder, selector: "resignFirstResponder", events: .editingDidEndOnExit),
        ])
        let signIn = try #require(scene.view(id: "signIn"))
        #expect(signIn.viewClass == ViewClass("UIButton", customClass: "PrimaryButton"))
        #expect(signIn.title == "Sign In")
        #expect(scene.view(id: "hint")?.text == "Use the e-mail address\nyou signed up with.")
        #expect(scene.view(id: "terms")?.text == "Terms & Conditions")
        #expect(scene.outlets.map(\.property) == ["view", "emailField"])
    }

    @Test("read -> write -> read gives an equal model, and writing is deterministic")
    func roundTripExample() throws {
        let first = try Fixture.document("Template/Example.layouts.xml")
        let written = try TemplateFormatWriter.string(from: first)
        let second = try read(written, path: "Written.layouts.xml")
        #expect(stripped(second) == stripped(first))
        #expect(try TemplateFormatWriter.string(from: second) == written)
    }

    @Test("the round trip keeps awkward values: escapes, fractions, negative numbers, unnamed event bits, object targets")
    func roundTripAwkwardValues() throws {
        let child = ViewNode(
            id: "b&<1>", viewClass: ViewClass("UISlider"), tag: -9,
            attributes: LayoutAttributes(frame: Rect(x: -0.5, y: 1e-3, width: 1234567.125, height: 987654321.5), isHidden: true, autoresizingMask: .all),
            title: "say \"hi\"\ttab\r\nnext", image: "a'b", text: "", placeholder: "   spaces   ",
            actions: [
                ControlAction(target: .object(id: "root"), selector: "slid:", events: [.valueChanged, ControlAction.Events(rawValue: 1 << 24)]),
                ControlAction(target: .firstResponder, selector: "x", events: .touchDown),
            ],
            userLabel: "ünïcødé ✓"
        )
        let root = ViewNode(id: "root", viewClass: ViewClass("UIView", customClass: "Root"), attributes: LayoutAttributes(frame: Rect(x: 0, y: 0, width: 10, height: 10)), subviews: [child])
        let layouts = [
            TemplateLayout(name: "a", condition: .always, attributes: ["root": root.attributes, "b&<1>": child.attributes]),
            TemplateLayout(name: "b \"quoted\"", condition: LayoutCondition(orientation: .portrait, horizontalSizeClass: .compact, verticalSizeClass: .unspecified, minimumWidth: 0.5, maximumWidth: 1000, minimumHeight: -1, maximumHeight: 1e9), attributes: ["b&<1>": LayoutAttributes(frame: .zero, bounds: Rect(x: 3, y: 4, width: 5, height: 6))]),
        ]
        let document = Document(file: "x", format: .template, version: "1", scenes: [Scene(ownerClass: "Owner", outlets: [Scene.Outlet(property: "view", destination: "root")], views: [root])], layouts: layouts)
        let written = try TemplateFormatWriter.string(from: document)
        let read = try read(written)
        #expect(stripped(read) == stripped(document))
        #expect(written.contains("events=\"valueChanged bit24\""))
        #expect(written.contains("&#10;"))
    }

    @Test("a .xib written as a template reads back with the same views (its one layout from the views)")
    func roundTripFromInterfaceBuilder() throws {
        var document = try Fixture.document("Modern/EveryMapping.xib")
        document.scenes[0].views.removeLast()
        document.scenes[0].outlets.removeAll { $0.property == "landscapeView" }
        document.layouts = [TemplateLayout(name: "portrait", condition: .portrait)]
        let read = try read(TemplateFormatWriter.string(from: document))
        #expect(stripped(read).scenes[0].views == stripped(document).scenes[0].views)
        #expect(read.layouts[0].attributes.count == 10)
    }

    @Test("the writer refuses what the format cannot hold instead of dropping it")
    func writerRefusals() throws {
        let twoRoots = try Fixture.document("Modern/EveryMapping.xib")
        #expect(throws: DiagnosticError.self) { try TemplateFormatWriter.string(from: twoRoots) }
        var variations = try Fixture.document("Modern/SizeClassVariations.storyboard")
        variations.layouts = [TemplateLayout(name: "any", condition: .always)]
        do {
            _ = try TemplateFormatWriter.string(from: variations)
            Issue.record("variations were written")
        } catch {
            #expect(error.diagnostics.contains { $0.message.contains("size-class frame variations") })
        }
        var noLayouts = variations
        noLayouts.layouts = []
        do {
            _ = try TemplateFormatWriter.string(from: noLayouts)
            Issue.record("a document without layouts was written")
        } catch {
            #expect(error.diagnostics.map(\.rule) == [.missingLayout])
        }
    }

    private let header = "<layoutTemplate version=\"1\"><layout name=\"p\"/>"

    @Test("an element version 1 does not define (a future <container>) is an error, not skipped")
    func unknownElement() {
        let errors = readErrors(header + "<hierarchy><view id=\"r\" class=\"UIView\"><attributes layout=\"p\" frame=\"0 0 1 1\"/><subviews><container kind=\"splitOrFlip\"><hierarchy/></container></subviews></view></hierarchy></layoutTemplate>")
        #expect(errors.map(\.rule) == [.unknownElement])
        #expect(errors.first?.message == "<container> is not allowed inside <subviews> in template format version 1")
    }

    @Test("every view needs attributes for the first layout")
    func missingFirstLayoutAttributes() {
        let errors = readErrors(header + "<layout name=\"q\"/><hierarchy><view id=\"r\" class=\"UIView\"><attributes layout=\"q\" frame=\"0 0 1 1\"/></view></hierarchy></layoutTemplate>")
        #expect(errors.map(\.rule) == [.missingLayout])
        #expect(errors.first?.message.contains("first layout 'p'") == true)
    }

    @Test("bad frames, flags, events, references and duplicate ids are errors at their lines")
    func readerErrors() {
        let text = header + """

        <hierarchy><view id="r" class="UIView" tag="x">
        <attributes layout="p" frame="0 0 NaN 1" hidden="yes" autoresizingMask="flexibleWidth sideways"/>
        <action selector="go:" targetID="nowhere" events="touchUpInside clicked"/>
        <subviews><view id="r" class="UILabel"><attributes layout="p" frame="1 2 3"/></view></subviews>
        </view></hierarchy><outlet property="view" destination="ghost"/></layoutTemplate>
        """
        let summary = readErrors(text).map { "\($0.location?.line ?? 0) \($0.rule)" }
        #expect(summary == [
            "2 invalid-value",   // tag x
            "3 invalid-value",   // NaN
            "4 invalid-value",   // event 'clicked'
            "5 invalid-value",   // id r twice
            "5 invalid-value",   // frame of three numbers
            "4 broken-reference", // targetID nowhere
            "6 broken-reference", // outlet ghost
        ])
    }

    @Test("a template file of another version is refused with one line")
    func otherVersion() {
        let errors = readErrors("<layoutTemplate version=\"2\"/>")
        #expect(errors.map(\.rule) == [.unsupportedDocument])
        #expect(errors.first?.message == "template file has version 2; this reader reads version 1")
    }
}
