import Foundation
import LayoutCore
import LayoutDocuments

/// Finds the design files under the paths a user names: what `check PATH...` reads.
///
/// Folders are walked recursively for the ``DesignFileName/extensions``; hidden files and folders (a name
/// starting with `.`) and the build folders in ``skippedFolderNames`` are not entered, and
/// symbolic links to folders are not followed (a link cycle cannot make the walk endless). Files
/// found in folders pass ``Filter``; a file named explicitly is always taken, as a compiler takes
/// a file it is given. Every path the walk meets is accounted for: what it cannot list, search,
/// examine or name is an error (see ``FolderWalk``). The result is sorted by path and holds each
/// file once, however many names reached it, so everything built from it is in the same order on
/// every run.
package enum FileDiscovery {
    /// Folders that hold build products, not sources: never entered.
    package static let skippedFolderNames: Set<String> = ["build", "Build", "DerivedData"]

    /// Which of the files found in folders are taken.
    package struct Filter: Hashable, Sendable {
        /// When not empty, a file must match one of these.
        package var include: [GlobPattern]
        /// A file matching one of these is left out.
        package var exclude: [GlobPattern]
        /// The folder patterns are relative to (the current folder for flags, the configuration
        /// file's folder for its patterns).
        package var base: String

        /// A filter keeping paths under `base` that match an `include` pattern (any, when there is none) and no `exclude` pattern.
        package init(include: [GlobPattern] = [], exclude: [GlobPattern] = [], base: String) {
            self.include = include
            self.exclude = exclude
            self.base = base
        }

        /// Whether `path` (as discovery names it) passes.
        package func accepts(_ path: String) -> Bool {
            if include.isEmpty, exclude.isEmpty { return true }
            let relative = GlobPattern.Path(FileDiscovery.relativePath(path, to: base))
            if !include.isEmpty, !include.contains(where: { $0.matches(relative) }) { return false }
            return !exclude.contains { $0.matches(relative) }
        }
    }

    /// What a walk found.
    package struct Result: Hashable, Sendable {
        /// Every file, sorted by path, each once.
        package var files: [String]
        /// The files named explicitly (a subset of ``files``).
        package var explicitFiles: Set<String>
        /// A path that does not exist, cannot be listed, searched or examined, is too long or not
        /// UTF-8, or a link that loops: an error each.
        package var diagnostics: [Diagnostic]
    }

    /// The design files under `paths`; a file found in a folder is taken when every filter accepts it.
    ///
    /// A file reached by several names (relative and absolute, through `..` or a symbolic link) is
    /// taken once, by the name that is not a link, then the shortest, then the first in path order.
    package static func files(under paths: [String], filters: [Filter] = []) -> Result {
        var found: [String] = []
        var explicit: Set<String> = []
        var walk = FolderWalk(filters: filters)
        for path in paths {
            let start = normalized(path)
            var status = stat()
            guard stat(start, &status) == 0 else {
                let reason = switch errno {
                case ENOENT: "no such file or folder"
                case ELOOP: "a loop of symbolic links: \(String(cString: strerror(errno)))"
                default: "cannot read: \(String(cString: strerror(errno)))"
                }
                walk.report(Array(start.utf8), reason)
                continue
            }
            if status.st_mode & S_IFMT == S_IFDIR {
                walk.walk(start)
            } else {
                found.append(start)
                explicit.insert(start)
            }
        }
        let (files, kept) = FileIdentity.onePerFile(found + walk.found, explicit: explicit)
        return Result(files: files.sorted(by: DesignFileName.pathOrder), explicitFiles: kept, diagnostics: walk.diagnostics)
    }

    /// `path` relative to `base` when it lies inside it, else `path` itself; `./` prefixes removed.
    package static func relativePath(_ path: String, to base: String) -> String {
        let absolute = absolutePath(path)
        let folder = absolutePath(base)
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : normalized(path)
    }

    /// `path` made absolute against the current folder, with `.` and `..` components resolved
    /// (symbolic links are left as they are).
    package static func absolutePath(_ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var parts: [Substring] = []
        for part in joined.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// A path as the user gave it, without `./` prefixes, doubled or trailing slashes.
    static func normalized(_ path: String) -> String {
        var parts = path.split(separator: "/", omittingEmptySubsequences: true)
        while parts.count > 1, parts.first == "." { parts.removeFirst() }
        let joined = parts.joined(separator: "/")
        if path.hasPrefix("/") { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }
}
