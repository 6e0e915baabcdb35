import Foundation
import LayoutTemplates
import LayoutXML
import Testing
import TestSupport
import TemplateGenerator

/// Generates a document into a fresh directory and scans it back without the library's importers.
private struct Generated {
    let options: GeneratorOptions
    let directory: TemporaryDirectory
    let path: String
    let truth: GroundTruth
    let scan: SyntheticDocumentScanner

    init(_ options: GeneratorOptions) throws {
        self.options = options
        directory = try TemporaryDirectory()
        path = directory.file("Synthetic.xib")
        truth = try SyntheticDocumentGenerator.generate(options, to: path)
        var scanner = SyntheticDocumentScanner(format: options.format)
        try XMLStreamReader.parse(file: path, handler: &scanner)
        scan = scanner
    }

    var portrait: [ScannedView] { scan.subtree(truth.portraitRoot) }
    var landscape: [ScannedView] { scan.subtree(truth.landscapeRoot) }
}

@Suite("Synthetic document generator")
struct GeneratorTests {
    static let formats = GeneratedFormat.allCases

    @Test("the same options and seed give byte-identical documents and ground truth", arguments: formats)
    func determinism(format: GeneratedFormat) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let options = GeneratorOptions(viewsPerLayout: 1_500, seed: 42, format: format)
        try SyntheticDocumentGenerator.generate(options, to: directory.file("A.xib"))
        try SyntheticDocumentGenerator.generate(options, to: directory.file("B.xib"))
        var other = options
        other.seed = 43
        try SyntheticDocumentGenerator.generate(other, to: directory.file("C.xib"))
        let first = try Data(contentsOf: URL(fileURLWithPath: directory.file("A.xib")))
        let second = try Data(contentsOf: URL(fileURLWithPath: directory.file("B.xib")))
        let differentSeed = try Data(contentsOf: URL(fileURLWithPath: directory.file("C.xib")))
        #expect(first == second)
        #expect(first != differentSeed)
        let firstTruth = try Data(contentsOf: URL(fileURLWithPath: directory.file("A.truth.json")))
        let secondTruth = try Data(contentsOf: URL(fileURLWithPath: directory.file("B.truth.json")))
        #expect(firstTruth == secondTruth)
    }

    @Test("each layout has exactly the requested number of views, and the ids are the ground truth's", arguments: formats, [1, 2, 37, 1_000, 4_000])
    func viewCounts(format: GeneratedFormat, views: Int) throws {
        let generated = try Generated(GeneratorOptions(viewsPerLayout: views, seed: 7, format: format))
        defer { generated.directory.remove() }
        let truth = generated.truth
        #expect(generated.scan.roots == [truth.portraitRoot, truth.landscapeRoot])
        let portrait = Set(generated.portrait.map(\.id))
        let landscape = Set(generated.landscape.map(\.id))
        #expect(generated.portrait.count == views)
        #expect(generated.landscape.count == views)
        #expect(portrait == Set(truth.pairs.map(\.portrait) + truth.portraitOnly))
        #expect(landscape == Set(truth.pairs.map(\.landscape) + truth.landscapeOnly))
        #expect(portrait.isDisjoint(with: landscape))
        #expect(truth.pairs.first == GroundTruth.Pair(portrait: truth.portraitRoot, landscape: truth.landscapeRoot))
    }

    @Test("about 2% of each layout's views are missing from the other", arguments: formats)
    func singleLayoutFractions(format: GeneratedFormat) throws {
        let generated = try Generated(GeneratorOptions(viewsPerLayout: 5_000, seed: 3, format: format))
        defer { generated.directory.remove() }
        #expect(generated.truth.portraitOnly.count == 100)
        #expect(generated.truth.landscapeOnly.count == 100)
        #expect(generated.truth.pairs.count == 4_900)
        // Single-layout views sit in the middle of sibling lists, not only at their ends.
        let portraitOnly = Set(generated.truth.portraitOnly)
        let notLast = generated.portrait.filter { view in
            view.children.dropLast().contains { portraitOnly.contains($0) }
        }
        #expect(!notLast.isEmpty)
    }

    @Test("about a quarter of the views are tagged, unique among siblings but for deliberate duplicates", arguments: formats)
    func tagFraction(format: GeneratedFormat) throws {
        let generated = try Generated(GeneratorOptions(viewsPerLayout: 5_000, seed: 11, format: format))
        defer { generated.directory.remove() }
        let views = generated.portrait.filter { $0.parent != nil }
        let tagged = views.filter { $0.tag != 0 }
        let fraction = Double(tagged.count) / Double(views.count)
        #expect(fraction > 0.22 && fraction < 0.28, "tag fraction \(fraction)")
        var duplicateTags = 0
        for parent in generated.portrait {
            let tags = parent.children.compactMap { generated.scan.views[$0]?.tag }.filter { $0 != 0 }
            duplicateTags += tags.count - Set(tags).count
        }
        #expect(duplicateTags > 0)
        #expect(Double(duplicateTags) < 0.03 * Double(tagged.count))
        #expect(!generated.truth.ambiguous.isEmpty)
    }

    @Test("with a tag fraction of 1 and no duplicates every view but the root is tagged, unique among its siblings", arguments: formats)
    func everyViewTagged(format: GeneratedFormat) throws {
        let generated = try Generated(GeneratorOptions(viewsPerLayout: 2_000, seed: 11, format: format, tagFraction: 1, duplicateFraction: 0))
        defer { generated.directory.remove() }
        #expect((generated.portrait + generated.landscape).filter { $0.parent != nil }.allSatisfy { $0.tag != 0 })
        for parent in generated.portrait + generated.landscape {
            let tags = parent.children.compactMap { generated.scan.views[$0]?.tag }
            #expect(tags.count == Set(tags).count, "\(parent.id) repeats a tag")
        }
        #expect(generated.truth.ambiguous.isEmpty)
    }

    @Test("the landscape layout shuffles siblings, flips hidden on about 5% and exercises every mask bit", arguments: formats)
    func landscapeDiffers(format: GeneratedFormat) throws {
        let generated = try Generated(GeneratorOptions(viewsPerLayout: 4_000, seed: 5, format: format))
        defer { generated.directory.remove() }
        let views = generated.scan.views
        let landscapeToPortrait = Dictionary(uniqueKeysWithValues: generated.truth.pairs.map { ($0.landscape, $0.portrait) })
        var sameOrder = 0
        var containers = 0
        var hiddenFlips = 0
        var maskBits = AutoresizingMask()
        for pair in generated.truth.pairs {
            guard let portrait = views[pair.portrait], let landscape = views[pair.landscape] else {
                Issue.record("pair \(pair) is not in the document")
                continue
            }
            if portrait.isHidden != landscape.isHidden { hiddenFlips += 1 }
            maskBits.formUnion(portrait.mask)
            maskBits.formUnion(landscape.mask)
            let sharedLandscape = landscape.children.compactMap { landscapeToPortrait[$0] }
            let sharedPortrait = portrait.children.filter { Set(sharedLandscape).contains($0) }
            if sharedPortrait.count > 2 {
                containers += 1
                if sharedPortrait == sharedLandscape { sameOrder += 1 }
            }
        }
        let flipFraction = Double(hiddenFlips) / Double(generated.truth.pairs.count)
        #expect(flipFraction > 0.03 && flipFraction < 0.07, "hidden flips \(flipFraction)")
        #expect(maskBits == .all)
        #expect(containers > 0)
        #expect(Double(sameOrder) < 0.2 * Double(containers))
    }

    @Test("the wide shape is one root holding every other view", arguments: formats)
    func wideShape(format: GeneratedFormat) throws {
        let generated = try Generated(GeneratorOptions(viewsPerLayout: 3_001, seed: 9, format: format, wide: true))
        defer { generated.directory.remove() }
        #expect(generated.scan.views[generated.truth.portraitRoot]?.children.count == 3_000)
        #expect(generated.scan.views[generated.truth.landscapeRoot]?.children.count == 3_000)
    }

    @Test("no view is nested deeper than the maximum depth", arguments: formats, [1, 3, 8])
    func depthLimit(format: GeneratedFormat, depth: Int) throws {
        let generated = try Generated(GeneratorOptions(viewsPerLayout: 2_000, maximumDepth: depth, fanOut: 4, seed: 2, format: format))
        defer { generated.directory.remove() }
        var deepest = 0
        var stack = [(generated.truth.portraitRoot, 0)]
        while let (id, level) = stack.popLast() {
            deepest = max(deepest, level)
            for child in generated.scan.views[id]?.children ?? [] { stack.append((child, level + 1)) }
        }
        #expect(deepest == depth)
    }

    @Test("documents are well-formed: the reader's element count equals libxml2's raw count", arguments: formats)
    func wellFormed(format: GeneratedFormat) throws {
        let generated = try Generated(GeneratorOptions(viewsPerLayout: 2_000, seed: 13, format: format))
        defer { generated.directory.remove() }
        let raw = try XMLElementCounter.countElements(file: generated.path)
        #expect(raw == generated.scan.elementCount)
        #expect(raw > 4 * 2_000)
    }

    @Test("the ground truth file decodes to what generate returned")
    func groundTruthFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("Truth.xib")
        let truth = try SyntheticDocumentGenerator.generate(GeneratorOptions(viewsPerLayout: 500, seed: 8), to: path)
        let data = try Data(contentsOf: URL(fileURLWithPath: directory.file("Truth.truth.json")))
        #expect(try JSONDecoder().decode(GroundTruth.self, from: data) == truth)
        #expect(GroundTruth.path(forDocument: "/a.b/Doc") == "/a.b/Doc.truth.json")
    }

    @Test("unusable options are refused before any file is written")
    func invalidOptions() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("Bad.xib")
        #expect(throws: GeneratorError.self) {
            try SyntheticDocumentGenerator.generate(GeneratorOptions(viewsPerLayout: 0, maximumDepth: 500, fanOut: 0), to: path)
        }
        #expect(GeneratorOptions(viewsPerLayout: 0, maximumDepth: 500, fanOut: 0).problems.count == 3)
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(throws: GeneratorError.self) {
            try SyntheticDocumentGenerator.generate(GeneratorOptions(viewsPerLayout: 10), to: directory.file("missing/Doc.xib"))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }
}
