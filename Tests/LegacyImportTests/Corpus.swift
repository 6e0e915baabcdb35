import Foundation
import TestSupport

/// The real Interface Builder files in `../shared/corpus` (relative to the package root). Tests
/// that read them are skipped, with a message, when the folder is absent.
enum Corpus {
    /// The `local_file` column of every manifest row whose `format` column is `format`.
    static func files(format: String) throws -> [String] {
        let manifest = try String(contentsOf: PackagePaths.corpusRoot.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8)
        var lines = manifest.split(separator: "\n", omittingEmptySubsequences: true).map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        guard let header = lines.first else { return [] }
        lines.removeFirst()
        guard let fileColumn = header.firstIndex(of: "local_file"), let formatColumn = header.firstIndex(of: "format") else { return [] }
        return lines.filter { $0.count > max(fileColumn, formatColumn) && $0[formatColumn] == format }.map { $0[fileColumn] }
    }
}
