import Foundation

/// The size of input files, examined without reading them: what the input limits judge before a
/// read, and what sizes a merge's text.
package enum FileSize {
    /// The size in bytes of the file at `path`, 0 when it cannot be examined (its reader then
    /// reports why).
    package static func of(_ path: String) -> Int {
        var status = stat()
        return stat(path, &status) == 0 ? Int(status.st_size) : 0
    }

    /// The bytes of `files` together, each path counted once.
    package static func total(of files: [String]) -> Int {
        Set(files).reduce(0) { $0 + of($1) }
    }
}
