import ArgumentParser
import LayoutTemplates

/// `apply --format`: the applied tree as JSON (an ``ApplyReport``) or as XML (``AppliedTreeXML``).
enum ApplyFormat: String, ExpressibleByArgument, CaseIterable {
    case json
    case xml
}

/// `template-apply apply FILE [LANDSCAPE_FILE] --orientation O`: the live tree after rotating to O.
struct Apply: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "apply",
        abstract: "Apply the layout an interface orientation selects to the live tree and print every view's frame, bounds, hidden flag and autoresizing mask.",
        discussion: "The layout is chosen by the layouts' conditions (most specific first, then first declared) for the orientation, with the size and size classes of --device (without it, a design whose layouts depend on size classes is read as the \(DeviceCatalog.defaultDevice.name) sees it, with a note; any other by the orientation alone). Compatible mode applies as the reference does (stops at hidden views and no-descend classes); default mode reaches the whole tree."
    )

    @Argument(help: "The document (both layouts), or the portrait file of a two-file pair.")
    var file: String

    @Argument(help: "The landscape file of a two-file pair.")
    var landscapeFile: String?

    @OptionGroup var layout: LayoutArguments

    @Option(help: "portrait, portraitUpsideDown, landscapeLeft or landscapeRight.")
    var orientation: InterfaceOrientationArgument

    @OptionGroup var device: DeviceArguments

    @Option(help: "Output format: json or xml.")
    var format: ApplyFormat = .json

    @Option(name: .shortAndLong, help: "Write to this file (atomically) instead of stdout; never over an input.")
    var output: String?

    func run() throws {
        let files = designFiles(file, landscapeFile)
        let result = try layout.load(files, format: format == .json ? .json : .text)
        let set = result.design
        let diagnostics = set.diagnostics
        DiagnosticPrinter.printToStandardError(diagnostics + result.diagnostics)
        var controller = LayoutController(result)
        let (environment, note) = device.environment(orientation.orientation, for: set)
        DiagnosticPrinter.printToStandardError(note.map { [$0] } ?? [])
        controller.update(for: environment)
        guard controller.selectedName != nil else {
            // No layout's condition holds: printing the tree unchanged with `"layout": null`
            // would pass for a result.
            let conditions = set.layouts.map { "\($0.name) [\($0.condition)]" }.joined(separator: ", ")
            throw DiagnosticPrinter.fail(DiagnosticError(.error(
                .missingLayout,
                "no layout's condition holds in \(orientation.rawValue) (layouts: \(conditions))",
                at: SourceLocation(file: set.liveFile)
            )), format: .text)
        }
        let text: String
        if format == .json {
            text = try DiagnosticPrinter.jsonText(ApplyReport(tree: controller.tree, layout: controller.selectedName?.rawValue, mode: result.mode))
        } else {
            text = AppliedTreeXML.render(controller.tree, layout: controller.selectedName?.rawValue, mode: result.mode)
        }
        try OutputWriter.emit(text, to: output, inputs: files + set.layouts.map(\.file))
    }
}

/// `--orientation`: the CLI's spelling of ``InterfaceOrientation``.
enum InterfaceOrientationArgument: String, ExpressibleByArgument, CaseIterable {
    case portrait
    case portraitUpsideDown
    case landscapeLeft
    case landscapeRight

    var orientation: InterfaceOrientation { InterfaceOrientation(rawValue: rawValue) ?? .portrait }
}
