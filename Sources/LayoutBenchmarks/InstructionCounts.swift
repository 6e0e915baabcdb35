/// The instructions one `template-apply match FILE` run executed, by thread, as callgrind counts
/// them (`--separate-threads=yes`): exact whatever the machine's load, so that a change in the
/// work shows on any machine, where wall clock shows it only on a quiet one.
public struct InstructionCounts: Sendable, Hashable, Codable {
    /// The thread that runs `match`: it replays the parse's events into the importer, then finds
    /// the layouts, matches and writes.
    public var callingThread: Int
    /// The thread that runs libxml2 and records its events (0 when the parse ran on the calling
    /// thread: a small file, or one processor online).
    public var parseThread: Int

    /// Counts of the two threads.
    public init(callingThread: Int, parseThread: Int) {
        self.callingThread = callingThread
        self.parseThread = parseThread
    }

    /// The counts in callgrind's per-thread output files, the calling thread's (thread 1) first;
    /// `nil` when a file has no total or the threads are not one or two.
    ///
    /// - Parameter files: The contents of `callgrind.out.PID-01`, `-02`, in thread order.
    public init?(callgrindOutputs files: [String]) {
        let totals = files.map(InstructionCounts.total(ofCallgrindOutput:))
        guard (1...2).contains(totals.count), let calling = totals[0] else { return nil }
        let parse = totals.count == 2 ? totals[1] : 0
        guard let parse else { return nil }
        self.init(callingThread: calling, parseThread: parse)
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
