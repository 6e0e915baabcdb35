/// The solver benchmark's report: both solvers per system, ratios, the targets judged, and the
/// variables whose values differ.
package enum SolverBenchmarkText {
    /// The targets: a full solve of the reference system (the first) no slower than kiwisolver's,
    /// the largest system at most 15 times the reference's cost, a re-solve of the reference
    /// under 1 ms. Each as a line `name: yes|no|unknown (figures)`.
    package static func verdicts(_ comparisons: [SolverBenchmark.Comparison]) -> [String] {
        guard let reference = comparisons.first else { return [] }
        var lines: [String] = []
        if let kiwi = reference.kiwi {
            let holds = reference.ours.fullSolve <= kiwi.fullSolve
            lines.append("full solve of \(reference.views) views no slower than kiwisolver's: \(holds ? "yes" : "no") (\(milliseconds(reference.ours.fullSolve)) vs \(milliseconds(kiwi.fullSolve)))")
        } else {
            lines.append("full solve of \(reference.views) views no slower than kiwisolver's: unknown (kiwisolver \(reference.kiwiProblem ?? "missing"))")
        }
        if let largest = comparisons.dropFirst().max(by: { $0.views < $1.views }), largest.views > reference.views {
            let growth = largest.ours.fullSolve / reference.ours.fullSolve
            lines.append("\(largest.views) views at most 15x the cost of \(reference.views): \(growth <= 15 ? "yes" : "no") (\(format(growth, digits: 1))x)")
        }
        lines.append("rotation re-solve of \(reference.views) views under 1 ms: \(reference.ours.resolve < 0.001 ? "yes" : "no") (\(milliseconds(reference.ours.resolve)))")
        return lines
    }

    package static func render(_ comparisons: [SolverBenchmark.Comparison], build: String) -> String {
        var text = "LayoutSolver vs kiwisolver (\(build) build; medians of the solving thread's processor time; full solve: add every constraint, edit the root's size, read every variable)\n\n"
        text += pad("system", 33) + pad("", 10) + pad("LayoutSolver", 14, right: true) + pad("kiwisolver", 14, right: true) + pad("ours/kiwi", 11, right: true) + "\n"
        for comparison in comparisons {
            let label = "\(comparison.views) views, \(comparison.constraints) constraints"
            for (index, (name, ours, theirs)) in [("full", comparison.ours.fullSolve, comparison.kiwi?.fullSolve),
                                                  ("re-solve", comparison.ours.resolve, comparison.kiwi?.resolve)].enumerated() {
                text += pad(index == 0 ? label : "", 33) + pad(name, 10) + pad(milliseconds(ours), 14, right: true)
                text += pad(theirs.map(milliseconds) ?? "-", 14, right: true)
                text += pad(theirs.map { format(ours / $0, digits: 3) + "x" } ?? "-", 11, right: true) + "\n"
            }
        }
        if comparisons.count > 1, let first = comparisons.first, let last = comparisons.last {
            let theirs = first.kiwi.flatMap { a in last.kiwi.map { format($0.fullSolve / a.fullSolve, digits: 1) + "x" } } ?? "-"
            text += pad("full solve, \(last.views) / \(first.views) views", 43) + pad(format(last.ours.fullSolve / first.ours.fullSolve, digits: 1) + "x", 14, right: true)
            text += pad(theirs, 14, right: true) + "\n"
        }
        let runs = comparisons.map { "\($0.views): \($0.ours.runs)/\($0.kiwi.map { String($0.runs) } ?? "-")" }.joined(separator: ", ")
        text += "full solves timed (ours/kiwisolver): \(runs); re-solves: \(SolverBenchmark.rotations) each\n"
        for comparison in comparisons where comparison.kiwi == nil {
            text += "kiwisolver on \(comparison.views) views: \(comparison.kiwiProblem ?? "not run")\n"
        }
        text += "\nTargets:\n" + verdicts(comparisons).map { "  \($0)\n" }.joined()
        for comparison in comparisons where comparison.kiwi != nil {
            let mismatches = comparison.mismatches
            if mismatches.isEmpty {
                text += "Solutions agree on \(comparison.views) views (\(comparison.ours.values.count) sampled variables, after the full solve and after the rotations).\n"
            } else {
                text += "MISMATCH on \(comparison.views) views: variables \(mismatches.map(String.init).joined(separator: ", "))\n"
                for variable in mismatches {
                    text += "  v\(variable): LayoutSolver \(comparison.ours.values[variable] ?? []), kiwisolver \(comparison.kiwi?.values[variable] ?? [])\n"
                }
            }
        }
        return text
    }

    static func milliseconds(_ seconds: Double) -> String {
        seconds < 0.01 ? format(seconds * 1000, digits: 3) + " ms" : format(seconds * 1000, digits: 1) + " ms"
    }

    static func format(_ value: Double, digits: Int) -> String {
        guard value.isFinite else { return "-" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        var text = "\(rounded)"
        if let dot = text.firstIndex(of: ".") {
            let decimals = text.distance(from: dot, to: text.endIndex) - 1
            if decimals < digits { text += String(repeating: "0", count: digits - decimals) }
        }
        return text
    }

    private static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(width - text.count, 0))
        return right ? padding + text : text + padding
    }
}
