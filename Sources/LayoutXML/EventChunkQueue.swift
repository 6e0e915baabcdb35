#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The bounded hand-over between the two threads of a pipelined parse: the parsing thread sends
/// filled ``EventChunk``s, the handler's thread receives them in order and gives them back to be
/// filled again.
///
/// At most ``depth`` chunks, of ``depth`` times ``chunkCapacity`` bytes in all, wait at once (a chunk
/// made larger for one event that does not fit in a standard one waits alone); a sender blocks until
/// the handler's thread takes one, so however far libxml2 could run ahead, the recorded events held
/// in memory stay bounded: `depth + 2` standard chunks, or at most three of the large kind, each the
/// size of one start tag or text piece the reader's limits allow.
///
/// `@unchecked Sendable`: every stored `var` is read and written only with `mutex` held, and the
/// conditions are waited on with it, so the two threads never touch the state at once.
final class EventChunkQueue: @unchecked Sendable {
    let depth: Int
    let chunkCapacity: Int
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    /// Signalled when a chunk is sent or the parse finishes.
    private let filled: UnsafeMutablePointer<pthread_cond_t>
    /// Signalled when a chunk is taken or the handler's thread cancels.
    private let emptied: UnsafeMutablePointer<pthread_cond_t>
    private var ready: [EventChunk] = []
    /// The capacity of the chunks in `ready`.
    private var readyBytes = 0
    private var spare: [EventChunk] = []
    private var cancelled = false
    private var outcome: Result<Void, any Error>?

    init(depth: Int, chunkCapacity: Int) {
        self.depth = max(depth, 1)
        self.chunkCapacity = chunkCapacity
        mutex = .allocate(capacity: 1)
        filled = .allocate(capacity: 1)
        emptied = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(filled, nil)
        pthread_cond_init(emptied, nil)
        ready.reserveCapacity(self.depth)
    }

    deinit {
        pthread_cond_destroy(emptied)
        pthread_cond_destroy(filled)
        pthread_mutex_destroy(mutex)
        emptied.deallocate()
        filled.deallocate()
        mutex.deallocate()
    }

    @inline(__always)
    private func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }

    // MARK: The parsing thread

    /// An empty chunk of at least `capacity` bytes: a spare one when it is large enough.
    func emptyChunk(capacity: Int) -> EventChunk {
        if capacity <= chunkCapacity, let chunk = locked({ spare.popLast() }) {
            chunk.used = 0
            chunk.failure = nil
            return chunk
        }
        return EventChunk(capacity: max(capacity, chunkCapacity))
    }

    /// Hands `chunk` over, waiting while ``depth`` chunks wait already; `false` when the handler's
    /// thread has cancelled, so nothing sent will be read.
    func send(_ chunk: EventChunk) -> Bool {
        locked {
            while !cancelled, !ready.isEmpty, ready.count >= depth || readyBytes + chunk.capacity > depth * chunkCapacity {
                pthread_cond_wait(emptied, mutex)
            }
            guard !cancelled else { return false }
            ready.append(chunk)
            readyBytes += chunk.capacity
            pthread_cond_signal(filled)
            return true
        }
    }

    /// Whether the handler's thread has cancelled.
    var isCancelled: Bool { locked { cancelled } }

    /// Ends the stream: the parse's own outcome, after the last chunk.
    func finish(_ result: Result<Void, any Error>) {
        locked {
            outcome = result
            pthread_cond_signal(filled)
        }
    }

    // MARK: The handler's thread

    /// The next chunk, waiting for it; `nil` once the parse has finished and every chunk was taken.
    func receive() -> EventChunk? {
        locked {
            while ready.isEmpty, outcome == nil {
                pthread_cond_wait(filled, mutex)
            }
            guard !ready.isEmpty else { return nil }
            let chunk = ready.removeFirst()
            readyBytes -= chunk.capacity
            pthread_cond_signal(emptied)
            return chunk
        }
    }

    /// Gives a replayed chunk back to be filled again (one of the standard size only: a larger one
    /// made for a single big event is freed).
    func recycle(_ chunk: EventChunk) {
        guard chunk.capacity == chunkCapacity else { return }
        locked { spare.append(chunk) }
    }

    /// The parse's outcome, once ``receive()`` has returned `nil`.
    var result: Result<Void, any Error> {
        locked { outcome ?? .success(()) }
    }

    /// Tells the parsing thread to stop: the handler will read nothing more.
    func cancel() {
        locked {
            cancelled = true
            ready.removeAll()
            readyBytes = 0
            pthread_cond_broadcast(emptied)
        }
    }
}
