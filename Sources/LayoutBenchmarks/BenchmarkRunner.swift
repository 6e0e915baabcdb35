import Foundation
#if canImport(Glibc)
import Glibc
#endif
import LayoutTemplates
import LayoutXML
import TemplateGenerator

/// Runs the benchmark: for each case, generates the input, then times every phase on
/// the same file in the same process, repetitions interleaved (raw pass, end to end, reader,
/// import, ..., raw pass, ...) so that drift on a shared machine hits all phases alike, and takes
/// each ratio repetition by repetition (``CaseResult/ratio(_:to:)``) so that the ratios stay honest.
public enum BenchmarkRunner {
    /// `release` or `debug`, as this library was compiled.
    public static var buildConfiguration: String {
        #if DEBUG
        "debug"
        #else
        "release"
        #endif
    }

    /// Runs every case of `options`; `progress` receives one line per step (the library never
    /// prints: the caller decides where progress goes).
    public static func run(_ options: BenchmarkOptions, progress: (String) -> Void = { _ in }) throws(BenchmarkError) -> BenchmarkReport {
        guard options.repetitions >= 1 else { throw BenchmarkError("repetitions must be at least 1, not \(options.repetitions)") }
        let directory = try workingDirectory(options.directory)
        defer {
            if options.directory == nil { try? FileManager.default.removeItem(atPath: directory) }
        }
        var results: [CaseResult] = []
        for benchmarkCase in options.cases {
            results.append(try run(benchmarkCase, options: options, directory: directory, progress: progress))
        }
        return BenchmarkReport(build: buildConfiguration, format: options.format, repetitions: options.repetitions, cases: results)
    }

    private static func workingDirectory(_ requested: String?) throws(BenchmarkError) -> String {
        let path = requested ?? (NSTemporaryDirectory() + "template-apply-bench-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw BenchmarkError("cannot create \(path): \(error)")
        }
        return path
    }

    private static func run(_ benchmarkCase: BenchmarkCase, options: BenchmarkOptions, directory: String, progress: (String) -> Void) throws(BenchmarkError) -> CaseResult {
        let generatorOptions = benchmarkCase.generatorOptions(seed: options.seed, format: options.format)
        let path = directory + "/bench-\(benchmarkCase.name)-\(options.format.rawValue).xib"
        progress("\(benchmarkCase.name): generating \(path)")
        let clock = ContinuousClock()
        let generateStart = clock.now
        do {
            try SyntheticDocumentGenerator.generate(generatorOptions, to: path)
        } catch {
            throw BenchmarkError("cannot generate \(path): \(error)")
        }
        let generateSeconds = seconds(clock.now - generateStart)
        defer {
            try? FileManager.default.removeItem(atPath: path)
            try? FileManager.default.removeItem(atPath: GroundTruth.path(forDocument: path))
        }
        let fileBytes = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        let views = 2 * benchmarkCase.viewsPerLayout
        var skipped: [String: String] = [:]
        let phases = makePhases(path: path, options: options, skipped: &skipped)

        // Warm-up: one untimed run of each phase, which also measures its peak memory and checks
        // that it did the work; a phase that cannot run is reported as skipped.
        var memory: [BenchmarkPhase: (peak: Int?, baseline: Int?, output: Int)] = [:]
        var runnable: [TimedPhase] = []
        for phase in phases {
            progress("\(benchmarkCase.name): warm-up \(phase.phase.rawValue)")
            releaseFreedMemory()
            let reset = ResidentMemory.resetPeak()
            let baseline = reset ? ResidentMemory.currentBytes() : nil
            do {
                let run = try phase.body()
                let peak = run.childPeakBytes ?? (reset ? ResidentMemory.peakBytes() : nil)
                memory[phase.phase] = (peak, run.childPeakBytes == nil ? baseline : nil, run.output)
                runnable.append(phase)
            } catch {
                skipped[phase.phase.rawValue] = "\(error)"
            }
        }
        if let raw = memory[.rawCount]?.output, let reader = memory[.reader]?.output, raw != reader {
            throw BenchmarkError("\(benchmarkCase.name): the reader saw \(reader) elements, libxml2 \(raw)")
        }
        if let imported = memory[.importDocument]?.output, imported != views {
            throw BenchmarkError("\(benchmarkCase.name): imported \(imported) views, the document has \(views)")
        }

        var samples: [BenchmarkPhase: [Double]] = [:]
        for repetition in 1...options.repetitions {
            progress("\(benchmarkCase.name): repetition \(repetition) of \(options.repetitions)")
            for phase in runnable {
                for _ in 0..<phase.samplesPerRepetition {
                    let start = clock.now
                    let run = try? phase.body()
                    let elapsed = seconds(clock.now - start)
                    samples[phase.phase, default: []].append(run?.seconds ?? elapsed)
                }
            }
        }
        let results = runnable.map { phase in
            PhaseResult(
                phase: phase.phase,
                timing: TimingSummary(samples: samples[phase.phase] ?? []),
                peakResidentBytes: memory[phase.phase]?.peak,
                baselineResidentBytes: memory[phase.phase]?.baseline,
                output: memory[phase.phase]?.output ?? 0
            )
        }
        return CaseResult(
            benchmarkCase: benchmarkCase,
            format: options.format,
            fileBytes: fileBytes,
            views: views,
            generateSeconds: generateSeconds,
            phases: results,
            skipped: skipped
        )
    }

    /// One phase's work; `seconds` and `childPeakBytes` are set when the work ran in a child process
    /// that measured itself.
    struct PhaseRun {
        var output: Int
        var seconds: Double?
        var childPeakBytes: Int?
    }

    struct TimedPhase {
        let phase: BenchmarkPhase
        var samplesPerRepetition = 1
        let body: () throws -> PhaseRun
    }

    /// Every phase for the file at `path`. Matching, merging and re-applying start from a document
    /// imported once here, so that they measure only themselves.
    private static func makePhases(path: String, options: BenchmarkOptions, skipped: inout [String: String]) -> [TimedPhase] {
        var phases = [
            TimedPhase(phase: .rawCount) { PhaseRun(output: try XMLElementCounter.countElements(file: path)) },
            TimedPhase(phase: .reader) {
                var handler = NullXMLHandler()
                try XMLStreamReader.parse(file: path, handler: &handler, limits: XMLReaderLimits(threading: options.threading))
                return PhaseRun(output: handler.elements)
            },
            TimedPhase(phase: .importDocument) { PhaseRun(output: try importedViewCount(path, threading: options.threading)) },
        ]
        let document: Document
        let design: Design
        do {
            document = try ImportResult(contentsOf: path).document
            design = try Design(documents: [document])
        } catch {
            let reason = error.diagnostics.map(\.rendered).joined(separator: "\n")
            for phase in [BenchmarkPhase.matchDefault, .matchCompatible, .merge, .reapply] { skipped[phase.rawValue] = reason }
            return phases
        }
        for mode in [MatchingMode.default, .compatible] {
            phases.append(TimedPhase(phase: mode == .default ? .matchDefault : .matchCompatible) {
                let found = try Design(documents: [document])
                return PhaseRun(output: MatchResult(matching: found, mode: mode).tables.reduce(0) { $0 + $1.count })
            })
        }
        let result = MatchResult(matching: design, mode: .default)
        phases.append(TimedPhase(phase: .merge) {
            let merged = TemplateMerger.merge(result, file: "merged.layout")
            return PhaseRun(output: try TemplateFormatWriter.bytes(from: merged).count)
        })
        if result.table(named: "portrait") != nil, result.table(named: "landscape") != nil {
            var controller = LayoutController(result)
            var landscape = false
            phases.append(TimedPhase(phase: .reapply, samplesPerRepetition: max(1, options.flipsPerRepetition)) {
                landscape.toggle()
                _ = controller.update(for: Environment(orientation: landscape ? .landscapeLeft : .portrait))
                return PhaseRun(output: controller.tree.count)
            })
        } else {
            skipped[BenchmarkPhase.reapply.rawValue] = "the document has no portrait and landscape tables"
        }
        if let executable = options.executable, let launcher = options.launcher {
            // Right after the raw pass, and the two modes one after the other: the ratios the
            // targets judge are taken repetition by repetition, between runs seconds apart.
            var endToEnd: [TimedPhase] = []
            for (phase, extra) in [(BenchmarkPhase.endToEndMatch, [String]()), (.endToEndMatchCompatible, ["--matching", "compatible"]),
                                   (.endToEndMatchJSON, ["--format", "json"])] {
                endToEnd.append(TimedPhase(phase: phase) {
                    let outcome = try ChildProcess.run([executable, "match"] + extra + [path], through: [launcher, "measure-child"])
                    guard outcome.exitStatus == 0 else { throw BenchmarkError("template-apply match exited with status \(outcome.exitStatus)") }
                    return PhaseRun(output: 1, seconds: outcome.seconds, childPeakBytes: outcome.peakResidentBytes)
                })
            }
            phases.insert(contentsOf: endToEnd, at: 1)
        } else {
            for phase in [BenchmarkPhase.endToEndMatch, .endToEndMatchCompatible, .endToEndMatchJSON] {
                skipped[phase.rawValue] = "no template-apply executable or launcher given"
            }
        }
        return phases
    }

    /// Hands freed heap back to the system, so that the next phase's peak starts from what is live.
    /// (glibc's `malloc_trim`, looked up at run time: Swift's Glibc module does not export it.)
    private static func releaseFreedMemory() {
        #if canImport(Glibc)
        typealias Trim = @convention(c) (Int) -> Int32
        if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") {
            _ = unsafeBitCast(symbol, to: Trim.self)(0)
        }
        #endif
    }

    /// Imports the document and counts its views; the document is released before returning, so
    /// the next phase starts from the same memory.
    private static func importedViewCount(_ path: String, threading: XMLReaderThreading) throws -> Int {
        do {
            return try ImportResult(contentsOf: path, threading: threading).document.viewCount
        } catch {
            throw BenchmarkError(error.diagnostics.map(\.rendered).joined(separator: "\n"))
        }
    }

    private static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) * 1e-18
    }
}
