import Foundation
import Testing
import LayoutTemplates
import TemplateGenerator

/// The accuracy bar, measured on synthetic documents with ground truth: on a
/// 10k-views-per-layout pair the default mode recovers at least 98.5% of the true pairs with at
/// least 99.9% precision, and 99.0% when a tenth or a fifth of the views are featureless
/// decorations; the reference recovers almost none (it cannot match untagged containers
/// and drops their subtrees).
@Suite("Accuracy on generated documents")
struct GeneratedAccuracyTests {
    struct Score {
        var truePairs: Int
        var matched: Int
        var correct: Int
        var recall: Double { Double(correct) / Double(max(truePairs, 1)) }
        var precision: Double { Double(correct) / Double(max(matched, 1)) }
    }

    func score(_ options: GeneratorOptions, mode: MatchingMode) throws -> Score {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("matching-accuracy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("Synthetic.xib").path
        let truth = try SyntheticDocumentGenerator.generate(options, to: path)
        let set = try Design(contentsOf: [path])
        #expect(set.live.id.rawValue == truth.portraitRoot)
        #expect(set.layout(named: "landscape")?.rootID.rawValue == truth.landscapeRoot)
        let result = MatchResult(matching: set, mode: mode)
        var expected: [String: String] = [:]
        for pair in truth.pairs { expected[pair.landscape] = pair.portrait }
        // Views that look the same (equal subtrees without identities) are interchangeable: any
        // pairing among them lays the design out the same.
        var lookalikes: [String: Set<String>] = [:]
        for group in truth.interchangeable ?? [] {
            for id in group { lookalikes[id, default: []].formUnion(group) }
        }
        let table = try #require(result.table(named: "landscape"))
        let correct = table.entries.filter { entry in
            guard let portrait = expected[entry.templateID.rawValue] else { return false }
            return portrait == entry.liveID.rawValue || lookalikes[portrait]?.contains(entry.liveID.rawValue) == true
        }.count
        return Score(truePairs: truth.pairs.count, matched: table.count, correct: correct)
    }

    @Test("default mode, 10k views per layout: recall >= 98.5%, precision >= 99.9%", arguments: [
        GeneratorOptions(viewsPerLayout: 10_000, seed: 1, format: .modern),
        GeneratorOptions(viewsPerLayout: 10_000, seed: 3, format: .legacy),
        GeneratorOptions(viewsPerLayout: 10_000, seed: 4, format: .modern, wide: true),
    ])
    func defaultMode(options: GeneratorOptions) throws {
        let score = try score(options, mode: .default)
        #expect(score.recall >= 0.985, "recall \(score.recall)")
        #expect(score.precision >= 0.999, "precision \(score.precision)")
    }

    @Test("default mode with featureless decorations (10% of the views): recall >= 99.0%, precision >= 99.9%", arguments: [
        GeneratorOptions(viewsPerLayout: 10_000, seed: 1, format: .modern, featurelessFraction: 0.1),
        GeneratorOptions(viewsPerLayout: 10_000, seed: 5, format: .modern, featurelessFraction: 0.2),
        GeneratorOptions(viewsPerLayout: 10_000, seed: 3, format: .legacy, featurelessFraction: 0.1),
    ])
    func featurelessMix(options: GeneratorOptions) throws {
        let score = try score(options, mode: .default)
        #expect(score.recall >= 0.99, "recall \(score.recall)")
        #expect(score.precision >= 0.999, "precision \(score.precision)")
    }

    @Test("the reference recovers almost none of a nested design")
    func compatibleMode() throws {
        let score = try score(GeneratorOptions(viewsPerLayout: 10_000, seed: 1, format: .modern), mode: .compatible)
        #expect(score.recall < 0.05)
    }
}
