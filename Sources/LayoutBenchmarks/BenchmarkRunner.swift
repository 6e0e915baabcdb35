import Foundation
import LayoutTemplates
import LayoutXML
import TemplateGenerator

/// Runs the benchmark of issue 5: for each case, generates the input, then times every phase on
/// the same file in the same process, repetitions interleaved (raw pass, reader, import, raw pass,
/// ...) so that drift on a shared machine hits all phases alike and the ratios stay honest.
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
        let generatorOptions = GeneratorOptions(
            viewsPerLayout: benchmarkCase.viewsPerLayout,
            seed: options.seed,
            format: options.format,
            wide: benchmarkCase.wide
        )
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

        var phases: [(BenchmarkPhase, () throws -> Int)] = [
            (.rawCount, { try XMLElementCounter.countElements(file: path) }),
            (.reader, {
                var handler = NullXMLHandler()
                try XMLStreamReader.parse(file: path, handler: &handler)
                return handler.elements
            }),
            (.importDocument, { try importedViewCount(path) }),
        ]

        // Warm-up: one untimed run of each phase, which also measures its peak memory and checks
        // that it did the work; a phase that cannot run is reported as skipped.
        var skipped: [String: String] = [:]
        var memory: [BenchmarkPhase: (peak: Int?, baseline: Int?, output: Int)] = [:]
        var runnable: [(BenchmarkPhase, () throws -> Int)] = []
        for (phase, body) in phases {
            progress("\(benchmarkCase.name): warm-up \(phase.rawValue)")
            let reset = ResidentMemory.resetPeak()
            let baseline = reset ? ResidentMemory.currentBytes() : nil
            do {
                let output = try body()
                memory[phase] = (reset ? ResidentMemory.peakBytes() : nil, baseline, output)
                runnable.append((phase, body))
            } catch {
                skipped[phase.rawValue] = "\(error)"
            }
        }
        if let raw = memory[.rawCount]?.output, let reader = memory[.reader]?.output, raw != reader {
            throw BenchmarkError("\(benchmarkCase.name): the reader saw \(reader) elements, libxml2 \(raw)")
        }
        if let imported = memory[.importDocument]?.output, imported != views {
            throw BenchmarkError("\(benchmarkCase.name): imported \(imported) views, the document has \(views)")
        }
        phases = runnable

        var samples: [BenchmarkPhase: [Double]] = [:]
        for repetition in 1...options.repetitions {
            progress("\(benchmarkCase.name): repetition \(repetition) of \(options.repetitions)")
            for (phase, body) in phases {
                let start = clock.now
                _ = try? body()
                samples[phase, default: []].append(seconds(clock.now - start))
            }
        }
        let results = phases.map { phase, _ in
            PhaseResult(
                phase: phase,
                timing: TimingSummary(samples: samples[phase] ?? []),
                peakResidentBytes: memory[phase]?.peak,
                baselineResidentBytes: memory[phase]?.baseline,
                output: memory[phase]?.output ?? 0
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

    /// Imports the document and counts its views; the document is released before returning, so
    /// the next phase starts from the same memory.
    private static func importedViewCount(_ path: String) throws -> Int {
        do {
            return try DocumentImporter.importDocument(file: path).document.viewCount
        } catch {
            throw BenchmarkError(error.diagnostics.map(\.rendered).joined(separator: "\n"))
        }
    }

    private static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) * 1e-18
    }
}
