import Testing
import LayoutTemplates

/// The documented rule that gives each child its environment.
@Suite("Child environment")
struct ChildEnvironmentTests {
    typealias F = CompositionFixtures

    @Test("a child narrower than the container is horizontally compact; one spanning it keeps the container's class")
    func horizontalClass() {
        let iPad = F.environment(1024, 768, .regular, .regular)
        let column = iPad.childEnvironment(at: Rect(x: 0, y: 0, width: 440, height: 768))
        #expect(column.horizontalSizeClass == .compact)
        #expect(column.verticalSizeClass == .regular)
        #expect(column.size == Size(width: 440, height: 768))
        let full = iPad.childEnvironment(at: Rect(x: 0, y: 0, width: 1024, height: 768))
        #expect(full.horizontalSizeClass == .regular)
        let phone = F.environment(390, 844, .compact, .regular)
        #expect(phone.childEnvironment(at: Rect(x: 0, y: 0, width: 390, height: 844)).horizontalSizeClass == .compact)
        let unspecified = F.environment(500, 500, .unspecified, .unspecified)
        #expect(unspecified.childEnvironment(at: Rect(x: 0, y: 0, width: 500, height: 500)).horizontalSizeClass == .unspecified)
    }

    @Test("a child shorter than the container is vertically compact")
    func verticalClass() {
        let iPad = F.environment(768, 1024, .regular, .regular)
        let index = iPad.childEnvironment(at: Rect(x: 0, y: 0, width: 768, height: 348.16))
        #expect(index.verticalSizeClass == .compact)
        #expect(index.horizontalSizeClass == .regular)
    }

    @Test("orientation comes from the child's aspect; the container's is kept when the aspect agrees")
    func orientation() {
        let landscape = F.environment(1024, 768, .regular, .regular)
        #expect(landscape.childEnvironment(at: Rect(x: 0, y: 0, width: 440, height: 768)).orientation == .portrait)
        var upsideDown = F.environment(768, 1024, .regular, .regular)
        upsideDown.orientation = .portraitUpsideDown
        #expect(upsideDown.childEnvironment(at: Rect(x: 0, y: 0, width: 320, height: 1024)).orientation == .portraitUpsideDown)
        #expect(upsideDown.childEnvironment(at: Rect(x: 0, y: 0, width: 768, height: 300)).orientation == .landscapeRight)
        var left = F.environment(844, 390, .compact, .compact)
        left.orientation = .landscapeLeft
        #expect(left.childEnvironment(at: Rect(x: 0, y: 0, width: 844, height: 390)).orientation == .landscapeLeft)
    }

    @Test("the direction is inherited and a degenerate frame never gives a negative size")
    func directionAndDegenerateFrames() {
        let rtl = F.environment(1024, 768, .regular, .regular, .rightToLeft)
        let child = rtl.childEnvironment(at: Rect(x: 0, y: 0, width: -20, height: 768))
        #expect(child.layoutDirection == .rightToLeft)
        #expect(child.size.width == 0)
        #expect(child.horizontalSizeClass == .compact)
    }
}
