import ArgumentParser
import Foundation
import LayoutBenchmarks
import LayoutTemplates

/// `template-dev bench-solver`: LayoutSolver side by side with kiwisolver on generated systems.
struct BenchSolver: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench-solver",
        abstract: "Time LayoutSolver and kiwisolver on the same generated constraint systems, side by side.",
        discussion: """
        Generates each system (views nested four to a superview, pinned with margins, fixed \
        heights, stacked; about four constraints a view; the root's width and height are edit \
        variables), times a full solve and a rotation re-solve with LayoutSolver (the thread's \
        processor time, so that other processes' load does not count), then runs \
        Scripts/kiwisolver-bench.py on the same system written to a file, and prints both with \
        their ratios, the targets judged, and any sampled variable whose value differs. Without \
        kiwisolver (pip install kiwisolver) it prints LayoutSolver's figures alone. Build with \
        -c release: figures from a debug build are refused unless --allow-debug.
        """
    )

    @Option(name: .long, parsing: .upToNextOption, help: "Views of each generated system (the first is the reference of the 15x scaling target, the largest is judged against it).")
    var views: [Int] = [1_000, 10_000]

    @Option(name: .long, help: "Timed full solves per system, after one warm-up.")
    var repetitions = 5

    @Option(name: .long, help: "kiwisolver's full solves stop once they add up to this many processor seconds.")
    var kiwiBudget = 10.0

    @Option(name: .long, help: "The Python interpreter that has kiwisolver.")
    var python = "python3"

    @Option(name: .long, help: "kiwisolver's side of the benchmark.")
    var kiwiScript = "Scripts/kiwisolver-bench.py"

    @Flag(name: .long, help: "Do not run kiwisolver: LayoutSolver's figures only.")
    var withoutKiwi = false

    @Flag(name: .long, help: "Run even in a debug build.")
    var allowDebug = false

    func validate() throws {
        guard !views.isEmpty, views.allSatisfy({ $0 >= 2 && $0 <= 1_000_000 }) else {
            throw ValidationError("--views takes counts from 2 to 1000000")
        }
        guard repetitions >= 1 else { throw ValidationError("--repetitions must be at least 1") }
    }

    func run() throws {
        if BenchmarkRunner.buildConfiguration != "release" && !allowDebug {
            FileHandle.standardError.write(Data("error: this is a \(BenchmarkRunner.buildConfiguration) build; benchmark a release build (swift build -c release --product template-dev) or pass --allow-debug\n".utf8))
            throw ExitCode(2)
        }
        var comparisons: [SolverBenchmark.Comparison] = []
        for count in views {
            let workload = SolverWorkload(views: count)
            FileHandle.standardError.write(Data("bench-solver: \(count) views, \(workload.constraints.count) constraints\n".utf8))
            let ours: SolverBenchmark.Figures
            do {
                ours = try SolverBenchmark.measureOurs(workload, repetitions: repetitions)
            } catch {
                FileHandle.standardError.write(Data("error: \(error)\n".utf8))
                throw ExitCode(1)
            }
            var comparison = SolverBenchmark.Comparison(views: count, constraints: workload.constraints.count, ours: ours)
            if withoutKiwi {
                comparison.kiwiProblem = "not run (--without-kiwi)"
            } else {
                switch SolverBenchmark.measureKiwi(workload, repetitions: repetitions, budget: kiwiBudget, python: python,
                                                   script: kiwiScript, directory: NSTemporaryDirectory()) {
                case .measured(let figures): comparison.kiwi = figures
                case .unavailable(let reason): comparison.kiwiProblem = reason
                }
            }
            comparisons.append(comparison)
        }
        print(SolverBenchmarkText.render(comparisons, build: BenchmarkRunner.buildConfiguration), terminator: "")
        if comparisons.contains(where: { !$0.mismatches.isEmpty }) { throw ExitCode(1) }
    }
}
