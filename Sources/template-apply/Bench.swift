import ArgumentParser
import Foundation
import LayoutBenchmarks
import LayoutTemplates
import LayoutXML
import TemplateGenerator

/// `template-apply bench`: the performance benchmark, on generated inputs.
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure import, match, merge, re-apply and end-to-end match against a raw libxml2 pass on generated documents.",
        discussion: """
        Generates each case's two-layout document into a temporary directory (removed afterwards), \
        then times every phase on that file in one process, repetitions interleaved, and reports \
        medians, ratios to the raw libxml2 element-counting pass, time per view and peak resident \
        memory. Build with -c release: figures from a debug build are refused unless --allow-debug.
        """
    )

    @Option(name: .long, parsing: .upToNextOption, help: ArgumentHelp("Cases: \(BenchmarkCase.nameHelp)."))
    var cases: [String] = BenchmarkCase.standard.map(\.name)

    @Option(name: [.customLong("document-format"), .customLong("input-format")], help: "Interface Builder format of the generated inputs: modern or legacy (generate's --document-format).")
    var inputFormat: GeneratedFormat = .modern

    @Option(name: .long, help: "Timed runs of each phase, after one warm-up run.")
    var repetitions = 5

    @Option(name: .long, help: "Seed of the generated inputs.")
    var seed: UInt64 = 1

    @Option(name: .long, help: "Generate inputs here and keep them (default: a temporary directory, removed).")
    var directory: String?

    @Option(name: .long, help: "Output: text or json (the report, with the targets judged under \"targets\").")
    var format: OutputFormat = .text

    @Option(name: .long, help: "libxml2 on a second thread in the reader and import phases: automatic, serial or pipelined.")
    var threading: Threading = .automatic

    enum Threading: String, ExpressibleByArgument {
        case automatic, serial, pipelined

        var reader: XMLReaderThreading {
            switch self {
            case .automatic: .automatic
            case .serial: .serial
            case .pipelined: .pipelined
            }
        }
    }

    @Flag(name: .long, help: "Run even in a debug build.")
    var allowDebug = false

    enum OutputFormat: String, ExpressibleByArgument {
        case text, json
    }

    func run() throws {
        if BenchmarkRunner.buildConfiguration != "release" && !allowDebug {
            FileHandle.standardError.write(Data("error: this is a \(BenchmarkRunner.buildConfiguration) build; benchmark a release build (swift build -c release) or pass --allow-debug\n".utf8))
            throw ExitCode(2)
        }
        var parsed: [BenchmarkCase] = []
        for name in cases {
            guard let benchmarkCase = BenchmarkCase(name: name) else {
                throw ValidationError("unknown case '\(TerminalText.escaped(name))': use \(BenchmarkCase.nameHelp)")
            }
            parsed.append(benchmarkCase)
        }
        // The end-to-end phase runs this very executable's `match` subcommand.
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let options = BenchmarkOptions(cases: parsed, format: inputFormat, repetitions: repetitions, seed: seed, directory: directory, executable: executable, threading: threading.reader)
        let report: BenchmarkReport
        do {
            report = try BenchmarkRunner.run(options) { line in
                FileHandle.standardError.write(Data("bench: \(line)\n".utf8))
            }
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            throw ExitCode(1)
        }
        switch format {
        case .json:
            print(try report.judgedJSON(), terminator: "")
        case .text:
            print(BenchReportText.render(report), terminator: "")
        }
    }
}
