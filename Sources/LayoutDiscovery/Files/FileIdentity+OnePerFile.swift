import Foundation
import LayoutCore
import LayoutDocuments

extension FileIdentity {
    /// `paths` with each file once, and which of the kept names stand for a file named explicitly.
    ///
    /// Of several names of one file, the one kept is not a symbolic link if one is not, then the
    /// shortest, then the first in path order: the same choice whatever order the names came in.
    static func onePerFile(_ paths: [String], explicit: Set<String>) -> (files: [String], explicit: Set<String>) {
        var byIdentity: [FileIdentity: [String]] = [:]
        var unknown: Set<String> = []
        for path in paths {
            if let identity = FileIdentity(path: path) {
                byIdentity[identity, default: []].append(path)
            } else {
                unknown.insert(path)
            }
        }
        var files = Array(unknown)
        var kept = explicit.intersection(unknown)
        for names in byIdentity.values {
            let unique = Array(Set(names))
            guard let best = unique.min(by: preferred) else { continue }
            files.append(best)
            if unique.contains(where: explicit.contains) { kept.insert(best) }
        }
        return (files, kept)
    }

    private static func preferred(_ a: String, _ b: String) -> Bool {
        let (linkA, linkB) = (isLink(a), isLink(b))
        if linkA != linkB { return !linkA }
        if a.utf8.count != b.utf8.count { return a.utf8.count < b.utf8.count }
        return DesignFileName.pathOrder(a, b)
    }

    private static func isLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
    }
}
