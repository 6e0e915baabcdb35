import Testing
import LayoutTemplates

/// The documented rule that gives each child its environment.
@Suite("Child environment")
struct ChildEnvironmentTests {
    typealias F = CompositionFixtures

    @Test("a child narrower than the container is horizontally compact; one spanning it keeps the container's class")
    func horizontalClass() {
        let iPad = F.environment(1024, 768, .regular, .regular)
        let column = ChildEnvironment.environment(for: Rect(x: 0, y: 0, width: 440, height: 768), in: iPad)
        #expect(column.horizontalSizeClass == .compact)
        #expect(column.verticalSizeClass == .regular)
        #expect(column.size == Size(width: 440, height: 768))
        let full = ChildEnvironment.environment(for: Rect(x: 0, y: 0, width: 1024, height: 768), in: iPad)
        #expect(full.horizontalSizeClass == .regular)
        let phone = F.environment(390, 844, .compact, .regular)
        #expect(ChildEnvironment.environment(for: Rect(x: 0, y: 0, width: 390, height: 844), in: phone).horizontalSizeClass == .compact)
        let unspecified = F.environment(500, 500, .unspecified, .unspecified)
        #expect(ChildEnvironment.environment(for: Rect(x: 0, y: 0, width: 500, height: 500), in: unspecified).horizontalSizeClass == .unspecified)
    }

    @Test("a child shorter than the container is vertically compact")
    func verticalClass() {
        let iPad = F.environment(768, 1024, .regular, .regular)
        let index = ChildEnvironment.environment(for: Rect(x: 0, y: 0, width: 768, height: 348.16), in: iPad)
        #expect(index.verticalSizeClass == .compact)
        #expect(index.horizontalSizeClass == .regular)
    }

    @Test("orientation comes from the child's aspect; the container's is kept when the aspect agrees")
    func orientation() {
        let landscape = F.environment(1024, 768, .regular, .regular)
        #expect(ChildEnvironment.environment(for: Rect(x: 0, y: 0, width: 440, height: 768), in: landscape).orientation == .portrait)
        var upsideDown = F.environment(768, 1024, .regular, .regular)
        upsideDown.orientation = .portraitUpsideDown
        #expect(ChildEnvironment.environment(for: Rect(x: 0, y: 0, width: 320, height: 1024), in: upsideDown).orientation == .portraitUpsideDown)
        #expect(ChildEnvironment.environment(for: Rect(x: 0, y: 0, width: 768, height: 300), in: upsideDown).orientation == .landscapeRight)
        var left = F.environment(844, 390, .compact, .compact)
        left.orientation = .landscapeLeft
        #expect(ChildEnvironment.environment(for: Rect(x: 0, y: 0, width: 844, height: 390), in: left).orientation == .landscapeLeft)
    }

    @Test("the direction is inherited and a degenerate frame never gives a negative size")
    func directionAndDegenerateFrames() {
        let rtl = F.environment(1024, 768, .regular, .regular, .rightToLeft)
        let child = ChildEnvironment.environment(for: Rect(x: 0, y: 0, width: -20, height: 768), in: rtl)
        #expect(child.layoutDirection == .rightToLeft)
        #expect(child.size.width == 0)
        #expect(child.horizontalSizeClass == .compact)
    }
}
