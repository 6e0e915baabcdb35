import ArgumentParser
import Foundation
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
            var header = "live: \(set.liveLayoutName ?? "view") (\(set.live.viewClass.name) id \(set.live.id), \(set.live.viewCount) views) from \(set.liveFile)\nmode: \(result.mode.rawValue)\n"
            var unmatchedByLayout: [String: Int] = [:]
            for view in result.unmatched { unmatchedByLayout[view.layoutName, default: 0] += 1 }
            // UTF-8 bytes appended piece by piece and written once: an interpolated string per
            // entry, or a `String` grown entry by entry, costs several times more per line.
            var out: [UInt8] = []
            let printed = zip(set.layouts, result.tables).reduce(0) { $0 + ($1.0.name == set.liveLayoutName ? 0 : $1.1.count) }
            out.reserveCapacity(1024 + 48 * printed)
            for (layout, table) in zip(set.layouts, result.tables) {
                header += "layout \(layout.name) [\(layout.condition)] root \(layout.rootID) from \(layout.file): \(table.count) live views laid out, \(unmatchedByLayout[layout.name] ?? 0) unmatched\n"
                out.append(contentsOf: header.utf8)
                header = ""
                guard layout.name != set.liveLayoutName else { continue }
                for entry in table.entries {
                    Match.append("  ", to: &out)
                    Match.append(entry.liveID, to: &out)
                    Match.append(" <- ", to: &out)
                    Match.append(entry.templateID, to: &out)
                    Match.append(" [", to: &out)
                    Match.append(entry.rule.rawValue, to: &out)
                    Match.append("]\n", to: &out)
                }
            }
            out.append(contentsOf: header.utf8)
            FileHandle.standardOutput.write(Data(out))
        }
        ProcessExit.succeed(keeping: (set, result))
    }

    /// The string's UTF-8 bytes in one copy: appending its `utf8` view goes byte by byte.
    private static func append(_ string: String, to out: inout [UInt8]) {
        var string = string
        string.withUTF8 { out.append(contentsOf: $0) }
    }
}
