import ArgumentParser
import Foundation
import LayoutTemplates

/// `template-apply render FILE [LANDSCAPE_FILE] -o OUT`: draws the layouts side by side as an SVG
/// picture or a self-contained HTML report (``SVGRenderer``, ``HTMLReportRenderer``) from a
/// ``LayoutDrawing`` of the matched ``Design``.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw the layouts side by side as SVG, or as a self-contained HTML report with the diagnostics.",
        discussion: """
            Every view is a rectangle at its frame. A view and its counterparts in the other layouts \
            share a colour; views with the same frame everywhere are grey; views without a counterpart \
            are hatched orange; hidden views are dashed. The HTML report highlights a view in every \
            layout on hover and links each diagnostic to its view. By default the portrait and landscape \
            layouts are drawn (and the live tree, when it is neither). At most \(LayoutDrawing.maximumLayouts) \
            layouts are drawn at once: a design with more is refused unless --orientation chooses some. \
            Diagnostics go to stderr; the output is written atomically and never over an input.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case svg
        case html
    }

    @Argument(help: "The document (both layouts), or the portrait file of a two-file pair.")
    var file: String

    @Argument(help: "The landscape file of a two-file pair.")
    var landscapeFile: String?

    @OptionGroup var layout: LayoutArguments

    @Option(name: .customLong("orientation"), help: "Draw the layout selected in this orientation; repeatable.")
    var orientations: [InterfaceOrientationArgument] = []

    @OptionGroup var device: DeviceArguments

    @Flag(help: "Draw every layout, size-class variations included.")
    var all = false

    @Option(help: "svg or html (default: from the output file's extension, .svg or .html).")
    var format: Format?

    @Option(name: .shortAndLong, help: "The output file.")
    var output: String

    func validate() throws {
        try device.requireCatalogDevice("render")
        if all, !orientations.isEmpty {
            throw ValidationError("--all and --orientation exclude each other")
        }
        if format == nil, Render.format(forPath: output) == nil {
            throw ValidationError("cannot tell the format from '\(output)': add --format svg or --format html")
        }
    }

    func run() throws {
        let files = designFiles(file, landscapeFile)
        let result: MatchResult
        switch try layout.loadOrAutoLayout(files) {
        case .matched(let matched): result = matched
        case .autoLayout(let imported): return try renderAutoLayout(imported, files: files)
        }
        let design = result.design
        let diagnostics = design.diagnostics
        DiagnosticPrinter.printToStandardError(diagnostics + result.diagnostics)

        // The files the layouts came from: a sibling taken by name is one of them.
        var seen: Set<String> = []
        let title = design.layouts.map(\.file).filter { seen.insert($0).inserted }.map { URL(fileURLWithPath: $0).lastPathComponent }.joined(separator: " + ")
        let (names, deviceNote) = layoutNames(in: design)
        do {
            try LayoutDrawing.checkLayoutCount(of: design, layoutNames: names)
        } catch {
            let hinted = error.diagnostics.map { diagnostic in
                var hinted = diagnostic
                hinted.notes.append(DiagnosticNote(message: "draw the layouts some orientations select with --orientation O (repeatable)"))
                return hinted
            }
            throw DiagnosticPrinter.fail(DiagnosticError(hinted), format: .text)
        }
        DiagnosticPrinter.printToStandardError(deviceNote.map { [$0] } ?? [])
        // Import warnings belong in the report too.
        let drawing = LayoutDrawing(title: title, result: result, layoutNames: names)
        let text: String
        switch format ?? Render.format(forPath: output) ?? .svg {
        case .svg: text = SVGRenderer().render(drawing)
        case .html: text = HTMLReportRenderer().render(drawing)
        }
        try OutputWriter.emit(text, to: output, inputs: files + design.layouts.map(\.file))
    }

    /// Draws every design of an Auto Layout document at the device (the default one, with a
    /// note, when none is named) in each orientation asked for (portrait and landscape by default).
    private func renderAutoLayout(_ imported: ImportResult, files: [String]) throws {
        let (named, note) = device.autoLayoutDevice(for: file)
        let notes = note.map { [$0] } ?? []
        let requested = orientations.isEmpty ? [InterfaceOrientation.portrait, .landscapeLeft] : orientations.map(\.orientation)
        var diagnostics = imported.diagnostics + notes
        var layouts: [(name: String, layout: DocumentLayout)] = []
        for orientation in requested {
            let layout = AutoLayoutEngine.layOut(imported.document, at: .device(named, orientation))
            diagnostics += layout.diagnostics
            layouts.append(("\(named.name) \(orientation.rawValue)", layout))
        }
        DiagnosticPrinter.printToStandardError(diagnostics)
        let panels = layouts.reduce(0) { $0 + $1.layout.designs.count }
        guard panels <= LayoutDrawing.maximumLayouts else {
            throw DiagnosticPrinter.fail(DiagnosticError(.error(.inputLimit, "\(panels) designs to draw (at most \(LayoutDrawing.maximumLayouts)): draw fewer orientations with --orientation O", at: SourceLocation(file: file))), format: .text)
        }
        let drawing = LayoutDrawing(title: URL(fileURLWithPath: file).lastPathComponent, document: imported.document, layouts: layouts)
        let text: String
        switch format ?? Render.format(forPath: output) ?? .svg {
        case .svg: text = SVGRenderer().render(drawing)
        case .html: text = HTMLReportRenderer().render(drawing)
        }
        try OutputWriter.emit(text, to: output, inputs: files)
    }

    /// `--all`: every layout; `--orientation`: the layout selected in each; by default the layouts
    /// selected in portrait and in landscape, or every layout when those are not two. With the
    /// note to print when the default device stood in for a missing `--device`.
    private func layoutNames(in design: Design) -> (names: [LayoutName]?, note: Diagnostic?) {
        if all { return (nil, nil) }
        let requested = orientations.isEmpty ? [InterfaceOrientation.portrait, .landscapeLeft] : orientations.map(\.orientation)
        var names: [LayoutName] = []
        var deviceNote: Diagnostic?
        for orientation in requested {
            let (environment, note) = device.environment(orientation, for: design)
            deviceNote = deviceNote ?? note
            guard let index = LayoutCondition.selectLayout(among: design.conditions, for: environment) else { continue }
            let name = design.layouts[index].name
            if !names.contains(name) { names.append(name) }
        }
        if orientations.isEmpty, names.count < 2 { return (nil, deviceNote) }
        return (names, deviceNote)
    }

    static func format(forPath path: String) -> Format? {
        switch URL(fileURLWithPath: path).pathExtension.lowercased() {
        case "svg": .svg
        case "html", "htm": .html
        default: nil
        }
    }
}
