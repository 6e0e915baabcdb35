import ArgumentParser
import LayoutTemplates

/// `--device NAME`: the environment (size, size classes) a device of the built-in catalog gives
/// an app in an orientation; without it, only the orientation is known.
struct DeviceArguments: ParsableArguments {
    @Option(help: "A device of the built-in catalog (see `template-apply devices`): apply size-class layouts as it sees them.")
    var device: String?

    func validate() throws {
        if let device, DeviceCatalog.device(named: device) == nil {
            throw ValidationError("no device named '\(TerminalText.escaped(device))'; known devices: \(DeviceCatalog.devices.map(\.name).joined(separator: ", "))")
        }
    }

    /// The environment in `orientation`: the device's full screen, else the orientation alone.
    func environment(_ orientation: InterfaceOrientation) -> Environment {
        device.flatMap(DeviceCatalog.device(named:))?.environment(orientation: orientation) ?? Environment(orientation: orientation)
    }
}
