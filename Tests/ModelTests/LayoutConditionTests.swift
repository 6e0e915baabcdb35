import Testing
import LayoutTemplates

@Suite("Layout conditions")
struct LayoutConditionTests {
    let phonePortrait = Environment(orientation: .portrait, size: Size(width: 390, height: 844),
                                    horizontalSizeClass: .compact, verticalSizeClass: .regular)
    let phoneLandscape = Environment(orientation: .landscapeLeft, size: Size(width: 844, height: 390),
                                     horizontalSizeClass: .compact, verticalSizeClass: .compact)

    @Test("orientation conditions follow portrait-ness, upside down included")
    func orientation() {
        #expect(LayoutCondition.portrait.holds(in: phonePortrait))
        #expect(!LayoutCondition.portrait.holds(in: phoneLandscape))
        var upsideDown = phonePortrait
        upsideDown.orientation = .portraitUpsideDown
        #expect(LayoutCondition.portrait.holds(in: upsideDown))
        #expect(LayoutCondition.landscape.holds(in: phoneLandscape))
    }

    @Test("the most specific condition that holds wins; the first declared among equals")
    func selection() {
        let conditions: [LayoutCondition] = [
            .always,
            .landscape,
            LayoutCondition(orientation: .landscape, verticalSizeClass: .compact),
            LayoutCondition(orientation: .landscape, horizontalSizeClass: .compact),
        ]
        #expect(LayoutCondition.selectLayout(among: conditions, for: phonePortrait) == 0)
        #expect(LayoutCondition.selectLayout(among: conditions, for: phoneLandscape) == 2)
        #expect(LayoutCondition.selectLayout(among: [.portrait], for: phoneLandscape) == nil)
    }

    @Test("width and height bounds are inclusive")
    func ranges() {
        let wide = LayoutCondition(minimumWidth: 844)
        #expect(wide.holds(in: phoneLandscape))
        #expect(!wide.holds(in: phonePortrait))
        let short = LayoutCondition(maximumHeight: 390)
        #expect(short.holds(in: phoneLandscape))
    }
}
