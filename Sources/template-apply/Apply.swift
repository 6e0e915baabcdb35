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
        discussion: "The layout is chosen by the layouts' conditions (most specific first, then first declared) for the orientation, with the size and size classes of --device (without it, a design whose layouts depend on size classes is read as the \(DeviceCatalog.defaultDevice.name) sees it, with a note; any other by the orientation alone). With --device the live tree's root then takes the device's screen and every view follows its autoresizing mask. Compatible mode applies as the reference does (stops at hidden views and no-descend classes); default mode reaches the whole tree. A document with one hierarchy laid out by Auto Layout (no second layout) is laid out by its constraints at the device (default \(DeviceCatalog.defaultDevice.name), with a note): every design of the document, each view's frame in its superview. --device document lays it out as it was saved (its own device and orientation)."
    )

    @Argument(help: "The document (both layouts), or the portrait file of a two-file pair.")
    var file: String

    @Argument(help: "The landscape file of a two-file pair.")
    var landscapeFile: String?

    @OptionGroup var layout: LayoutArguments

    @Option(help: "portrait, portraitUpsideDown, landscapeLeft or landscapeRight (optional with --device document).")
    var orientation: InterfaceOrientationArgument?

    @OptionGroup var device: DeviceArguments

    @Option(help: "Output format: json or xml.")
    var format: ApplyFormat = .json

    @Option(name: .shortAndLong, help: "Write to this file (atomically) instead of stdout; never over an input.")
    var output: String?

    func validate() throws {
        if orientation == nil, !device.isSavedDevice {
            throw ValidationError("missing --orientation (only --device document lays a document out in its saved orientation)")
        }
    }

    func run() throws {
        let files = designFiles(file, landscapeFile)
        if device.isSavedDevice {
            return try applyAutoLayout(files)
        }
        let orientation = orientation ?? .portrait
        let result: MatchResult
        switch try layout.loadOrAutoLayout(files, format: format == .json ? .json : .text) {
        case .matched(let matched): result = matched
        case .autoLayout(let imported): return try applyAutoLayout(files, imported: imported, orientation: orientation.orientation)
        }
        let design = result.design
        let diagnostics = design.diagnostics
        DiagnosticPrinter.printToStandardError(diagnostics + result.diagnostics)
        var controller = LayoutController(result)
        let (environment, note) = device.environment(orientation.orientation, for: design)
        DiagnosticPrinter.printToStandardError(note.map { [$0] } ?? [])
        controller.update(for: environment)
        if let named = device.named {
            // The live tree on that phone: the root takes the screen below the stored root's
            // origin (a status bar it was drawn under), and every view follows its mask.
            let screen = named.screenSize(orientation.orientation)
            let root = controller.tree.attributes(at: 0).frame
            controller.resizeRoot(to: Size(width: screen.width - root.x, height: screen.height - root.y))
        }
        guard controller.selectedName != nil else {
            // No layout's condition holds: printing the tree unchanged with `"layout": null`
            // would pass for a result.
            let conditions = design.layouts.map { "\($0.name) [\($0.condition)]" }.joined(separator: ", ")
            throw DiagnosticPrinter.fail(DiagnosticError(.error(
                .missingLayout,
                "no layout's condition holds in \(orientation.rawValue) (layouts: \(conditions))",
                at: SourceLocation(file: design.liveFile)
            )), format: .text)
        }
        let text: String
        if format == .json {
            text = try DiagnosticPrinter.jsonText(ApplyReport(tree: controller.tree, layout: controller.selectedName?.rawValue, mode: result.mode))
        } else {
            text = AppliedTreeXML.render(controller.tree, layout: controller.selectedName?.rawValue, mode: result.mode)
        }
        try OutputWriter.emit(text, to: output, inputs: files + design.layouts.map(\.file))
    }

    /// Lays out the document's designs by their constraints at the device (or as saved).
    private func applyAutoLayout(_ files: [String], imported: ImportResult? = nil, orientation chosen: InterfaceOrientation? = nil) throws {
        guard format == .json else {
            throw DiagnosticPrinter.fail(DiagnosticError(.error(.invalidValue, "a document laid out by Auto Layout is printed as JSON only (--format json)", at: SourceLocation(file: file))), format: .text)
        }
        let result: ImportResult
        if let imported {
            result = imported
        } else {
            do {
                result = try ImportResult(contentsOf: file)
            } catch {
                throw DiagnosticPrinter.fail(error, format: .json)
            }
        }
        let target: AutoLayoutEngine.Target
        let deviceName: String
        let orientationName: String
        var notes: [Diagnostic] = []
        if device.isSavedDevice {
            target = .saved
            deviceName = DeviceArguments.savedDeviceName
            let saved = result.document.savedDevice?.orientation ?? .portrait
            if let orientation, orientation.orientation.isPortrait != (saved == .portrait) {
                throw DiagnosticPrinter.fail(DiagnosticError(.error(.invalidValue, "the document was saved in \(saved); --device document lays it out as saved (name a device to rotate it)", at: SourceLocation(file: file))), format: .text)
            }
            orientationName = saved.rawValue
        } else {
            let (named, note) = device.autoLayoutDevice(for: file)
            notes += note.map { [$0] } ?? []
            let orientation = chosen ?? .portrait
            target = .device(named, orientation)
            deviceName = named.name
            orientationName = orientation.rawValue
        }
        let layout = AutoLayoutEngine.layOut(result.document, at: target)
        DiagnosticPrinter.printToStandardError(result.diagnostics + notes + layout.diagnostics)
        let report = AutoLayoutReport(version: DiagnosticRecord.version, device: deviceName, orientation: orientationName, layout: layout)
        try OutputWriter.emit(try DiagnosticPrinter.jsonText(report), to: output, inputs: files)
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
