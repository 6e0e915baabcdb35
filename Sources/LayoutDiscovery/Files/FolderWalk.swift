import Foundation
import LayoutCore
import LayoutDocuments

/// The recursive walk behind ``FileDiscovery``: it lists folders with POSIX calls and keeps names
/// as bytes, so that every entry it meets is either taken, left out for a stated reason (hidden, a
/// build folder, not a design's name), or reported.
///
/// Reported, each as an error naming the path: a folder that cannot be listed or searched, an
/// entry that cannot be examined, a path longer than `PATH_MAX` (no call could open it by that
/// name), a symbolic link that loops or leads nowhere, and a design file whose path is not valid
/// UTF-8 (it is shown with its bytes escaped; a path in a report is text, and no text names it).
/// A folder is opened with `O_NOFOLLOW`, so an entry examined as a folder cannot be swapped for a
/// link to somewhere else before it is entered. What the filters leave out is neither taken nor
/// reported, and a folder an exclude pattern matches is not entered at all.
struct FolderWalk {
    private(set) var found: [String] = []
    private(set) var diagnostics: [Diagnostic] = []
    let filters: [FileDiscovery.Filter]

    init(filters: [FileDiscovery.Filter]) {
        self.filters = filters
    }

    /// Walks the folder at `path`, a link to which is followed when the user named it.
    mutating func walk(_ path: String) {
        walk(Array(path.utf8), followingLink: true)
    }

    private mutating func walk(_ folder: [UInt8], followingLink: Bool) {
        guard let entries = list(folder, followingLink: followingLink) else { return }
        for entry in entries {
            let path = folder == [UInt8(ascii: ".")] ? entry.name : folder + [UInt8(ascii: "/")] + entry.name
            guard let status = entry.status else {
                if wouldTake(path) { report(path, "cannot read: \(entry.error)") }
                continue
            }
            switch status.st_mode & S_IFMT {
            case S_IFDIR:
                if let text = String(validatingUTF8Bytes: entry.name), FileDiscovery.skippedFolderNames.contains(text) { continue }
                // A folder whose name is not UTF-8 is walked by its bytes all the same: a design
                // inside it is reported when it is taken.
                if !isExcluded(folder: path), isOpenable(path) { walk(path, followingLink: false) }
            case S_IFLNK:
                guard DesignFileName.isDesign(bytes: entry.name), wouldTake(path), isOpenable(path) else { continue }
                // A link is taken when it leads to a file; a link to a folder is not followed.
                var target = stat()
                guard stat(FolderWalk.cPath(path), &target) == 0 else {
                    let reason = errno == ELOOP ? "a loop of symbolic links" : errno == ENOENT ? "a symbolic link to nothing" : "cannot read"
                    report(path, "\(reason): \(FolderWalk.errorText())")
                    continue
                }
                if target.st_mode & S_IFMT != S_IFDIR { take(path) }
            default:
                // Regular files, and FIFOs or devices named like designs: the reader refuses the
                // latter by what it opens, without blocking on them.
                if DesignFileName.isDesign(bytes: entry.name), wouldTake(path), isOpenable(path) { take(path) }
            }
        }
    }

    /// One entry of a folder: its name's bytes, and what `fstatat` (not following a link) said.
    private struct Entry {
        var name: [UInt8]
        var status: stat?
        var error: String
    }

    /// The entries of `folder` but the hidden ones, sorted by their bytes, each examined; `nil`
    /// (with the error reported) when it cannot be listed or searched. The folder is closed before
    /// the walk goes deeper, so a deep tree does not hold a descriptor per level.
    private mutating func list(_ folder: [UInt8], followingLink: Bool) -> [Entry]? {
        let flags = O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NONBLOCK | (followingLink ? 0 : O_NOFOLLOW)
        let descriptor = open(FolderWalk.cPath(folder), flags)
        guard descriptor >= 0 else {
            report(folder, "cannot list the folder: \(FolderWalk.errorText())")
            return nil
        }
        guard let directory = fdopendir(descriptor) else {
            report(folder, "cannot list the folder: \(FolderWalk.errorText())")
            _ = close(descriptor)
            return nil
        }
        defer { closedir(directory) }
        var entries: [Entry] = []
        while true {
            errno = 0
            guard let found = readdir(directory) else {
                if errno != 0 {
                    report(folder, "cannot list the folder: \(FolderWalk.errorText())")
                    return nil
                }
                break
            }
            let name = DirectoryEntry.name(of: found)
            // Hidden entries (and `.`, `..`) are never entered or taken.
            guard let first = name.first, first != UInt8(ascii: ".") else { continue }
            var status = stat()
            if fstatat(descriptor, FolderWalk.cPath(name), &status, AT_SYMLINK_NOFOLLOW) == 0 {
                entries.append(Entry(name: name, status: status, error: ""))
            } else if errno == EACCES {
                // Listed but not searchable: nothing in it can be examined, let alone read.
                report(folder, "cannot search the folder: \(FolderWalk.errorText())")
                return nil
            } else {
                entries.append(Entry(name: name, status: nil, error: FolderWalk.errorText()))
            }
        }
        return entries.sorted { $0.name.lexicographicallyPrecedes($1.name) }
    }

    /// Takes a design file that every filter accepts; one whose path is not UTF-8 is reported.
    private mutating func take(_ path: [UInt8]) {
        guard let text = String(validatingUTF8Bytes: path) else {
            report(path, "cannot check: the path is not valid UTF-8 (its bytes are shown as \\xHH)")
            return
        }
        found.append(text)
    }

    /// Whether every filter accepts `path`: a file the filters leave out is neither taken nor
    /// reported. (A path that is not UTF-8 is matched in its decoded form: no pattern can spell
    /// its invalid bytes anyway.)
    private func wouldTake(_ path: [UInt8]) -> Bool {
        let text = String(decoding: path, as: UTF8.self)
        return filters.allSatisfy { $0.accepts(text) }
    }

    /// Whether a filter excludes the folder at `path`: a pattern that matches a folder matches
    /// everything in it, so the folder is not entered, and nothing in it is read or reported.
    private func isExcluded(folder path: [UInt8]) -> Bool {
        let text = String(decoding: path, as: UTF8.self)
        return filters.contains { filter in
            filter.exclude.contains { $0.matches(FileDiscovery.relativePath(text, to: filter.base)) }
        }
    }

    /// Whether `path` is short enough to be opened by name; reports it when it is not.
    private mutating func isOpenable(_ path: [UInt8]) -> Bool {
        guard path.count >= Int(PATH_MAX) else { return true }
        report(path, "cannot read: the path is \(path.count) bytes long, longer than PATH_MAX (\(PATH_MAX) bytes)")
        return false
    }

    /// Records an error about `path`, named with its bytes escaped.
    mutating func report(_ path: [UInt8], _ message: String) {
        diagnostics.append(.error(.unreadableFile, message, at: SourceLocation(file: TerminalText.escaped(bytes: path, limit: nil))))
    }

    private static func errorText() -> String {
        String(cString: strerror(errno))
    }

    /// `bytes` as a C string for a POSIX call.
    private static func cPath(_ bytes: [UInt8]) -> [CChar] {
        bytes.map { CChar(bitPattern: $0) } + [0]
    }
}

extension String {
    /// The text of `bytes` when they are valid UTF-8, else `nil` (never a lossy decoding).
    init?(validatingUTF8Bytes bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.utf8.elementsEqual(bytes) else { return nil }
        self = text
    }
}
