import Testing
import LayoutCore
import LayoutDocuments
import LayoutSynthesis

/// The synthesis on hand-drawn designs whose intended constraints are known.
@Suite("Constraint synthesis")
struct ConstraintSynthesizerTests {
    static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }

    /// A 320x480 screen drawn again at 480x320: a full-width bar under the status bar, a button
    /// 20 pt from the bottom-right corner, a label 10 pt before the button, a centred logo, and a
    /// view whose top differs with no relation explaining both.
    static let design = SynthesisDesign(
        root: SynthesisDesign.SynthesisView(id: "root", portrait: rect(0, 0, 320, 480), landscape: rect(0, 0, 480, 320), subviews: [
            SynthesisDesign.SynthesisView(id: "bar", portrait: rect(0, 20, 320, 44), landscape: rect(0, 0, 480, 44)),
            SynthesisDesign.SynthesisView(id: "button", portrait: rect(220, 420, 80, 40), landscape: rect(380, 260, 80, 40)),
            SynthesisDesign.SynthesisView(id: "label", portrait: rect(110, 420, 100, 40), landscape: rect(270, 260, 100, 40)),
            SynthesisDesign.SynthesisView(id: "logo", portrait: rect(110, 200, 100, 100), landscape: rect(190, 70, 100, 100)),
            SynthesisDesign.SynthesisView(id: "odd", portrait: rect(10, 100, 50, 50), landscape: rect(10, 90, 50, 50)),
        ]),
        portraitSafeArea: EdgeInsets(top: 20), landscapeSafeArea: .zero)

    /// The synthesis of one view drawn on a 375x667 phone in both orientations, and that view's result.
    static func synthesizedAlone(_ view: SynthesisDesign.SynthesisView) throws -> (result: SynthesisResult, view: SynthesisResult.SynthesizedView) {
        let design = SynthesisDesign(root: SynthesisDesign.SynthesisView(id: "root", portrait: rect(0, 0, 375, 667), landscape: rect(0, 0, 667, 375), subviews: [view]))
        let result = ConstraintSynthesizer.synthesize(design)
        return (result, try #require(result.views.first { $0.id.rawValue == view.id }))
    }

    @Test("relations that hold in both drawings are chosen over pins, and each is explained")
    func chosenRelations() throws {
        let result = ConstraintSynthesizer.synthesize(Self.design)
        print(result.explanation)
        let equations = Dictionary(uniqueKeysWithValues: result.views.map { ($0.id, Set($0.constraints.map(\.equation))) })
        #expect(equations["bar"] == ["leading = superview.leading", "trailing = superview.trailing", "top = safeArea.top", "height = 44"])
        #expect(equations["button"] == ["trailing = superview.trailing - 20", "width = 80", "bottom = superview.bottom - 20", "height = 40"])
        // Placed from its neighbour, not across it.
        #expect(equations["label"]?.contains("trailing = 'button'.leading - 10") == true)
        #expect(equations["logo"]?.contains("centerX = superview.centerX") == true)
        let odd = try #require(result.views.first { $0.id == "odd" })
        #expect(odd.constraints.compactMap(\.compactConstant).count == 1, "one constant varies: \(odd.constraints.map(\.equation))")
        #expect(result.diagnostics.isEmpty)
        #expect(result.mismatches().isEmpty)
        #expect(result.explanation.contains("trailing = superview.trailing - 20: superview edge: holds in both layouts"))
        #expect(try result.explanationJSON().contains("\"equation\" : \"trailing = superview.trailing - 20\""))
    }

    @Test("a centred column that widens by less than the screen gets a capped width, not a variation")
    func cappedWidth() throws {
        let (result, column) = try Self.synthesizedAlone(SynthesisDesign.SynthesisView(id: "column", portrait: Self.rect(20, 100, 335, 44), landscape: Self.rect(133.5, 100, 400, 44)))
        let equations = Set(column.constraints.map(\.equation))
        #expect(equations.isSuperset(of: ["centerX = superview.centerX", "leading = superview.leading + 20 @999", "width <= 400"]), "\(equations)")
        #expect(column.constraints.allSatisfy { $0.compactConstant == nil })
        #expect(result.mismatches().isEmpty)
        // On a narrower phone the column keeps its 20-pt edges; on a wider one it stays 400 wide.
        let narrow = try #require(result.frames(rootSize: Size(width: 320, height: 568), safeArea: .zero, compactHeight: false)?["column"])
        let wide = try #require(result.frames(rootSize: Size(width: 736, height: 414), safeArea: .zero, compactHeight: true)?["column"])
        #expect(SynthesisResult.distance(narrow, Self.rect(20, 100, 280, 44)) < 0.01)
        #expect(SynthesisResult.distance(wide, Self.rect(168, 100, 400, 44)) < 0.01)
    }

    @Test("a bottom bar whose height changes with the height class keeps its height and the bottom, not a top that collapses it on a smaller phone")
    func noCollapseOnTheSmallestPhone() throws {
        let (result, toolbar) = try Self.synthesizedAlone(SynthesisDesign.SynthesisView(id: "toolbar", portrait: Self.rect(0, 618, 375, 49), landscape: Self.rect(0, 343, 667, 32)))
        let equations = Set(toolbar.constraints.map(\.equation))
        #expect(equations.isSuperset(of: ["bottom = superview.bottom", "height = 49 (compact height: 32)"]), "\(equations)")
        #expect(!equations.contains { $0.hasPrefix("top") }, "\(equations)")
        #expect(result.mismatches().isEmpty)
        // The explanation says which relation the height replaced, and why; the bottom, kept either way, says nothing.
        let height = try #require(toolbar.constraints.first { $0.equation.hasPrefix("height") })
        #expect(height.evidence.hasSuffix("; chosen over top = superview.top + 618 (compact height: 343), which would leave the view shorter than zero on the smallest phone"), "\(height.evidence)")
        #expect(toolbar.constraints.filter { !$0.evidence.contains("chosen over") }.count == 3)
        // The top 618 pt down would leave it -50 pt tall on a 568-pt phone; its height keeps it whole.
        let small = try #require(result.frames(rootSize: Size(width: 320, height: 568), safeArea: .zero, compactHeight: false)?["toolbar"])
        #expect(SynthesisResult.distance(small, Self.rect(0, 519, 320, 49)) < 0.01)
    }

    @Test("a constant taken from drawn frames is written without the noise of their arithmetic")
    func tidyConstants() throws {
        // 375 - (218.2 + 100) is 56.80000000000001 in binary floating point, 667 - (510.2 + 100) 56.799999999999955.
        let (result, badge) = try Self.synthesizedAlone(SynthesisDesign.SynthesisView(id: "badge", portrait: Self.rect(218.2, 100, 100, 44), landscape: Self.rect(510.2, 100, 100, 44)))
        let trailing = try #require(badge.constraints.first { $0.attribute == .trailing }, "\(badge.constraints.map(\.equation))")
        #expect(trailing.constant == -56.8)
        #expect(trailing.compactConstant == nil)
        #expect(result.mismatches().isEmpty)
        // Thirds of a point keep their digits to a nanopoint.
        #expect(ConstraintSynthesizer.tidied(24.333333333333332) == 24.333333333)
        #expect(ConstraintSynthesizer.tidied(-6.665999999999997) == -6.666)
    }

    @Test("a full-width banner whose height keeps its width's ratio gets an aspect ratio, not a variation")
    func aspectRatio() throws {
        let (result, banner) = try Self.synthesizedAlone(SynthesisDesign.SynthesisView(id: "banner", portrait: Self.rect(0, 0, 375, 187.5), landscape: Self.rect(0, 0, 667, 333.5)))
        #expect(banner.constraints.map(\.equation).contains("height = 'banner'.width × 0.5"), "\(banner.constraints.map(\.equation))")
        #expect(banner.constraints.allSatisfy { $0.compactConstant == nil })
        #expect(result.mismatches().isEmpty)
        let wide = try #require(result.frames(rootSize: Size(width: 896, height: 414), safeArea: .zero, compactHeight: true)?["banner"])
        #expect(SynthesisResult.distance(wide, Self.rect(0, 0, 896, 448)) < 0.01)
    }

    @Test("the chosen set reproduces both drawings and generalises where the naive pins do not")
    func generalises() throws {
        let result = ConstraintSynthesizer.synthesize(Self.design)
        let naive = ConstraintSynthesizer.naive(Self.design)
        #expect(naive.mismatches().isEmpty)
        let taller = try #require(result.frames(rootSize: Size(width: 320, height: 568), safeArea: EdgeInsets(top: 20), compactHeight: false))
        #expect(taller["button"] == Self.rect(220, 508, 80, 40))
        let pinned = try #require(naive.frames(rootSize: Size(width: 320, height: 568), safeArea: EdgeInsets(top: 20), compactHeight: false))
        #expect(pinned["button"] == Self.rect(220, 420, 80, 40))
    }

    @Test("with safe-area guides, a view clear of the insets is placed from the safe area where the drawings cannot tell; one drawn edge to edge from the superview")
    func safeAreaGuides() throws {
        var design = SynthesisDesign(
            root: SynthesisDesign.SynthesisView(id: "root", portrait: Self.rect(0, 0, 375, 667), landscape: Self.rect(0, 0, 667, 375), subviews: [
                SynthesisDesign.SynthesisView(id: "table", portrait: Self.rect(0, 20, 375, 600), landscape: Self.rect(0, 0, 667, 328)),
                SynthesisDesign.SynthesisView(id: "button", portrait: Self.rect(20, 627, 335, 40), landscape: Self.rect(20, 335, 627, 40)),
            ]),
            portraitSafeArea: EdgeInsets(top: 20), landscapeSafeArea: .zero)
        let before = Dictionary(uniqueKeysWithValues: ConstraintSynthesizer.synthesize(design).views.map { ($0.id, Set($0.constraints.map(\.equation))) })
        #expect(before["button"]?.contains("leading = superview.leading + 20") == true, "\(before)")
        design.usesSafeAreas = true
        let result = ConstraintSynthesizer.synthesize(design)
        let equations = Dictionary(uniqueKeysWithValues: result.views.map { ($0.id, Set($0.constraints.map(\.equation))) })
        #expect(equations["button"] == ["leading = safeArea.leading + 20", "trailing = safeArea.trailing - 20", "bottom = safeArea.bottom", "height = 40"], "\(equations)")
        #expect(equations["table"]?.contains("leading = superview.leading") == true && equations["table"]?.contains("top = safeArea.top") == true, "\(equations)")
        #expect(result.mismatches().isEmpty && result.diagnostics.isEmpty)
    }

    @Test("a set that fails verification is never returned: the view is pinned, with a warning, and an error when the pins fail too")
    func failedVerification() {
        let broken = SynthesisDesign(root: SynthesisDesign.SynthesisView(id: "root", portrait: Self.rect(0, 0, 320, 480), landscape: Self.rect(0, 0, 480, 320), subviews: [
            SynthesisDesign.SynthesisView(id: "bad", portrait: Self.rect(.nan, 10, 20, 20), landscape: Self.rect(10, 10, 20, 20)),
        ]))
        let result = ConstraintSynthesizer.synthesize(broken)
        #expect(result.views.first { $0.id == "bad" }?.isPinned == true)
        #expect(result.diagnostics.contains { $0.severity == .warning && $0.message.contains("pinned to its superview's top-left") })
        #expect(result.diagnostics.contains { $0.severity == .error && $0.message == "view id bad is not reproduced by its pinned constraints either" }, "\(result.diagnostics)")
    }
}

/// How a superview places its subviews narrows what the synthesis relates them to.
@Suite("Constraint synthesis by subview placement")
struct SubviewPlacementTests {
    static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }

    /// A 320x480 screen drawn again at 480x320: a stack whose first arranged view keeps its size and
    /// whose second grows with it, a scroll view with a content view as wide as itself, and a
    /// card whose margins (20 pt at the sides) hold a label.
    static let design = SynthesisDesign(
        root: SynthesisDesign.SynthesisView(id: "root", portrait: rect(0, 0, 320, 480), landscape: rect(0, 0, 480, 320), subviews: [
            SynthesisDesign.SynthesisView(id: "stack", portrait: rect(0, 0, 320, 40), landscape: rect(0, 0, 480, 40), subviewPlacement: .stack, subviews: [
                SynthesisDesign.SynthesisView(id: "icon", portrait: rect(0, 0, 40, 40), landscape: rect(0, 0, 40, 40)),
                SynthesisDesign.SynthesisView(id: "title", portrait: rect(40, 0, 280, 40), landscape: rect(40, 0, 440, 40)),
            ]),
            SynthesisDesign.SynthesisView(id: "scroll", portrait: rect(0, 40, 320, 200), landscape: rect(0, 40, 480, 200), subviewPlacement: .scrollContent, subviews: [
                SynthesisDesign.SynthesisView(id: "content", portrait: rect(0, 0, 320, 600), landscape: rect(0, 0, 480, 600)),
            ]),
            SynthesisDesign.SynthesisView(id: "card", portrait: rect(0, 240, 320, 100), landscape: rect(0, 240, 480, 60),
                          portraitLayoutMargins: EdgeInsets(top: 8, left: 20, bottom: 8, right: 20),
                          landscapeLayoutMargins: EdgeInsets(top: 8, left: 20, bottom: 8, right: 20), subviews: [
                SynthesisDesign.SynthesisView(id: "label", portrait: rect(20, 8, 280, 20), landscape: rect(20, 8, 440, 20)),
            ]),
        ]))

    @Test("arranged views get only a size relation where their drawings differ or keep a size their stack's changes; a scroll view's content is sized by its first subview; margins of a superview are related to")
    func placements() throws {
        let result = ConstraintSynthesizer.synthesize(Self.design)
        print(result.explanation)
        let views = Dictionary(uniqueKeysWithValues: result.views.map { ($0.id, $0) })
        let icon = try #require(views["icon"]), title = try #require(views["title"])
        #expect(icon.isPlacedBySuperview)
        #expect(icon.constraints.map(\.equation) == ["width = 40 @999"])
        #expect(title.isPlacedBySuperview)
        #expect(title.constraints.map(\.equation) == ["width = superview.width - 40 @999"])
        let content = try #require(views["content"]).constraints.map(\.equation)
        #expect(content.contains("width = superview.width"), "\(content)")
        #expect(content.contains("trailing = superview.content.trailing") && content.contains("bottom = superview.content.bottom"))
        #expect(!content.contains { $0.hasPrefix("trailing = superview.trailing") })
        let label = try #require(views["label"]).constraints.map(\.equation)
        #expect(label.contains("leading = superview.leadingMargin") && label.contains("trailing = superview.trailingMargin"), "\(label)")
        #expect(result.mismatches().isEmpty && result.diagnostics.isEmpty)
    }

    /// `subviews` on a 320x480 screen drawn again at 480x320.
    static func onScreen(_ subviews: [SynthesisDesign.SynthesisView]) -> SynthesisDesign {
        SynthesisDesign(root: SynthesisDesign.SynthesisView(id: "root", portrait: rect(0, 0, 320, 480), landscape: rect(0, 0, 480, 320), subviews: subviews))
    }

    @Test("a stack view's hidden subview, which the stack does not arrange, is placed as any view at priority 999")
    func hiddenInStack() throws {
        var badge = SynthesisDesign.SynthesisView(id: "badge", portrait: Self.rect(290, 10, 20, 20), landscape: Self.rect(450, 10, 20, 20))
        badge.isHidden = true
        let design = Self.onScreen([
            SynthesisDesign.SynthesisView(id: "stack", portrait: Self.rect(0, 0, 320, 40), landscape: Self.rect(0, 0, 480, 40), subviewPlacement: .stack, subviews: [
                SynthesisDesign.SynthesisView(id: "title", portrait: Self.rect(0, 0, 280, 40), landscape: Self.rect(0, 0, 440, 40)),
                badge,
            ]),
        ])
        let result = ConstraintSynthesizer.synthesize(design)
        let placed = try #require(result.views.first { $0.id == "badge" })
        #expect(!placed.isPlacedBySuperview)
        #expect(placed.constraints.count == 4 && placed.constraints.allSatisfy { $0.priority == 999 }, "\(placed.constraints.map(\.equation))")
        #expect(placed.constraints.map(\.equation).contains("trailing = superview.trailing - 10 @999"), "\(placed.constraints.map(\.equation))")
        #expect(result.mismatches().isEmpty && result.diagnostics.isEmpty)
    }

    @Test("in a stack that fills in proportion, a length the stack's growth leaves alone is fixed and its equal neighbours stay equal, both required")
    func proportionalStack() throws {
        var stack = SynthesisDesign.SynthesisView(id: "stack", portrait: Self.rect(10, 0, 355, 80), landscape: Self.rect(10, 0, 647, 80), subviewPlacement: .stack, subviews: [
            SynthesisDesign.SynthesisView(id: "back", portrait: Self.rect(0, 0, 117.5, 80), landscape: Self.rect(0, 0, 263.5, 80)),
            SynthesisDesign.SynthesisView(id: "play", portrait: Self.rect(137.5, 0, 80, 80), landscape: Self.rect(283.5, 0, 80, 80)),
            SynthesisDesign.SynthesisView(id: "skip", portrait: Self.rect(237.5, 0, 117.5, 80), landscape: Self.rect(383.5, 0, 263.5, 80)),
        ])
        stack.stackSetsLengths = (true, false)
        stack.proportionalStackAxis = .horizontal
        let design = SynthesisDesign(root: SynthesisDesign.SynthesisView(id: "root", portrait: Self.rect(0, 0, 375, 667), landscape: Self.rect(0, 0, 667, 375), subviews: [stack]))
        let result = ConstraintSynthesizer.synthesize(design)
        let equations = Dictionary(uniqueKeysWithValues: result.views.map { ($0.id.rawValue, $0.constraints.map(\.equation)) })
        #expect(equations["back"] == [])
        #expect(equations["play"] == ["width = 80"], "\(equations)")
        #expect(equations["skip"] == ["width = 'back'.width"], "\(equations)")
        #expect(result.diagnostics.isEmpty)
    }

    @Test("a view is never related to a sibling that one size class does not install")
    func uninstalledSibling() throws {
        var banner = SynthesisDesign.SynthesisView(id: "banner", portrait: Self.rect(0, 100, 320, 40), landscape: Self.rect(0, 60, 480, 40))
        banner.isInstalledInBoth = false
        let design = Self.onScreen([
            banner,
            SynthesisDesign.SynthesisView(id: "caption", portrait: Self.rect(0, 148, 320, 20), landscape: Self.rect(0, 108, 480, 20)),
        ])
        let result = ConstraintSynthesizer.synthesize(design)
        let caption = try #require(result.views.first { $0.id == "caption" })
        #expect(!caption.constraints.contains { $0.item == .sibling("banner") }, "\(caption.constraints.map(\.equation))")
        #expect(result.mismatches().isEmpty && result.diagnostics.isEmpty)
    }

    @Test("capped lengths that relations between views leave the solver to settle are given variations instead, not pins")
    func tiedCaps() throws {
        let design = SynthesisDesign(
            root: SynthesisDesign.SynthesisView(id: "root", portrait: Self.rect(0, 0, 18.5, 42.5), landscape: Self.rect(0, 0, 30.5, 23), subviews: [
                SynthesisDesign.SynthesisView(id: "toggle", portrait: Self.rect(1, 1, 4.5, 12.5), landscape: Self.rect(1, 8.5, 8.5, 6), alignmentInsets: EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)),
                SynthesisDesign.SynthesisView(id: "panel", portrait: Self.rect(7, 1, 4.5, 12.5), landscape: Self.rect(1, 1, 8.5, 6), subviews: [
                    SynthesisDesign.SynthesisView(id: "a", portrait: Self.rect(0, 0, 1, 4), landscape: Self.rect(6.5, 4.5, 1.5, 1.5)),
                    SynthesisDesign.SynthesisView(id: "b", portrait: Self.rect(1.5, 0, 1, 4), landscape: Self.rect(2.5, 2.5, 1.5, 1.5)),
                    SynthesisDesign.SynthesisView(id: "c", portrait: Self.rect(2.5, 0, 1, 4), landscape: Self.rect(6.5, 2.5, 1.5, 1.5)),
                ]),
            ]))
        let result = ConstraintSynthesizer.synthesize(design)
        #expect(result.views.allSatisfy { !$0.isPinned }, "\(result.views.filter(\.isPinned).map(\.id))")
        #expect(result.mismatches().isEmpty && result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    }

    @Test("an arranged view that nothing inside sizes gets its length from a relation even where nothing changes")
    func arrangedWithoutContentLength() throws {
        var panel = SynthesisDesign.SynthesisView(id: "panel", portrait: Self.rect(100, 0, 120, 60), landscape: Self.rect(100, 0, 120, 60))
        panel.lacksContentLength = (true, true)
        let label = SynthesisDesign.SynthesisView(id: "label", portrait: Self.rect(100, 70, 120, 20), landscape: Self.rect(100, 70, 120, 20))
        let design = Self.onScreen([
            SynthesisDesign.SynthesisView(id: "column", portrait: Self.rect(0, 100, 320, 90), landscape: Self.rect(80, 20, 320, 90), subviewPlacement: .stack, subviews: [panel, label]),
        ])
        let result = ConstraintSynthesizer.synthesize(design)
        let equations = Dictionary(uniqueKeysWithValues: result.views.map { ($0.id.rawValue, $0.constraints.map(\.equation)) })
        #expect(equations["panel"] == ["width = 120 @999", "height = 60 @999"], "\(equations)")
        #expect(equations["label"] == [], "\(equations)")
    }
}
