import Testing
import LayoutTemplates
import TestSupport

/// The reference's weaknesses, which compatible mode reproduces on purpose, each next to what
/// the default mode does instead.
@Suite("Reference quirks in compatible mode")
struct ReferenceQuirkTests {
    @Test("duplicate tags: the LAST live sibling wins, silently in the table, reported as ambiguous")
    func lastTagWins() {
        var b = TreeBuilder()
        let live = b.view("p", [b.view("first", tag: 3), b.view("second", tag: 3)])
        let template = b.view("l", [b.view("t", tag: 3)])
        let result = MatchResult(matching: layoutSet(portrait: live, landscape: template), mode: .compatible)
        #expect(pairs(result) == ["p": "l", "second": "t"])
        #expect(result.diagnostics.contains { $0.rule == .ambiguousMatch && $0.message.contains("picks the last") })
    }

    @Test("first hit for the other rules: the first kind-of sibling with the title")
    func firstHit() {
        var b = TreeBuilder()
        let live = b.view("p", [b.view("first", "UIButton", title: "Go"), b.view("second", "UIButton", title: "Go")])
        let template = b.view("l", [b.view("t", "UIButton", title: "Go")])
        let result = MatchResult(matching: layoutSet(portrait: live, landscape: template), mode: .compatible)
        #expect(pairs(result) == ["p": "l", "first": "t"])
    }

    @Test("two template views land on one live view: the later write wins and another live view gets nothing")
    func lastWriteWins() {
        var b = TreeBuilder()
        let live = b.view("p", [b.view("a", "UILabel", text: "A"), b.view("b", "UILabel", text: "B")])
        let template = b.view("l", [b.view("t1", "UILabel", frame: rect(1, 1, 1, 1), text: "A"),
                                    b.view("t2", "UILabel", frame: rect(2, 2, 2, 2), text: "A")])
        let compatible = MatchResult(matching: layoutSet(portrait: live, landscape: template), mode: .compatible)
        #expect(pairs(compatible) == ["p": "l", "a": "t2"])
        #expect(compatible.table(named: "landscape")?[liveID: "a"]?.attributes.frame == rect(2, 2, 2, 2))
        #expect(compatible.diagnostics.contains { $0.rule == .sharedLiveView })
        // Default: one-to-one, the duplicate reported, never two template views on one live view.
        let standard = MatchResult(matching: layoutSet(portrait: live, landscape: template), mode: .default)
        #expect(Set(pairs(standard).values).count == pairs(standard).count)
        #expect(standard.diagnostics.contains { $0.rule == .ambiguousMatch })
    }

    @Test("two buttons without an image are the same image (the reference compares UIImage pointers)")
    func nilImagesMatch() {
        var b = TreeBuilder()
        let live = b.view("p", [b.view("x", "UIButton", title: "Start"), b.view("y", "UIButton", title: "Stop")])
        let template = b.view("l", [b.view("t", "UIButton", title: "Begin")])
        let compatible = MatchResult(matching: layoutSet(portrait: live, landscape: template), mode: .compatible)
        #expect(pairs(compatible)["x"] == "t")
        #expect(rules(compatible)["x"] == .buttonImage)
        // Default keeps the reference's pick so that the button keeps its layout, but warns.
        let standard = MatchResult(matching: layoutSet(portrait: live, landscape: template), mode: .default)
        #expect(pairs(standard) == ["p": "l", "x": "t"])
        #expect(rules(standard)["x"] == .buttonImage)
        #expect(standard.diagnostics.filter { $0.rule == .weakMatch }.count == 1)
        #expect(standard.hasProblems)
    }

    @Test("an unmatched view's whole subtree is skipped; default finds the container through its contents")
    func unmatchedSubtreeSkipped() {
        var b = TreeBuilder()
        let live = b.view("p", [
            b.view("panel1", [b.view("name", "UILabel", text: "Name"), b.view("go", "UIButton", title: "Go")]),
            b.view("panel2", [b.view("total", "UILabel", text: "Total")]),
        ])
        let template = b.view("l", [
            b.view("t2", [b.view("ttotal", "UILabel", text: "Total")]),
            b.view("t1", [b.view("tgo", "UIButton", title: "Go"), b.view("tname", "UILabel", text: "Name")]),
        ])
        let compatible = MatchResult(matching: layoutSet(portrait: live, landscape: template), mode: .compatible)
        #expect(pairs(compatible) == ["p": "l"])
        #expect(Set(compatible.unmatched.map(\.templateID)) == ["t1", "t2"])
        let standard = MatchResult(matching: layoutSet(portrait: live, landscape: template), mode: .default)
        #expect(pairs(standard) == ["p": "l", "panel1": "t1", "panel2": "t2", "name": "tname", "go": "tgo", "total": "ttotal"])
        #expect(rules(standard)["panel1"] == .containerContents)
        #expect(standard.unmatched.isEmpty)
    }

    @Test("no descent into the subviews of no-descend classes (kind-of), when matching")
    func noDescendWhenMatching() {
        var b = TreeBuilder()
        let live = b.view("p", [b.view("tv", "UITableView", [b.view("header", "UILabel", text: "Head")])])
        let template = b.view("l", [b.view("ttv", "UITableView", [b.view("theader", "UILabel", text: "Head")])])
        let compatible = MatchResult(matching: layoutSet(portrait: live, landscape: template), mode: .compatible)
        #expect(pairs(compatible) == ["p": "l", "tv": "ttv"])
        #expect(pairs(compatible, "portrait")["header"] == nil)
        let standard = MatchResult(matching: layoutSet(portrait: live, landscape: template), mode: .default)
        #expect(pairs(standard)["header"] == "theader")
    }

    @Test("control actions never match when a target lacks an action for an event another target uses")
    func incompleteActionsNeverMatch() {
        var b = TreeBuilder()
        let mixed = [action("tap:", .touchUpInside), action("changed:", .valueChanged, target: .firstResponder)]
        let live = b.view("p", [b.view("c1", "UISegmentedControl", actions: mixed), b.view("c2", "UISegmentedControl")])
        let template = b.view("l", [b.view("t", "UISegmentedControl", actions: mixed)])
        let compatible = MatchResult(matching: layoutSet(portrait: live, landscape: template), mode: .compatible)
        #expect(pairs(compatible)["c1"] == nil)
        #expect(compatible.unmatched.map(\.templateID) == ["t"])
        let standard = MatchResult(matching: layoutSet(portrait: live, landscape: template), mode: .default)
        #expect(pairs(standard)["c1"] == "t")
        #expect(rules(standard)["c1"] == .controlActions)
    }

    @Test("the class rule counts every live sibling, matched or not")
    func uniqueClassCountsAll() {
        var b = TreeBuilder()
        let live = b.view("p", [b.view("only", "UILabel", text: "A")])
        let template = b.view("l", [b.view("ta", "UILabel", text: "A"), b.view("tq", "UILabel", text: "Q")])
        let compatible = MatchResult(matching: layoutSet(portrait: live, landscape: template), mode: .compatible)
        // "Q" falls to the class rule and lands on the live "A" too: the later write wins.
        #expect(pairs(compatible)["only"] == "tq")
        let standard = MatchResult(matching: layoutSet(portrait: live, landscape: template), mode: .default)
        #expect(pairs(standard)["only"] == "ta")
        #expect(standard.unmatched.map(\.templateID) == ["tq"])
    }

    @Test("the unmatched diagnostic is the reference's log line at the template view, with its identity")
    func unmatchedMessage() {
        var b = TreeBuilder(file: "Portrait.xib")
        let live = b.view("p", [b.view("s", "UIScrollView", [b.view("x", "UILabel", text: "Sum"), b.view("y", "UILabel", text: "Avg")])])
        let template = b.view("l", [b.view("ts", "UIScrollView", [b.view("tx", "UILabel", text: "Total")])])
        for mode in MatchingMode.allCases {
            let result = MatchResult(matching: layoutSet(portrait: live, landscape: template, file: "Portrait.xib"), mode: mode)
            let warning = result.diagnostics.first { $0.rule == .unmatchedView }
            #expect(warning?.rendered.hasPrefix("Portrait.xib:5:9: warning: couldn't find match for UIView => UIScrollView => UILabel \"Total\" [unmatched-view]") == true)
            #expect(warning?.notes.contains { $0.message.contains("UILabel \"Sum\"") && $0.location?.line == 1 } == true)
            #expect(result.unmatched.first?.path == "UIView => UIScrollView => UILabel")
        }
    }
}
