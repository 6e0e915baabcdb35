import Testing
import LayoutTemplates

@Suite("The platform split view (ADAPTIVE.md section 3)")
struct SplitViewTests {
    @Test("each split behaviour allows the display modes UIKit documents")
    func allowedModes() {
        #expect(SplitView.Behavior.tile.allowedDisplayModes == [.secondaryOnly, .oneBesideSecondary, .twoBesideSecondary])
        #expect(SplitView.Behavior.overlay.allowedDisplayModes == [.secondaryOnly, .oneOverSecondary, .twoOverSecondary])
        #expect(SplitView.Behavior.displace.allowedDisplayModes == [.secondaryOnly, .oneBesideSecondary, .twoDisplaceSecondary])
    }

    @Test("the resolved display mode is always one its behaviour allows, and never automatic",
          arguments: SplitView.DisplayMode.allCases)
    func resolvedModeIsAllowed(preferred: SplitView.DisplayMode) {
        for style in SplitView.Style.allCases {
            for behavior in SplitView.Behavior.allCases {
                for environment in [env(1366, 1024), env(1024, 1366), env(700, 1024), env(500, 400)] {
                    let container = SplitView(style: style, preferredDisplayMode: preferred, preferredSplitBehavior: behavior)
                        .applying(environment: environment).container
                    let mode = container.displayMode
                    let resolvedBehavior = container.splitBehavior
                    #expect(mode != nil && mode != .automatic)
                    #expect(resolvedBehavior != nil && resolvedBehavior != .automatic)
                    if let mode, let resolvedBehavior { #expect(resolvedBehavior.allowedDisplayModes.contains(mode)) }
                    #expect(container.arrangement.children.allSatisfy { $0.frame.width >= 0 })
                }
            }
        }
    }

    @Test("automatic: landscape tiles the primary beside the secondary, portrait shows the secondary only")
    func automaticResolution() {
        let landscape = SplitView().applying(environment: env(1024, 768))
        #expect(landscape.container.displayMode == .oneBesideSecondary)
        #expect(landscape.container.splitBehavior == .tile)
        #expect(landscape.arrangement.children == [ContainerArrangement.ChildFrame(name: "primary", frame: rect(0, 0, 320, 768)),
                                              ContainerArrangement.ChildFrame(name: "secondary", frame: rect(320, 0, 704, 768))])
        #expect(landscape.events == [.splitBehaviorChanged(.tile), .displayModeChanged(.oneBesideSecondary)])
        let portrait = SplitView().applying(environment: env(768, 1024)).container
        #expect(portrait.displayMode == .secondaryOnly)
        #expect(portrait.splitBehavior == .overlay)
        #expect(portrait.preferredDisplayMode == .automatic)
        let triple = SplitView(style: .tripleColumn).applying(environment: env(1366, 1024)).container
        #expect(triple.displayMode == .twoDisplaceSecondary)
        #expect(triple.arrangement.children == [ContainerArrangement.ChildFrame(name: "primary", frame: rect(0, 0, 320, 1024)),
                                           ContainerArrangement.ChildFrame(name: "supplementary", frame: rect(320, 0, 320, 1024)),
                                           ContainerArrangement.ChildFrame(name: "secondary", frame: rect(640, 0, 1046, 1024))])
    }

    @Test("preferred vs resolved: a preferred mode takes the behaviour's variant")
    func preferredVersusResolved() {
        let container = SplitView(preferredDisplayMode: .oneBesideSecondary, preferredSplitBehavior: .overlay)
            .applying(environment: env(1024, 768)).container
        #expect(container.preferredDisplayMode == .oneBesideSecondary)
        #expect(container.displayMode == .oneOverSecondary)
        #expect(container.arrangement.children == [ContainerArrangement.ChildFrame(name: "secondary", frame: rect(0, 0, 1024, 768)),
                                              ContainerArrangement.ChildFrame(name: "primary", frame: rect(0, 0, 320, 768))])
        let twoOnDouble = SplitView(preferredDisplayMode: .twoBesideSecondary, preferredSplitBehavior: .tile)
            .applying(environment: env(1024, 768)).container
        #expect(twoOnDouble.displayMode == .oneBesideSecondary, "a double column has one sidebar at most")
    }

    @Test("space is short: tiled sidebars are dropped until the secondary keeps its minimum width")
    func shortSpace() {
        let wide = SplitView(style: .tripleColumn, preferredDisplayMode: .twoBesideSecondary, preferredSplitBehavior: .tile)
            .applying(environment: env(1024, 768)).container
        #expect(wide.displayMode == .twoBesideSecondary)
        #expect(wide.arrangement.frame(of: "secondary") == rect(640, 0, 384, 768))
        let medium = wide.applying(environment: env(900, 768)).container
        #expect(medium.displayMode == .oneBesideSecondary)
        #expect(medium.arrangement.visible == ["supplementary", "secondary"])
        let narrow = wide.applying(environment: env(500, 768)).container
        #expect(narrow.displayMode == .secondaryOnly)
        let overlay = SplitView(style: .tripleColumn, preferredDisplayMode: .twoOverSecondary, preferredSplitBehavior: .overlay)
            .applying(environment: env(600, 768)).container
        #expect(overlay.displayMode == .twoOverSecondary, "overlaid sidebars do not shrink the secondary")
    }

    @Test("collapse on regular -> compact pushes the secondary; expand pops it back")
    func collapseAndExpand() {
        let expanded = SplitView().applying(environment: env(1024, 768)).container
        #expect(expanded.primaryStack == [.primary])
        let collapse = expanded.applying(environment: env(375, 667, .compact))
        #expect(collapse.events == [.collapsed(pushed: [.secondary])])
        #expect(collapse.container.isCollapsed)
        #expect(collapse.container.primaryStack == [.primary, .secondary])
        #expect(collapse.container.displayMode == nil, "modes apply only when expanded")
        #expect(collapse.container.splitBehavior == nil)
        #expect(collapse.arrangement.children == [ContainerArrangement.ChildFrame(name: "secondary", frame: rect(0, 0, 375, 667))])
        #expect(collapse.arrangement.stack == ["primary", "secondary"])
        // A mode change while collapsed is remembered and reported only when expanded.
        let modeWhileCollapsed = collapse.container.applying(.setPreferredDisplayMode(.oneOverSecondary))
        #expect(modeWhileCollapsed.events.isEmpty)
        let expand = modeWhileCollapsed.container.applying(environment: env(1024, 768))
        #expect(expand.events == [.expanded(popped: [.secondary]), .splitBehaviorChanged(.tile),
                                  .displayModeChanged(.oneBesideSecondary)])
        #expect(expand.container.primaryStack == [.primary])
        #expect(!expand.container.isCollapsed)
    }

    @Test("a delegate that handles the collapse: nothing is pushed, nothing popped")
    func delegateHandlesCollapse() {
        let collapse = SplitView(delegateHandlesCollapse: true).applying(environment: env(1024, 768)).container
            .applying(environment: env(375, 667, .compact))
        #expect(collapse.events == [.collapsed(pushed: [])])
        #expect(collapse.arrangement.children == [ContainerArrangement.ChildFrame(name: "primary", frame: rect(0, 0, 375, 667))])
        let expand = collapse.container.applying(environment: env(1024, 768))
        #expect(expand.events.first == .expanded(popped: []))
        #expect(expand.container.primaryStack == [.primary])
    }

    @Test("triple column collapse pushes the supplementary and the secondary")
    func tripleCollapse() {
        let collapsed = SplitView(style: .tripleColumn).applying(environment: env(375, 667, .compact)).container
        #expect(collapsed.primaryStack == [.primary, .supplementary, .secondary])
        let expanded = collapsed.applying(environment: env(1366, 1024))
        #expect(expanded.events.first == .expanded(popped: [.secondary, .supplementary]))
    }

    @Test("primary width: preferred fraction clamped to [min, max], classic max 320")
    func primaryWidth() {
        let classic = SplitView.ColumnWidths()
        #expect(classic.primaryWidth(in: 1024) == 320)
        #expect(classic.primaryWidth(in: 600) == 240)
        let custom = SplitView.ColumnWidths(primaryFraction: 0.5, minimumPrimary: 200, maximumPrimary: 400)
        #expect(custom.primaryWidth(in: 1180) == 400)
        #expect(custom.primaryWidth(in: 600) == 300)
        #expect(custom.primaryWidth(in: 300) == 200)
        #expect(custom.primaryWidth(in: 150) == 150, "never wider than the container")
        #expect(SplitView.ColumnWidths(minimumPrimary: 500, maximumPrimary: 300).primaryWidth(in: 2000) == 300,
                "the maximum wins a conflict")
    }

    @Test("right-to-left mirrors the columns")
    func rightToLeft() {
        let layout = SplitView().applying(environment: env(1024, 768, .regular, .regular, .rightToLeft)).arrangement
        #expect(layout.children == [ContainerArrangement.ChildFrame(name: "primary", frame: rect(704, 0, 320, 768)),
                                    ContainerArrangement.ChildFrame(name: "secondary", frame: rect(0, 0, 704, 768))])
    }
}
