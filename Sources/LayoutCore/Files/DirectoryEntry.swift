import Foundation

/// Reads what `readdir` returns.
package enum DirectoryEntry {
    /// The bytes of an entry's name, read where they lie: the C library allocates an entry only as
    /// long as its name needs, so loading the whole `d_name` field (256 bytes on Linux) would read
    /// past the allocation (AddressSanitizer reports it).
    package static func name(of entry: UnsafeMutablePointer<dirent>) -> [UInt8] {
        guard let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name) else { return [] }
        let start = UnsafeRawPointer(entry).advanced(by: offset)
        return Array(UnsafeRawBufferPointer(start: start, count: strlen(start.assumingMemoryBound(to: CChar.self))))
    }
}
