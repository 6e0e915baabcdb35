@testable import LayoutMatching
import Foundation
import Testing
import LayoutTemplates
import TestSupport

/// The default mode's rules for views that carry no identity (separators, backgrounds, spacers):
/// each pairs what the other rules left, and compatible mode, which has none of them, leaves the
/// same views unmatched.
@Suite("Featureless views")
struct FeaturelessRuleTests {
    private func match(_ live: ViewNode, _ template: ViewNode, _ mode: MatchingMode) -> MatchResult {
        MatchResult(matching: layoutSet(portrait: live, landscape: template), mode: mode)
    }

    @Test("visual identity: the background colour tells plain views apart", arguments: MatchingMode.allCases)
    func visualIdentity(mode: MatchingMode) {
        var b = TreeBuilder()
        func plain(_ id: String, _ colour: String) -> ViewNode {
            var view = b.view(id)
            view.backgroundColor = ViewNode.Color(colour)
            return view
        }
        let live = b.view("p", [plain("red", "rgba:1,0,0,1"), plain("blue", "rgba:0,0,1,1"), b.view("ok", "UIButton", title: "OK")])
        let template = b.view("l", [b.view("tok", "UIButton", title: "OK"), plain("tblue", "rgba:0,0,1,1"), plain("tred", "rgba:1,0,0,1")])
        let result = match(live, template, mode)
        switch mode {
        case .default:
            #expect(pairs(result) == ["p": "l", "ok": "tok", "red": "tred", "blue": "tblue"])
            #expect(rules(result)["red"] == .visualIdentity)
            #expect(result.unmatched.isEmpty)
        case .compatible:
            #expect(pairs(result) == ["p": "l", "ok": "tok"])
        }
    }

    @Test("visual identity: the content mode tells image views without an image apart", arguments: MatchingMode.allCases)
    func visualIdentityByContentMode(mode: MatchingMode) {
        var b = TreeBuilder()
        func imageView(_ id: String, _ contentMode: String) -> ViewNode {
            var view = b.view(id, "UIImageView")
            view.contentMode = ViewNode.ContentMode(contentMode)
            return view
        }
        let live = b.view("p", [imageView("fit", "scaleAspectFit"), imageView("centred", "center")])
        let template = b.view("l", [imageView("tcentred", "center"), imageView("tfit", "scaleAspectFit")])
        let result = match(live, template, mode)
        #expect(pairs(result)["fit"] == (mode == .default ? "tfit" : nil))
        #expect(pairs(result)["centred"] == (mode == .default ? "tcentred" : nil))
    }

    @Test("subtree shape: empty containers told apart by what they hold", arguments: MatchingMode.allCases)
    func subtreeShape(mode: MatchingMode) {
        var b = TreeBuilder()
        let live = b.view("p", [
            b.view("two", [b.view("two-1"), b.view("two-2")]),
            b.view("one", [b.view("one-1", "UIImageView")]),
        ])
        let template = b.view("l", [
            b.view("tone", [b.view("tone-1", "UIImageView")]),
            b.view("ttwo", [b.view("ttwo-1"), b.view("ttwo-2")]),
        ])
        let result = match(live, template, mode)
        switch mode {
        case .default:
            #expect(pairs(result)["two"] == "ttwo" && pairs(result)["one"] == "tone")
            #expect(rules(result)["two"] == .subtreeShape)
            // Inside, the image view is the only one of its class; the two plain views look the same.
            #expect(pairs(result)["one-1"] == "tone-1")
            #expect(rules(result)["two-1"] == .interchangeable)
            #expect(result.unmatched.isEmpty)
        case .compatible:
            #expect(pairs(result) == ["p": "l"])
        }
    }

    @Test("the only one left: one free view of a class on each side, where the class is not unique", arguments: MatchingMode.allCases)
    func onlyOneLeft(mode: MatchingMode) {
        var b = TreeBuilder()
        // Two image views per side: the logo is paired by its image, which leaves one shade on
        // each side, in another colour. (Two other images would contradict each other.)
        var shade = b.view("shade", "UIImageView"), tshade = b.view("tshade", "UIImageView")
        shade.backgroundColor = "white:0.5,1"
        tshade.backgroundColor = "white:0.2,1"
        let live = b.view("p", [shade, b.view("logo", "UIImageView", image: "logo.png")])
        let template = b.view("l", [b.view("tlogo", "UIImageView", image: "logo.png"), tshade])
        let result = match(live, template, mode)
        switch mode {
        case .default:
            #expect(pairs(result) == ["p": "l", "logo": "tlogo", "shade": "tshade"])
            #expect(rules(result)["shade"] == .onlyOneLeft)
        case .compatible:
            #expect(pairs(result) == ["p": "l"])
        }
    }

    @Test("no featureless rule pairs views whose identities contradict each other")
    func contradictingIdentities() {
        var b = TreeBuilder()
        let live = b.view("p", [b.view("shade", "UIImageView", image: "shade.png"), b.view("logo", "UIImageView", image: "logo.png")])
        let template = b.view("l", [b.view("tlogo", "UIImageView", image: "logo.png"), b.view("tshade", "UIImageView", image: "shadow.png")])
        let result = match(live, template, .default)
        #expect(pairs(result) == ["p": "l", "logo": "tlogo"])
    }

    @Test("the only one left needs one free view of the class on the live side too")
    func onlyOneLeftNeedsOneLiveView() {
        var b = TreeBuilder()
        func plain(_ id: String, _ colour: String) -> ViewNode {
            var view = b.view(id)
            view.backgroundColor = ViewNode.Color(colour)
            return view
        }
        let live = b.view("p", [plain("red", "rgba:1,0,0,1"), plain("blue", "rgba:0,0,1,1")])
        let template = b.view("l", [plain("tgreen", "rgba:0,1,0,1")])
        let result = match(live, template, .default)
        #expect(pairs(result) == ["p": "l"])
        #expect(result.unmatched.map(\.templateID) == ["tgreen"])
    }

    @Test("interchangeable views: equal shapes paired in document order, with a note that check does not count",
          arguments: MatchingMode.allCases)
    func interchangeable(mode: MatchingMode) throws {
        var b = TreeBuilder()
        let live = b.view("p", [b.view("s1"), b.view("s2"), b.view("s3")])
        let template = b.view("l", [b.view("t1"), b.view("t2"), b.view("t3")])
        let result = match(live, template, mode)
        switch mode {
        case .default:
            #expect(pairs(result) == ["p": "l", "s1": "t1", "s2": "t2", "s3": "t3"])
            #expect(rules(result)["s2"] == .interchangeable)
            let note = try #require(result.diagnostics.first { $0.rule == .interchangeableViews })
            #expect(note.severity == .note)
            #expect(note.message.contains("3 template and 3 live siblings look the same"), "\(note.message)")
            #expect(!result.hasProblems)
        case .compatible:
            #expect(pairs(result) == ["p": "l"])
            #expect(result.hasProblems)
        }
    }

    @Test("an outlet, which the owner keeps to the live view alone, leaves the view featureless to its unnamed counterparts")
    func outletOnOneSide() throws {
        var b = TreeBuilder()
        let live = b.view("P", [b.view("cta"), b.view("dialog", "UIView", hidden: true), b.view("ok", "UIButton", title: "OK")])
        let landscape = b.view("L", [b.view("tcta"), b.view("tdialog", "UIView", hidden: true), b.view("tok", "UIButton", title: "OK")])
        let outlets = [("view", "P"), ("landscapeView", "L"), ("ctaContainer", "cta"), ("dialogContainer", "dialog")]
        let design = try Design(documents: [Document(file: "D.xib", format: .xib, scenes: [
            Scene(outlets: outlets.map { Scene.Outlet(property: $0.0, destination: ViewID($0.1)) }, views: [live, landscape]),
        ])])
        let result = MatchResult(matching: design, mode: .default)
        #expect(pairs(result) == ["P": "L", "ok": "tok", "cta": "tcta", "dialog": "tdialog"])
        #expect(rules(result)["dialog"] == .interchangeable)
        #expect(result.unmatched.isEmpty)
        // Outlets naming different properties on both sides still keep the views apart.
        let named = try Design(documents: [Document(file: "D.xib", format: .xib, scenes: [
            Scene(outlets: (outlets + [("bannerView", "tcta"), ("sheetView", "tdialog")]).map { Scene.Outlet(property: $0.0, destination: ViewID($0.1)) },
                  views: [live, landscape]),
        ])])
        #expect(pairs(MatchResult(matching: named, mode: .default)) == ["P": "L", "ok": "tok"])
    }

    @Test("containers holding identified views are left to the rules that read their contents")
    func identifiedContentsAreNotFeatureless() {
        var b = TreeBuilder()
        let live = b.view("p", [b.view("header", userLabel: "Header"), b.view("panel", [b.view("x", "UILabel", text: "X")])])
        let template = b.view("l", [b.view("tpanel", [b.view("y", "UILabel", text: "Y")]), b.view("theader", userLabel: "Header")])
        let result = match(live, template, .default)
        #expect(pairs(result) == ["p": "l", "header": "theader"])
        #expect(result.unmatched.map(\.templateID) == ["tpanel"])
    }

    @Test("the DocC rule list is the rule table's")
    func documentation() throws {
        let article = try String(contentsOf: PackagePaths.root.appendingPathComponent("Sources/LayoutTemplates/LayoutTemplates.docc/MatchingRules.md"), encoding: .utf8)
        #expect(article.contains(MatchingRule.documentationTable), "expected the table:\n\(MatchingRule.documentationTable)")
        #expect(MatchingRule.all.map(\.rule).count == Set(MatchingRule.all.map(\.rule)).count)
    }
}
