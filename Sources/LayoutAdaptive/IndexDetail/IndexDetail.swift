import LayoutCore

/// An index beside a detail that collapses into one navigation stack when space is short.
///
/// Behaviour:
/// - It collapses when the size class of its axis's dimension *becomes* compact (horizontal axis:
///   the horizontal class; vertical axis: the vertical class), including with the first
///   environment applied. It never expands by itself unless `expandsAutomatically` is set (off
///   by default, as in the original): then it expands when that class becomes regular.
/// - Expanded: the index takes the leading (top) `1 - detailFraction` of the length and the top of
///   the stack the rest; right-to-left mirrors. Collapsed: the top of the stack fills the container.
/// - The stack is [root, d1...dn] expanded and [root, index, d1...dn] collapsed. It is derived from
///   the details and `isCollapsed` rather than edited in place, so starting collapsed gives the
///   same stack as collapsing later by construction (the bug fixed in the original's 1.0.3).
/// - The navigation bar is hidden iff the top of the stack is the root or the index.
///
/// The names `root` and `index` are reserved: a detail with either name is ignored, so that
/// every name in an arrangement or stack means one thing.
public struct IndexDetail: AdaptiveContainer {
    /// The dimension split between index and detail, and whose size class collapses it.
    package private(set) var axis: IndexDetail.Axis
    /// The detail's share of the length when expanded, in 0...1 (0.66 by default).
    package private(set) var detailFraction: Double
    /// Expand when the axis's size class becomes regular (the original never does).
    package private(set) var expandsAutomatically: Bool
    /// The environment last applied.
    public private(set) var environment: Environment
    /// Whether index and details are one navigation stack.
    public private(set) var isCollapsed: Bool
    /// The details above the root, bottom first.
    package private(set) var details: [String]

    /// A container with no detail. `detailFraction` is clamped to 0...1 (NaN gives 0.66);
    /// `isCollapsed` lets a client start collapsed.
    public init(axis: IndexDetail.Axis = .horizontal, detailFraction: Double = 0.66,
                isCollapsed: Bool = false, expandsAutomatically: Bool = false) {
        self.axis = axis
        self.detailFraction = detailFraction.isNaN ? 0.66 : min(max(detailFraction, 0), 1)
        self.expandsAutomatically = expandsAutomatically
        self.environment = Environment()
        self.isCollapsed = isCollapsed
        self.details = []
    }

    /// The navigation stack, bottom first.
    public var stack: [IndexDetail.StackEntry] {
        (isCollapsed ? [.root, .index] : [.root]) + details.map { .detail($0) }
    }

    /// The entry on top of the stack: the one the detail panel (or the whole container) shows.
    package var top: IndexDetail.StackEntry {
        details.last.map { .detail($0) } ?? (isCollapsed ? .index : .root)
    }

    /// Hidden iff the top of the stack is the root or the index.
    package var isNavigationBarHidden: Bool {
        if case .detail = top { return false }
        return true
    }

    public func applying(environment: Environment) -> AdaptiveTransition<IndexDetail> {
        var next = self
        var events: [Event] = []
        let before = axisClass(in: self.environment)
        let after = axisClass(in: environment)
        next.environment = environment
        if after == .compact, before != .compact, !next.isCollapsed {
            next.isCollapsed = true
            events.append(.collapsed)
        } else if expandsAutomatically, after == .regular, before != .regular, next.isCollapsed {
            next.isCollapsed = false
            events.append(.expanded)
        }
        return AdaptiveTransition(container: next, events: events)
    }

    public func applying(_ action: Action) -> AdaptiveTransition<IndexDetail> {
        var next = self
        var events: [Event] = []
        switch action {
        case .showDetail(let name), .pushDetail(let name):
            if name == IndexDetail.StackEntry.rootName || name == IndexDetail.StackEntry.indexName {
                events.append(.ignored("'\(name)' is reserved"))
            } else if case .showDetail = action {
                next.details = [name]
                events.append(.detailShown(name))
            } else {
                next.details.append(name)
                events.append(.detailPushed(name))
            }
        case .popDetail:
            if let name = next.details.popLast() {
                events.append(.detailPopped(name))
            } else {
                events.append(.ignored("no detail to pop"))
            }
        case .setCollapsed(let collapsed):
            if collapsed != next.isCollapsed {
                next.isCollapsed = collapsed
                events.append(collapsed ? .collapsed : .expanded)
            }
        }
        return AdaptiveTransition(container: next, events: events)
    }

    public var arrangement: ContainerArrangement {
        let width = Rect.clampedLength(environment.size.width, limit: .infinity)
        let height = Rect.clampedLength(environment.size.height, limit: .infinity)
        let stackNames = stack.map(\.name)
        if isCollapsed {
            return ContainerArrangement(children: [ContainerArrangement.ChildFrame(name: top.name,
                                                         frame: Rect(x: 0, y: 0, width: width, height: height))],
                                   stack: stackNames)
        }
        let length = axis == .horizontal ? width : height
        let detailLength = Rect.clampedLength(Rect.roundedLength(length * detailFraction), limit: length)
        let indexLength = Rect.roundedLength(length - detailLength)
        var index: Rect
        var detail: Rect
        switch axis {
        case .horizontal:
            index = Rect(x: 0, y: 0, width: indexLength, height: height)
            detail = Rect(x: indexLength, y: 0, width: detailLength, height: height)
            if environment.layoutDirection == .rightToLeft {
                index = index.mirrored(inWidth: width)
                detail = detail.mirrored(inWidth: width)
            }
        case .vertical:
            index = Rect(x: 0, y: 0, width: width, height: indexLength)
            detail = Rect(x: 0, y: indexLength, width: width, height: detailLength)
        }
        return ContainerArrangement(children: [ContainerArrangement.ChildFrame(name: IndexDetail.StackEntry.indexName, frame: index),
                                          ContainerArrangement.ChildFrame(name: top.name, frame: detail)],
                               stack: stackNames)
    }

    private func axisClass(in environment: Environment) -> SizeClass {
        axis == .horizontal ? environment.horizontalSizeClass : environment.verticalSizeClass
    }
}
