#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary files ``AtomicFileWriter`` is writing, removed if SIGINT or SIGTERM ends the
/// process first (Ctrl-C during a large `merge` once left a hidden `.tmp-` file beside the output).
///
/// A signal handler may only call async-signal-safe functions: it cannot allocate, take a lock or
/// touch a Swift array. So the paths live in a fixed table of C buffers allocated once, each with
/// a flag the handler reads; registering copies a path into a free slot while its flag is clear.
/// If a signal arrives while a slot is being reused, the worst the handler can do is remove
/// another temporary file of this process, which is about to die anyway.
///
/// The handlers are installed on first use, and only for a signal whose action is still the
/// default (termination): a host application's own handler is never replaced. After removing the
/// files, the handler restores the default action and raises the signal again, so the process
/// ends exactly as it would have.
enum TemporaryFileRegistry {
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
        for signal in [SIGINT, SIGTERM] { installIfDefault(signal) }
    }()

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
    static var registeredPaths: [String] {
        _ = setUp
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        return (0..<capacity).filter { active[$0] != 0 }.map { String(cString: paths + $0 * pathCapacity) }
    }

    private static func installIfDefault(_ signal: Int32) {
        var current = sigaction()
        guard sigaction(signal, nil, &current) == 0, isDefault(current) else { return }
        var action = sigaction()
        setHandler(&action, removeAndReraise)
        sigemptyset(&action.sa_mask)
        _ = sigaction(signal, &action, nil)
    }

    /// Only async-signal-safe calls: `unlink`, `signal`, `raise`.
    fileprivate static func removeAll() {
        for slot in 0..<capacity where active[slot] != 0 {
            _ = unlink(paths + slot * pathCapacity)
        }
    }
}

private let removeAndReraise: @convention(c) (Int32) -> Void = { signal in
    TemporaryFileRegistry.removeAll()
    _ = systemSignal(signal, SIG_DFL)
    _ = raise(signal)
}

#if canImport(Glibc)
private let systemSignal = Glibc.signal

private func isDefault(_ action: sigaction) -> Bool {
    action.__sigaction_handler.sa_handler == nil
}

private func setHandler(_ action: inout sigaction, _ handler: @convention(c) (Int32) -> Void) {
    action.__sigaction_handler.sa_handler = handler
}
#elseif canImport(Darwin)
private let systemSignal = Darwin.signal

private func isDefault(_ action: sigaction) -> Bool {
    action.__sigaction_u.__sa_handler == nil
}

private func setHandler(_ action: inout sigaction, _ handler: @convention(c) (Int32) -> Void) {
    action.__sigaction_u.__sa_handler = handler
}
#endif
