#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's resident set, read from `/proc/self/status`, with its peak reset between phases
/// (Linux 4.0+: writing `5` to `/proc/self/clear_refs` resets `VmHWM` to the current `VmRSS`), so
/// each phase's peak is its own rather than the largest since the process began.
enum ResidentMemory {
    /// Resets the peak; `false` where the kernel does not allow it.
    static func resetPeak() -> Bool {
        let descriptor = open("/proc/self/clear_refs", O_WRONLY)
        guard descriptor >= 0 else { return false }
        defer { _ = close(descriptor) }
        let five: [UInt8] = [UInt8(ascii: "5")]
        return five.withUnsafeBytes { write(descriptor, $0.baseAddress, 1) } == 1
    }

    /// `VmHWM`, in bytes.
    static func peakBytes() -> Int? { statusField("VmHWM:") }

    /// `VmRSS`, in bytes.
    static func currentBytes() -> Int? { statusField("VmRSS:") }

    /// A `kB` field of `/proc/self/status`, in bytes.
    private static func statusField(_ name: String) -> Int? {
        let descriptor = open("/proc/self/status", O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { _ = close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, 4096) }
            if count <= 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        let text = String(decoding: bytes, as: UTF8.self)
        for line in text.split(separator: "\n") where line.hasPrefix(name) {
            let digits = line.dropFirst(name.count).filter { $0.isNumber }
            return Int(digits).map { $0 * 1024 }
        }
        return nil
    }
}
