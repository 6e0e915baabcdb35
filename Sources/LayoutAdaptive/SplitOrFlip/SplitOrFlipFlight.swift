import LayoutCore

extension SplitOrFlip {
    /// A flip animation in flight in a ``SplitOrFlip`` in `one` mode.
    ///
    /// The flip's begin state has the outgoing child at `(0, 0, W, H)` and the incoming one off screen
    /// on its own side (the left child at x = -W in left-to-right, +W in right-to-left; the right child
    /// at +W in left-to-right, -W in right-to-left). In the end state the incoming child is at
    /// `(0, 0, W, H)` and the outgoing one off screen on its own side. Both move together; the state
    /// between is in flight until the client reports `finishFlip`.
    package struct Flight: Hashable, Sendable {
        /// The child leaving the screen.
        package var outgoing: SplitOrFlip.Side
        /// The child arriving; the container's focus from the moment the flip begins.
        package var incoming: SplitOrFlip.Side
        /// Where both children start, outgoing first.
        package var beginFrames: [ContainerArrangement.ChildFrame]
        /// Where both children end, outgoing first.
        package var endFrames: [ContainerArrangement.ChildFrame]

        /// The flight from `outgoing` to its other child in a container of `size` laid out in `direction`.
        package init(outgoing: SplitOrFlip.Side, size: Size, direction: Environment.LayoutDirection) {
            self.outgoing = outgoing
            self.incoming = outgoing.other
            let width = Rect.clampedLength(size.width, limit: .infinity)
            let height = Rect.clampedLength(size.height, limit: .infinity)
            let onScreen = Rect(x: 0, y: 0, width: width, height: height)
            func offScreen(_ side: SplitOrFlip.Side) -> Rect {
                let leftward = (side == .left) == (direction == .leftToRight)
                return onScreen.offsetBy(dx: leftward ? -width : width, dy: 0)
            }
            beginFrames = [ContainerArrangement.ChildFrame(name: outgoing.rawValue, frame: onScreen),
                           ContainerArrangement.ChildFrame(name: incoming.rawValue, frame: offScreen(incoming))]
            endFrames = [ContainerArrangement.ChildFrame(name: outgoing.rawValue, frame: offScreen(outgoing)),
                         ContainerArrangement.ChildFrame(name: incoming.rawValue, frame: onScreen)]
        }

        /// The frames a linear animation shows at `progress` (0 is the begin state, 1 the end state;
        /// values outside are clamped), for renderers that draw the in-flight state.
        package func frames(atProgress progress: Double) -> [ContainerArrangement.ChildFrame] {
            let t = progress.isFinite ? min(max(progress, 0), 1) : 0
            return zip(beginFrames, endFrames).map { begin, end in
                let x = begin.frame.x + (end.frame.x - begin.frame.x) * t
                return ContainerArrangement.ChildFrame(name: begin.name, frame: Rect(x: x, y: begin.frame.y,
                                                                width: begin.frame.width, height: begin.frame.height))
            }
        }
    }
}
