import Testing
import LayoutTemplates
import TestSupport

@Suite("Live tree and controllers")
struct LayoutControllerTests {
    /// Portrait is live; landscape moves the label, hides the panel and moves the panel's child.
    func design() -> Design {
        var b = TreeBuilder()
        let live = b.view("p", frame: rect(0, 0, 320, 480), [
            b.view("label", "UILabel", frame: rect(10, 10, 100, 20), text: "Hello"),
            b.view("panel", tag: 1, frame: rect(0, 100, 320, 100), [b.view("inner", "UILabel", frame: rect(1, 1, 1, 1), text: "In")]),
            b.view("field", "UITextField", frame: rect(0, 300, 100, 30), placeholder: "x", [b.view("fieldPart", "UIImageView", tag: 9, frame: rect(0, 0, 5, 5))]),
        ])
        let landscape = b.view("l", frame: rect(0, 0, 480, 320), mask: [.flexibleWidth], [
            b.view("tlabel", "UILabel", frame: rect(200, 10, 100, 20), mask: [.flexibleLeftMargin], text: "Hello"),
            b.view("tpanel", tag: 1, frame: rect(0, 50, 480, 50), hidden: true, [b.view("tinner", "UILabel", frame: rect(2, 2, 2, 2), text: "In")]),
            b.view("tfield", "UITextField", frame: rect(0, 200, 100, 30), placeholder: "x", [b.view("tfieldPart", "UIImageView", tag: 9, frame: rect(9, 9, 9, 9))]),
        ])
        return layoutSet(portrait: live, landscape: landscape)
    }

    @Test("compatible apply stops at views it hides and at no-descend classes; default reaches the whole tree")
    func applyShortcuts() {
        let set = design()
        var compatible = LayoutController(MatchResult(matching: set, mode: .compatible))
        compatible.update(for: Environment(orientation: .landscapeLeft))
        #expect(compatible.tree.attributes(id: "label")?.frame == rect(200, 10, 100, 20))
        #expect(compatible.tree.attributes(id: "label")?.autoresizingMask == [.flexibleLeftMargin])
        #expect(compatible.tree.attributes(id: "panel")?.isHidden == true)
        // The panel is hidden now: the reference never reaches its child, which keeps its portrait frame.
        #expect(compatible.tree.attributes(id: "inner")?.frame == rect(1, 1, 1, 1))
        #expect(compatible.tree.attributes(id: "fieldPart")?.frame == rect(0, 0, 5, 5))

        var standard = LayoutController(MatchResult(matching: set, mode: .default))
        standard.update(for: Environment(orientation: .landscapeLeft))
        #expect(standard.tree.attributes(id: "inner")?.frame == rect(2, 2, 2, 2))
        #expect(standard.tree.attributes(id: "fieldPart")?.frame == rect(9, 9, 9, 9))
        #expect(standard.tree.attributes(id: "inner")?.bounds == rect(0, 0, 2, 2))
    }

    @Test("a layout is applied only when portrait-ness changes; the first orientation always applies")
    func portraitness() {
        let set = design()
        var controller = LayoutController(MatchResult(matching: set, mode: .default))
        do { let applied = controller.update(for: Environment(orientation: .portrait)); #expect(applied) }
        do { let applied = controller.update(for: Environment(orientation: .portraitUpsideDown)); #expect(!applied) }
        do { let applied = controller.update(for: Environment(orientation: .landscapeLeft)); #expect(applied) }
        #expect(controller.tree.attributes(id: "label")?.frame == rect(200, 10, 100, 20))
        do { let applied = controller.update(for: Environment(orientation: .landscapeRight)); #expect(!applied) }
        do { let applied = controller.update(for: Environment(orientation: .portraitUpsideDown)); #expect(applied) }
        #expect(controller.tree.attributes(id: "label")?.frame == rect(10, 10, 100, 20))
        #expect(controller.applyCount == 3)

        var landscapeFirst = LayoutController(MatchResult(matching: set, mode: .default))
        do { let applied = landscapeFirst.update(for: Environment(orientation: .landscapeRight)); #expect(applied) }
        #expect(landscapeFirst.tree.attributes(id: "panel")?.isHidden == true)
    }

    @Test("stale state in compatible mode: children of a view hidden by one layout keep old frames when it is shown again")
    func staleChildren() {
        var b = TreeBuilder()
        // The live tree starts with the panel hidden; portrait shows it and moves its child.
        let live = b.view("p", [b.view("panel", tag: 1, hidden: true, [b.view("child", "UILabel", frame: rect(1, 1, 1, 1), text: "c")])])
        let landscape = b.view("l", [b.view("tpanel", tag: 1, hidden: true, [b.view("tchild", "UILabel", frame: rect(5, 5, 5, 5), text: "c")])])
        let set = layoutSet(portrait: live, landscape: landscape)
        var compatible = LayoutController(MatchResult(matching: set, mode: .compatible))
        compatible.update(for: Environment(orientation: .landscapeLeft))
        #expect(compatible.tree.attributes(id: "child")?.frame == rect(1, 1, 1, 1))
        var standard = LayoutController(MatchResult(matching: set, mode: .default))
        standard.update(for: Environment(orientation: .landscapeLeft))
        #expect(standard.tree.attributes(id: "child")?.frame == rect(5, 5, 5, 5))
    }

    @Test("any number of layouts: the most specific condition that holds, applied only when the selection changes")
    func layoutSelection() {
        var b = TreeBuilder()
        let live = b.view("p", frame: rect(0, 0, 320, 480), variations: [
            ViewNode.FrameVariation(traits: "widthClass=compact", frame: rect(0, 0, 300, 480)),
            ViewNode.FrameVariation(traits: "heightClass=compact-widthClass=compact", frame: rect(0, 0, 600, 300)),
        ], [b.view("a", "UILabel", frame: rect(1, 2, 3, 4), text: "A", variations: [ViewNode.FrameVariation(traits: "widthClass=compact", frame: rect(5, 6, 7, 8))])])
        let landscape = b.view("l", frame: rect(0, 0, 480, 320), [b.view("ta", "UILabel", frame: rect(9, 9, 9, 9), text: "A")])
        let document = Document(file: "V.xib", format: .xib, scenes: [Scene(outlets: [
            Scene.Outlet(property: "view", destination: "p"), Scene.Outlet(property: "landscapeView", destination: "l"),
        ], views: [live, landscape])])
        let set = try? Design(documents: [document])
        #expect(set?.layouts.map { $0.name } == ["portrait", "landscape", "widthClass=compact", "heightClass=compact-widthClass=compact"])
        #expect(set?.layouts[3].condition == LayoutCondition(horizontalSizeClass: .compact, verticalSizeClass: .compact))
        guard let set else { return }
        var controller = LayoutController(MatchResult(matching: set))
        do { let applied = controller.update(for: Environment(orientation: .portrait)); #expect(applied) }
        #expect(controller.selectedName == "portrait")
        do { let applied = controller.update(for: Environment(orientation: .portraitUpsideDown)); #expect(!applied) }
        // portrait and widthClass=compact are equally specific: the first declared wins.
        do { let applied = controller.update(for: Environment(orientation: .portrait, horizontalSizeClass: .compact)); #expect(!applied) }
        do { let applied = controller.update(for: Environment(orientation: .landscapeLeft, horizontalSizeClass: .compact, verticalSizeClass: .compact)); #expect(applied) }
        #expect(controller.selectedName == "heightClass=compact-widthClass=compact")
        #expect(controller.tree.attributes(id: "p")?.frame == rect(0, 0, 600, 300))
        // Views without that variation get their base attributes, not the previous layout's.
        #expect(controller.tree.attributes(id: "a")?.frame == rect(1, 2, 3, 4))
        #expect(controller.applyCount == 2)
    }
}
