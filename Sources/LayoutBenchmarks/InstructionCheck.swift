/// Measured instruction counts compared with an ``InstructionBaseline``: a count more than the
/// baseline's tolerance above its recorded value is a regression; one as far below passes, and
/// says that the baseline is due to be re-recorded so that it keeps guarding the gain.
public struct InstructionCheck: Sendable, Hashable {
    /// One count of one case.
    public struct Finding: Sendable, Hashable {
        /// The case's name.
        public var caseName: String
        /// Which count: one of ``measures``.
        public var measure: String
        /// The baseline's count; `nil` when the baseline has no such case.
        public var recorded: Int?
        /// The count measured now; `nil` when the case was not measured or the count not taken
        /// (a run not split at the end of the parse).
        public var measured: Int?
        /// What the comparison says.
        public var verdict: Verdict

        /// `measured / recorded - 1`, when both exist and the recorded count is not zero.
        public var change: Double? {
            guard let recorded, let measured, recorded > 0 else { return nil }
            return Double(measured) / Double(recorded) - 1
        }
    }

    /// How a measured count stands against its recorded one.
    public enum Verdict: String, Sendable, Hashable {
        /// Within the tolerance either way.
        case unchanged
        /// Below the recorded count by more than the tolerance: passes.
        case improved
        /// Above it by more than the tolerance: fails.
        case regressed
        /// The baseline records the case and it was not measured, or the other way round: fails.
        case missing
    }

    /// The counts compared, in the order of each case's findings, by name.
    public static let measures: [(name: String, count: @Sendable (InstructionCounts) -> Int?)] = [
        ("calling thread", { $0.callingThread }),
        ("parse thread", { $0.parseThread }),
        ("after the parse", { $0.afterParse }),
        ("raw pass", { $0.rawPass }),
    ]

    /// The tolerance the comparison used.
    public var tolerance: Double
    /// The finding of each of ``measures`` for every case, baseline order first.
    public var findings: [Finding]

    /// Compares `measured` (counts by case name) with `baseline`.
    public init(baseline: InstructionBaseline, measured: [String: InstructionCounts]) {
        tolerance = baseline.tolerance
        var findings: [Finding] = []
        for entry in baseline.cases {
            let now = measured[entry.name]
            for measure in InstructionCheck.measures {
                findings.append(InstructionCheck.compare(entry.name, measure.name, measure.count(entry.counts) ?? 0, now.flatMap(measure.count), tolerance: tolerance))
            }
        }
        let recorded = Set(baseline.cases.map(\.name))
        for (name, counts) in measured.sorted(by: { $0.key < $1.key }) where !recorded.contains(name) {
            for measure in InstructionCheck.measures {
                findings.append(Finding(caseName: name, measure: measure.name, recorded: nil, measured: measure.count(counts), verdict: .missing))
            }
        }
        self.findings = findings
    }

    /// Whether no count regressed and none is missing.
    public var passed: Bool {
        !findings.contains { $0.verdict == .regressed || $0.verdict == .missing }
    }

    private static func compare(_ name: String, _ measure: String, _ recorded: Int, _ measured: Int?, tolerance: Double) -> Finding {
        guard let measured else { return Finding(caseName: name, measure: measure, recorded: recorded, measured: nil, verdict: .missing) }
        let limit = Double(recorded) * tolerance
        let verdict: Verdict
        if Double(measured - recorded) > limit {
            verdict = .regressed
        } else if Double(recorded - measured) > limit {
            verdict = .improved
        } else {
            verdict = .unchanged
        }
        return Finding(caseName: name, measure: measure, recorded: recorded, measured: measured, verdict: verdict)
    }
}
