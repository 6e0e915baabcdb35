import Foundation
import LayoutSolver
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The solver benchmark: generated systems (``SolverWorkload``) solved by LayoutSolver and by
/// kiwisolver (a C++ Cassowary, through `Scripts/kiwisolver-bench.py`) in one run, timed the same
/// way, their solutions compared.
///
/// A full solve is: add every constraint to a new solver, make the root's width and height edit
/// variables, suggest the portrait size, read every variable. A re-solve is a rotation: suggest
/// the other size's width and height, read every variable. Building the constraint values is
/// left out on both sides (for kiwisolver it is Python's work, not the solver's).
///
/// Both sides time the solving thread's processor time, not the wall clock: on a shared machine
/// the wall clock also counts the turns other processes take, which a long solve is dealt more
/// of than a short one, so that a ratio of wall times measures the load as much as the solver.
package enum SolverBenchmark {
    /// One solver's figures on one system.
    package struct Figures: Sendable {
        /// Median processor seconds of a full solve.
        package var fullSolve: Double
        /// Median processor seconds of a rotation re-solve.
        package var resolve: Double
        /// Full solves timed.
        package var runs: Int
        /// Sampled variables' values after the full solve, then after the last rotation.
        package var values: [Int: [Double]]
    }

    /// Both solvers on one system.
    package struct Comparison: Sendable {
        package var views: Int
        package var constraints: Int
        package var ours: Figures
        /// Nil when kiwisolver could not be run (``kiwiProblem`` says why).
        package var kiwi: Figures?
        package var kiwiProblem: String?

        package init(views: Int, constraints: Int, ours: Figures, kiwi: Figures? = nil, kiwiProblem: String? = nil) {
            self.views = views
            self.constraints = constraints
            self.ours = ours
            self.kiwi = kiwi
            self.kiwiProblem = kiwiProblem
        }

        /// The sampled variables whose values differ between the two solvers (by more than 1e-6).
        package var mismatches: [Int] {
            guard let kiwi else { return [] }
            return ours.values.keys.sorted().filter { variable in
                guard let mine = ours.values[variable], let theirs = kiwi.values[variable], mine.count == theirs.count else { return true }
                return zip(mine, theirs).contains { abs($0 - $1) > 1e-6 }
            }
        }
    }

    /// Rotations timed per system.
    package static let rotations = 41

    /// Times LayoutSolver on `workload`: `repetitions` full solves (after one warm-up), then
    /// ``rotations`` re-solves on the last one.
    package static func measureOurs(_ workload: SolverWorkload, repetitions: Int) throws(BenchmarkError) -> Figures {
        var fullTimes: [Double] = []
        var solved: (Solver, [Variable])?
        var afterFull: [Int: Double] = [:]
        for run in 0...max(repetitions, 1) {
            let solver = Solver()
            let variables = (0..<workload.variableCount).map { _ in solver.makeVariable() }
            let constraints = workload.linearConstraints(over: variables)
            let start = threadProcessorSeconds()
            do {
                for constraint in constraints { try solver.add(constraint) }
                try solver.addEditVariable(variables[workload.rootWidth], strength: .strong)
                try solver.addEditVariable(variables[workload.rootHeight], strength: .strong)
                try solver.suggest(variables[workload.rootWidth], value: SolverWorkload.portrait.width)
                try solver.suggest(variables[workload.rootHeight], value: SolverWorkload.portrait.height)
            } catch {
                throw BenchmarkError("LayoutSolver refused the generated system: \(error)")
            }
            let sum = variables.reduce(0.0) { $0 + solver.value(of: $1) }
            let elapsed = threadProcessorSeconds() - start
            if run > 0 { fullTimes.append(elapsed) }
            guard sum.isFinite else { throw BenchmarkError("LayoutSolver's solution is not finite") }
            solved = (solver, variables)
            afterFull = Dictionary(uniqueKeysWithValues: workload.sampledVariables.map { ($0, solver.value(of: variables[$0])) })
        }
        guard let (solver, variables) = solved else { throw BenchmarkError("no run") }
        var resolveTimes: [Double] = []
        for rotation in 0..<rotations {
            let size = rotation % 2 == 0 ? SolverWorkload.landscape : SolverWorkload.portrait
            let start = threadProcessorSeconds()
            do {
                try solver.suggest(variables[workload.rootWidth], value: size.width)
                try solver.suggest(variables[workload.rootHeight], value: size.height)
            } catch {
                throw BenchmarkError("LayoutSolver refused a suggestion: \(error)")
            }
            let sum = variables.reduce(0.0) { $0 + solver.value(of: $1) }
            resolveTimes.append(threadProcessorSeconds() - start)
            guard sum.isFinite else { throw BenchmarkError("LayoutSolver's solution is not finite") }
        }
        let values = afterFull.mapValues { [$0] }.merging(workload.sampledVariables.map { ($0, [solver.value(of: variables[$0])]) }) { $0 + $1 }
        return Figures(fullSolve: median(fullTimes), resolve: median(resolveTimes), runs: fullTimes.count, values: values)
    }

    /// What running the kiwisolver script gave: its figures, or why there are none.
    package enum KiwiOutcome: Sendable {
        case measured(Figures)
        case unavailable(String)
    }

    /// Runs `script` with `python` on `workload` (written to `directory`): `repetitions` full
    /// solves (fewer once they add up to `budget` seconds) and ``rotations`` re-solves.
    package static func measureKiwi(_ workload: SolverWorkload, repetitions: Int, budget: Double,
                                    python: String, script: String, directory: String) -> KiwiOutcome {
        let file = (directory as NSString).appendingPathComponent("solver-\(workload.views).txt")
        do {
            try workload.text.write(toFile: file, atomically: true, encoding: .utf8)
        } catch {
            return .unavailable("cannot write \(file): \(error.localizedDescription)")
        }
        defer { try? FileManager.default.removeItem(atPath: file) }
        let sampled = workload.sampledVariables.map(String.init).joined(separator: ",")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [python, script, file, "--repetitions", "\(max(repetitions, 1))", "--budget", "\(budget)",
                             "--rotations", "\(rotations)", "--sample", sampled,
                             "--portrait", "\(SolverWorkload.portrait.width),\(SolverWorkload.portrait.height)",
                             "--landscape", "\(SolverWorkload.landscape.width),\(SolverWorkload.landscape.height)"]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            return .unavailable("cannot run \(python): \(error.localizedDescription)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let reason = message.trimmingCharacters(in: .whitespacesAndNewlines)
            return .unavailable(reason.isEmpty ? "\(script) failed (status \(process.terminationStatus))" : reason)
        }
        struct Report: Decodable {
            var full_solve: Double
            var resolve: Double
            var runs: Int
            var values: [String: [Double]]
        }
        guard let report = try? JSONDecoder().decode(Report.self, from: data) else {
            return .unavailable("\(script) printed no report")
        }
        let values = Dictionary(report.values.compactMap { key, value in Int(key).map { ($0, value) } }) { first, _ in first }
        return .measured(Figures(fullSolve: report.full_solve, resolve: report.resolve, runs: report.runs, values: values))
    }

    /// The processor time the calling thread has used, in seconds.
    private static func threadProcessorSeconds() -> Double {
        var time = timespec()
        guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time) == 0 else { return .nan }
        return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
}
