import ArgumentParser
import LayoutTemplates

/// `--device NAME`: the environment (size, size classes) a device of the built-in catalog gives
/// an app in an orientation; without it, a size-class design is read as the default device sees
/// it (with a note), any other by the orientation alone.
struct DeviceArguments: ParsableArguments {
    @Option(help: "A device of the built-in catalog (see `template-apply devices`; any case): apply size-class layouts as it sees them (default: \(DeviceCatalog.defaultDevice.name), with a note, for a design whose layouts depend on size classes).")
    var device: String?

    /// `--device document`: the document's own saved device (only `apply` accepts it).
    static let savedDeviceName = "document"

    /// Whether `--device document` asks for the document's saved device.
    var isSavedDevice: Bool { device?.lowercased() == Self.savedDeviceName }

    /// Refuses `--device document` in a command that needs a device of the catalog.
    func requireCatalogDevice(_ command: String) throws {
        if isSavedDevice {
            throw ValidationError("--device \(Self.savedDeviceName) lays a document out as saved, with apply only; \(command) needs a device of the catalog (see `template-apply devices`)")
        }
    }

    func validate() throws {
        if let device, DeviceCatalog.device(named: device) == nil, !isSavedDevice {
            let suggestion = DeviceCatalog.closestName(to: device).map { " (did you mean '\($0)'?)" } ?? ""
            throw ValidationError("no device named '\(TerminalText.escaped(device))'\(suggestion); known devices: \(DeviceCatalog.devices.map(\.name).joined(separator: ", "))")
        }
    }

    /// The named device, if any.
    var named: Device? { device.flatMap(DeviceCatalog.device(named:)) }

    /// The environment `design`'s layouts are selected in for `orientation` (`Design.environment(for:device:)`),
    /// and the note to print when the default device stood in for a missing `--device`.
    func environment(_ orientation: InterfaceOrientation, for design: Design) -> (environment: Environment, note: Diagnostic?) {
        design.environment(for: orientation, device: named)
    }

    /// The device an Auto Layout document of `file` is laid out on: the named one, else the
    /// default device with the note that says so.
    func autoLayoutDevice(for file: String) -> (device: Device, note: Diagnostic?) {
        if let named { return (named, nil) }
        let device = DeviceCatalog.defaultDevice
        return (device, Diagnostic(severity: .note, location: SourceLocation(file: file), rule: .defaultDevice,
                                   message: "laid out by its constraints on the \(device.name) (the default device); name one with --device"))
    }
}
