import Foundation

/// Where the tests find the package's fixtures and the shared corpus.
enum TestPaths {
    /// The package root, found from this file's path.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    static func fixture(_ relativePath: String) -> String {
        packageRoot.appendingPathComponent("Fixtures").appendingPathComponent(relativePath).path
    }
}

/// The real Interface Builder files in `../shared/corpus` (relative to the package root). Tests
/// that read them are skipped, with a message, when the folder is absent.
enum Corpus {
    static let root: URL = TestPaths.packageRoot
        .appendingPathComponent("..")
        .appendingPathComponent("shared")
        .appendingPathComponent("corpus")
        .standardizedFileURL

    static var isAvailable: Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent("MANIFEST.tsv").path)
    }

    static func path(_ localFile: String) -> String {
        root.appendingPathComponent(localFile).path
    }

    /// The `local_file` column of every manifest row whose `format` column is `format`.
    static func files(format: String) throws -> [String] {
        let manifest = try String(contentsOf: root.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8)
        var lines = manifest.split(separator: "\n", omittingEmptySubsequences: true).map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        guard let header = lines.first else { return [] }
        lines.removeFirst()
        guard let fileColumn = header.firstIndex(of: "local_file"), let formatColumn = header.firstIndex(of: "format") else { return [] }
        return lines.filter { $0.count > max(fileColumn, formatColumn) && $0[formatColumn] == format }.map { $0[fileColumn] }
    }
}
