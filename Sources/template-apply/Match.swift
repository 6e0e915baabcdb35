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
        let report = MatchReport(set: set, result: result, diagnostics: diagnostics)
        switch format {
        case .json:
            DiagnosticPrinter.printJSON(report)
        case .text:
            var out = "live: \(report.live) (\(set.live.viewClass.name) id \(set.live.id), \(set.live.viewCount) views) from \(set.liveFile)\nmode: \(result.mode.rawValue)\n"
            for (layout, table) in zip(set.layouts, result.tables) {
                let unmatched = result.unmatched.filter { $0.layoutName == layout.name }.count
                out += "layout \(layout.name) [\(layout.condition)] root \(layout.rootID) from \(layout.file): \(table.count) live views laid out, \(unmatched) unmatched\n"
                guard layout.name != set.liveLayoutName else { continue }
                for entry in table.entries {
                    out += "  \(entry.liveID) <- \(entry.templateID) [\(entry.rule.rawValue)]\n"
                }
            }
            print(out, terminator: "")
        }
    }
}
