import LayoutCore

/// Two equal children (a map and a list) shown side by side when the width is regular, or one at a
/// time with a "Flip" affordance when it is compact.
///
/// Behaviour:
/// - displayMode is `sideBySide` iff the horizontal size class is regular, else `one`; it starts
///   `sideBySide` with focus `left`, before any environment is applied.
/// - sideBySide: the left column is 440 wide when the container is landscape and wider than 880,
///   else 320 (never more than the container); right-to-left mirrors.
/// - one: the focused child fills the container; the other is not shown.
/// - focus survives any number of mode changes; `flip` toggles it.
///
/// Gaps of the original that this model closes, precisely:
/// - **Negative width.** A container narrower than the column gives the left child the whole
///   width and the right child width 0 (never negative); both stay listed as visible.
/// - **Trait change during a flip.** While a flip is in flight, every new environment is queued
///   (consecutive ones coalesce into the last) and applied when the flip ends, so it is never
///   dropped and the animation never jumps to a new size mid-flight.
/// - **Second flip.** A flip requested while one is in flight is queued. When the flight ends the
///   queue replays in arrival order: an environment is applied, a flip starts the next flight (and
///   replay stops until it ends) or, if the mode became `sideBySide`, toggles the focus at once.
///   So n requested flips toggle the focus exactly n times: none lost, none doubled.
/// - A flip in `sideBySide` (programmatic; the affordance is not offered there) toggles the focus
///   without an animation, which decides the child shown when the width becomes compact.
public struct SplitOrFlip: AdaptiveContainer {
    /// Whether a flip in `one` mode animates (begin, in flight, end) or completes at once.
    package private(set) var animatesFlips: Bool
    /// The environment last applied (one arriving during a flip waits until the flip ends).
    public private(set) var environment: Environment
    /// Both children, or one at a time.
    public private(set) var displayMode: SplitOrFlip.DisplayMode
    /// The child shown in `one` mode; during a flip, the incoming child.
    public private(set) var focus: SplitOrFlip.Side
    /// The flip animation in flight, if any.
    package private(set) var flight: SplitOrFlip.Flight?
    /// Inputs held back by the flight, in arrival order.
    package private(set) var pending: [SplitOrFlip.PendingInput]

    /// A container in its initial state: `sideBySide`, focus `left`, no environment applied yet.
    public init(animatesFlips: Bool = true) {
        self.animatesFlips = animatesFlips
        self.environment = Environment()
        self.displayMode = .sideBySide
        self.focus = .left
        self.flight = nil
        self.pending = []
    }

    /// The width of the left column in `sideBySide`: 440 when the container is landscape
    /// (W > H) and wider than 880, else 320; never more than the container's width, never negative.
    package static func leftColumnWidth(for size: Size) -> Double {
        let preferred: Double = size.width > size.height && size.width > 880 ? 440 : 320
        return Rect.clampedLength(preferred, limit: size.width)
    }

    /// The "Flip" affordance exists only in `one` mode (a tap during a flight is queued).
    package var flipAvailable: Bool { displayMode == .one }

    public func applying(environment: Environment) -> AdaptiveTransition<SplitOrFlip> {
        var next = self
        var events: [Event] = []
        if next.flight != nil {
            if case .environment = next.pending.last {
                next.pending[next.pending.count - 1] = .environment(environment)
            } else {
                next.pending.append(.environment(environment))
            }
            events.append(.environmentQueued)
        } else {
            next.apply(environment, events: &events)
        }
        return AdaptiveTransition(container: next, events: events)
    }

    public func applying(_ action: Action) -> AdaptiveTransition<SplitOrFlip> {
        var next = self
        var events: [Event] = []
        switch action {
        case .flip:
            if next.flight != nil {
                next.pending.append(.flip)
                events.append(.flipQueued)
            } else {
                next.startFlip(events: &events)
            }
        case .finishFlip:
            guard let flight = next.flight else {
                events.append(.ignored(.finishFlip))
                break
            }
            next.flight = nil
            events.append(.flipEnded(flight.incoming))
            next.replayPending(events: &events)
        }
        return AdaptiveTransition(container: next, events: events)
    }

    public var arrangement: ContainerArrangement {
        if let flight { return ContainerArrangement(children: flight.beginFrames) }
        let width = Rect.clampedLength(environment.size.width, limit: .infinity)
        let height = Rect.clampedLength(environment.size.height, limit: .infinity)
        switch displayMode {
        case .one:
            return ContainerArrangement(children: [ContainerArrangement.ChildFrame(name: focus.rawValue,
                                                         frame: Rect(x: 0, y: 0, width: width, height: height))])
        case .sideBySide:
            let column = SplitOrFlip.leftColumnWidth(for: Size(width: width, height: height))
            var left = Rect(x: 0, y: 0, width: column, height: height)
            var right = Rect(x: column, y: 0, width: width - column, height: height)
            if environment.layoutDirection == .rightToLeft {
                left = left.mirrored(inWidth: width)
                right = right.mirrored(inWidth: width)
            }
            return ContainerArrangement(children: [ContainerArrangement.ChildFrame(name: SplitOrFlip.Side.left.rawValue, frame: left),
                                              ContainerArrangement.ChildFrame(name: SplitOrFlip.Side.right.rawValue, frame: right)])
        }
    }

    private mutating func apply(_ environment: Environment, events: inout [Event]) {
        self.environment = environment
        let mode: SplitOrFlip.DisplayMode = environment.horizontalSizeClass == .regular ? .sideBySide : .one
        if mode != displayMode {
            displayMode = mode
            events.append(.displayModeChanged(mode))
        }
    }

    private mutating func startFlip(events: inout [Event]) {
        let outgoing = focus
        focus = outgoing.other
        guard displayMode == .one else {
            events.append(.focusChanged(focus))
            return
        }
        events.append(.flipBegan(from: outgoing, to: focus))
        if animatesFlips {
            flight = SplitOrFlip.Flight(outgoing: outgoing, size: environment.size,
                                       direction: environment.layoutDirection)
        } else {
            events.append(.flipEnded(focus))
        }
    }

    private mutating func replayPending(events: inout [Event]) {
        var replayed = 0
        while flight == nil, replayed < pending.count {
            switch pending[replayed] {
            case .environment(let environment):
                apply(environment, events: &events)
            case .flip:
                startFlip(events: &events)
            }
            replayed += 1
        }
        pending.removeFirst(replayed)
    }
}
