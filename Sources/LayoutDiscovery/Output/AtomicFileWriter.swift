#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutCore

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
/// the way an editor saving through a link behaves. The new file gets the old file's owner and
/// group where the process may give them (as root, or when they are its own) and the old file's
/// permission bits without setuid and setgid (a replaced program must not keep privileges for
/// content it never had), or `0666` less the process umask when there was none.
///
/// Interruption: the temporary file (`.NAME.tmp-PID-RANDOM`, cut to fit the file system's
/// 255-byte name limit) is registered with ``TemporaryFileRegistry``, whose cleanup the
/// executable's SIGINT and SIGTERM handlers call before the process ends; one
/// left by a process that no longer runs (a `kill -9`, a power cut) is removed on the next write
/// to the same output. Files that belong together (a document and its ground truth) are written
/// with ``write(_:refusingToOverwrite:_:)-([String],_,_)``: all are replaced or none is.
package enum AtomicFileWriter {
    /// Receives the output piece by piece inside ``write(to:refusingToOverwrite:_:)``.
    package struct Sink: ~Copyable {
        fileprivate let descriptor: Int32
        fileprivate let path: String

        /// Appends `bytes` to the temporary file.
        package func write(_ bytes: [UInt8]) throws(DiagnosticError) {
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
        package func write(_ text: String) throws(DiagnosticError) {
            try write(Array(text.utf8))
        }

        /// The temporary file's descriptor, for a writer in this package that does its own
        /// buffering (the generator). It must not be closed.
        package var fileDescriptor: Int32 { descriptor }
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
    package static func write(_ data: [UInt8], to path: String, refusingToOverwrite inputs: [String] = []) throws(DiagnosticError) {
        try write(to: path, refusingToOverwrite: inputs) { (sink: borrowing Sink) throws(DiagnosticError) in
            try sink.write(data)
        }
    }

    /// Replaces (or creates) the file at `path` with the UTF-8 bytes of `text`, atomically.
    package static func write(_ text: String, to path: String, refusingToOverwrite inputs: [String] = []) throws(DiagnosticError) {
        try write(Array(text.utf8), to: path, refusingToOverwrite: inputs)
    }

    /// Replaces (or creates) the file at `path` with whatever `produce` writes to its sink.
    ///
    /// For outputs too large to build in memory first. If `produce` throws, nothing is renamed:
    /// the temporary file is removed, the destination is unchanged and the error is rethrown.
    package static func write(
        to path: String,
        refusingToOverwrite inputs: [String] = [],
        _ produce: (borrowing Sink) throws(DiagnosticError) -> Void
    ) throws(DiagnosticError) {
        try write([path], refusingToOverwrite: inputs) { (_, sink: borrowing Sink) throws(DiagnosticError) in
            try produce(sink)
        }
    }

    /// Replaces (or creates) the files at `paths` together: `produce` is called once per file, in
    /// order, with its index and its sink, and only when every file is written and flushed are
    /// they renamed into place. If a rename fails, the files already replaced get their old
    /// contents back (and new ones are removed), so the set is never half new.
    ///
    /// - Throws: ``DiagnosticError`` as ``write(_:to:refusingToOverwrite:)-([UInt8],_,_)`` does,
    ///   and `unwritable-file` when two paths name the same file. Every destination is then as it was.
    package static func write(
        _ paths: [String],
        refusingToOverwrite inputs: [String] = [],
        _ produce: (Int, borrowing Sink) throws(DiagnosticError) -> Void
    ) throws(DiagnosticError) {
        var staged: [StagedFile] = []
        defer {
            for file in staged { file.discard() }
        }
        for path in paths {
            let destination = try resolveDestination(path)
            try refuseInputs(destination: destination, original: path, inputs: inputs)
            if staged.contains(where: { $0.destination.path == destination.path }) {
                throw failure(path, "the same file is named twice among the outputs")
            }
            removeStaleTemporaryFiles(for: destination)
            staged.append(try createTemporaryFile(near: destination, original: path))
        }
        for index in staged.indices {
            try staged[index].seal { (sink: borrowing Sink) throws(DiagnosticError) in try produce(index, sink) }
        }
        try install(staged)
        // Make the renames themselves durable; a failure here cannot undo a completed write, so it
        // is not an error.
        for directory in Set(staged.map(\.destination.directory)) {
            let descriptor = open(directory, O_RDONLY | O_CLOEXEC)
            if descriptor >= 0 {
                _ = fsync(descriptor)
                _ = closeDescriptor(descriptor)
            }
        }
    }

    /// Refuses `path` as an output when it is one of `inputs` (by real path or file identity, as
    /// every write does) or the same file as one of `otherOutputs` (which need not exist yet),
    /// before any work is done: a run can fail at once instead of after producing what it could
    /// not write.
    ///
    /// - Throws: ``DiagnosticError`` as ``write(_:to:refusingToOverwrite:)-([UInt8],_,_)`` does.
    package static func refuseOverwriting(_ path: String, inputs: [String], otherOutputs: [String] = []) throws(DiagnosticError) {
        let destination = try resolveDestination(path)
        try refuseInputs(destination: destination, original: path, inputs: inputs)
        for other in otherOutputs where try resolveDestination(other).path == destination.path {
            throw failure(path, "the same file is named twice among the outputs")
        }
    }

    /// Renames every staged file over its destination; on a failure, puts back what was replaced.
    private static func install(_ files: [StagedFile]) throws(DiagnosticError) {
        // One file: a rename is atomic by itself, nothing to put back.
        guard files.count > 1 else {
            if let file = files.first { try file.rename() }
            return
        }
        // Hard links keep each old file reachable until every new one is in place.
        var backups: [String?] = []
        defer {
            for backup in backups { if let backup { _ = unlink(backup) } }
        }
        for file in files {
            guard file.destination.identity != nil else {
                backups.append(nil)
                continue
            }
            let backup = file.temporaryPath + "-old"
            guard link(file.destination.path, backup) == 0 else {
                throw failure(file.original, "cannot keep the old file while the set is replaced", code: errno)
            }
            backups.append(backup)
        }
        for (index, file) in files.enumerated() {
            do throws(DiagnosticError) {
                try file.rename()
            } catch {
                for previous in 0..<index {
                    if let backup = backups[previous] {
                        if rename(backup, files[previous].destination.path) == 0 { backups[previous] = nil }
                    } else {
                        _ = unlink(files[previous].destination.path)
                    }
                }
                throw error
            }
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
        /// Owner and group of the file being replaced, if there is one.
        var existingOwner: (user: uid_t, group: gid_t)?
        /// Device and inode of the file being replaced, if there is one.
        var identity: FileIdentity?
    }

    static func resolveDestination(_ path: String) throws(DiagnosticError) -> Destination {
        guard !path.isEmpty else { throw failure(path, "the output path is empty") }
        var status = stat()
        if stat(path, &status) == 0 {
            guard (status.st_mode & S_IFMT) == S_IFREG else {
                throw failure(path, "the output exists and is not a regular file")
            }
            guard let real = realPath(path) else { throw failure(path, "cannot resolve the output path") }
            var folder = stat()
            guard stat(directoryPart(real), &folder) == 0 else { throw failure(path, "cannot examine the output's directory", code: errno) }
            let (user, groups) = WritePermission.currentUser
            if let refusal = WritePermission.refusal(
                file: WritePermission.Owned(mode: status.st_mode, owner: status.st_uid, group: status.st_gid),
                folder: WritePermission.Owned(mode: folder.st_mode, owner: folder.st_uid, group: folder.st_gid),
                user: user, groups: groups) {
                throw failure(path, refusal)
            }
            return Destination(
                path: real,
                directory: directoryPart(real),
                existingMode: status.st_mode & 0o7777,
                existingOwner: (status.st_uid, status.st_gid),
                identity: FileIdentity(status)
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
            existingOwner: nil,
            identity: nil
        )
    }

    static func refuseInputs(destination: Destination, original: String, inputs: [String]) throws(DiagnosticError) {
        for input in inputs {
            var status = stat()
            let sameFile: Bool
            if let identity = destination.identity, stat(input, &status) == 0 {
                sameFile = identity == FileIdentity(status)
            } else {
                sameFile = realPath(input) == destination.path
            }
            if sameFile {
                throw DiagnosticError(.error(
                    .overwritesInput,
                    "refusing to write over the input '\(input)'",
                    at: SourceLocation(file: original)
                ))
            }
        }
    }

    // MARK: System calls

    /// A temporary file beside its destination, written but not yet renamed into place.
    struct StagedFile {
        let descriptor: Int32
        let temporaryPath: String
        let destination: Destination
        /// The path as the caller spelled it, for diagnostics.
        let original: String
        /// The slot in ``TemporaryFileRegistry`` that removes the file on SIGINT or SIGTERM.
        let registration: Int?

        /// Hands the file to `produce`, then gives it the old file's owner and permissions and
        /// flushes it to disk, and closes it.
        // Not inlined: Swift 6.3.1's optimizer aborts inlining this into `write(_:refusingToOverwrite:_:)`
        // ("Cannot initialize a nonCopyable type with a guaranteed value", the borrowed `Sink`).
        @inline(never)
        func seal(_ produce: (borrowing Sink) throws(DiagnosticError) -> Void) throws(DiagnosticError) {
            do throws(DiagnosticError) {
                try produce(Sink(descriptor: descriptor, path: original))
                if let owner = destination.existingOwner, owner != (getuid(), getgid()) {
                    // Only root (or a member of the group) may; otherwise the file is ours, as any
                    // new file would be, and that is not an error.
                    _ = fchown(descriptor, owner.user, owner.group)
                }
                if let mode = destination.existingMode, fchmod(descriptor, mode & ~mode_t(S_ISUID | S_ISGID)) != 0 {
                    throw failure(original, "cannot set permissions of the temporary file", code: errno)
                }
                guard fsync(descriptor) == 0 else { throw failure(original, "cannot flush to disk", code: errno) }
            } catch {
                _ = closeDescriptor(descriptor)
                throw error
            }
            guard closeDescriptor(descriptor) == 0 else { throw failure(original, "cannot close the temporary file", code: errno) }
        }

        func rename() throws(DiagnosticError) {
            guard systemRename(temporaryPath, destination.path) == 0 else {
                throw failure(original, "cannot replace the file", code: errno)
            }
        }

        /// Removes the temporary file if it is still there (it is not once renamed) and forgets it.
        func discard() {
            _ = unlink(temporaryPath)
            if let registration { TemporaryFileRegistry.unregister(registration) }
        }
    }

    /// The longest file name most file systems take (`NAME_MAX`).
    static let maximumNameBytes = 255

    /// `.NAME.tmp-`, with NAME cut (at a character boundary) so that the whole temporary name,
    /// with the process id and a random suffix, fits in ``maximumNameBytes``.
    static func temporaryStem(for name: String) -> String {
        // ".tmp-" + up to 10 digits of process id + "-" + up to 10 random characters + "-old".
        let reserved = 1 + 5 + 10 + 1 + 10 + 4
        var kept = Substring(name)
        while kept.utf8.count > maximumNameBytes - reserved { kept = kept.dropLast() }
        return "." + kept + ".tmp-"
    }

    private static func createTemporaryFile(near destination: Destination, original: String) throws(DiagnosticError) -> StagedFile {
        let base = destination.directory == "/" ? "/" : destination.directory + "/"
        let stem = temporaryStem(for: lastComponent(destination.path)) + String(getpid()) + "-"
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<16 {
            let candidate = base + stem + String(generator.next() & 0xFFFF_FFFF_FFFF, radix: 36)
            // Registered before it exists, so that no signal can come between its creation and
            // its registration; a slot for a file never created is harmless.
            let registration = TemporaryFileRegistry.register(candidate)
            // O_EXCL: never reuse or follow anything already there. Mode 0666 lets the umask decide,
            // as for any newly created file.
            let descriptor = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode_t(0o666))
            if descriptor >= 0 {
                return StagedFile(descriptor: descriptor, temporaryPath: candidate, destination: destination,
                                  original: original, registration: registration)
            }
            let code = errno
            if let registration { TemporaryFileRegistry.unregister(registration) }
            if code != EEXIST { throw failure(original, "cannot create a temporary file in '\(destination.directory)'", code: code) }
        }
        throw failure(original, "cannot create a temporary file in '\(destination.directory)'")
    }

    /// Removes the temporary files of earlier writes to `destination` whose process no longer
    /// runs: what a `kill -9` or a crash left. Files of a process still running (another write
    /// under way) and files of other users are left alone.
    static func removeStaleTemporaryFiles(for destination: Destination) {
        let stem = temporaryStem(for: lastComponent(destination.path))
        guard let directory = opendir(destination.directory) else { return }
        defer { closedir(directory) }
        var stale: [String] = []
        while let entry = readdir(directory) {
            let name = String(decoding: DirectoryEntry.name(of: entry), as: UTF8.self)
            guard name.hasPrefix(stem) else { continue }
            // `PID-RANDOM`, optionally `-old` (a set's backup link).
            let rest = name.dropFirst(stem.count).split(separator: "-")
            guard rest.count == 2 || (rest.count == 3 && rest[2] == "old"), let pid = pid_t(rest[0]), pid > 0 else { continue }
            guard kill(pid, 0) != 0, errno == ESRCH else { continue }
            stale.append(name)
        }
        let base = destination.directory == "/" ? "/" : destination.directory + "/"
        for name in stale {
            var status = stat()
            guard lstat(base + name, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, status.st_uid == geteuid() else { continue }
            _ = unlink(base + name)
        }
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
        return DiagnosticError(.error(.unwritableFile, "\(message)\(reason)", at: SourceLocation(file: path)))
    }
}

#if canImport(Glibc)
private let closeDescriptor = Glibc.close
private let systemWrite = Glibc.write
private let systemRename = Glibc.rename
#elseif canImport(Darwin)
private let closeDescriptor = Darwin.close
private let systemWrite = Darwin.write
private let systemRename = Darwin.rename
#endif
