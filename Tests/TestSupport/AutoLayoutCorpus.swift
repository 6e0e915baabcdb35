import Foundation

/// The corpus documents that Auto Layout tests read.
public enum AutoLayoutCorpus {
    /// The corpus's iOS documents with constraints, by their MANIFEST names (legacy archives hold
    /// none; the macOS storyboard is refused by the importer).
    public static func documents() throws -> [String] {
        let manifest = try String(contentsOf: PackagePaths.corpusRoot.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8)
        return manifest.split(separator: "\n").dropFirst().compactMap { line -> String? in
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard columns.count >= 5, columns[4] != "legacy-archive" else { return nil }
            let file = String(columns[0])
            guard let text = try? String(contentsOfFile: PackagePaths.corpus(file), encoding: .utf8),
                  text.contains("<constraint "), !text.contains("targetRuntime=\"MacOSX") else { return nil }
            return file
        }
    }
}
