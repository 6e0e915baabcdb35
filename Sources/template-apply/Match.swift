import ArgumentParser
import Foundation
import LayoutTemplates

/// `template-apply match FILE [LANDSCAPE_FILE]`: which template view each live view takes its
/// attributes from in every layout, and what stayed unmatched.
struct Match: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "match",
        abstract: "Match every layout's views to the live tree and print the tables.",
        discussion: "Diagnostics (unmatched views, ambiguities, moves) go to stderr as path:line:col: warning: message [rule]. JSON output is a MatchReport (version 2)."
    )

    @Argument(help: "The document (both layouts), or the portrait file of a two-file pair.")
    var file: String

    @Argument(help: "The landscape file of a two-file pair.")
    var landscapeFile: String?

    @OptionGroup var layout: LayoutArguments

    @OptionGroup var device: DeviceArguments

    func validate() throws {
        try device.requireCatalogDevice("match")
    }

    @Option(name: .customLong("orientation"), help: "With --device: the orientations to report the selected layout for; repeatable (default: portrait and landscapeLeft).")
    var orientations: [InterfaceOrientationArgument] = []

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    func run() throws {
        let result = try layout.load(designFiles(file, landscapeFile), format: format)
        let design = result.design
        let diagnostics = design.diagnostics
        let all = diagnostics + result.diagnostics
        switch format {
        case .json:
            DiagnosticPrinter.printToStandardError(all)
            MatchReport.writeJSON(result: result, diagnostics: diagnostics) { FileHandle.standardOutput.write(Data($0)) }
            FileHandle.standardOutput.write(Data("\n".utf8))
        case .text:
            DiagnosticPrinter.printToStandardError(all)
            FileHandle.standardOutput.write(Data(Match.tableText(result)))
            if device.named != nil || design.dependsOnDevice {
                FileHandle.standardOutput.write(Data(selectionText(design: design).utf8))
            }
        }
        ProcessExit.succeed(keeping: result)
    }

    /// With `--device`, or for a design whose layouts depend on size classes: the layout the
    /// device (the default one when none is named, with a note) selects in each orientation asked for.
    private func selectionText(design: Design) -> String {
        let requested = orientations.isEmpty ? [InterfaceOrientation.portrait, .landscapeLeft] : orientations.map(\.orientation)
        let name = device.named?.name ?? DeviceCatalog.defaultDevice.name
        var noted = false
        return requested.map { orientation in
            let (environment, note) = device.environment(orientation, for: design)
            if let note, !noted {
                DiagnosticPrinter.printToStandardError([note])
                noted = true
            }
            let index = LayoutCondition.selectLayout(among: design.conditions, for: environment)
            let classes = "\(environment.horizontalSizeClass.rawValue)/\(environment.verticalSizeClass.rawValue)"
            return "device \(name) \(orientation.rawValue) (\(classes)): layout \(index.map { TerminalText.escaped(design.layouts[$0].name.rawValue) } ?? "none (the live tree as drawn)")\n"
        }.joined()
    }

    /// The text report: a header line per layout, and the rows of every layout but the live one,
    /// measured first and copied into one buffer of that size (see ``ByteCursor``).
    static func tableText(_ result: MatchResult) -> [UInt8] {
        let design = result.design
        let layouts = Array(zip(design.layouts, result.tables))
        // Every name and id came from a file: through the one escaper (``TerminalText``).
        let plain = { (text: String) in TerminalText.escaped(text) }
        let preamble = "live: \(plain(design.liveLayoutName?.rawValue ?? "view")) (\(plain(design.live.viewClass.name)) id \(plain(design.live.id.rawValue)), \(design.live.viewCount) views) from \(plain(design.liveFile))\nmode: \(result.mode.rawValue)\n"
        let headers = layouts.map { layout, table in
            "layout \(plain(layout.name.rawValue)) [\(layout.condition)] root \(plain(layout.rootID.rawValue)) from \(plain(layout.file)): \(table.count) live views laid out, \(result.templateViewsWithoutCounterpart(inLayoutNamed: layout.name).count) unmatched\n"
        }
        // Each row ends with its live view's class and identity: ids alone say nothing of a
        // legacy archive's numbered views.
        let names = layouts.map { layout, table in layout.name == design.liveLayoutName ? [] : result.liveViewNames(of: table).map(plain) }
        var size = preamble.utf8.count + headers.reduce(0) { $0 + $1.utf8.count }
        for ((layout, table), rowNames) in zip(layouts, names) where layout.name != design.liveLayoutName {
            forEachEntry(of: table) { entry in
                size += 11 + plain(entry.pointee.liveID.rawValue).utf8.count + plain(entry.pointee.templateID.rawValue).utf8.count + entry.pointee.rule.rawValue.utf8.count
            }
            size += rowNames.reduce(0) { $0 + $1.utf8.count }
        }
        return [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            var cursor = ByteCursor(buffer)
            cursor.write(preamble)
            for (((layout, table), header), rowNames) in zip(zip(layouts, headers), names) {
                cursor.write(header)
                guard layout.name != design.liveLayoutName else { continue }
                var row = 0
                forEachEntry(of: table) { entry in
                    cursor.write(literal: "  ")
                    cursor.write(plain(entry.pointee.liveID.rawValue))
                    cursor.write(literal: " <- ")
                    cursor.write(plain(entry.pointee.templateID.rawValue))
                    cursor.write(literal: " [")
                    cursor.write(entry.pointee.rule.rawValue)
                    cursor.write(literal: "] ")
                    cursor.write(rowNames[row])
                    cursor.write(literal: "\n")
                    row += 1
                }
            }
            initialized = cursor.count
        }
    }

    /// Each entry of `table` read where it is stored: `for entry in table.entries` copies every
    /// entry (retaining its two ids and releasing them again), twice per row of a 100k-row table.
    private static func forEachEntry(of table: MatchResult.AttributeTable, _ body: (UnsafePointer<MatchResult.AttributeTable.Entry>) -> Void) {
        table.entries.withUnsafeBufferPointer { rows in
            guard let first = rows.baseAddress else { return }
            for row in rows.indices { body(first + row) }
        }
    }
}
