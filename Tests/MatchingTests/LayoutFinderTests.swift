import Testing
import LayoutTemplates
import TestSupport

/// Every way real projects say which tree is portrait, which landscape, and which live.
@Suite("Finding layouts")
struct LayoutFinderTests {
    func document(_ outlets: [(String, String)], views: [ViewNode], format: Document.Format = .xib, file: String = "D.xib") -> Document {
        Document(file: file, format: format, scenes: [Scene(outlets: outlets.map { Scene.Outlet(property: $0.0, destination: ViewID($0.1)) }, views: views)])
    }

    func trees() -> (ViewNode, ViewNode) {
        var b = TreeBuilder()
        return (b.view("P", [b.view("pa", "UILabel", text: "A")]), b.view("L", [b.view("la", "UILabel", text: "A")]))
    }

    @Test("portraitView/landscapeView with the view outlet naming the live tree", arguments: [
        ("portraitView", "landscapeView"), ("portraitVeiw", "landscapeView"), ("protraitView", "landscapeView"), ("portrait", "landscape"),
    ])
    func outlets(portrait: String, landscape: String) throws {
        let (p, l) = trees()
        let set = try Design(documents: [document([("view", "P"), (portrait, "P"), (landscape, "L")], views: [p, l])])
        #expect(set.live.id == "P")
        #expect(set.liveLayoutName == "portrait")
        #expect(set.layouts.map(\.rootID) == ["P", "L"])
        #expect(set.layouts.map(\.condition) == [.portrait, .landscape])
    }

    @Test("without a view outlet the portrait template is live; without a portrait outlet the view outlet is portrait")
    func missingOutlets() throws {
        let (p, l) = trees()
        let noView = try Design(documents: [document([("portraitView", "P"), ("landscapeView", "L")], views: [p, l])])
        #expect(noView.live.id == "P")
        let noPortrait = try Design(documents: [document([("view", "P"), ("landscapeView", "L")], views: [p, l])])
        #expect(noPortrait.layouts.map(\.rootID) == ["P", "L"])
        #expect(noPortrait.liveLayoutName == "portrait")
    }

    @Test("a target deep in a later top-level tree has its own ancestors' classes, not those of views walked before it")
    func ancestorsOfDeepTarget() throws {
        var b = TreeBuilder()
        let portrait = b.view("P", [b.view("pa", "UILabel", text: "A")])
        let other = b.view("O", "UIWindow", [
            b.view("S", "UIScrollView", [b.view("I", "UIImageView", [b.view("i", "UILabel", text: "i")])]),
            b.view("T", "UIStackView", [b.view("L", [b.view("la", "UILabel", text: "A")])]),
        ])
        let set = try Design(documents: [document([("view", "P"), ("landscapeView", "L")], views: [portrait, other])])
        #expect(set.layouts.map(\.rootID) == ["P", "L"])
        #expect(set.layouts[1].ancestorClasses == ["UIWindow", "UIStackView"])
    }

    @Test("outlet targets anywhere in the tree; both outlets may name the same view")
    func nestedAndShared() throws {
        var b = TreeBuilder()
        let container = b.view("C", [b.view("P", [b.view("x", "UILabel", text: "x")]), b.view("L", "UIScrollView", [b.view("y", "UILabel", text: "x")])])
        let nested = try Design(documents: [document([("view", "C"), ("portraitView", "P"), ("landscapeView", "L")], views: [container])])
        #expect(nested.live.id == "C")
        #expect(nested.liveLayoutName == nil)
        #expect(nested.layouts[1].ancestorClasses == ["UIView"])
        let same = try Design(documents: [document([("view", "C"), ("portraitView", "C"), ("landscapeView", "C")], views: [container])])
        let result = MatchResult(matching: same)
        #expect(result.tables[1].entries.allSatisfy { $0.liveID == $0.templateID && $0.rule != .moved })
        #expect(result.tables[1].count == 5)
    }

    @Test("one layout's root inside the other's tree is refused, with both roots located")
    func nestedRootsRefused() throws {
        var b = TreeBuilder()
        let portrait = b.view("P", [b.view("x", "UILabel", text: "x"), b.view("L", [b.view("y", "UILabel", text: "x")])])
        let other = b.view("Q", [b.view("z", "UILabel", text: "x")])
        #expect {
            try Design(documents: [document([("portraitView", "P"), ("landscapeView", "L")], views: [portrait, other])])
        } throws: { error in
            guard let error = error as? DiagnosticError, let first = error.diagnostics.first else { return false }
            return first.rule == .brokenReference && first.message.contains("landscape layout's root (id L) is inside the portrait layout's root (id P)")
                && first.notes.count == 1
        }
        // Two top-level roots are separate trees, found wherever they stand among the top-level views.
        let separate = try Design(documents: [document([("portraitView", "Q"), ("landscapeView", "P")], views: [portrait, other])])
        #expect(separate.layouts.map(\.rootID) == ["Q", "P"])
    }

    @Test("a view outlet naming a view inside a layout is refused at the outlet, naming the layout's root; a live root holding the layouts is not")
    func liveInsideLayoutRefused() throws {
        var b = TreeBuilder()
        let portrait = b.view("P", [b.view("items", [b.view("x", "UILabel", text: "x")])])
        let landscape = b.view("L", [b.view("l-items", [b.view("y", "UILabel", text: "x")])])
        let outletLocation = SourceLocation(file: "D.xib", line: 8, column: 17)
        func refusal(_ outlets: [(String, String)]) -> Diagnostic? {
            let scene = Scene(outlets: outlets.map { Scene.Outlet(property: $0.0, destination: ViewID($0.1), location: $0.0 == "view" ? outletLocation : nil) },
                              views: [portrait, landscape])
            do {
                _ = try Design(documents: [Document(file: "D.xib", format: .xib, scenes: [scene])])
                return nil
            } catch {
                return error.diagnostics.first
            }
        }
        let inPortrait = try #require(refusal([("view", "items"), ("portraitView", "P"), ("landscapeView", "L")]))
        #expect(inPortrait.rule == .brokenReference)
        #expect(inPortrait.location == outletLocation)
        #expect(inPortrait.message.contains("outlet 'view' names 'items', a view inside the portrait layout (root 'P')"))
        #expect(inPortrait.message.contains("connect 'view' to the portrait layout's root 'P'"))
        #expect(inPortrait.notes.count == 2)
        // Without a portrait outlet the live view is portrait itself: only the landscape drawing can hold it.
        let inLandscape = try #require(refusal([("view", "l-items"), ("landscapeView", "L")]))
        #expect(inLandscape.message.contains("a view inside the landscape layout (root 'L')"))
        let inBoth = try #require(refusal([("view", "items"), ("portraitView", "P"), ("landscapeView", "P")]))
        #expect(inBoth.message.contains("a view inside both layouts (root 'P')"))
        // A live root apart from both layouts, or one that holds them, is a design of its own.
        let container = b.view("C", [b.view("P2", [b.view("a", "UILabel", text: "a")]), b.view("L2", [b.view("c", "UILabel", text: "a")])])
        let holding = try Design(documents: [document([("view", "C"), ("portraitView", "P2"), ("landscapeView", "L2")], views: [container])])
        #expect(holding.live.id == "C")
    }

    @Test("two files: a view outlet naming a subview the landscape file draws inside its root is refused at the outlet; both files naming it is a design of it")
    func twoFilesLiveInsideLayout() throws {
        var b = TreeBuilder()
        let portraitRoot = b.view("root", [b.view("panel", [b.view("x", "UILabel", text: "x")])])
        var c = TreeBuilder()
        let landscapeRoot = c.view("root", [c.view("panel", [c.view("x", "UILabel", text: "x")])])
        let outletLocation = SourceLocation(file: "Foo.xib", line: 9, column: 17)
        let portraitFile = Document(file: "Foo.xib", format: .xib, scenes: [Scene(outlets: [Scene.Outlet(property: "view", destination: "panel", location: outletLocation)], views: [portraitRoot])])
        let landscapeFile = document([("view", "root")], views: [landscapeRoot], file: "Foo-landscape.xib")
        #expect {
            try Design(documents: [portraitFile, landscapeFile])
        } throws: { error in
            guard let error = error as? DiagnosticError, let first = error.diagnostics.first else { return false }
            return first.location == outletLocation && first.notes.count == 2
                && first.message.contains("outlet 'view' names 'panel', a view inside the landscape layout (root 'root' in Foo-landscape.xib)")
                && first.message.contains("connect 'view' to this file's top-level view 'root'")
        }
        let sameSubview = try Design(documents: [portraitFile, document([("view", "panel")], views: [landscapeRoot], file: "Foo-landscape.xib")])
        #expect(sameSubview.layouts.map(\.rootID) == ["panel", "panel"])
    }

    @Test("a storyboard scene with a second top-level view: that view is landscape")
    func storyboardSecondView() throws {
        let (p, l) = trees()
        let set = try Design(documents: [document([("view", "P")], views: [p, l], format: .storyboard, file: "Main.storyboard")])
        #expect(set.layouts.map(\.rootID) == ["P", "L"])
        #expect(set.diagnostics.contains { $0.severity == .note })
    }

    @Test("two files: each root is the file's view outlet or its single top-level view")
    func twoFiles() throws {
        let (p, l) = trees()
        let portraitFile = document([("view", "P")], views: [p], file: "Foo.xib")
        let landscapeFile = Document(file: "Foo-landscape.xib", format: .xib, scenes: [Scene(views: [l])])
        let set = try Design(documents: [portraitFile, landscapeFile])
        #expect(set.layouts.map(\.file) == ["Foo.xib", "Foo-landscape.xib"])
        #expect(set.liveLayoutName == "portrait")
        // Same ids in two files are different views: nothing is "the same view" across files.
        let result = MatchResult(matching: set)
        #expect(result.table(named: "landscape")?[liveID: "pa"]?.rule == .labelText)
    }

    @Test("root views by id and configurable outlet names")
    func options() throws {
        let (p, l) = trees()
        let doc = document([("view", "P"), ("wide", "L")], views: [p, l])
        #expect(throws: DiagnosticError.self) { try Design(documents: [doc]) }
        let byName = try Design(documents: [doc], options: LayoutOptions(landscapeOutlets: ["wide"]))
        #expect(byName.layouts[1].rootID == "L")
        let byID = try Design(documents: [doc], options: LayoutOptions(landscapeID: "la"))
        #expect(byID.layouts[1].rootID == "la")
    }

    @Test("no layouts: a missing-layout error that lists the outlets and top-level views that exist")
    func missing() {
        let (p, _) = trees()
        do {
            _ = try Design(documents: [document([("view", "P"), ("tableView", "pa")], views: [p])])
            Issue.record("expected an error")
        } catch {
            let diagnostic = error.diagnostics.first
            #expect(diagnostic?.rule == .missingLayout)
            #expect(diagnostic?.message.contains("outlets view, tableView") == true)
            #expect(diagnostic?.message.contains("landscapeView") == true)
            #expect(diagnostic?.notes.first?.message.contains("top-level UIView id P") == true)
        }
    }

    @Test("a document whose only second layout is a size-class variation")
    func variationsOnly() throws {
        var b = TreeBuilder()
        let root = b.view("R", frame: rect(0, 0, 10, 10), variations: [ViewNode.FrameVariation(traits: "widthClass=compact", frame: rect(0, 0, 5, 5))])
        let set = try Design(documents: [document([("view", "R")], views: [root])])
        #expect(set.layouts.map(\.name) == ["any", "widthClass=compact"])
        #expect(set.layouts[0].condition == .always)
    }
}
