import ArgumentParser
import Foundation
import LayoutTemplates

/// `template-apply simulate SCENARIO.json`: replays an adaptive-container scenario and prints the
/// state after every step (see `Scenario` for the file format).
struct Simulate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Replay an adaptive container scenario (split or flip, index/detail, split view) and print the state after every step."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text
        case json
    }

    @Argument(help: "The scenario JSON file.")
    var scenario: String

    @Option(help: "Output format: text or json.")
    var format: Format = .text

    func run() throws {
        let report: ScenarioReport
        do {
            report = try ScenarioRunner.run(file: scenario)
        } catch {
            for diagnostic in error.diagnostics {
                Simulate.printError(diagnostic.rendered)
            }
            throw ExitCode(1)
        }
        switch format {
        case .text: print(report.text, terminator: "")
        case .json: print(report.json.rendered, terminator: "")
        }
    }

    /// Diagnostics go to stderr so that stdout stays the report alone.
    private static func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
