import TemplateGenerator

/// The outcome of one benchmark run: every case's phases, in one JSON-stable shape.
public struct BenchmarkReport: Sendable, Hashable, Codable {
    /// The JSON shape's version.
    public var version: Int
    /// `release` or `debug`: figures from a debug build say nothing about the product.
    public var build: String
    /// The Interface Builder format of the generated documents.
    public var format: GeneratedFormat
    /// Timed runs of each phase.
    public var repetitions: Int
    /// Each case's figures, in the order run.
    public var cases: [CaseResult]

    /// A report of `cases`.
    public init(version: Int = 1, build: String, format: GeneratedFormat, repetitions: Int, cases: [CaseResult]) {
        self.version = version
        self.build = build
        self.format = format
        self.repetitions = repetitions
        self.cases = cases
    }

    /// The result of the case named `name`.
    public func result(named name: String) -> CaseResult? {
        cases.first { $0.benchmarkCase.name == name }
    }

    /// The result of the case that generated the same document as `benchmarkCase`, whatever it
    /// was named (``BenchmarkCase/isSameDocument(as:)``).
    public func result(for benchmarkCase: BenchmarkCase) -> CaseResult? {
        cases.first { $0.benchmarkCase.isSameDocument(as: benchmarkCase) }
    }
}
