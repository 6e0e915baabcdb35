import LayoutTemplates

extension BenchmarkReport {
    /// The report as pretty, key-sorted JSON, with the benchmark's targets judged on it
    /// (``BenchmarkTargets/evaluate(_:)``) in a `targets` array beside the cases: what
    /// `template-dev bench --format json` prints, so that a pipeline can gate on `met` without
    /// working the ratios out again. Decoding the text as a ``BenchmarkReport`` ignores `targets`.
    public func judgedJSON() throws -> String {
        try PrettyJSONWriter.text(of: Judged(report: self))
    }

    /// The report's own keys, then `targets`, in one JSON object.
    private struct Judged: Encodable {
        let report: BenchmarkReport

        enum Key: String, CodingKey {
            case targets
        }

        func encode(to encoder: any Encoder) throws {
            try report.encode(to: encoder)
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(BenchmarkTargets.evaluate(report), forKey: .targets)
        }
    }
}
