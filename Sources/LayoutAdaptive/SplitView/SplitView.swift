import LayoutCore

/// The platform's split view (UIKit's `UISplitViewController`, column style) as a pure model.
///
/// Modelled from UIKit's documentation, and how:
/// - **Display modes and split behaviours.** `tile` allows secondaryOnly/oneBeside/twoBeside,
///   `overlay` secondaryOnly/oneOver/twoOver, `displace` secondaryOnly/oneBeside/twoDisplace, as
///   documented for `UISplitViewController.SplitBehavior`. In a double-column split view "one" is
///   the primary; in a triple-column one "one" is the supplementary and "two" both sidebars.
/// - **Preferred vs resolved.** `preferredDisplayMode` and `preferredSplitBehavior` are requests;
///   ``displayMode`` and ``splitBehavior`` are what is shown, and `automatic` is never resolved
///   (documented). The documentation leaves `automatic`'s choice to the system "based on the
///   device and the current app size"; this model decides it as follows (our rule, not UIKit's):
///   - behaviour `automatic` resolves to `tile` (double column) or `displace` (triple column) when
///     the container is landscape (W > H), else `overlay`;
///   - display mode `automatic` shows as many sidebars as the style has under `tile`/`displace`
///     and none (secondaryOnly) under `overlay`;
///   - an explicit preferred mode keeps its number of sidebars (capped by the style) and takes the
///     resolved behaviour's variant of it (oneBeside preferred under overlay shows oneOver).
/// - **Space is short** ("may use a different type of interface if there isn't enough space"):
///   in a tiled arrangement (`tile`, or one sidebar under `displace`) whose secondary would be
///   narrower than its minimum width (320 pt by default), sidebars are dropped one at a
///   time (two, one, none) until it fits. Overlaid and displaced sidebars never shrink the
///   secondary, so they always fit.
/// - **Modes apply only when expanded** (documented): while collapsed ``displayMode`` and
///   ``splitBehavior`` are `nil`.
/// - **Collapse and expand.** It collapses when the horizontal size class becomes compact
///   (regular -> compact, and a first environment that is compact) and expands when it becomes
///   regular again. Collapsing pushes the secondary onto the primary's navigation stack (after the
///   supplementary in triple column), as UIKit does unless the delegate's
///   `splitViewController(_:collapseSecondary:onto:)` returns true: `delegateHandlesCollapse`
///   stands for that delegate, and then nothing is pushed. Expanding pops back off whatever the
///   collapse pushed, leaving [primary].
/// - **Column widths**: the primary's and supplementary's fraction of the width, clamped to [min, max], classic
///   maximum 320 pt, never wider than the container, never negative).
/// - Frames: a tiled secondary takes what the sidebars leave; an overlaid one the full width under
///   them; a displaced one (twoDisplace) keeps its oneBeside width and moves right by the primary's
///   width, partly off screen. Right-to-left mirrors every frame. Collapsed, the top of the
///   primary's stack fills the container.
public struct SplitView: AdaptiveContainer {
    /// Two or three columns.
    package private(set) var style: SplitView.Style
    /// The requested display mode; see ``displayMode`` for the one in effect.
    package private(set) var preferredDisplayMode: SplitView.DisplayMode
    /// The requested split behaviour; see ``splitBehavior`` for the one in effect.
    package private(set) var preferredSplitBehavior: SplitView.Behavior
    /// How wide the sidebars are, and when a tiled secondary is too narrow.
    package private(set) var columnWidths: SplitView.ColumnWidths
    /// Stands for a delegate that handles collapsing the secondary itself (nothing is pushed).
    package private(set) var delegateHandlesCollapse: Bool
    /// The environment last applied.
    public private(set) var environment: Environment
    /// Whether the columns are collapsed into the primary's navigation stack.
    public private(set) var isCollapsed: Bool
    /// The primary column's navigation stack, bottom first.
    public private(set) var primaryStack: [SplitView.Column]

    /// An expanded split view with nothing applied yet, its columns the classic widths (a sidebar
    /// 40% of the width, at most 320 pt; a tiled secondary at least 320 pt). With
    /// `delegateHandlesCollapse`, it stands for a delegate that collapses the secondary itself.
    public init(style: SplitView.Style = .doubleColumn,
                preferredDisplayMode: SplitView.DisplayMode = .automatic,
                preferredSplitBehavior: SplitView.Behavior = .automatic,
                delegateHandlesCollapse: Bool = false) {
        self.init(style: style, preferredDisplayMode: preferredDisplayMode, preferredSplitBehavior: preferredSplitBehavior,
                  columnWidths: SplitView.ColumnWidths(), delegateHandlesCollapse: delegateHandlesCollapse)
    }

    /// An expanded split view with nothing applied yet and its column widths as given.
    package init(style: SplitView.Style,
                 preferredDisplayMode: SplitView.DisplayMode,
                 preferredSplitBehavior: SplitView.Behavior,
                 columnWidths: SplitView.ColumnWidths,
                 delegateHandlesCollapse: Bool = false) {
        self.style = style
        self.preferredDisplayMode = preferredDisplayMode
        self.preferredSplitBehavior = preferredSplitBehavior
        self.columnWidths = columnWidths
        self.delegateHandlesCollapse = delegateHandlesCollapse
        self.environment = Environment()
        self.isCollapsed = false
        self.primaryStack = [.primary]
    }

    /// The split behaviour in effect; `nil` while collapsed.
    public var splitBehavior: SplitView.Behavior? {
        isCollapsed ? nil : resolvedBehavior
    }

    /// The display mode in effect (never `automatic`); `nil` while collapsed.
    public var displayMode: SplitView.DisplayMode? {
        isCollapsed ? nil : resolvedDisplayMode
    }

    private var width: Double { Rect.clampedLength(environment.size.width, limit: .infinity) }
    private var height: Double { Rect.clampedLength(environment.size.height, limit: .infinity) }
    private var maximumSidebars: Int { style == .doubleColumn ? 1 : 2 }

    private var resolvedBehavior: SplitView.Behavior {
        if preferredSplitBehavior != .automatic { return preferredSplitBehavior }
        guard environment.size.width > environment.size.height else { return .overlay }
        return style == .doubleColumn ? .tile : .displace
    }

    private var resolvedDisplayMode: SplitView.DisplayMode {
        let behavior = resolvedBehavior
        var sidebars: Int
        if let requested = preferredDisplayMode.sidebarCount {
            sidebars = min(requested, maximumSidebars)
        } else {
            sidebars = behavior == .overlay ? 0 : maximumSidebars
        }
        while sidebars > 0, !fits(behavior.displayMode(sidebars: sidebars)) {
            sidebars -= 1
        }
        return behavior.displayMode(sidebars: sidebars)
    }

    /// Whether a tiled secondary keeps at least the minimum width in `mode`.
    private func fits(_ mode: SplitView.DisplayMode) -> Bool {
        let tiled: Double
        switch mode {
        case .oneBesideSecondary:
            tiled = style == .doubleColumn ? columnWidths.primaryWidth(in: width) : columnWidths.supplementaryWidth(in: width)
        case .twoBesideSecondary:
            tiled = columnWidths.primaryWidth(in: width) + columnWidths.supplementaryWidth(in: width)
        default:
            return true
        }
        return width - tiled >= columnWidths.minimumSecondaryWidth
    }

    public func applying(environment: Environment) -> AdaptiveTransition<SplitView> {
        var next = self
        next.environment = environment
        var events: [Event] = []
        let before = self.environment.horizontalSizeClass
        let after = environment.horizontalSizeClass
        if after == .compact, before != .compact, !isCollapsed {
            next.isCollapsed = true
            let pushed: [SplitView.Column] = next.delegateHandlesCollapse ? []
                : (style == .tripleColumn ? [.supplementary, .secondary] : [.secondary])
            next.primaryStack = [.primary] + pushed
            events.append(.collapsed(pushed: pushed))
        } else if after == .regular, before != .regular, isCollapsed {
            next.isCollapsed = false
            let popped = Array(next.primaryStack.dropFirst().reversed())
            next.primaryStack = [.primary]
            events.append(.expanded(popped: popped))
        }
        events += SplitView.resolutionEvents(from: self, to: next)
        return AdaptiveTransition(container: next, events: events)
    }

    public func applying(_ action: Action) -> AdaptiveTransition<SplitView> {
        var next = self
        switch action {
        case .setPreferredDisplayMode(let mode): next.preferredDisplayMode = mode
        case .setPreferredSplitBehavior(let behavior): next.preferredSplitBehavior = behavior
        }
        return AdaptiveTransition(container: next, events: SplitView.resolutionEvents(from: self, to: next))
    }

    /// Changes of the resolved mode and behaviour, reported only when `after` is expanded.
    private static func resolutionEvents(from before: SplitView, to after: SplitView) -> [Event] {
        guard let mode = after.displayMode, let behavior = after.splitBehavior else { return [] }
        var events: [Event] = []
        if behavior != before.splitBehavior { events.append(.splitBehaviorChanged(behavior)) }
        if mode != before.displayMode { events.append(.displayModeChanged(mode)) }
        return events
    }

    public var arrangement: ContainerArrangement {
        let stack = primaryStack.map(\.rawValue)
        if isCollapsed {
            let top = primaryStack.last ?? .primary
            return ContainerArrangement(children: [ContainerArrangement.ChildFrame(name: top.rawValue,
                                                         frame: Rect(x: 0, y: 0, width: width, height: height))],
                                   stack: stack)
        }
        var children = frames(for: resolvedDisplayMode)
        if environment.layoutDirection == .rightToLeft {
            children = children.map { ContainerArrangement.ChildFrame(name: $0.name, frame: $0.frame.mirrored(inWidth: width)) }
        }
        return ContainerArrangement(children: children, stack: stack)
    }

    /// Left-to-right frames of the visible columns, back to front.
    private func frames(for mode: SplitView.DisplayMode) -> [ContainerArrangement.ChildFrame] {
        let full = Rect(x: 0, y: 0, width: width, height: height)
        let oneColumn: SplitView.Column = style == .doubleColumn ? .primary : .supplementary
        let one = oneColumn == .primary ? columnWidths.primaryWidth(in: width) : columnWidths.supplementaryWidth(in: width)
        let primary = columnWidths.primaryWidth(in: width)
        let supplementary = Rect.clampedLength(columnWidths.supplementaryWidth(in: width), limit: width - primary)
        func column(_ column: SplitView.Column, _ x: Double, _ w: Double) -> ContainerArrangement.ChildFrame {
            ContainerArrangement.ChildFrame(name: column.rawValue, frame: Rect(x: x, y: 0, width: w, height: height))
        }
        let secondary = SplitView.Column.secondary
        switch mode {
        case .automatic, .secondaryOnly:
            return [ContainerArrangement.ChildFrame(name: secondary.rawValue, frame: full)]
        case .oneBesideSecondary:
            return [column(oneColumn, 0, one), column(secondary, one, width - one)]
        case .oneOverSecondary:
            return [ContainerArrangement.ChildFrame(name: secondary.rawValue, frame: full), column(oneColumn, 0, one)]
        case .twoBesideSecondary:
            let tiled = primary + supplementary
            return [column(.primary, 0, primary), column(.supplementary, primary, supplementary),
                    column(secondary, tiled, width - tiled)]
        case .twoOverSecondary:
            return [ContainerArrangement.ChildFrame(name: secondary.rawValue, frame: full),
                    column(.primary, 0, primary), column(.supplementary, primary, supplementary)]
        case .twoDisplaceSecondary:
            let displacedWidth = Rect.clampedLength(width - columnWidths.supplementaryWidth(in: width), limit: width)
            return [column(.primary, 0, primary), column(.supplementary, primary, supplementary),
                    column(secondary, primary + supplementary, displacedWidth)]
        }
    }
}
