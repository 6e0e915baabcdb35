import Foundation
import TestSupport

/// The portrait/landscape designs of `../shared/corpus` (relative to the package root): MANIFEST
/// rows with `has_portrait_landscape_pair` = yes; rows whose notes say SEPARATE-FILE or "landscape
/// half" are two-file pairs, the landscape file named like its portrait file with `Landscape` for
/// `Portrait` or a `-landscape` suffix. Tests reading them are skipped, with a message, when the
/// folder is absent.
enum CorpusPairs {
    /// Each design as its file paths: one file, or portrait file then landscape file.
    static func designs() throws -> [[String]] {
        let manifest = try String(contentsOf: PackagePaths.corpusRoot.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8)
        var rows = manifest.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        guard let header = rows.first,
              let fileColumn = header.firstIndex(of: "local_file"),
              let pairColumn = header.firstIndex(of: "has_portrait_landscape_pair"),
              let notesColumn = header.firstIndex(of: "notes") else { return [] }
        rows.removeFirst()
        var single: [String] = []
        var split: [String] = []
        for row in rows where row.count > max(fileColumn, pairColumn, notesColumn) && row[pairColumn] == "yes" {
            let file = row[fileColumn]
            if single.contains(file) || split.contains(file) { continue }
            if row[notesColumn].contains("SEPARATE-FILE") || row[notesColumn].contains("landscape half") {
                split.append(file)
            } else {
                single.append(file)
            }
        }
        var designs = single.map { [PackagePaths.corpus($0)] }
        for landscape in split where (landscape as NSString).lastPathComponent.lowercased().contains("landscape") {
            let candidates = [
                landscape.replacingOccurrences(of: "Landscape", with: "Portrait"),
                landscape.replacingOccurrences(of: "-landscape", with: ""),
            ]
            if let portrait = candidates.first(where: { $0 != landscape && split.contains($0) }) {
                designs.append([PackagePaths.corpus(portrait), PackagePaths.corpus(landscape)])
            }
        }
        return designs
    }
}
