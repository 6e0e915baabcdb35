import ArgumentParser
import LayoutTemplates

/// `template-apply match FILE [LANDSCAPE_FILE]`: which template view each live view takes its
/// attributes from in every layout, and what stayed unmatched.
struct Match: ParsableCommand {
    static let configuration = CommandConfiguration(
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
            var out = "live: \(set.liveLayoutName ?? "view") (\(set.live.viewClass.name) id \(set.live.id), \(set.live.viewCount) views) from \(set.liveFile)\nmode: \(result.mode.rawValue)\n"
            var unmatchedByLayout: [String: Int] = [:]
            for view in result.unmatched { unmatchedByLayout[view.layoutName, default: 0] += 1 }
            out.reserveCapacity(out.utf8.count + 32 * result.tables.reduce(0) { $0 + $1.count })
            for (layout, table) in zip(set.layouts, result.tables) {
                out += "layout \(layout.name) [\(layout.condition)] root \(layout.rootID) from \(layout.file): \(table.count) live views laid out, \(unmatchedByLayout[layout.name] ?? 0) unmatched\n"
                guard layout.name != set.liveLayoutName else { continue }
                // Appended piece by piece: one interpolated string per entry would allocate one each.
                for entry in table.entries {
                    out.append("  ")
                    out.append(entry.liveID)
                    out.append(" <- ")
                    out.append(entry.templateID)
                    out.append(" [")
                    out.append(entry.rule.rawValue)
                    out.append("]\n")
                }
            }
            print(out, terminator: "")
        }
    }
}
