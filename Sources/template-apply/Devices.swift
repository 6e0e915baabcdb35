import ArgumentParser
import LayoutTemplates

/// `template-apply devices`: the built-in device catalog that `--device` names.
struct Devices: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the devices --device accepts, with their portrait screen and size classes in each orientation."
    )

    func run() {
        var lines: [String] = []
        for device in DeviceCatalog.devices {
            let size = device.portraitSize
            let classes = [InterfaceOrientation.portrait, .landscapeLeft].compactMap { orientation in
                device.environment(orientation: orientation).map { "\(orientation.isPortrait ? "portrait" : "landscape") \($0.horizontalSizeClass.rawValue)/\($0.verticalSizeClass.rawValue)" }
            }
            lines.append("\(device.name)\t\(device.family.rawValue)\t\(Rect.format(size.width))x\(Rect.format(size.height))\t\(classes.joined(separator: ", "))")
        }
        print(lines.joined(separator: "\n"))
    }
}
