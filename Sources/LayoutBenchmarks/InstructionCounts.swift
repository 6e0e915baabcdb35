/// The instructions one `template-apply match FILE` run executed, by thread, and those of the raw
/// libxml2 pass over the same file, as callgrind counts them: exact whatever the machine's load,
/// so that a change in the work shows on any machine, where wall clock shows it only on a quiet one.
public struct InstructionCounts: Sendable, Hashable, Codable {
    /// The thread that runs `match`: it replays the parse's events into the importer, then finds
    /// the layouts, matches and writes.
    public var callingThread: Int
    /// The thread that runs libxml2 and records its events (0 when the parse ran on the calling
    /// thread: a small file, or one processor online).
    public var parseThread: Int
    /// The part of ``callingThread`` after the parse ended: finding the layouts, matching and the
    /// output, the work nothing can overlap with the parse; `nil` when the run was not split there
    /// (the parse ran on the calling thread).
    public var afterParse: Int?
    /// The raw pass over the same file (`XMLElementCounter`, what `bench` times as `rawCount`);
    /// `nil` when it was not counted.
    public var rawPass: Int?

    /// Counts of one run.
    public init(callingThread: Int, parseThread: Int, afterParse: Int? = nil, rawPass: Int? = nil) {
        self.callingThread = callingThread
        self.parseThread = parseThread
        self.afterParse = afterParse
        self.rawPass = rawPass
    }

    /// The critical path of a pipelined run: the parse thread, then the calling thread after the
    /// parse (start-up left out, as the raw pass leaves it out); `nil` without ``afterParse``.
    public var criticalPath: Int? {
        afterParse.map { parseThread + $0 }
    }

    /// ``criticalPath`` over ``rawPass``: the instruction form of `bench`'s "end to end / raw".
    public var criticalPathOverRawPass: Double? {
        guard let criticalPath, let rawPass, rawPass > 0 else { return nil }
        return Double(criticalPath) / Double(rawPass)
    }

    /// The counts in the files callgrind wrote for one `match` run with `--separate-threads=yes`,
    /// split at the end of the parse (``InstructionCounter/parseEnd``): `NAME-TT` holds thread
    /// `TT`'s last part and `NAME.P-TT` its part `P` before a split. A thread's count is the sum
    /// of its parts; the calling thread's last part is ``afterParse`` when it has earlier parts.
    /// `nil` when a file has no total, a name no thread, or the threads are not one or two.
    ///
    /// - Parameter files: Each file's name and contents, in any order.
    public init?(callgrindFiles files: [(name: String, contents: String)]) {
        var totals: [Int: Int] = [:]
        var lastParts: [Int: Int] = [:]
        var splitThreads: Set<Int> = []
        for file in files {
            guard let (thread, part) = InstructionCounts.threadAndPart(ofFileNamed: file.name),
                  let total = InstructionCounts.total(ofCallgrindOutput: file.contents) else { return nil }
            totals[thread, default: 0] += total
            if part == nil { lastParts[thread] = total } else { splitThreads.insert(thread) }
        }
        guard (1...2).contains(totals.count), let calling = totals[1], totals.count == 1 || totals[2] != nil else { return nil }
        self.init(callingThread: calling, parseThread: totals[2] ?? 0,
                  afterParse: splitThreads.contains(1) ? lastParts[1] : nil)
    }

    /// The thread and part a callgrind output file's name says: `callgrind.out-01` is thread 1's
    /// last part (`nil`), `callgrind.out.3-01` its part 3.
    static func threadAndPart(ofFileNamed name: String) -> (thread: Int, part: Int?)? {
        guard let dash = name.lastIndex(of: "-"), let thread = Int(name[name.index(after: dash)...]), thread > 0 else { return nil }
        let stem = name[..<dash]
        guard let dot = stem.lastIndex(of: "."), let part = Int(stem[stem.index(after: dot)...]) else { return (thread, nil) }
        return (thread, part)
    }

    /// The instructions a callgrind output file totals: its `totals:` line (`summary:` in the
    /// header of older versions), whose first number counts instructions (`events: Ir`, the
    /// default event set).
    static func total(ofCallgrindOutput text: String) -> Int? {
        var summary: Int?
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            for prefix in ["totals:", "summary:"] where line.hasPrefix(prefix) {
                let value = line.dropFirst(prefix.count).split(separator: " ").first.flatMap { Int($0) }
                if prefix == "totals:", let value { return value }
                summary = summary ?? value
            }
        }
        return summary
    }
}
