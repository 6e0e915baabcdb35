import ArgumentParser
import Foundation
import LayoutScenarios
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
        let replay: ScenarioReplay
        do {
            replay = try ScenarioReplay(file: scenario)
        } catch {
            DiagnosticPrinter.printToStandardError(error.diagnostics)
            throw ExitCode(1)
        }
        // Each step's state is printed as soon as it is computed: memory does not grow with the
        // number of steps. Output is gathered into blocks of about 64 KiB per write.
        var buffer = ""
        replay.writeReport(format == .json ? .json : .text) { piece in
            buffer += piece
            if buffer.utf8.count >= 1 << 16 {
                FileHandle.standardOutput.write(Data(buffer.utf8))
                buffer = ""
            }
        }
        FileHandle.standardOutput.write(Data(buffer.utf8))
    }
}
