import Testing
import LayoutTemplates
import TestSupport

/// Laying out a container of templates: each visible child gets the layout its own environment selects.
@Suite("Adaptive template tree")
struct AdaptiveTemplateTreeTests {
    typealias F = CompositionFixtures

    private func mapAndList() throws -> AdaptiveTemplateTree {
        let tree = try AdaptiveTemplateTree(contentsOf: F.mapAndList)
        let diagnostics = tree.diagnostics
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty)
        return tree
    }

    @Test("iPad landscape: side by side, the 440-wide map and the 584-wide list both take their compact layout")
    func iPadLandscape() throws {
        var tree = try mapAndList()
        let step = tree.apply(environment: F.environment(1024, 768, .regular, .regular))
        #expect(step.container.displayMode == "sideBySide")
        let left = try #require(step.child(named: "left"))
        #expect(left.frame == Rect(x: 0, y: 0, width: 440, height: 768))
        #expect(left.environment.size == Size(width: 440, height: 768))
        #expect(left.environment.horizontalSizeClass == .compact)
        #expect(left.layout == "compact")
        #expect(left.applied)
        #expect(left.attributes(id: "search")?.frame == Rect(x: 16, y: 16, width: 408, height: 36))
        #expect(left.attributes(id: "legend")?.isHidden == false)
        let right = try #require(step.child(named: "right"))
        #expect(right.frame == Rect(x: 440, y: 0, width: 584, height: 768))
        #expect(right.layout == "compact")
        #expect(right.attributes(id: "sort")?.frame == Rect(x: 508, y: 12, width: 60, height: 32))
        #expect(step.hidden.isEmpty)
    }

    @Test("iPhone portrait: one child fills the width and takes its other layout; the hidden child is not laid out")
    func iPhonePortrait() throws {
        var tree = try mapAndList()
        let step = tree.apply(environment: F.environment(390, 844, .compact, .regular))
        #expect(step.container.displayMode == "one")
        #expect(step.children.map(\.name) == ["left"])
        let left = try #require(step.child(named: "left"))
        #expect(left.frame == Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(left.layout == "phone")
        #expect(left.attributes(id: "legend")?.isHidden == true)
        #expect(step.hidden == ["right"])
        let right = try #require(tree.child(named: "right")).controller
        #expect(right.selected == nil)
        #expect(right.applyCount == 0)
    }

    @Test("iPhone landscape: the focused child is landscape and takes the landscape layout")
    func iPhoneLandscape() throws {
        var tree = try mapAndList()
        let step = tree.apply(environment: F.environment(844, 390, .compact, .compact))
        let left = try #require(step.child(named: "left"))
        #expect(left.environment.orientation.isLandscape)
        #expect(left.environment.verticalSizeClass == .compact)
        #expect(left.layout == "landscape")
        #expect(left.attributes(id: "locate")?.frame == Rect(x: 784, y: 330, width: 44, height: 44))
    }

    @Test("a flip changes which child is laid out, and a child shown again keeps or changes its layout as its size says")
    func flip() throws {
        var tree = try mapAndList()
        tree.apply(environment: F.environment(390, 844, .compact, .regular))
        let flipped = tree.apply(.splitOrFlip(.flip))
        #expect(flipped.container.focus == "right")
        #expect(flipped.children.map(\.name) == ["right"])
        #expect(flipped.hidden == ["left"])
        #expect(flipped.child(named: "right")?.layout == "phone")
        #expect(flipped.child(named: "right")?.applied == true)
        #expect(tree.child(named: "left")?.controller.applyCount == 1, "the map, now hidden, was not laid out again")

        // Back on an iPad: both shown; the list changes layout, the map too (its last was phone).
        let wide = tree.apply(environment: F.environment(1024, 768, .regular, .regular))
        #expect(wide.children.map(\.name) == ["left", "right"])
        #expect(wide.children.map(\.layout) == ["compact", "compact"])
        #expect(wide.children.map(\.applied) == [true, true])
        #expect(wide.container.index == 2)
    }

    @Test("an animated flip lays out both children while in flight, the incoming one off screen")
    func animatedFlip() throws {
        var tree = try F.tree(F.document(kind: "splitOrFlip", children: [
            F.child("left", layouts: F.compactOrRegular), F.child("right", layouts: F.compactOrRegular)]))
        tree.apply(environment: F.environment(390, 844, .compact, .regular))
        let inFlight = tree.apply(.splitOrFlip(.flip))
        #expect(inFlight.children.map(\.name).sorted() == ["left", "right"])
        #expect(inFlight.child(named: "right")?.frame == Rect(x: 390, y: 0, width: 390, height: 844))
        #expect(inFlight.child(named: "right")?.layout == "narrow")
        #expect(inFlight.child(named: "right")?.applied == true)
        #expect(inFlight.hidden.isEmpty)
        let landed = tree.apply(.splitOrFlip(.finishFlip))
        #expect(landed.children.map(\.name) == ["right"])
        #expect(landed.child(named: "right")?.applied == false)
        #expect(landed.hidden == ["left"])
    }

    @Test("a layout is applied only when the selection changes")
    func appliesOnlyOnChange() throws {
        var tree = try mapAndList()
        tree.apply(environment: F.environment(1024, 768, .regular, .regular))
        // 1366x1024: the left column is 440 again, the right wider; both still compact.
        let again = tree.apply(environment: F.environment(1366, 1024, .regular, .regular))
        #expect(again.children.map(\.layout) == ["compact", "compact"])
        #expect(again.children.map(\.applied) == [false, false])
        #expect(tree.children.map(\.controller.applyCount) == [1, 1])
    }

    @Test("right to left mirrors the container's frames; the children's layouts do not change")
    func rightToLeft() throws {
        var tree = try mapAndList()
        let step = tree.apply(environment: F.environment(1024, 768, .regular, .regular, .rightToLeft))
        #expect(step.child(named: "left")?.frame == Rect(x: 584, y: 0, width: 440, height: 768))
        #expect(step.child(named: "left")?.environment.layoutDirection == .rightToLeft)
        #expect(step.child(named: "left")?.layout == "compact")
    }

    @Test("index/detail: actions pass through, a detail without a template is reported as such")
    func indexDetail() throws {
        var tree = try F.tree(F.document(kind: "indexDetail", children: [
            F.child("root", layouts: F.compactOrRegular), F.child("index", layouts: F.compactOrRegular),
            F.child("photo", layouts: F.compactOrRegular)]))
        let expanded = tree.apply(environment: F.environment(1024, 768, .regular, .regular))
        #expect(expanded.children.map(\.name) == ["index", "root"])
        #expect(expanded.children.map(\.layout) == ["narrow", "narrow"])
        #expect(expanded.hidden == ["photo"])
        let shown = tree.apply(.indexDetail(.showDetail("photo")))
        #expect(shown.container.arrangement.stack == ["root", "photo"])
        #expect(shown.child(named: "photo")?.layout == "narrow")
        #expect(shown.child(named: "photo")?.applied == true)
        #expect(shown.child(named: "index")?.applied == false)
        #expect(shown.hidden == ["root"])
        let unknown = tree.apply(.indexDetail(.pushDetail("map")))
        let map = try #require(unknown.child(named: "map"))
        #expect(!map.hasTemplate)
        #expect(map.layout == nil)
        #expect(map.tree == nil)
        // Collapsed on a phone, the top of the stack fills the width and keeps the compact class.
        let collapsed = tree.apply(environment: F.environment(390, 844, .compact, .regular))
        #expect(collapsed.container.isCollapsed == true)
        #expect(collapsed.children.map(\.name) == ["map"])
        #expect(collapsed.hidden == ["root", "index", "photo"])
    }

    @Test("split view: a secondary spanning a regular container keeps the regular class and its regular layout")
    func splitViewSecondaryOnly() throws {
        var tree = try F.tree(F.document(kind: "splitView", children: [
            F.child("primary", layouts: F.compactOrRegular), F.child("secondary", layouts: F.compactOrRegular)]))
        // iPad portrait: automatic resolves to overlay, secondaryOnly; the primary is hidden.
        let portrait = tree.apply(environment: F.environment(768, 1024, .regular, .regular))
        #expect(portrait.children.map(\.name) == ["secondary"])
        #expect(portrait.child(named: "secondary")?.layout == "wide")
        #expect(portrait.child(named: "secondary")?.attributes(id: "secondaryRoot")?.frame.width == 101)
        #expect(portrait.hidden == ["primary"])
        // iPad landscape: tile, oneBesideSecondary; both narrower than the container, so compact.
        let landscape = tree.apply(environment: F.environment(1024, 768, .regular, .regular))
        #expect(landscape.children.map(\.name) == ["primary", "secondary"])
        #expect(landscape.children.map(\.layout) == ["narrow", "narrow"])
    }

    @Test("an action of another kind of container is reported as ignored, not applied")
    func foreignAction() throws {
        var tree = try mapAndList()
        tree.apply(environment: F.environment(390, 844, .compact, .regular))
        let step = tree.apply(.indexDetail(.popDetail))
        #expect(step.container.focus == "left")
        #expect(step.container.events.first?.hasPrefix("ignored") == true)
    }

    @Test("a document without a container is refused")
    func notAContainer() throws {
        let document = try ImportResult(contentsOf: PackagePaths.root.appendingPathComponent("Fixtures/Template/Example.layouts.xml").path).document
        #expect(throws: DiagnosticError.self) { try AdaptiveTemplateTree(document: document) }
    }
}
