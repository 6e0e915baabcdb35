import LayoutTemplates
import Testing

/// ``LayoutDrawing/init(title:set:result:layoutNames:)``: the drawing of a matched layout set.
@Suite("Drawings of matched layout sets")
struct MatchedDrawingTests {
    static let portrait = SampleDrawings.view("root", "UIView", 0, 0, 320, 460, line: 1, subviews: [
        SampleDrawings.view("ok", "UIButton", 20, 20, 100, 44, title: "OK", line: 2),
        SampleDrawings.view("cancel", "UIButton", 20, 80, 100, 44, title: "Cancel", line: 3),
    ])
    static let landscape = SampleDrawings.view("lroot", "UIView", 0, 0, 480, 300, line: 10, subviews: [
        SampleDrawings.view("lok", "UIButton", 300, 20, 100, 44, title: "OK", line: 11),
        SampleDrawings.view("lextra", "UISwitch", 300, 80, 100, 44, line: 12),
    ])

    static func set(live: ViewNode = portrait) -> Design {
        Design(
            live: live, liveFile: "Sample.xib",
            layouts: [
                Layout(name: "portrait", condition: .portrait, file: "Sample.xib", rootID: "root", content: .tree(root: portrait, documentIndex: 0)),
                Layout(name: "landscape", condition: .landscape, file: "Sample.xib", rootID: "lroot", content: .tree(root: landscape, documentIndex: 0)),
            ],
            liveLayoutName: live == portrait ? "portrait" : nil
        )
    }

    @Test("template views share their live view's key; views without one are not counterparts")
    func keysAndCounterparts() {
        let set = MatchedDrawingTests.set()
        let drawing = LayoutDrawing(title: "t", result: MatchResult(matching: set))
        #expect(drawing.layouts.map(\.name) == ["portrait", "landscape"])
        let portrait = drawing.layouts[0].views, landscape = drawing.layouts[1].views
        #expect(portrait.first { $0.id == "ok" }?.matchKey == landscape.first { $0.id == "lok" }?.matchKey)
        #expect(landscape.first { $0.id == "lok" }?.hasCounterpart == true)
        #expect(landscape.first { $0.id == "lextra" }?.hasCounterpart == false)
        // The live Cancel button gets nothing from the landscape layout.
        #expect(portrait.first { $0.id == "cancel" }?.hasCounterpart == false)
        // Unmatched views are keyed apart from every live view.
        let extraKey = landscape.first { $0.id == "lextra" }?.matchKey
        #expect(!portrait.contains { $0.matchKey == extraKey })
    }

    @Test("diagnostics link to the views at their locations")
    func diagnosticLinks() throws {
        let set = MatchedDrawingTests.set()
        let result = MatchResult(matching: set)
        let drawing = LayoutDrawing(title: "t", result: result)
        let unmatched = try #require(drawing.diagnostics.first { $0.diagnostic.rule == .unmatchedView && $0.diagnostic.location?.line == 12 })
        #expect(unmatched.views.first == DrawnViewReference(layout: 1, viewID: "lextra"))
    }

    @Test("a diagnostic's subject links it to its view in every drawing of that hierarchy, with or without a location")
    func subjectLinks() throws {
        let set = MatchedDrawingTests.set()
        let template = Diagnostic.warning(.invalidValue, "about a landscape view", at: nil, subject: Diagnostic.Subject(layout: "landscape", view: "lextra"))
        let live = Diagnostic.warning(.invalidValue, "about a live view", at: SourceLocation(file: "Other.xib", line: 1, column: 1),
                                      subject: Diagnostic.Subject(view: "cancel"))
        let elsewhere = Diagnostic.warning(.invalidValue, "about a view of no drawing", at: nil, subject: Diagnostic.Subject(layout: "landscape", view: "cancel"))
        let drawing = LayoutDrawing(title: "t", result: MatchResult(matching: set), diagnostics: [template, live, elsewhere])
        func views(_ message: String) throws -> [DrawnViewReference] {
            try #require(drawing.diagnostics.first { $0.diagnostic.message == message }).views
        }
        #expect(try views("about a landscape view") == [DrawnViewReference(layout: 1, viewID: "lextra")])
        // The live tree is drawn as the portrait template.
        #expect(try views("about a live view") == [DrawnViewReference(layout: 0, viewID: "cancel")])
        #expect(try views("about a view of no drawing").isEmpty)
    }

    @Test("only the named layouts are drawn, in the order given; counterparts still count the others")
    func selection() {
        let set = MatchedDrawingTests.set()
        let drawing = LayoutDrawing(title: "t", result: MatchResult(matching: set), layoutNames: ["landscape", "nope"])
        #expect(drawing.layouts.map(\.name) == ["landscape"])
        #expect(drawing.layouts[0].views.first { $0.id == "lok" }?.hasCounterpart == true)
    }

    @Test("a live tree that is neither template is drawn first")
    func thirdLiveTree() {
        let live = SampleDrawings.view("live", "UIView", 0, 0, 320, 460, subviews: [
            SampleDrawings.view("liveok", "UIButton", 0, 0, 10, 10, title: "OK"),
            SampleDrawings.view("lonely", "UISlider", 0, 0, 10, 10),
        ])
        let set = MatchedDrawingTests.set(live: live)
        let drawing = LayoutDrawing(title: "t", result: MatchResult(matching: set))
        #expect(drawing.layouts.map(\.name) == ["live tree", "portrait", "landscape"])
        let views = drawing.layouts[0].views
        #expect(views.first { $0.id == "liveok" }?.hasCounterpart == true)
        #expect(views.first { $0.id == "lonely" }?.hasCounterpart == false)
        #expect(drawing.layouts[1].views.first { $0.id == "ok" }?.matchKey == views.first { $0.id == "liveok" }?.matchKey)
    }

    @Test("a layout of stored attributes is the live tree with those attributes")
    func storedAttributes() {
        let moved = LayoutAttributes(frame: Rect(x: 200, y: 10, width: 100, height: 44))
        let set = Design(
            live: MatchedDrawingTests.portrait, liveFile: "Sample.xib",
            layouts: [
                Layout(name: "any", condition: .always, file: "Sample.xib", rootID: "root", content: .attributes([:], rule: .stored)),
                Layout(name: "wide", condition: .landscape, file: "Sample.xib", rootID: "root", content: .attributes(["ok": moved], rule: .stored)),
            ]
        )
        let drawing = LayoutDrawing(title: "t", result: MatchResult(matching: set))
        #expect(drawing.layouts.map(\.name) == ["any", "wide"])
        #expect(drawing.layouts[1].views.first { $0.id == "ok" }?.frame == Rect(x: 200, y: 10, width: 100, height: 44))
        #expect(drawing.layouts[1].views.first { $0.id == "cancel" }?.frame == Rect(x: 20, y: 80, width: 100, height: 44))
        #expect(drawing.layouts[1].views.allSatisfy { $0.hasCounterpart })
    }
}
