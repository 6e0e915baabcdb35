import LayoutCore

extension Design {
    /// Whether a layout's condition reads a size class or a size (a merged size-class document,
    /// a template with width bounds): the orientation alone cannot say which layout applies, so
    /// select its layouts in an environment made for a device
    /// (``/LayoutCore/Environment/init(device:orientation:layoutDirection:)``).
    package var dependsOnDevice: Bool {
        conditions.contains { condition in
            condition.horizontalSizeClass != nil || condition.verticalSizeClass != nil
                || [condition.minimumWidth, condition.maximumWidth, condition.minimumHeight, condition.maximumHeight].contains { $0 != nil }
        }
    }

    /// The environment the layouts are selected in for `orientation`: the full screen of `device`
    /// when one is named; without one, a design whose layouts read size classes or sizes is read as
    /// ``/LayoutCore/DeviceCatalog/defaultDevice`` sees it, with a `default-device` note saying so
    /// (rather than with unspecified size classes, which select its base layout in every
    /// orientation); any other design by the orientation alone.
    ///
    /// The note is the one the command-line tool prints when no `--device` is given; a tool
    /// shows it as it shows any other diagnostic, or names a device to have none.
    public func environment(for orientation: InterfaceOrientation, device: Device?) -> (environment: Environment, note: Diagnostic?) {
        if let device { return (Environment(device: device, orientation: orientation), nil) }
        guard dependsOnDevice else { return (Environment(orientation: orientation), nil) }
        let note = Diagnostic(
            severity: .note, location: SourceLocation(file: liveFile), rule: .defaultDevice,
            message: "the layouts depend on size classes and no device was named: read as the \(DeviceCatalog.defaultDevice.name) sees them (the default device)"
        )
        return (Environment(device: DeviceCatalog.defaultDevice, orientation: orientation), note)
    }
}
