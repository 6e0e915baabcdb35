import Foundation
import LayoutTemplates
import TestSupport

/// The portrait/landscape pairs of `../shared/corpus`: files whose MANIFEST.tsv row says
/// `has_portrait_landscape_pair` = yes, one file holding both layouts, except the two-file pairs
/// its notes describe (listed here, portrait file first).
enum CorpusPairs {
    struct Pair: Sendable, CustomStringConvertible {
        var files: [String]
        var description: String { files.map { ($0 as NSString).lastPathComponent }.joined(separator: " + ") }
    }

    static let root = PackagePaths.corpusRoot

    /// MANIFEST notes: "SEPARATE-FILE pair" (xamarin, caelum, defagos x2).
    static let twoFilePairs: [[String]] = [
        ["xamarin__ios-samples/Rotation__HandlingRotation__Screens__iPhone__Method3SwapViews__PortraitView.xib",
         "xamarin__ios-samples/Rotation__HandlingRotation__Screens__iPhone__Method3SwapViews__LandscapeView.xib"],
        ["caelum__onibus-ios/Busao__OnibusViewController.xib",
         "caelum__onibus-ios/Busao__OnibusViewController-landscape.xib"],
        ["defagos__CoconutKit/CoconutKit-demo__Sources__Demos__Common__OrientationClonerViewController__OrientationClonerViewControllerPortrait.xib",
         "defagos__CoconutKit/CoconutKit-demo__Sources__Demos__Common__OrientationClonerViewController__OrientationClonerViewControllerLandscape.xib"],
        ["defagos__CoconutKit/CoconutKit-demo__Sources__Demos__Common__OrientationClonerViewController__OrientationClonerLargeViewControllerPortrait.xib",
         "defagos__CoconutKit/CoconutKit-demo__Sources__Demos__Common__OrientationClonerViewController__OrientationClonerLargeViewControllerLandscape.xib"],
    ]

    static var all: [Pair] {
        guard PackagePaths.isCorpusAvailable, let manifest = try? String(contentsOf: root.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8) else { return [] }
        let inPairs = Set(twoFilePairs.joined())
        var pairs: [Pair] = []
        var rows = manifest.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        guard let header = rows.first, let fileColumn = header.firstIndex(of: "local_file"),
              let pairColumn = header.firstIndex(of: "has_portrait_landscape_pair") else { return [] }
        rows.removeFirst()
        for row in rows where row.count > max(fileColumn, pairColumn) && row[pairColumn] == "yes" && !inPairs.contains(row[fileColumn]) {
            pairs.append(Pair(files: [row[fileColumn]]))
        }
        return pairs + twoFilePairs.map { Pair(files: $0) }
    }

    /// Imports, finds the layouts, matches (default mode) and draws portrait and landscape.
    static func drawing(_ pair: Pair) throws -> (drawing: LayoutDrawing, set: Design) {
        let paths = pair.files.map { root.appendingPathComponent($0).path }
        let documents = try paths.map { try ImportResult(contentsOf: $0).document }
        let set = try Design(documents: documents)
        let result = MatchResult(matching: set, mode: .default)
        let names = set.layouts.map(\.name).filter { $0 == "portrait" || $0 == "landscape" }
        return (LayoutDrawing(title: pair.description, result: result, layoutNames: names), set)
    }
}
