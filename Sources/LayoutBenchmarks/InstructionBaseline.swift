import Foundation

/// Instruction counts of `template-apply match` recorded on generated documents, with the
/// tolerance a check allows them (``InstructionCheck``): the load-independent measure of the
/// calling thread's and the parse thread's work, of the calling thread's after the parse, and of
/// the raw pass they are judged against, which `template-dev bench --check` re-measures.
///
/// Counts depend on the compiler, libxml2 and valgrind that produced them, so the baseline names
/// the tools (``environment``) and is re-recorded (`bench --record-baseline`) with them.
public struct InstructionBaseline: Sendable, Hashable, Codable {
    /// The format's version.
    public static let currentVersion = 2
    /// The cases recorded unless told otherwise: the base of the per-view targets and the size most
    /// targets are judged on.
    public static let standardCases: [BenchmarkCase] = [.medium, .large]

    /// The format's version, ``currentVersion``.
    public var version: Int
    /// The largest change a check accepts, as a fraction of the recorded count (0.01 is 1%).
    public var tolerance: Double
    /// The generator's seed for every case.
    public var seed: UInt64
    /// The tools the counts were measured with.
    public var environment: String
    /// One entry per generated document, in the order they are measured.
    public var cases: [Entry]

    /// The counts of `match` on one generated document, and of the raw pass over it.
    public struct Entry: Sendable, Hashable, Codable {
        /// The case's name (``BenchmarkCase/init(name:)``), which says which document is generated.
        public var name: String
        /// Instructions of the thread that runs `match`.
        public var callingThread: Int
        /// Instructions of the thread that parses.
        public var parseThread: Int
        /// The calling thread's instructions after the parse (``InstructionCounts/afterParse``).
        public var afterParse: Int
        /// Instructions of the raw pass (``InstructionCounts/rawPass``).
        public var rawPass: Int

        /// The entry of case `name` with `counts`; `nil` when the run was not split at the end of
        /// the parse or the raw pass was not counted.
        public init?(name: String, counts: InstructionCounts) {
            guard let afterParse = counts.afterParse, let rawPass = counts.rawPass else { return nil }
            self.name = name
            callingThread = counts.callingThread
            parseThread = counts.parseThread
            self.afterParse = afterParse
            self.rawPass = rawPass
        }

        /// The counts.
        public var counts: InstructionCounts {
            InstructionCounts(callingThread: callingThread, parseThread: parseThread, afterParse: afterParse, rawPass: rawPass)
        }
    }

    /// A baseline of `cases`.
    public init(tolerance: Double, seed: UInt64, environment: String, cases: [Entry]) {
        version = InstructionBaseline.currentVersion
        self.tolerance = tolerance
        self.seed = seed
        self.environment = environment
        self.cases = cases
    }

    /// The baseline in `data` (the file's JSON).
    ///
    /// - Throws: ``BenchmarkError`` when it is not a baseline of this version, its tolerance is
    ///   not a fraction, or a case name is not one ``BenchmarkCase/init(name:)`` takes.
    public init(json data: Data) throws(BenchmarkError) {
        // The version first, so that a file of another version is named as such rather than
        // refused for the fields it lacks.
        struct Versioned: Decodable { var version: Int }
        let version: Int
        let decoded: InstructionBaseline
        do {
            version = try JSONDecoder().decode(Versioned.self, from: data).version
        } catch {
            throw BenchmarkError("not an instruction baseline: \(error)")
        }
        guard version == InstructionBaseline.currentVersion else {
            throw BenchmarkError("instruction baseline version \(version); this build reads version \(InstructionBaseline.currentVersion)")
        }
        do {
            decoded = try JSONDecoder().decode(InstructionBaseline.self, from: data)
        } catch {
            throw BenchmarkError("not an instruction baseline: \(error)")
        }
        guard decoded.tolerance >= 0, decoded.tolerance < 1 else {
            throw BenchmarkError("the baseline's tolerance \(decoded.tolerance) is not a fraction between 0 and 1")
        }
        for entry in decoded.cases where BenchmarkCase(name: entry.name) == nil {
            throw BenchmarkError("the baseline's case '\(entry.name)' is not a case name")
        }
        self = decoded
    }

    /// The JSON of the file: keys sorted, indented, one trailing newline, so that a re-recorded
    /// baseline differs from the old one only in what changed.
    public func json() throws(BenchmarkError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return try encoder.encode(self) + Data("\n".utf8)
        } catch {
            throw BenchmarkError("cannot encode the baseline: \(error)")
        }
    }
}
