import ArgumentParser
import Foundation
import LayoutBenchmarks
import LayoutChecking
import LayoutTemplates
import LayoutXML
import TemplateGenerator

/// `template-dev bench`: the performance benchmark, on generated inputs.
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

    @Flag(name: .long, help: "Instead of timing: count the instructions of `match` per thread (and the calling thread's after the parse) and of the raw pass under callgrind on every case the baseline records, compare them with it, print each critical path over the raw pass, and exit 1 on a regression.")
    var check = false

    @Flag(name: .long, help: "Instead of timing: count as --check does and write the baseline (its cases, or 10k and 100k when there is none yet).")
    var recordBaseline = false

    @Option(name: .long, help: "The instruction baseline of --check and --record-baseline.")
    var baseline = "docs/instruction-baseline.json"

    @Option(name: .long, help: "With --record-baseline: the largest change --check accepts, as a fraction of each count (default: the baseline's, else 0.01).")
    var tolerance: Double?

    /// This executable's path, links followed.
    private static var ownExecutable: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    /// The `template-apply` beside this tool, built by the same `swift build`.
    private static func templateApply() throws -> String {
        let path = URL(fileURLWithPath: ownExecutable).deletingLastPathComponent().appendingPathComponent("template-apply").path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            FileHandle.standardError.write(Data("error: no template-apply beside template-dev (\(TerminalText.escaped(path))): build both with the same configuration first\n".utf8))
            throw ExitCode(2)
        }
        return path
    }

    enum OutputFormat: String, ExpressibleByArgument {
        case text, json
    }

    func run() throws {
        if BenchmarkRunner.buildConfiguration != "release" && !allowDebug {
            FileHandle.standardError.write(Data("error: this is a \(BenchmarkRunner.buildConfiguration) build; benchmark a release build (swift build -c release) or pass --allow-debug\n".utf8))
            throw ExitCode(2)
        }
        if check || recordBaseline {
            try runInstructionCounts()
            return
        }
        var parsed: [BenchmarkCase] = []
        for name in cases {
            guard let benchmarkCase = BenchmarkCase(name: name) else {
                throw ValidationError("unknown case '\(TerminalText.escaped(name))': use \(BenchmarkCase.nameHelp)")
            }
            parsed.append(benchmarkCase)
        }
        // The end-to-end phase runs the `template-apply` built beside this tool, started through
        // this tool's own `measure-child`.
        let executable = try Self.templateApply()
        let options = BenchmarkOptions(cases: parsed, format: inputFormat, repetitions: repetitions, seed: seed, directory: directory,
                                       executable: executable, launcher: Self.ownExecutable, threading: threading.reader)
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

    /// One line per case: its critical path in instructions (the parse thread, then the calling
    /// thread after the parse) over the raw pass's, the instruction form of "end to end / raw".
    private static func criticalPaths(_ measured: [String: InstructionCounts], names: [String]) -> String {
        names.compactMap { name in
            guard let counts = measured[name], let path = counts.criticalPath, let after = counts.afterParse, let raw = counts.rawPass,
                  let ratio = counts.criticalPathOverRawPass else { return nil }
            return "\(name): critical path \(path) (parse thread \(counts.parseThread) + after the parse \(after)) = \(String(format: "%.2f", ratio))x the raw pass (\(raw))"
        }.joined(separator: "\n")
    }

    /// `--check` and `--record-baseline`: `match` and the raw pass under callgrind on each case of the baseline.
    private func runInstructionCounts() throws {
        if check && recordBaseline { throw ValidationError("--check and --record-baseline exclude each other") }
        if let tolerance, !(0..<1).contains(tolerance) { throw ValidationError("--tolerance is a fraction of each count, at least 0 and below 1") }
        guard let valgrind = InstructionCounter.valgrind() else {
            FileHandle.standardError.write(Data("error: valgrind is not on the PATH; the instruction counts need callgrind\n".utf8))
            throw ExitCode(2)
        }
        if check && !FileManager.default.fileExists(atPath: baseline) {
            FileHandle.standardError.write(Data("error: no instruction baseline at \(TerminalText.escaped(baseline)): run from the package root, pass --baseline FILE, or record one with --record-baseline\n".utf8))
            throw ExitCode(2)
        }
        let recorded: InstructionBaseline?
        do {
            recorded = FileManager.default.fileExists(atPath: baseline)
                ? try InstructionBaseline(json: Data(contentsOf: URL(fileURLWithPath: baseline)))
                : nil
        } catch {
            // Re-recording is the way out of a baseline this build cannot read (another version):
            // it is replaced, with the standard cases.
            FileHandle.standardError.write(Data("\(recordBaseline ? "note" : "error"): \(TerminalText.escaped(baseline)): \(error)\(recordBaseline ? "; writing a new one" : "; re-record it with --record-baseline")\n".utf8))
            guard recordBaseline else { throw ExitCode(2) }
            recorded = nil
        }
        let names = recorded?.cases.map(\.name) ?? InstructionBaseline.standardCases.map(\.name)
        let caseSeed = recorded?.seed ?? seed
        let executable = try Self.templateApply()
        let directory = NSTemporaryDirectory() + "template-apply-instructions-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let counted: String
        let rawPass: [String]
        do {
            counted = try InstructionCounter.withoutDebugInformation(executable, in: directory)
            rawPass = [try InstructionCounter.withoutDebugInformation(Self.ownExecutable, in: directory), "count-elements"]
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            throw ExitCode(1)
        }
        var measured: [String: InstructionCounts] = [:]
        var entries: [InstructionBaseline.Entry] = []
        for name in names {
            guard let benchmarkCase = BenchmarkCase(name: name) else { throw ValidationError("unknown case '\(TerminalText.escaped(name))'") }
            FileHandle.standardError.write(Data("bench: \(name): match and the raw pass under callgrind\n".utf8))
            do {
                let counts = try InstructionCounter.count(benchmarkCase, seed: caseSeed, executable: counted, rawPass: rawPass,
                                                          valgrind: valgrind, directory: directory)
                measured[name] = counts
                if let entry = InstructionBaseline.Entry(name: name, counts: counts) {
                    entries.append(entry)
                } else if recordBaseline {
                    throw BenchmarkError("\(name): the run was not split at the end of the parse (\(InstructionCounter.parseEnd) not found, or the parse ran on the calling thread)")
                }
            } catch {
                FileHandle.standardError.write(Data("error: \(error)\n".utf8))
                throw ExitCode(1)
            }
        }
        let environment = InstructionCounter.environment(valgrind: valgrind)
        if recordBaseline {
            let written = InstructionBaseline(tolerance: tolerance ?? recorded?.tolerance ?? 0.01, seed: caseSeed, environment: environment, cases: entries)
            try AtomicFileWriter.write([UInt8](try written.json()), to: baseline)
            print(entries.map { "\($0.name): calling thread \($0.callingThread) (after the parse \($0.afterParse)), parse thread \($0.parseThread), raw pass \($0.rawPass)" }.joined(separator: "\n"))
            print(Self.criticalPaths(measured, names: names))
            print("wrote \(TerminalText.escaped(baseline))")
            return
        }
        guard let recorded else { return }
        let result = InstructionCheck(baseline: recorded, measured: measured)
        if recorded.environment != environment {
            print("note: the baseline was recorded with \(TerminalText.escaped(recorded.environment)); this run uses \(TerminalText.escaped(environment))")
        }
        for finding in result.findings {
            let change = finding.change.map { String(format: "%+.2f%%", $0 * 100) } ?? "-"
            print("\(TerminalText.escaped(finding.caseName)) \(finding.measure): recorded \(finding.recorded.map(String.init) ?? "-"), now \(finding.measured.map(String.init) ?? "-") (\(change)): \(finding.verdict.rawValue)")
        }
        print(Self.criticalPaths(measured, names: names))
        print(result.passed
              ? "instruction counts within \(String(format: "%.1f%%", result.tolerance * 100)) of the baseline or below it"
              : "instruction counts regressed beyond \(String(format: "%.1f%%", result.tolerance * 100)) of the baseline")
        if result.findings.contains(where: { $0.verdict == .improved }) {
            print("some counts fell beyond the tolerance: re-record the baseline (bench --record-baseline) to keep the gain guarded")
        }
        if !result.passed { throw ExitCode(1) }
    }
}
