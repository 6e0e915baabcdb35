#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How many times each file has been opened for reading in this process. Every input file is
/// read through ``FileSource``, which counts here, so a test can show that a run reads each of its
/// inputs once: a second read costs time and lets the file change between the two.
package enum InputReads {
    /// The number of times the file at `path` (as the caller named it) has been opened for reading.
    package static func count(of path: String) -> Int {
        counter.withLock { $0[path] ?? 0 }
    }

    static func record(_ path: String) {
        counter.withLock { $0[path, default: 0] += 1 }
    }

    private static let counter = LockedCounts()
}

/// A dictionary behind a mutex: files are opened from any thread.
private final class LockedCounts: @unchecked Sendable {
    private var counts: [String: Int] = [:]
    private var mutex = pthread_mutex_t()

    init() { pthread_mutex_init(&mutex, nil) }
    deinit { pthread_mutex_destroy(&mutex) }

    func withLock<Result>(_ body: (inout [String: Int]) -> Result) -> Result {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        return body(&counts)
    }
}
