import Foundation

/// Which file a path names, whatever the spelling: its device and inode, links followed. The
/// atomic writer compares an output with the inputs by it, and a folder walk keeps each file once.
package struct FileIdentity: Hashable, Sendable {
    package let device: UInt64
    package let inode: UInt64

    /// The identity of the file `status` describes.
    package init(_ status: stat) {
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }

    /// The identity of the file at `path`, or `nil` when it cannot be examined (the reader then
    /// reports why).
    package init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        self.init(status)
    }
}
