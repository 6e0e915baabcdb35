import ArgumentParser
import Foundation
import LayoutTemplates

/// `template-apply match FILE [LANDSCAPE_FILE]`: which template view each live view takes its
/// attributes from in every layout, and what stayed unmatched.
struct Match: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "match",
        abstract: "Match every layout's views to the live tree and print the tables.",
        discussion: "Diagnostics (unmatched views, ambiguities, moves) go to stderr as path:line:col: warning: message [rule]. JSON output is a MatchReport (version 1)."
    )

    @Argument(help: "The document (both layouts), or the portrait file of a two-file pair.")
    var file: String

    @Argument(help: "The landscape file of a two-file pair.")
    var landscapeFile: String?

    @OptionGroup var layout: LayoutArguments

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    func run() throws {
        let (set, result, diagnostics) = try layout.load(designFiles(file, landscapeFile), format: format)
        DiagnosticPrinter.printToStandardError(diagnostics + result.diagnostics)
        switch format {
        case .json:
            DiagnosticPrinter.printJSON(MatchReport(set: set, result: result, diagnostics: diagnostics))
        case .text:
            FileHandle.standardOutput.write(Data(Match.tableText(set: set, result: result)))
        }
        ProcessExit.succeed(keeping: (set, result))
    }

    /// The text report: a header line per layout, and the rows of every layout but the live one,
    /// measured first and copied into one buffer of that size (see ``ByteCursor``).
    static func tableText(set: LayoutSet, result: MatchResult) -> [UInt8] {
        var unmatchedByLayout: [String: Int] = [:]
        for view in result.unmatched { unmatchedByLayout[view.layoutName, default: 0] += 1 }
        let layouts = Array(zip(set.layouts, result.tables))
        let preamble = "live: \(set.liveLayoutName ?? "view") (\(set.live.viewClass.name) id \(set.live.id), \(set.live.viewCount) views) from \(set.liveFile)\nmode: \(result.mode.rawValue)\n"
        let headers = layouts.map { layout, table in
            "layout \(layout.name) [\(layout.condition)] root \(layout.rootID) from \(layout.file): \(table.count) live views laid out, \(unmatchedByLayout[layout.name] ?? 0) unmatched\n"
        }
        var size = preamble.utf8.count + headers.reduce(0) { $0 + $1.utf8.count }
        for (layout, table) in layouts where layout.name != set.liveLayoutName {
            for entry in table.entries {
                size += 10 + entry.liveID.utf8.count + entry.templateID.utf8.count + entry.rule.rawValue.utf8.count
            }
        }
        return [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            var cursor = ByteCursor(buffer)
            cursor.write(preamble)
            for ((layout, table), header) in zip(layouts, headers) {
                cursor.write(header)
                guard layout.name != set.liveLayoutName else { continue }
                for entry in table.entries {
                    cursor.write(literal: "  ")
                    cursor.write(entry.liveID)
                    cursor.write(literal: " <- ")
                    cursor.write(entry.templateID)
                    cursor.write(literal: " [")
                    cursor.write(entry.rule.rawValue)
                    cursor.write(literal: "]\n")
                }
            }
            initialized = cursor.count
        }
    }
}
