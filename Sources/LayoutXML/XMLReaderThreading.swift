#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether a parse runs libxml2 on the calling thread or on a second one.
///
/// A pipelined parse runs libxml2 (reading the input, parsing, the reader's checks and limits) on
/// a thread of its own, which records each event compactly; the calling thread replays the events
/// to the ``XMLEventHandler`` meanwhile, so on two cores libxml2's work and the handler's overlap.
/// The handler sees exactly what a serial parse gives it: the same events in the same order, with
/// the same names, attributes, positions and text, and the same error at the same place; it runs on
/// the calling thread and need not be `Sendable`. What differs is cost: a second thread, a copy of
/// every event (held to a few hundred kilobytes at a time, however large the document), and every
/// start tag's position worked out eagerly. A handler that reads markup
/// (``XMLEventHandler/readsMarkup``) is always called from a serial parse, whatever this says.
package enum XMLReaderThreading: Hashable, Sendable {
    /// Pipelined when the input holds at least ``automaticThreshold`` bytes and the machine has
    /// more than one processor online; serial otherwise.
    case automatic
    /// Always on the calling thread.
    case serial
    /// Always on two threads, whatever the input's size or the processors.
    case pipelined

    /// The smallest input ``automatic`` pipelines. Below it a second thread saves less than it
    /// costs to start: the measurements are in `docs/BENCHMARKS.md`, "The second thread".
    package static let automaticThreshold = 4 << 20

    /// Whether an input of `size` bytes is parsed on two threads.
    func pipelines(inputSize size: Int) -> Bool {
        switch self {
        case .serial: false
        case .pipelined: true
        case .automatic: size >= XMLReaderThreading.automaticThreshold && XMLReaderThreading.processors > 1
        }
    }

    /// Processors online, asked once.
    private static let processors: Int = {
        #if canImport(Glibc)
        Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        #else
        Int(sysconf(_SC_NPROCESSORS_ONLN))
        #endif
    }()
}
