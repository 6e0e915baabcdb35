import Testing
import LayoutTemplates
import TestSupport

/// What the default mode does better than the reference (MATCHING.md section 2).
@Suite("Default mode")
struct DefaultModeTests {
    @Test("images by resource name: an image-only button with another image is not a match")
    func imagesByName() {
        var b = TreeBuilder()
        let live = b.view("p", [b.view("play", "UIButton", image: "play.png"), b.view("stop", "UIButton", image: "stop.png"),
                                b.view("logo", "UIImageView", image: "logo.png"), b.view("bg", "UIImageView", image: "bg.png")])
        let template = b.view("l", [b.view("tstop", "UIButton", image: "stop.png"), b.view("tother", "UIButton", image: "other.png"),
                                    b.view("tbg", "UIImageView", image: "bg.png"), b.view("tlogo", "UIImageView", image: "logo.png")])
        let result = MatchResult(matching: layoutSet(portrait: live, landscape: template), mode: .default)
        #expect(pairs(result) == ["p": "l", "stop": "tstop", "logo": "tlogo", "bg": "tbg"])
        #expect(rules(result)["logo"] == .imageName)
        #expect(result.unmatched.map(\.templateID) == ["tother"])
    }

    @Test("an image-less button keeps the reference's pick only while that live view is free, the last writer winning, with a weak-match warning")
    func referenceImageRule() {
        var b = TreeBuilder()
        // The reference's pick for every image-less template button here is "Start" (the first
        // image-less live button): taken by its own title, so "Help" stays unmatched (a landscape-only
        // button must not land on the free "Stop" just because both lack an image).
        let live = b.view("p", [b.view("start", "UIButton", title: "Start"), b.view("stop", "UIButton", title: "Stop")])
        let taken = b.view("l", [b.view("tstart", "UIButton", title: "Start"), b.view("help", "UIButton", title: "Help")])
        let refused = MatchResult(matching: layoutSet(portrait: live, landscape: taken), mode: .default)
        #expect(pairs(refused) == ["p": "l", "start": "tstart"])
        #expect(refused.unmatched.map(\.templateID) == ["help"])
        #expect(!refused.diagnostics.contains { $0.rule == .weakMatch })

        // The pick is free: the reference writes "a" then "b" onto "x" and keeps "b"; so does default.
        let palette = b.view("p", [b.view("x", "UIButton", title: "↑"), b.view("y", "UIButton", image: "y.png")])
        let keys = b.view("l", [b.view("a", "UIButton", title: "∙"), b.view("b", "UIButton", title: "^2"),
                                b.view("c", "UIButton", image: "c.png")])
        let compatible = MatchResult(matching: layoutSet(portrait: palette, landscape: keys), mode: .compatible)
        let standard = MatchResult(matching: layoutSet(portrait: palette, landscape: keys), mode: .default)
        #expect(pairs(compatible)["x"] == "b")
        #expect(pairs(standard) == ["p": "l", "x": "b"])
        #expect(Set(standard.unmatched.map(\.templateID)) == ["a", "c"])
        let weak = standard.diagnostics.filter { $0.rule == .weakMatch }
        #expect(weak.count == 1)
        #expect(weak.first?.message.contains("1 earlier image-less sibling") == true)
        #expect(standard.hasProblems)
    }

    @Test("a view's text in a diagnostic is quoted with escapes: one line, no control character reaches the terminal")
    func diagnosticTextEscaped() {
        var b = TreeBuilder()
        let live = b.view("p", [b.view("a", "UIButton", title: "A")])
        let template = b.view("l", [b.view("t", "UILabel", text: "Line\u{1B}[31m\n\"Two\"")])
        let result = MatchResult(matching: layoutSet(portrait: live, landscape: template), mode: .default)
        let message = result.diagnostics.first { $0.rule == .unmatchedView }?.message ?? ""
        #expect(message.contains("UILabel \"Line\\u{001B}[31m\\n\\\"Two\\\"\""), "\(message)")
        #expect(!message.unicodeScalars.contains { $0.value < 0x20 })
    }

    @Test("user labels and action selectors are identities")
    func userLabelsAndSelectors() {
        var b = TreeBuilder()
        let live = b.view("p", [
            b.view("header", userLabel: "Header"), b.view("footer", userLabel: "Footer"),
            b.view("s1", "UISwitch", actions: [action("toggleSound:")]), b.view("s2", "UISwitch", actions: [action("toggleMusic:")]),
        ])
        let template = b.view("l", [
            b.view("tfooter", userLabel: "Footer"), b.view("theader", userLabel: "Header"),
            // Another event than the live switches: controlActions fails, the selector still identifies.
            b.view("ts2", "UISwitch", actions: [action("toggleMusic:", .touchUpInside)]),
            b.view("ts1", "UISwitch", actions: [action("toggleSound:", .touchUpInside)]),
        ])
        let result = MatchResult(matching: layoutSet(portrait: live, landscape: template), mode: .default)
        #expect(pairs(result) == ["p": "l", "header": "theader", "footer": "tfooter", "s1": "ts1", "s2": "ts2"])
        #expect(rules(result)["header"] == .userLabel)
        #expect(rules(result)["s1"] == .actionSelector)
        let compatible = MatchResult(matching: layoutSet(portrait: live, landscape: template), mode: .compatible)
        #expect(pairs(compatible) == ["p": "l"])
    }

    @Test("a view unique in the whole layout is found under another parent and reported as moved")
    func moved() {
        var b = TreeBuilder()
        let live = b.view("p", [b.view("top", "UIScrollView", [b.view("total", "UILabel", text: "Total")]),
                                b.view("bottom", "UIToolbar", [b.view("save", "UIButton", title: "Save")])])
        let template = b.view("l", [b.view("ttop", "UIScrollView", [b.view("tsave", "UIButton", title: "Save")]),
                                    b.view("tbottom", "UIToolbar", [b.view("ttotal", "UILabel", text: "Total")])])
        let result = MatchResult(matching: layoutSet(portrait: live, landscape: template), mode: .default)
        #expect(pairs(result)["save"] == "tsave")
        #expect(pairs(result)["total"] == "ttotal")
        #expect(rules(result)["save"] == .moved)
        #expect(result.diagnostics.filter { $0.rule == .movedView }.count == 2)
        #expect(result.unmatched.isEmpty)
    }

    @Test("ambiguity is a warning with a note at each candidate; ties follow sibling order when the layout keeps it")
    func tiesInOrder() {
        var b = TreeBuilder()
        let live = b.view("p", [b.view("a", "UILabel", text: "A"), b.view("x1", "UILabel", text: "Label"),
                                b.view("x2", "UILabel", text: "Label"), b.view("z", "UILabel", text: "Z")])
        let template = b.view("l", [b.view("ta", "UILabel", text: "A"), b.view("ty1", "UILabel", text: "Label"),
                                    b.view("ty2", "UILabel", text: "Label"), b.view("tz", "UILabel", text: "Z")])
        let result = MatchResult(matching: layoutSet(portrait: live, landscape: template), mode: .default)
        #expect(pairs(result)["x1"] == "ty1" && pairs(result)["x2"] == "ty2")
        #expect(rules(result)["x1"] == .siblingOrder)
        let warning = result.diagnostics.first { $0.rule == .ambiguousMatch && $0.message.contains("2 template and 2 live siblings") }
        #expect(warning?.notes.count == 4)
        // The live tree's own duplicate is reported too, as a design slip.
        #expect(result.diagnostics.contains { $0.rule == .ambiguousMatch && $0.message.contains("in the portrait layout") })
        // In the landscape layout the keyed rules reported it; the repeated-sibling report, made
        // beside them, does not say it again.
        #expect(result.diagnostics.filter { $0.rule == .ambiguousMatch && $0.message.contains("in the landscape layout") }.count == 1)
    }

    @Test("ties stay unmatched when the layout shuffles its siblings")
    func tiesShuffled() {
        var b = TreeBuilder()
        let live = b.view("p", [b.view("a", "UILabel", text: "A"), b.view("b", "UILabel", text: "B"), b.view("c", "UILabel", text: "C"),
                                b.view("x1", "UILabel", text: "Label"), b.view("x2", "UILabel", text: "Label")])
        let template = b.view("l", [b.view("tc", "UILabel", text: "C"), b.view("ty1", "UILabel", text: "Label"), b.view("tb", "UILabel", text: "B"),
                                    b.view("ty2", "UILabel", text: "Label"), b.view("ta", "UILabel", text: "A")])
        let result = MatchResult(matching: layoutSet(portrait: live, landscape: template), mode: .default)
        #expect(pairs(result)["x1"] == nil && pairs(result)["x2"] == nil)
        #expect(Set(result.unmatched.map(\.templateID)) == ["ty1", "ty2"])
    }

    @Test("duplicates told apart by their other identities are not ties")
    func refinedBySignature() {
        var b = TreeBuilder()
        let live = b.view("p", [b.view("x1", "UIButton", tag: 5, title: "Go"), b.view("x2", "UIButton", tag: 5, title: "Stop")])
        let template = b.view("l", [b.view("t2", "UIButton", tag: 5, title: "Stop"), b.view("t1", "UIButton", tag: 5, title: "Go")])
        let result = MatchResult(matching: layoutSet(portrait: live, landscape: template), mode: .default)
        #expect(pairs(result) == ["p": "l", "x1": "t1", "x2": "t2"])
        #expect(result.diagnostics.contains { $0.rule == .ambiguousMatch })
    }

    @Test("where the reference's rules tell every view from its siblings and every counterpart is a sibling, both modes' tables are identical")
    func agreement() {
        var b = TreeBuilder()
        func design(_ prefix: String, _ b: inout TreeBuilder, reversed: Bool) -> ViewNode {
            var children = [
                b.view(prefix + "title", "UILabel", frame: rect(reversed ? 1 : 2, 0, 10, 10), text: "Title"),
                b.view(prefix + "ok", "UIButton", title: "OK"),
                b.view(prefix + "icon", "UIButton", image: "icon.png"),
                b.view(prefix + "panel", tag: 4, [b.view(prefix + "name", "UITextField", placeholder: "Name"),
                                                  b.view(prefix + "slider", "UISlider", actions: [action("changed:")])]),
                b.view(prefix + "scroll", "UIScrollView", [b.view(prefix + "img", "UIImageView")]),
            ]
            if reversed { children.reverse() }
            return b.view(prefix + "root", children)
        }
        let live = design("p-", &b, reversed: false)
        let template = design("l-", &b, reversed: true)
        let set = layoutSet(portrait: live, landscape: template)
        let compatible = MatchResult(matching: set, mode: .compatible)
        let standard = MatchResult(matching: set, mode: .default)
        #expect(compatible.tables == standard.tables)
        #expect(pairs(standard).count == 9)
        #expect(compatible.diagnostics.isEmpty && standard.diagnostics.isEmpty)
    }

    @Test("a parent with ten thousand children: every child found by its key, one-to-one")
    func wideGroup() {
        var b = TreeBuilder()
        let n = 10_000
        let live = b.view("p", (0..<n).map { b.view("p\($0)", "UILabel", text: "label \($0)") })
        let template = b.view("l", (0..<n).reversed().map { b.view("l\($0)", "UILabel", text: "label \($0)") })
        let result = MatchResult(matching: layoutSet(portrait: live, landscape: template), mode: .default)
        #expect(pairs(result).count == n + 1)
        #expect(pairs(result)["p1234"] == "l1234")
    }
}
