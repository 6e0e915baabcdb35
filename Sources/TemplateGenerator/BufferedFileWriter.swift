#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A buffered byte writer into a file that ``AtomicFileWriter`` is writing (a temporary file
/// beside the destination, renamed over it only once every file of the set is complete): readers
/// never see half a document, and a failed or interrupted run leaves no file behind.
///
/// Writes go to a 1 MiB buffer by `memcpy`, with numbers formatted by hand, because a 100k-view
/// document is hundreds of megabytes and string interpolation per attribute would dominate.
final class BufferedFileWriter {
    private let path: String
    /// The atomic writer's descriptor: written to, never closed here.
    private let descriptor: Int32
    private let buffer: UnsafeMutablePointer<UInt8>
    private let capacity = 1 << 20
    private var count = 0
    /// The first write failure; reported by ``finish()``, since writers keep going without checks.
    private var failure: String?

    init(descriptor: Int32, path: String) {
        self.path = path
        self.descriptor = descriptor
        buffer = .allocate(capacity: capacity)
    }

    deinit {
        buffer.deallocate()
    }

    /// Writes out what is buffered; throws the first write failure of the whole file.
    func finish() throws(GeneratorError) {
        flush()
        if let failure { throw GeneratorError.io(path: path, reason: failure) }
    }

    private func flush() {
        var offset = 0
        while offset < count, failure == nil {
            let written = writeFile(descriptor, buffer + offset, count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                failure = String(cString: strerror(errno))
            } else {
                offset += written
            }
        }
        count = 0
    }

    @inline(__always)
    private func append(_ bytes: UnsafeRawBufferPointer) {
        if count + bytes.count > capacity {
            flush()
            if bytes.count > capacity {
                // Larger than the buffer: write it through (only possible for huge user strings).
                var offset = 0
                while offset < bytes.count, failure == nil, let base = bytes.baseAddress {
                    let written = writeFile(descriptor, base + offset, bytes.count - offset)
                    if written < 0 {
                        if errno == EINTR { continue }
                        failure = String(cString: strerror(errno))
                    } else {
                        offset += written
                    }
                }
                return
            }
        }
        if let base = bytes.baseAddress {
            (buffer + count).update(from: base.assumingMemoryBound(to: UInt8.self), count: bytes.count)
        }
        count += bytes.count
    }

    @inline(__always)
    private func appendByte(_ byte: UInt8) {
        if count == capacity { flush() }
        buffer[count] = byte
        count += 1
    }

    /// Markup known at compile time.
    func write(_ text: StaticString) {
        append(UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Text that needs no escaping (ids, names this package chose).
    func write(raw text: String) {
        var text = text
        text.withUTF8 { append(UnsafeRawBufferPointer($0)) }
    }

    /// Text from options or content, escaped for both attribute values and character data.
    func write(escaped text: String) {
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): write("&amp;")
            case UInt8(ascii: "<"): write("&lt;")
            case UInt8(ascii: ">"): write("&gt;")
            case UInt8(ascii: "\""): write("&quot;")
            default: appendByte(byte)
            }
        }
    }

    /// `count` copies of one ASCII byte (indentation).
    func write(repeating byte: UInt8, count: Int) {
        for _ in 0..<max(0, count) { appendByte(byte) }
    }

    /// A decimal integer.
    func write(_ value: Int) {
        var magnitude = value.magnitude
        if value < 0 { appendByte(UInt8(ascii: "-")) }
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var length = 0
        withUnsafeMutableBytes(of: &digits) { digits in
            repeat {
                digits[19 - length] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                length += 1
            } while magnitude > 0
            append(UnsafeRawBufferPointer(rebasing: digits[(20 - length)...]))
        }
    }

    /// A coordinate as Interface Builder writes it: `20`, `20.5`; other fractions in full.
    /// `zeroAsDecimal` writes zero as `0.0`, as the modern format does.
    func write(coordinate value: Double, zeroAsDecimal: Bool = false) {
        if value == 0 {
            if zeroAsDecimal { write("0.0") } else { write("0") }
            return
        }
        let doubled = value * 2
        if doubled.isFinite, doubled == doubled.rounded(), abs(doubled) < 1e15 {
            let halves = Int(doubled)
            if halves < 0 { appendByte(UInt8(ascii: "-")) }
            write(Int(halves.magnitude / 2))
            if halves.magnitude % 2 == 1 { write(".5") }
        } else {
            write(raw: String(value))
        }
    }
}

#if canImport(Glibc)
private let writeFile = Glibc.write
#elseif canImport(Darwin)
private let writeFile = Darwin.write
#endif
