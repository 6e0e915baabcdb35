import LayoutTemplates
import Testing

@Suite("Drawn layouts from view trees")
struct DrawnLayoutTests {
    @Test("absolute frames add parents' origins and subtract their bounds origins")
    func absoluteFrames() {
        var scroller = SampleDrawings.view("scroll", "UIScrollView", 10, 100, 300, 200, subviews: [
            SampleDrawings.view("inner", "UILabel", 5, 250, 100, 20, text: "deep"),
        ])
        // A scroll view scrolled down by 240: its bounds origin moves, its subviews move up.
        scroller.attributes.bounds = Rect(x: 0, y: 240, width: 300, height: 200)
        let root = SampleDrawings.view("root", "UIView", 0, 20, 320, 460, subviews: [scroller])
        let layout = DrawnLayout(name: "p", root: root, matchKeys: [:])

        #expect(layout.views.map(\.id) == ["root", "scroll", "inner"])
        #expect(layout.views.map(\.parent) == [nil, 0, 1])
        #expect(layout.views[0].frame == Rect(x: 0, y: 0, width: 320, height: 460))
        #expect(layout.views[1].frame == Rect(x: 10, y: 100, width: 300, height: 200))
        #expect(layout.views[2].frame == Rect(x: 15, y: 110, width: 100, height: 20))
    }

    @Test("views keep pre-order, and a view absent from the match keys has no counterpart")
    func preOrderAndCounterparts() {
        let layout = SampleDrawings.pair.layouts[1]
        #expect(layout.views.map(\.id) == ["lroot", "ltitle", "lpanel", "lone", "ltwo", "ltiny", "lsecret", "landscapeOnly"])
        let extra = layout.views.first { $0.id == "landscapeOnly" }
        #expect(extra?.hasCounterpart == false)
        #expect(layout.views.first { $0.id == "lone" }?.matchKey == "one")
        #expect(layout.views.first { $0.id == "lone" }?.frame == Rect(x: 210, y: 60, width: 110, height: 44))
        #expect(layout.views.first { $0.id == "lsecret" }?.isHidden == true)
    }

    @Test("a label is the title or text in quotes, then the tag")
    func labels() {
        #expect(DrawnView.label(for: SampleDrawings.view("a", "UIButton", 0, 0, 1, 1, title: "OK", tag: 3)) == "\u{201C}OK\u{201D} \u{00B7} tag 3")
        #expect(DrawnView.label(for: SampleDrawings.view("b", "UILabel", 0, 0, 1, 1, text: "Hi")) == "\u{201C}Hi\u{201D}")
        #expect(DrawnView.label(for: SampleDrawings.view("c", "UIView", 0, 0, 1, 1, tag: 7)) == "tag 7")
        #expect(DrawnView.label(for: SampleDrawings.view("d", "UIView", 0, 0, 1, 1)) == nil)
        #expect(DrawnView.label(for: SampleDrawings.view("e", "UIView", 0, 0, 1, 1, tag: 2, userLabel: "Fields")) == "[Fields] \u{00B7} tag 2")
    }

    @Test("a tree deeper than the stack is safe to recurse on flattens")
    func deepTree() {
        var node = SampleDrawings.view("leaf", "UIView", 1, 1, 10, 10)
        for level in 0..<20_000 {
            node = SampleDrawings.view("v\(level)", "UIView", 1, 1, 10, 10, subviews: [node])
        }
        let layout = DrawnLayout(name: "deep", root: node, matchKeys: [:])
        #expect(layout.views.count == 20_001)
        #expect(layout.views.last?.frame.x == 20_000)
    }
}
