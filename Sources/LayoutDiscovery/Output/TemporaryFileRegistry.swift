#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary files ``AtomicFileWriter`` is writing, so that a process ended by a signal can
/// remove them first (Ctrl-C during a large `merge` must not leave a hidden `.tmp-` file beside
/// the output).
///
/// Signals belong to the process, not to a library: the executable installs the handlers and
/// calls ``removeAll()`` from them. A signal handler may only call async-signal-safe functions: it
/// cannot allocate, take a lock or touch a Swift array. So the paths live in a fixed table of C
/// buffers allocated once (``prepare()``, before any handler can run), each with a flag the
/// handler reads; registering copies a path into a free slot while its flag is clear. If a signal
/// arrives while a slot is being reused, the worst the handler can do is remove another temporary
/// file of this process, which is about to die anyway.
package enum TemporaryFileRegistry {
    /// How many temporary files can be registered at once; more are written unprotected.
    static let capacity = 64
    /// Bytes per path, its terminating zero included (`PATH_MAX`).
    static let pathCapacity = 4096

    // Written only under `lock`, read by the signal handler without it (see above).
    nonisolated(unsafe) private static let paths: UnsafeMutablePointer<CChar> = {
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: capacity * pathCapacity)
        buffer.initialize(repeating: 0, count: capacity * pathCapacity)
        return buffer
    }()
    nonisolated(unsafe) private static let active: UnsafeMutablePointer<sig_atomic_t> = {
        let flags = UnsafeMutablePointer<sig_atomic_t>.allocate(capacity: capacity)
        flags.initialize(repeating: 0, count: capacity)
        return flags
    }()
    nonisolated(unsafe) private static var lock = pthread_mutex_t()
    private static let setUp: Void = {
        pthread_mutex_init(&lock, nil)
        _ = paths
        _ = active
    }()

    /// Allocates the table, so that ``removeAll()`` never has to: call it before installing a
    /// signal handler that calls ``removeAll()``.
    package static func prepare() {
        _ = setUp
    }

    /// Registers `path` for removal on SIGINT or SIGTERM; returns its slot, or `nil` when the
    /// table is full or the path too long (the write then goes on, unprotected).
    static func register(_ path: String) -> Int? {
        _ = setUp
        let bytes = Array(path.utf8)
        guard bytes.count < pathCapacity, !bytes.contains(0) else { return nil }
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        guard let slot = (0..<capacity).first(where: { active[$0] == 0 }) else { return nil }
        let target = paths + slot * pathCapacity
        bytes.withUnsafeBufferPointer { source in
            source.withMemoryRebound(to: CChar.self) { characters in
                if let base = characters.baseAddress { target.update(from: base, count: characters.count) }
            }
        }
        target[bytes.count] = 0
        active[slot] = 1
        return slot
    }

    /// Forgets the slot `register` returned: the file has been renamed into place or removed.
    static func unregister(_ slot: Int) {
        guard slot >= 0, slot < capacity else { return }
        pthread_mutex_lock(&lock)
        active[slot] = 0
        pthread_mutex_unlock(&lock)
    }

    /// The paths registered now, for tests.
    package static var registeredPaths: [String] {
        _ = setUp
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        return (0..<capacity).filter { active[$0] != 0 }.map { String(cString: paths + $0 * pathCapacity) }
    }

    /// Removes every temporary file being written. Async-signal-safe (only `unlink`) once
    /// ``prepare()`` has run: for a signal handler that then ends the process.
    package static func removeAll() {
        for slot in 0..<capacity where active[slot] != 0 {
            _ = unlink(paths + slot * pathCapacity)
        }
    }
}
