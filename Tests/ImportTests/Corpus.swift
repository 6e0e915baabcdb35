import Foundation
import TestSupport

/// The real Interface Builder files in `../shared/corpus` (next to the package root), which tests
/// use when present and skip, saying so, when absent.
enum Corpus {
    /// `(local_file, format)` of every manifest row.
    static func manifest() throws -> [(file: String, format: String)] {
        let text = try String(contentsOf: PackagePaths.corpusRoot.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8)
        return text.split(separator: "\n").dropFirst().compactMap { line in
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard columns.count >= 5 else { return nil }
            return (String(columns[0]), String(columns[4]))
        }
    }
}
