import Testing
import LayoutTemplates

@Suite("Index/detail collapsing into a stack (ADAPTIVE.md section 2)")
struct IndexDetailTests {
    func names(_ container: IndexDetail) -> [String] { container.stack.map(\.name) }

    @Test("the ADAPTIVE.md vector sequence, step by step")
    func vectorSequence() {
        var container = IndexDetail().applying(environment: env(1024, 768)).container
        container = container.applying(.showDetail("A")).container
        container = container.applying(.pushDetail("B")).container
        #expect(names(container) == ["root", "A", "B"])
        #expect(!container.isCollapsed)

        let collapse = container.applying(environment: env(375, 667, .compact))
        #expect(collapse.events == [.collapsed])
        container = collapse.container
        #expect(names(container) == ["root", "index", "A", "B"])
        #expect(container.isCollapsed)

        let regular = container.applying(environment: env(1024, 768))
        #expect(regular.events.isEmpty)
        container = regular.container
        #expect(container.isCollapsed, "class back to regular: still collapsed")

        container = container.applying(.showDetail("C")).container
        #expect(names(container) == ["root", "index", "C"])

        let expand = container.applying(.setCollapsed(false))
        #expect(expand.events == [.expanded])
        #expect(names(expand.container) == ["root", "C"])
        #expect(expand.arrangement.stack == ["root", "C"])
    }

    @Test("vector: collapse with no detail gives [root, index] with the bar hidden")
    func collapseWithoutDetail() {
        let container = IndexDetail().applying(environment: env(1024, 768)).container
            .applying(environment: env(375, 667, .compact)).container
        #expect(names(container) == ["root", "index"])
        #expect(container.isNavigationBarHidden)
        #expect(container.arrangement.children == [ContainerArrangement.ChildFrame(name: "index", frame: rect(0, 0, 375, 667))])
    }

    @Test("the navigation bar is hidden iff the top is root or index")
    func navigationBar() {
        let expanded = IndexDetail().applying(environment: env(1024, 768)).container
        #expect(expanded.isNavigationBarHidden, "top is root")
        let withDetail = expanded.applying(.showDetail("A")).container
        #expect(!withDetail.isNavigationBarHidden)
        let popped = withDetail.applying(.popDetail).container
        #expect(popped.isNavigationBarHidden)
        #expect(popped.applying(.popDetail).events == [.ignored("no detail to pop")])
    }

    @Test("gap fixed: starting collapsed gives the same stack as collapsing later")
    func startingCollapsedMatchesCollapsingLater() {
        let startCollapsed = IndexDetail(isCollapsed: true)
            .applying(environment: env(375, 667, .compact)).container
            .applying(.showDetail("A")).container
            .applying(.pushDetail("B")).container
        let collapseLater = IndexDetail()
            .applying(environment: env(1024, 768)).container
            .applying(.showDetail("A")).container
            .applying(.pushDetail("B")).container
            .applying(environment: env(375, 667, .compact)).container
        #expect(names(startCollapsed) == ["root", "index", "A", "B"])
        #expect(names(startCollapsed) == names(collapseLater))
        #expect(startCollapsed.arrangement == collapseLater.arrangement)
        // Starting in a compact environment without the option collapses with the first environment.
        let firstCompact = IndexDetail().applying(environment: env(375, 667, .compact))
        #expect(firstCompact.events == [.collapsed])
        #expect(names(firstCompact.container) == ["root", "index"])
    }

    @Test("expanded frames: index the leading 0.34, detail 0.66; RTL mirrors")
    func expandedFrames() {
        let ltr = IndexDetail().applying(environment: env(1000, 700)).container.applying(.showDetail("A")).container
        #expect(ltr.arrangement.children == [ContainerArrangement.ChildFrame(name: "index", frame: rect(0, 0, 340, 700)),
                                        ContainerArrangement.ChildFrame(name: "A", frame: rect(340, 0, 660, 700))])
        let rtl = ltr.applying(environment: env(1000, 700, .regular, .regular, .rightToLeft)).container
        #expect(rtl.arrangement.children == [ContainerArrangement.ChildFrame(name: "index", frame: rect(660, 0, 340, 700)),
                                        ContainerArrangement.ChildFrame(name: "A", frame: rect(0, 0, 660, 700))])
        let fractional = IndexDetail().applying(environment: env(1024, 768)).arrangement
        #expect(fractional.frame(of: "index") == rect(0, 0, 348.16, 768))
        #expect(fractional.frame(of: "root") == rect(348.16, 0, 675.84, 768))
    }

    @Test("vertical axis: index on top, collapses on a compact vertical class only")
    func verticalAxis() {
        let container = IndexDetail(axis: .vertical).applying(environment: env(600, 1000)).container
        #expect(container.arrangement.children == [ContainerArrangement.ChildFrame(name: "index", frame: rect(0, 0, 600, 340)),
                                              ContainerArrangement.ChildFrame(name: "root", frame: rect(0, 340, 600, 660))])
        #expect(!container.applying(environment: env(375, 1000, .compact, .regular)).container.isCollapsed)
        #expect(container.applying(environment: env(844, 390, .regular, .compact)).container.isCollapsed)
    }

    @Test("automatic expansion is off by default and expands on regular when on")
    func automaticExpansion() {
        let off = IndexDetail().applying(environment: env(375, 667, .compact)).container
            .applying(environment: env(1024, 768)).container
        #expect(off.isCollapsed)
        let on = IndexDetail(expandsAutomatically: true).applying(environment: env(375, 667, .compact)).container
            .applying(.showDetail("A")).container
            .applying(environment: env(1024, 768))
        #expect(on.events == [.expanded])
        #expect(names(on.container) == ["root", "A"])
    }

    @Test("a client expansion in compact is kept until the class changes again")
    func clientExpansionInCompact() {
        let container = IndexDetail().applying(environment: env(375, 667, .compact)).container
            .applying(.setCollapsed(false)).container
            .applying(environment: env(320, 667, .compact)).container
        #expect(!container.isCollapsed, "collapse happens when the class becomes compact, not while it stays so")
    }

    @Test("root and index are reserved names")
    func reservedNames() {
        let container = IndexDetail()
        #expect(container.applying(.showDetail("index")).events == [.ignored("'index' is reserved")])
        #expect(container.applying(.pushDetail("root")).container.details.isEmpty)
    }

    @Test("the detail fraction is clamped to 0...1")
    func detailFractionClamped() {
        #expect(IndexDetail(detailFraction: 2).detailFraction == 1)
        #expect(IndexDetail(detailFraction: -1).detailFraction == 0)
        #expect(IndexDetail(detailFraction: .nan).detailFraction == 0.66)
    }
}
