import Testing
import LayoutTemplates
import TestSupport

/// Each rule of the reference, in both modes: a template view is found among live siblings in
/// another order by exactly the identity the rule reads.
@Suite("Matching rules")
struct RuleTests {
    @Test("tag: an equal non-zero tag, whatever the class", arguments: MatchingMode.allCases)
    func tag(mode: MatchingMode) {
        var b = TreeBuilder()
        let live = b.view("p", [b.view("p1", "UILabel", tag: 1, text: "x"), b.view("p2", "UIImageView", tag: 2)])
        let template = b.view("l", [b.view("l2", "UIImageView", tag: 2), b.view("l1", "UILabel", tag: 1, text: "y")])
        let result = MatchResult(matching: layoutSet(portrait: live, landscape: template), mode: mode)
        #expect(pairs(result) == ["p": "l", "p1": "l1", "p2": "l2"])
        #expect(rules(result)["p1"] == .tag)
        #expect(rules(result)["p"] == .root)
    }

    @Test("controlActions: equal targets, events and selectors", arguments: MatchingMode.allCases)
    func controlActions(mode: MatchingMode) {
        var b = TreeBuilder()
        let live = b.view("p", [b.view("s1", "UISlider", actions: [action("volume:")]),
                                b.view("s2", "UISlider", actions: [action("balance:")])])
        let template = b.view("l", [b.view("t2", "UISlider", actions: [action("balance:")]),
                                    b.view("t1", "UISlider", actions: [action("volume:")])])
        let result = MatchResult(matching: layoutSet(portrait: live, landscape: template), mode: mode)
        #expect(pairs(result) == ["p": "l", "s1": "t1", "s2": "t2"])
        #expect(rules(result)["s1"] == .controlActions)
    }

    @Test("buttonTitle, then buttonImage", arguments: MatchingMode.allCases)
    func buttons(mode: MatchingMode) {
        var b = TreeBuilder()
        let live = b.view("p", [b.view("b1", "UIButton", title: "OK"), b.view("b2", "UIButton", title: "Cancel"),
                                b.view("b3", "UIButton", image: "star.png"), b.view("b4", "UIButton", image: "moon.png")])
        let template = b.view("l", [b.view("t4", "UIButton", image: "moon.png"), b.view("t2", "UIButton", title: "Cancel"),
                                    b.view("t1", "UIButton", title: "OK"), b.view("t3", "UIButton", image: "star.png")])
        let result = MatchResult(matching: layoutSet(portrait: live, landscape: template), mode: mode)
        #expect(pairs(result) == ["p": "l", "b1": "t1", "b2": "t2", "b3": "t3", "b4": "t4"])
        #expect(rules(result)["b1"] == .buttonTitle)
        #expect(rules(result)["b3"] == .buttonImage)
    }

    @Test("labelText and textField", arguments: MatchingMode.allCases)
    func texts(mode: MatchingMode) {
        var b = TreeBuilder()
        let live = b.view("p", [b.view("a", "UILabel", text: "Name"), b.view("c", "UILabel", text: "Email"),
                                b.view("f1", "UITextField", placeholder: "name"), b.view("f2", "UITextField", text: "me@x", placeholder: "email")])
        let template = b.view("l", [b.view("tf2", "UITextField", text: "me@x", placeholder: "email"), b.view("tc", "UILabel", text: "Email"),
                                    b.view("tf1", "UITextField", placeholder: "name"), b.view("ta", "UILabel", text: "Name")])
        let result = MatchResult(matching: layoutSet(portrait: live, landscape: template), mode: mode)
        #expect(pairs(result) == ["p": "l", "a": "ta", "c": "tc", "f1": "tf1", "f2": "tf2"])
        #expect(rules(result)["a"] == .labelText)
        #expect(rules(result)["f1"] == .textField)
    }

    @Test("textField needs text or placeholder, and both must agree (missing equals missing)", arguments: MatchingMode.allCases)
    func textFieldBothParts(mode: MatchingMode) {
        var b = TreeBuilder()
        let live = b.view("p", [b.view("f1", "UITextField", text: "a"), b.view("f2", "UITextField", text: "a", placeholder: "p")])
        let template = b.view("l", [b.view("t2", "UITextField", text: "a", placeholder: "p"), b.view("t1", "UITextField", text: "a")])
        let result = MatchResult(matching: layoutSet(portrait: live, landscape: template), mode: mode)
        #expect(pairs(result) == ["p": "l", "f1": "t1", "f2": "t2"])
    }

    @Test("uniqueClass compares class names only, as the reference does: a custom class named like another file's class pairs", arguments: MatchingMode.allCases)
    func uniqueClassByName(mode: MatchingMode) {
        // The native template format names a class without its UIKit base; Interface Builder
        // gives `Badge` on a UIView. The names are equal, the kinds are not comparable.
        var b = TreeBuilder()
        let live = b.view("p", [b.view("badge", "UIView", custom: "Badge"), b.view("label", "UILabel", text: "x")])
        let template = b.view("l", [b.view("tb", "Badge"), b.view("tl", "UILabel", text: "x")])
        let result = MatchResult(matching: layoutSet(portrait: live, landscape: template), mode: mode)
        #expect(pairs(result)["badge"] == "tb")
        #expect(rules(result)["badge"] == .uniqueClass)
    }

    @Test("uniqueClass: the only sibling of exactly this class", arguments: MatchingMode.allCases)
    func uniqueClass(mode: MatchingMode) {
        var b = TreeBuilder()
        let live = b.view("p", [b.view("i", "UIImageView"), b.view("s", "UIScrollView"), b.view("v1"), b.view("v2")])
        let template = b.view("l", [b.view("ts", "UIScrollView"), b.view("ti", "UIImageView"), b.view("tv")])
        let result = MatchResult(matching: layoutSet(portrait: live, landscape: template), mode: mode)
        #expect(pairs(result)["i"] == "ti")
        #expect(pairs(result)["s"] == "ts")
        #expect(rules(result)["s"] == .uniqueClass)
        // Two live UIViews: the class rule does not apply, and an empty container has no contents.
        // The default mode's last rule pairs the template view with the first of the two live
        // views that look just like it (rule `interchangeable`).
        switch mode {
        case .compatible:
            #expect(pairs(result)["v1"] == nil && pairs(result)["v2"] == nil)
            #expect(result.unmatched.map(\.templateID) == ["tv"])
        case .default:
            #expect(pairs(result)["v1"] == "tv" && pairs(result)["v2"] == nil)
            #expect(rules(result)["v1"] == .interchangeable)
            #expect(result.unmatched.isEmpty)
        }
    }

    @Test("the live tree's own layout maps every view to itself", arguments: MatchingMode.allCases)
    func same(mode: MatchingMode) {
        var b = TreeBuilder()
        let live = b.view("p", [b.view("a", "UILabel", text: "x"), b.view("v", [b.view("w")])])
        let template = b.view("l", [b.view("ta", "UILabel", text: "x")])
        let result = MatchResult(matching: layoutSet(portrait: live, landscape: template), mode: mode)
        #expect(pairs(result, "portrait") == ["p": "p", "a": "a", "v": "v", "w": "w"])
        #expect(rules(result, "portrait")["a"] == .same)
    }

    @Test("a live subclass matches a template superclass, never the reverse", arguments: MatchingMode.allCases)
    func kindOf(mode: MatchingMode) {
        var b = TreeBuilder()
        let live = b.view("p", [b.view("fancy", "UILabel", custom: "FancyLabel", text: "Hi"), b.view("plain", "UIButton", title: "Go")])
        let template = b.view("l", [b.view("t1", "UILabel", text: "Hi"), b.view("t2", "UIButton", custom: "RoundButton", title: "Go")])
        let result = MatchResult(matching: layoutSet(portrait: live, landscape: template), mode: mode)
        #expect(pairs(result)["fancy"] == "t1")
        #expect(pairs(result)["plain"] == nil)
        #expect(result.unmatched.map(\.templateID) == ["t2"])
    }
}
