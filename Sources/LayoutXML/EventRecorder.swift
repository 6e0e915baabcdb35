internal import CLibXML2

/// Writes the events of a pipelined parse into ``EventChunk``s on the parsing thread and sends
/// each full chunk through the ``EventChunkQueue`` (see ``EventRecord`` for the layout).
///
/// Used only on the parsing thread, from libxml2's callbacks, one at a time. A value stored in the
/// ``ParserSession`` and changed there in place: as a class of its own, reaching it from the
/// session would retain and release it on every event.
struct EventRecorder {
    private let queue: EventChunkQueue
    private var chunk: EventChunk
    private var cursor: UnsafeMutableRawPointer
    private var limit: UnsafeMutableRawPointer
    /// Set once the handler's thread has cancelled: nothing more is written.
    private var cancelled = false

    init(queue: EventChunkQueue) {
        self.queue = queue
        chunk = queue.emptyChunk(capacity: queue.chunkCapacity)
        cursor = chunk.storage
        limit = chunk.storage + chunk.capacity
    }

    /// Whether the handler's thread has stopped listening (asked of the queue once per input chunk).
    mutating func checkCancelled() -> Bool {
        if !cancelled, queue.isCancelled { cancelled = true }
        return cancelled
    }

    /// Room for a record of `size` bytes, sending the current chunk on when it has too little;
    /// `nil` when the handler's thread has cancelled.
    @inline(__always)
    private mutating func reserve(_ size: Int) -> UnsafeMutableRawPointer? {
        if limit - cursor < size {
            guard !cancelled, moveToFreshChunk(size) else { return nil }
        }
        let record = cursor
        cursor += size
        return record
    }

    @inline(never)
    private mutating func moveToFreshChunk(_ size: Int) -> Bool {
        chunk.used = cursor - chunk.storage
        if chunk.used > 0 {
            guard queue.send(chunk) else {
                cancelled = true
                return false
            }
            chunk = queue.emptyChunk(capacity: size)
        } else if chunk.capacity < size {
            chunk = queue.emptyChunk(capacity: size)
        }
        cursor = chunk.storage
        limit = chunk.storage + chunk.capacity
        return true
    }

    /// Records a start tag. `attributes` holds libxml2's five pointers per attribute; those with no
    /// name are skipped, as the serial reader skips them, and `keptAttributes` and `valueBytes` are
    /// the count and the value bytes of the rest. `false` when the handler's thread has cancelled.
    mutating func recordStart(
        name: UnsafePointer<UInt8>,
        depth: Int,
        position: XMLPosition,
        attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?,
        attributeCount: Int,
        keptAttributes: Int,
        valueBytes: Int
    ) -> Bool {
        let size = EventRecord.startSize(attributes: keptAttributes, valueBytes: valueBytes)
        guard let record = reserve(size) else { return false }
        record.storeBytes(of: EventRecord.start, as: UInt32.self)
        record.storeBytes(of: UInt32(truncatingIfNeeded: keptAttributes), toByteOffset: 4, as: UInt32.self)
        // libxml2 keeps depths, lines and columns in C ints, so they fit.
        record.storeBytes(of: Int32(clamping: depth), toByteOffset: 8, as: Int32.self)
        record.storeBytes(of: Int32(clamping: position.line), toByteOffset: 12, as: Int32.self)
        record.storeBytes(of: Int32(clamping: position.column), toByteOffset: 16, as: Int32.self)
        record.storeBytes(of: name, toByteOffset: 24, as: UnsafePointer<UInt8>.self)
        record.storeBytes(of: size, toByteOffset: 32, as: Int.self)
        guard let attributes, keptAttributes > 0 else { return true }
        let entries = (record + EventRecord.startHeaderSize)
        var values = (entries + keptAttributes * MemoryLayout<XMLAttributeEntry>.stride).bindMemory(to: UInt8.self, capacity: valueBytes)
        var entry = 0
        for index in 0..<attributeCount {
            let base = attributes + index * 5
            guard let attributeName = base[0] else { continue }
            var value: UnsafePointer<UInt8>?
            var count = 0
            if let start = base[3] {
                if let end = base[4] { count = end - start }
                values.initialize(from: start, count: count)
                value = UnsafePointer(values)
                values += count
            }
            (entries + entry * MemoryLayout<XMLAttributeEntry>.stride).initializeMemory(
                as: XMLAttributeEntry.self,
                repeating: XMLAttributeEntry(name: attributeName, value: XMLAttributeValue(start: value, count: count)),
                count: 1
            )
            entry += 1
        }
        return true
    }

    /// Records an end tag; `false` when the handler's thread has cancelled.
    @inline(__always)
    mutating func recordEnd(name: UnsafePointer<UInt8>) -> Bool {
        guard let record = reserve(EventRecord.endSize) else { return false }
        record.storeBytes(of: EventRecord.end, as: UInt32.self)
        record.storeBytes(of: name, toByteOffset: 8, as: UnsafePointer<UInt8>.self)
        return true
    }

    /// Records a piece of character data; `false` when the handler's thread has cancelled.
    mutating func recordText(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let record = reserve(EventRecord.textHeaderSize + EventRecord.aligned(bytes.count)) else { return false }
        record.storeBytes(of: EventRecord.text, as: UInt32.self)
        record.storeBytes(of: bytes.count, toByteOffset: 8, as: Int.self)
        if let base = bytes.baseAddress, !bytes.isEmpty {
            (record + EventRecord.textHeaderSize).bindMemory(to: UInt8.self, capacity: bytes.count).initialize(from: base, count: bytes.count)
        }
        return true
    }

    /// Records a DOCTYPE's name and where it stands; `false` when the handler's thread has cancelled.
    mutating func recordDocumentType(name: String, position: XMLPosition) -> Bool {
        let bytes = Array(name.utf8)
        guard let record = reserve(EventRecord.documentTypeHeaderSize + EventRecord.aligned(bytes.count)) else { return false }
        record.storeBytes(of: EventRecord.documentType, as: UInt32.self)
        record.storeBytes(of: Int32(clamping: position.line), toByteOffset: 8, as: Int32.self)
        record.storeBytes(of: Int32(clamping: position.column), toByteOffset: 12, as: Int32.self)
        record.storeBytes(of: bytes.count, toByteOffset: 16, as: Int.self)
        bytes.withUnsafeBufferPointer { buffer in
            if let base = buffer.baseAddress, !buffer.isEmpty {
                (record + EventRecord.documentTypeHeaderSize).bindMemory(to: UInt8.self, capacity: buffer.count).initialize(from: base, count: buffer.count)
            }
        }
        return true
    }

    /// Records that the parse's first failure happened here, after the events recorded so far.
    mutating func recordFailure(_ error: any Error) {
        guard let record = reserve(EventRecord.failureSize) else { return }
        record.storeBytes(of: EventRecord.failure, as: UInt32.self)
        chunk.failure = error
    }

    /// Sends the last chunk, then the parse's outcome.
    mutating func finish(_ result: Result<Void, any Error>) {
        chunk.used = cursor - chunk.storage
        if !cancelled, chunk.used > 0, !queue.send(chunk) { cancelled = true }
        queue.finish(result)
    }
}
