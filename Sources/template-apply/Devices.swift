import ArgumentParser
import Foundation
import LayoutTemplates

/// `template-apply devices`: the built-in device catalog that `--device` names.
struct Devices: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the devices --device accepts, with their portrait screen and size classes in each orientation.",
        discussion: "Names are matched without regard to case. Without --device, a design whose layouts depend on size classes is read as the \(DeviceCatalog.defaultDevice.name) sees it."
    )

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    /// One device as `--format json` gives it.
    struct Record: Encodable {
        var name: String
        var family: String
        var portraitSize: [Double]
        var portrait: String?
        var landscape: String?
        var isDefault: Bool
    }

    /// `{"version": 1, "devices": [...]}`.
    struct Report: Encodable {
        var version = 1
        var devices: [Record]
    }

    func run() {
        let records = DeviceCatalog.devices.map { device in
            let classes = { (orientation: InterfaceOrientation) in
                device.environment(orientation: orientation).map { "\($0.horizontalSizeClass.rawValue)/\($0.verticalSizeClass.rawValue)" }
            }
            return Record(name: device.name, family: device.family.rawValue, portraitSize: [device.portraitSize.width, device.portraitSize.height],
                          portrait: classes(.portrait), landscape: classes(.landscapeLeft), isDefault: device.name == DeviceCatalog.defaultDevice.name)
        }
        switch format {
        case .json:
            DiagnosticPrinter.printJSON(Report(devices: records))
        case .text:
            let lines = records.map { record in
                let size = "\(Rect.format(record.portraitSize[0]))x\(Rect.format(record.portraitSize[1]))"
                let classes = [record.portrait.map { "portrait \($0)" }, record.landscape.map { "landscape \($0)" }].compactMap { $0 }
                return "\(record.name)\t\(record.family)\t\(size)\t\(classes.joined(separator: ", "))\(record.isDefault ? "\t(default)" : "")"
            }
            print(lines.joined(separator: "\n"))
        }
    }
}
