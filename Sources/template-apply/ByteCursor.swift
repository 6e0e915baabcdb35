/// Copies UTF-8 text into a buffer measured beforehand, one `memcpy` a piece.
///
/// Large tables are written this way: appending each piece to an `Array` cost about 90
/// instructions a piece, the most of printing a 100k-view table. A piece that would run past the
/// buffer is cut, never written beyond it.
struct ByteCursor {
    private let buffer: UnsafeMutableBufferPointer<UInt8>
    /// Bytes written so far.
    private(set) var count = 0

    init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    mutating func write(_ string: String) {
        if string.utf8.withContiguousStorageIfAvailable({ copy($0) }) == nil {
            Array(string.utf8).withUnsafeBufferPointer { copy($0) }
        }
    }

    mutating func write(literal text: StaticString) {
        copy(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    private mutating func copy(_ bytes: UnsafeBufferPointer<UInt8>) {
        let length = min(bytes.count, buffer.count - count)
        guard length > 0, let source = bytes.baseAddress, let target = buffer.baseAddress else { return }
        (target + count).update(from: source, count: length)
        count += length
    }
}
