import LayoutXML
import TemplateGenerator

/// What to measure, how often, and where the generated inputs go.
public struct BenchmarkOptions: Sendable, Hashable {
    /// The documents to generate and measure, in order.
    public var cases: [BenchmarkCase]
    /// The Interface Builder format they are written in.
    public var format: GeneratedFormat
    /// Timed runs of each phase (after one untimed warm-up run, which also measures memory).
    public var repetitions: Int
    /// The generator's seed: the same seed gives the same documents.
    public var seed: UInt64
    /// Where inputs are generated; a new directory under the system's temporary directory, removed
    /// afterwards, when `nil`.
    public var directory: String?
    /// The `template-apply` executable for the end-to-end phase: `template-apply match FILE` run
    /// as a child through the ``launcher`` (see ``ChildProcess``). `nil` skips the phase.
    public var executable: String?
    /// The executable whose `measure-child` subcommand starts each end-to-end run and reports its
    /// time and peak memory (`template-dev`). `nil` skips the end-to-end phase.
    public var launcher: String?
    /// Orientation flips timed per repetition in the re-apply phase (each flip is one sample).
    public var flipsPerRepetition: Int
    /// How the reader and import phases run libxml2 (``XMLReaderThreading``): comparing a run with
    /// `.serial` and one with `.pipelined` shows what the second thread buys. The end-to-end phase
    /// always runs `match` as users do (automatic).
    package var threading: XMLReaderThreading

    /// Options with the standard cases, five repetitions and seed 1 unless told otherwise.
    package init(cases: [BenchmarkCase] = BenchmarkCase.standard, format: GeneratedFormat = .modern, repetitions: Int = 5, seed: UInt64 = 1, directory: String? = nil, executable: String? = nil, launcher: String? = nil, flipsPerRepetition: Int = 20, threading: XMLReaderThreading = .automatic) {
        self.cases = cases
        self.format = format
        self.repetitions = repetitions
        self.seed = seed
        self.directory = directory
        self.executable = executable
        self.launcher = launcher
        self.flipsPerRepetition = flipsPerRepetition
        self.threading = threading
    }
}
