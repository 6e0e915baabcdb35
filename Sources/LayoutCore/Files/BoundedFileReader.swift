#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the small untrusted files the tool takes whole (a `check` configuration or baseline that
/// comes with the repository under check, a `simulate` scenario): size-limited before a byte is
/// kept, and never a FIFO or a device that would block or never end.
package enum BoundedFileReader {
    /// The bytes of the regular file at `path`; `what` names it in errors ("the configuration file").
    ///
    /// The file is opened without blocking and judged on the opened descriptor (`fstat`), so a
    /// file swapped for a FIFO after a check cannot stall the read; more than `limit` bytes is an
    /// ``RuleID/inputLimit`` error, whatever the file's size said when it was opened.
    package static func contents(of path: String, limit: Int, what: String) throws(DiagnosticError) -> [UInt8] {
        let location = SourceLocation(file: path)
        func unreadable(_ reason: String) -> DiagnosticError {
            DiagnosticError(.error(.unreadableFile, "cannot read \(what): \(reason)", at: location))
        }
        func tooLarge(_ size: Int) -> DiagnosticError {
            DiagnosticError(Self.tooLarge(path, what: what, size: size, limit: limit))
        }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw unreadable(String(cString: strerror(errno))) }
        defer { _ = closeFile(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw unreadable(String(cString: strerror(errno))) }
        guard (status.st_mode & S_IFMT) == S_IFREG else { throw unreadable("not a regular file") }
        guard Int(status.st_size) <= limit else { throw tooLarge(Int(status.st_size)) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(status.st_size))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { readFile(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw unreadable(String(cString: strerror(errno)))
            }
            if count == 0 { return bytes }
            // The file may have grown since `fstat`.
            guard bytes.count + count <= limit else { throw tooLarge(bytes.count + count) }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    /// The `input-limit` error for `what` at `path`, at least `size` bytes against `limit`: also
    /// for bytes handed over in memory, so that both say the same.
    package static func tooLarge(_ path: String, what: String, size: Int, limit: Int) -> Diagnostic {
        .error(.inputLimit, "\(what) is larger than \(limit) bytes (at least \(size)); that is the limit", at: SourceLocation(file: path))
    }
}

#if canImport(Glibc)
private let closeFile = Glibc.close
private let readFile = Glibc.read
#elseif canImport(Darwin)
private let closeFile = Darwin.close
private let readFile = Darwin.read
#endif
