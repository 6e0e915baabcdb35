import Foundation

/// Temporary files for the reader's file-based entry points.
enum TemporaryFile {
    static func make(contents: String) -> String {
        let path = NSTemporaryDirectory() + "layoutxml-\(UUID().uuidString).xml"
        _ = FileManager.default.createFile(atPath: path, contents: Data(contents.utf8))
        return path
    }
}
