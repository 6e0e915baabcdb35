extension Device {
    /// How an app shares an iPad's screen.
    package enum Multitasking: Hashable, Sendable {
        /// The whole screen.
        case fullScreen
        /// One side of Split View.
        case split(Device.SplitScreenFraction)
        /// The 320 pt Slide Over panel.
        case slideOver

        /// The Slide Over panel's width in points.
        package static let slideOverWidth: Double = 320
    }
}
