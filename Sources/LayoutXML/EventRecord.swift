/// The layout of one recorded parse event in an ``EventChunk``: what the parsing thread of a
/// pipelined parse writes and the handler's thread reads back.
///
/// Every record starts on an 8-byte boundary with its kind (`UInt32`):
/// - ``start``: `+4` attribute count (`UInt32`), `+8` depth, `+12` line, `+16` column of the
///   tag's `<` (`Int32` each), `+24` the element name (libxml2's dictionary pointer), `+32` the
///   record's size (`Int`); then one ``XMLAttributeEntry`` per attribute, whose value points at
///   the value's bytes, copied after the entries.
/// - ``end``: `+8` the element name (dictionary pointer).
/// - ``text``: `+8` the byte count (`Int`), then the bytes.
/// - ``failure``: the chunk's ``EventChunk/failure`` became the parse's first failure here.
/// - ``documentType``: `+8` line, `+12` column (`Int32` each) of the DOCTYPE's `<!`, `+16` the
///   name's byte count (`Int`), then the name's bytes.
///
/// Names stay pointers into libxml2's dictionary: it only ever appends, so they stay valid while
/// the parser context lives, and the handler's thread frees that only after both threads finish.
enum EventRecord {
    static let start: UInt32 = 1
    static let end: UInt32 = 2
    static let text: UInt32 = 3
    static let failure: UInt32 = 4
    static let documentType: UInt32 = 5

    static let alignment = 8
    static let startHeaderSize = 40
    static let endSize = 16
    static let textHeaderSize = 16
    static let failureSize = 8
    static let documentTypeHeaderSize = 24

    /// `count` rounded up to the records' alignment.
    @inline(__always)
    static func aligned(_ count: Int) -> Int {
        (count + alignment - 1) & ~(alignment - 1)
    }

    /// The size of a start record with `attributes` entries and `valueBytes` bytes of values.
    @inline(__always)
    static func startSize(attributes: Int, valueBytes: Int) -> Int {
        startHeaderSize + attributes * MemoryLayout<XMLAttributeEntry>.stride + aligned(valueBytes)
    }
}
