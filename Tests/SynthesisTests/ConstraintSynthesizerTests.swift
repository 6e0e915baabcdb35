import Testing
import LayoutCore
import LayoutDocuments
import LayoutSynthesis

/// The synthesis on hand-drawn designs whose intended constraints are known.
@Suite("Constraint synthesis")
struct ConstraintSynthesizerTests {
    static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }

    /// A 320x480 screen drawn again at 480x320: a full-width bar under the status bar, a button
    /// 20 pt from the bottom-right corner, a label at a fixed distance from the right edge, a centred logo, and a view
    /// whose top differs with no relation explaining both.
    static let design = SynthesisDesign(
        root: SynthesisView(id: "root", portrait: rect(0, 0, 320, 480), landscape: rect(0, 0, 480, 320), subviews: [
            SynthesisView(id: "bar", portrait: rect(0, 20, 320, 44), landscape: rect(0, 0, 480, 44)),
            SynthesisView(id: "button", portrait: rect(220, 420, 80, 40), landscape: rect(380, 260, 80, 40)),
            SynthesisView(id: "label", portrait: rect(110, 420, 100, 40), landscape: rect(270, 260, 100, 40)),
            SynthesisView(id: "logo", portrait: rect(110, 200, 100, 100), landscape: rect(190, 70, 100, 100)),
            SynthesisView(id: "odd", portrait: rect(10, 100, 50, 50), landscape: rect(10, 90, 50, 50)),
        ]),
        portraitSafeArea: EdgeInsets(top: 20), landscapeSafeArea: .zero)

    @Test("relations that hold in both drawings are chosen over pins, and each is explained")
    func chosenRelations() throws {
        let result = ConstraintSynthesizer.synthesize(Self.design)
        print(result.explanation)
        let equations = Dictionary(uniqueKeysWithValues: result.views.map { ($0.id, Set($0.constraints.map(\.equation))) })
        #expect(equations["bar"] == ["leading = superview.leading", "trailing = superview.trailing", "top = safeArea.top", "height = 44"])
        #expect(equations["button"] == ["trailing = superview.trailing - 20", "width = 80", "bottom = superview.bottom - 20", "height = 40"])
        #expect(equations["label"]?.contains("trailing = superview.trailing - 110") == true)
        #expect(equations["logo"]?.contains("centerX = superview.centerX") == true)
        let odd = try #require(result.views.first { $0.id == "odd" })
        #expect(odd.constraints.compactMap(\.compactConstant).count == 1, "one constant varies: \(odd.constraints.map(\.equation))")
        #expect(result.diagnostics.isEmpty)
        #expect(result.mismatches().isEmpty)
        #expect(result.explanation.contains("trailing = superview.trailing - 20: superview edge: holds in both layouts"))
        #expect(try result.explanationJSON().contains("\"equation\" : \"trailing = superview.trailing - 20\""))
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

    @Test("a set that fails verification is never returned: the view is pinned, with a warning, and an error when the pins fail too")
    func failedVerification() {
        let broken = SynthesisDesign(root: SynthesisView(id: "root", portrait: Self.rect(0, 0, 320, 480), landscape: Self.rect(0, 0, 480, 320), subviews: [
            SynthesisView(id: "bad", portrait: Self.rect(.nan, 10, 20, 20), landscape: Self.rect(10, 10, 20, 20)),
        ]))
        let result = ConstraintSynthesizer.synthesize(broken)
        #expect(result.views.first { $0.id == "bad" }?.isPinned == true)
        #expect(result.diagnostics.contains { $0.severity == .warning && $0.message.contains("pinned to its superview's top-left") })
        #expect(result.diagnostics.contains { $0.severity == .error && $0.message.contains("not reproduced by its pinned constraints either") })
    }
}
