import LayoutCore

extension Environment {
    /// The environment a container's child at `frame` is laid out in, when the container has
    /// applied this environment. This is the rule that picks each child template's layout.
    ///
    /// - **Size**: the child's frame size.
    /// - **Horizontal size class**: compact when the child is narrower than the container; otherwise
    ///   (it spans the container's width) the container's own class. A child that gets only part of
    ///   the width gets less than the space the container's class was decided for, so it is treated as
    ///   compact, as UIKit treats the columns beside one another in a split view; a child that fills
    ///   the width keeps the class unchanged (a full-screen child on an iPhone stays compact, on an
    ///   iPad stays regular). Size classes are still never guessed from a width alone.
    /// - **Vertical size class**: the same rule with heights (an index above its detail is compact).
    /// - **Orientation**: from the child's aspect: landscape when wider than tall, else portrait. When
    ///   the container's orientation has the same aspect it is kept (`portraitUpsideDown`,
    ///   `landscapeLeft`); otherwise portrait, or `landscapeRight` (a frame cannot tell the two
    ///   landscape sides apart, and layout conditions only distinguish portrait from landscape).
    /// - **Layout direction**: the container's.
    public func childEnvironment(at frame: Rect) -> Environment {
        let container = self
        let containerWidth = Rect.clampedLength(container.size.width, limit: .infinity)
        let containerHeight = Rect.clampedLength(container.size.height, limit: .infinity)
        let width = Rect.clampedLength(frame.width, limit: .infinity)
        let height = Rect.clampedLength(frame.height, limit: .infinity)
        let isLandscape = width > height
        let orientation: InterfaceOrientation = if container.orientation.isLandscape == isLandscape {
            container.orientation
        } else {
            isLandscape ? .landscapeRight : .portrait
        }
        return Environment(
            orientation: orientation,
            size: Size(width: width, height: height),
            horizontalSizeClass: width < containerWidth ? .compact : container.horizontalSizeClass,
            verticalSizeClass: height < containerHeight ? .compact : container.verticalSizeClass,
            layoutDirection: container.layoutDirection
        )
    }
}
