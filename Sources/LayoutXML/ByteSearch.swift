#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
internal import CLibXML2

/// Byte searches over the parser's buffers with the C library's vectorised `memchr` and `memrchr`:
/// the reader's own passes over a document must cost little next to libxml2's, and a byte loop
/// costs several instructions per byte where these cost a fraction of one.
enum ByteSearch {
    /// The offset of the first `byte` in `base[from..<to]`.
    @inline(__always)
    static func first(_ byte: UInt8, in base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int? {
        guard from < to, let found = memchr(base + from, Int32(byte), to - from) else { return nil }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }

    /// The offset of the last `byte` in `base[from..<to]`.
    @inline(__always)
    static func last(_ byte: UInt8, in base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int? {
        guard from < to, let found = clibxml2_memrchr(base + from, Int32(byte), to - from) else { return nil }
        return found - UnsafeRawPointer(base)
    }

    /// Whether two byte ranges hold the same bytes.
    @inline(__always)
    static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        guard let left = a.baseAddress, let right = b.baseAddress else { return a.count == 0 }
        return memcmp(left, right, a.count) == 0
    }

    /// Whether the NUL-terminated string at `cString` holds exactly the bytes of `bytes`.
    @inline(__always)
    static func isCString(_ cString: UnsafePointer<UInt8>, equalTo bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return cString.pointee == 0 }
        // strncmp stops at the string's NUL, so it never reads past a shorter name.
        return strncmp(UnsafeRawPointer(cString).assumingMemoryBound(to: CChar.self), UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self), bytes.count) == 0
            && cString[bytes.count] == 0
    }

    /// Whether `byte` occurs in `bytes`.
    @inline(__always)
    static func contains(_ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        return first(byte, in: base, from: 0, to: bytes.count) != nil
    }

    /// How many times `byte` occurs in `base[from..<to]`, counting no further than `limit + 1`.
    /// Hops from one occurrence to the next, so it suits bytes that are rare in the range
    /// (newlines in lines of tens of bytes, equals signs in a tag).
    static func count(_ byte: UInt8, in base: UnsafePointer<UInt8>, from: Int, to: Int, limit: Int = .max - 1) -> Int {
        var seen = 0
        var index = from
        while seen <= limit, let found = first(byte, in: base, from: index, to: to) {
            seen += 1
            index = found + 1
        }
        return seen
    }
}
