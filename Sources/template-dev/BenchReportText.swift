import LayoutBenchmarks

/// The text form of a benchmark report: one table of medians per case, then the targets.
enum BenchReportText {
    static func render(_ report: BenchmarkReport) -> String {
        var lines: [String] = []
        lines.append("template-dev bench: \(report.build) build, \(report.format.rawValue) inputs, medians of \(report.repetitions) runs; each ratio is the median of the runs' own ratios")
        // In-process phases show what they added to the resident set (the harness keeps the
        // imported document for the later phases); the end-to-end phase shows its process's peak.
        let header = ["case", "views", "file MB", "phase", "median ms", "min ms", "/ raw", "ns/view", "+MB", "peak MB", "peak/file"]
        var rows: [[String]] = []
        for result in report.cases {
            for phase in result.phases {
                rows.append([
                    result.benchmarkCase.name,
                    String(result.views),
                    fixed(Double(result.fileBytes) / 1_000_000, 1),
                    phase.phase.rawValue,
                    fixed(phase.timing.median * 1000, 3),
                    fixed(phase.timing.minimum * 1000, 3),
                    result.ratioToRaw(phase.phase).map { fixed($0, 2) + "x" } ?? "-",
                    result.nanosecondsPerView(phase.phase).map { fixed($0, 0) } ?? "-",
                    growth(phase).map { fixed(Double($0) / 1_000_000, 1) } ?? "-",
                    phase.baselineResidentBytes == nil ? (phase.peakResidentBytes.map { fixed(Double($0) / 1_000_000, 1) } ?? "-") : "-",
                    phase.baselineResidentBytes == nil ? (result.peakOverFileSize(phase.phase).map { fixed($0, 2) + "x" } ?? "-") : "-",
                ])
            }
            for (phase, reason) in result.skipped.sorted(by: { $0.key < $1.key }) {
                rows.append([result.benchmarkCase.name, String(result.views), fixed(Double(result.fileBytes) / 1_000_000, 1), phase, "skipped: \(reason.split(separator: "\n").first ?? "")", "", "", "", "", "", ""])
            }
        }
        lines.append(contentsOf: table(header: header, rows: rows))
        let comparisons = report.cases.compactMap { result in ModeComparison(result).map { (result.benchmarkCase.name, $0) } }
        if !comparisons.isEmpty {
            lines.append("")
            lines.append("modes compared (default / compatible), with the table entries each made:")
            for (name, comparison) in comparisons {
                let endToEnd = comparison.endToEnd.map { fixed($0, 2) } ?? "-"
                let matching = comparison.matching.map { fixed($0, 2) } ?? "-"
                lines.append("  \(name): end to end \(endToEnd), matching \(matching); entries: default \(comparison.defaultTableEntries), compatible \(comparison.compatibleTableEntries)")
            }
        }
        lines.append("")
        lines.append("targets:")
        for check in BenchmarkTargets.evaluate(report) {
            let verdict = switch check.met {
            case true?: "met"
            case false?: "MISSED"
            case nil: "not measured"
            }
            let measured = check.measured.map { fixed($0, 2) } ?? "-"
            var limit = "limit \(fixed(check.limit, 2))"
            if let lowest = check.repetitions.min(), let highest = check.repetitions.max() {
                limit += "; within it in \(check.repetitionsMet) of \(check.repetitions.count) repetitions, which range \(fixed(lowest, 2))-\(fixed(highest, 2))"
            }
            lines.append("  \(verdict): \(check.name): \(measured) (\(limit))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func growth(_ phase: PhaseResult) -> Int? {
        guard let peak = phase.peakResidentBytes, let baseline = phase.baselineResidentBytes else { return nil }
        return max(0, peak - baseline)
    }

    private static func table(header: [String], rows: [[String]]) -> [String] {
        var widths = header.map(\.count)
        for row in rows {
            for (column, cell) in row.enumerated() where column < widths.count {
                widths[column] = max(widths[column], cell.count)
            }
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: max(0, widths[column] - cell.count))
                return column == 0 || column == 3 ? cell + padding : padding + cell
            }.joined(separator: "  ")
        }
        return [line(header)] + rows.map(line)
    }

    private static func fixed(_ value: Double, _ digits: Int) -> String {
        guard value.isFinite else { return "-" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        var text = String(rounded)
        if digits == 0 { return String(Int(rounded)) }
        if let dot = text.firstIndex(of: ".") {
            let decimals = text.distance(from: dot, to: text.endIndex) - 1
            if decimals < digits { text += String(repeating: "0", count: digits - decimals) }
        }
        return text
    }
}
