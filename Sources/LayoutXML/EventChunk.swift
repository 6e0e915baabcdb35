/// A buffer of recorded parse events (see ``EventRecord``), filled on the parsing thread of a
/// pipelined parse and replayed on the handler's.
///
/// `@unchecked Sendable`: a chunk has one owner at a time. The recorder fills it, then hands it
/// over through ``EventChunkQueue``, whose mutex orders every write before the reader's reads; the
/// reader gives it back the same way. Nobody touches a chunk they have handed over.
final class EventChunk: @unchecked Sendable {
    let storage: UnsafeMutableRawPointer
    let capacity: Int
    /// Bytes of records written.
    var used = 0
    /// The parse's first failure, when an ``EventRecord/failure`` record in this chunk marks it.
    var failure: (any Error)?

    init(capacity: Int) {
        self.capacity = capacity
        storage = .allocate(byteCount: capacity, alignment: EventRecord.alignment)
    }

    deinit {
        storage.deallocate()
    }
}
