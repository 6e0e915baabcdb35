import Foundation

/// The real Interface Builder files in `../shared/corpus` (next to the package root), which tests
/// use when present and skip, saying so, when absent.
enum Corpus {
    static let root = Fixture.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")

    static var isAvailable: Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent("MANIFEST.tsv").path)
    }

    static func path(_ localFile: String) -> String {
        root.appendingPathComponent(localFile).path
    }

    /// `(local_file, format)` of every manifest row.
    static func manifest() throws -> [(file: String, format: String)] {
        let text = try String(contentsOf: root.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8)
        return text.split(separator: "\n").dropFirst().compactMap { line in
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard columns.count >= 5 else { return nil }
            return (String(columns[0]), String(columns[4]))
        }
    }
}
