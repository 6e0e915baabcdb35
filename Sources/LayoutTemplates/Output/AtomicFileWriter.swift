#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes output files so that a reader never sees half a file and an input is never overwritten.
///
/// The bytes go to a new temporary file in the destination's own directory (so the final `rename`
/// stays on one file system and is atomic), are flushed with `fsync`, and only then replace the
/// destination. Any failure before the rename removes the temporary file and leaves an existing
/// destination exactly as it was: a failed run never truncates yesterday's output.
///
/// The destination is compared with every input by resolved real path *and* by file identity
/// (device and inode), so `./a.xib`, `a.xib`, `dir/../a.xib`, a symbolic link to `a.xib` and a hard
/// link to it are all caught before anything is written.
///
/// When the destination is a symbolic link, the file it points to is replaced and the link is kept,
/// the way an editor saving through a link behaves. The new file gets the old file's permission
/// bits, or `0666` less the process umask when there was none.
public enum AtomicFileWriter {
    /// Receives the output piece by piece inside ``write(to:refusingToOverwrite:_:)``.
    public struct Sink: ~Copyable {
        fileprivate let descriptor: Int32
        fileprivate let path: String

        /// Appends `bytes` to the temporary file.
        public func write(_ bytes: [UInt8]) throws(DiagnosticError) {
            // `withUnsafeBytes` only rethrows untyped errors; carry the typed one out by hand.
            let failure: DiagnosticError? = bytes.withUnsafeBytes { buffer in
                do throws(DiagnosticError) {
                    try AtomicFileWriter.writeAll(buffer, to: descriptor, path: path)
                    return nil
                } catch {
                    return error
                }
            }
            if let failure { throw failure }
        }

        /// Appends the UTF-8 bytes of `text`.
        public func write(_ text: String) throws(DiagnosticError) {
            try write(Array(text.utf8))
        }
    }

    /// Replaces (or creates) the file at `path` with `data`, atomically.
    ///
    /// - Parameters:
    ///   - data: the file's new bytes.
    ///   - path: the file to replace or create.
    ///   - inputs: paths this run read from; writing over any of them is refused.
    /// - Throws: ``DiagnosticError`` with rule ``RuleID/overwritesInput`` when `path` is one of
    ///   `inputs`, or ``RuleID/unwritableFile`` when the file cannot be written; the destination is
    ///   then unchanged.
    public static func write(_ data: [UInt8], to path: String, refusingToOverwrite inputs: [String] = []) throws(DiagnosticError) {
        try write(to: path, refusingToOverwrite: inputs) { (sink: borrowing Sink) throws(DiagnosticError) in
            try sink.write(data)
        }
    }

    /// Replaces (or creates) the file at `path` with the UTF-8 bytes of `text`, atomically.
    public static func write(_ text: String, to path: String, refusingToOverwrite inputs: [String] = []) throws(DiagnosticError) {
        try write(Array(text.utf8), to: path, refusingToOverwrite: inputs)
    }

    /// Replaces (or creates) the file at `path` with whatever `produce` writes to its sink.
    ///
    /// For outputs too large to build in memory first. If `produce` throws, nothing is renamed:
    /// the temporary file is removed, the destination is unchanged and the error is rethrown.
    public static func write(
        to path: String,
        refusingToOverwrite inputs: [String] = [],
        _ produce: (borrowing Sink) throws(DiagnosticError) -> Void
    ) throws(DiagnosticError) {
        let destination = try resolveDestination(path)
        try refuseInputs(destination: destination, original: path, inputs: inputs)

        let (descriptor, temporaryPath) = try createTemporaryFile(near: destination, original: path)
        var renamed = false
        defer {
            if !renamed { _ = unlink(temporaryPath) }
        }
        do throws(DiagnosticError) {
            let sink = Sink(descriptor: descriptor, path: path)
            try produce(sink)
            if let mode = destination.existingMode, fchmod(descriptor, mode) != 0 {
                throw failure(path, "cannot set permissions of the temporary file", code: errno)
            }
            guard fsync(descriptor) == 0 else { throw failure(path, "cannot flush to disk", code: errno) }
        } catch {
            _ = closeDescriptor(descriptor)
            throw error
        }
        guard closeDescriptor(descriptor) == 0 else { throw failure(path, "cannot close the temporary file", code: errno) }
        guard rename(temporaryPath, destination.path) == 0 else { throw failure(path, "cannot replace the file", code: errno) }
        renamed = true
        // Make the rename itself durable; a failure here cannot undo a completed write, so it is
        // not an error.
        let directory = open(destination.directory, O_RDONLY | O_CLOEXEC)
        if directory >= 0 {
            _ = fsync(directory)
            _ = closeDescriptor(directory)
        }
    }

    // MARK: Resolving paths

    /// Where the bytes will really land.
    struct Destination {
        /// The absolute real path written (a symbolic link's target when the destination is one).
        var path: String
        /// Its directory, where the temporary file is made.
        var directory: String
        /// Permission bits of the file being replaced, if there is one.
        var existingMode: mode_t?
        /// Device and inode of the file being replaced, if there is one.
        var identity: FileIdentity?
    }

    struct FileIdentity: Equatable {
        var device: UInt64
        var inode: UInt64
    }

    static func resolveDestination(_ path: String) throws(DiagnosticError) -> Destination {
        guard !path.isEmpty else { throw failure(path, "the output path is empty") }
        var status = stat()
        if stat(path, &status) == 0 {
            guard (status.st_mode & S_IFMT) == S_IFREG else {
                throw failure(path, "the output exists and is not a regular file")
            }
            guard let real = realPath(path) else { throw failure(path, "cannot resolve the output path") }
            return Destination(
                path: real,
                directory: directoryPart(real),
                existingMode: status.st_mode & 0o7777,
                identity: FileIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
            )
        }
        guard errno == ENOENT else { throw failure(path, "cannot examine the output path", code: errno) }
        if lstat(path, &status) == 0 {
            // A symbolic link to nothing: renaming over it would silently write somewhere else
            // than the link promises.
            throw failure(path, "the output is a dangling symbolic link")
        }
        let name = lastComponent(path)
        guard !name.isEmpty, name != ".", name != ".." else { throw failure(path, "the output path names a directory") }
        guard let directory = realPath(directoryPart(path)) else {
            throw failure(path, "the output's directory does not exist")
        }
        return Destination(
            path: directory == "/" ? "/" + name : directory + "/" + name,
            directory: directory,
            existingMode: nil,
            identity: nil
        )
    }

    static func refuseInputs(destination: Destination, original: String, inputs: [String]) throws(DiagnosticError) {
        for input in inputs {
            var status = stat()
            let sameFile: Bool
            if let identity = destination.identity, stat(input, &status) == 0 {
                sameFile = identity == FileIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
            } else {
                sameFile = realPath(input) == destination.path
            }
            if sameFile {
                throw DiagnosticError(.error(
                    .overwritesInput,
                    "refusing to write over the input '\(input)'",
                    at: SourceLocation(file: original, line: 0, column: 0)
                ))
            }
        }
    }

    // MARK: System calls

    private static func createTemporaryFile(near destination: Destination, original: String) throws(DiagnosticError) -> (Int32, String) {
        let base = destination.directory == "/" ? "/" : destination.directory + "/"
        let stem = "." + lastComponent(destination.path) + ".tmp-"
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<16 {
            let candidate = base + stem + String(generator.next() & 0xFFFF_FFFF_FFFF, radix: 36)
            // O_EXCL: never reuse or follow anything already there. Mode 0666 lets the umask decide,
            // as for any newly created file.
            let descriptor = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode_t(0o666))
            if descriptor >= 0 { return (descriptor, candidate) }
            if errno != EEXIST { throw failure(original, "cannot create a temporary file in '\(destination.directory)'", code: errno) }
        }
        throw failure(original, "cannot create a temporary file in '\(destination.directory)'")
    }

    fileprivate static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32, path: String) throws(DiagnosticError) {
        guard var cursor = buffer.baseAddress else { return }
        var remaining = buffer.count
        while remaining > 0 {
            let written = systemWrite(descriptor, cursor, remaining)
            if written < 0 {
                if errno == EINTR { continue }
                throw failure(path, "cannot write", code: errno)
            }
            cursor += written
            remaining -= written
        }
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func directoryPart(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    private static func lastComponent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// An `unwritable-file` error; `code` is the `errno` of the system call that failed, if one did.
    private static func failure(_ path: String, _ message: String, code: Int32? = nil) -> DiagnosticError {
        let reason = code.map { ": \(String(cString: strerror($0)))" } ?? ""
        return DiagnosticError(.error(.unwritableFile, "\(message)\(reason)", at: SourceLocation(file: path, line: 0, column: 0)))
    }
}

#if canImport(Glibc)
private let closeDescriptor = Glibc.close
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
private let closeDescriptor = Darwin.close
private let systemWrite = Darwin.write
#endif
