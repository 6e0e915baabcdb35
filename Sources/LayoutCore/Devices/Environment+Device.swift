extension Environment {
    /// The environment of a full-screen app on `device` in `orientation`: the screen's size and
    /// the size classes the device gives it (a pad is regular both ways; a phone in landscape is
    /// compact in height, and regular in width on the largest phones).
    ///
    /// A design whose layouts are size-class variations (`Design.dependsOnDevice`) selects them
    /// by size class, which the orientation alone does not give; rotate it on a device:
    ///
    /// ```swift
    /// controller.update(for: Environment(device: DeviceCatalog.defaultDevice, orientation: .landscapeLeft))
    /// ```
    public init(device: Device, orientation: InterfaceOrientation, layoutDirection: Environment.LayoutDirection = .leftToRight) {
        self = device.fullScreenEnvironment(orientation: orientation, layoutDirection: layoutDirection)
    }
}
