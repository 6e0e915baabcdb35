import Foundation
import Testing
import LayoutTemplates
import TestSupport

/// `merge --auto-layout` on every two-layout design of the fixtures and the corpus: the synthesis
/// reproduces both drawings, the document reads back, and the AutoLayout engine lays it out on
/// phones of the two drawn sizes as drawn, without conflict or ambiguity.
@Suite("Auto Layout merge of two-layout designs")
struct TwoLayoutDesignTests {
    static let fixtures: [[String]] = [
        ["Example/LoginForm.xib"], ["Merge/HiddenAndTargets.xib"], ["Merge/MovedLabel.xib"], ["Merge/OneFileConnections.xib"],
        ["Merge/TwoFile/Portrait.xib", "Merge/TwoFile/Landscape.xib"], ["Modern/SceneWithLandscapeView.storyboard"],
        ["Merge/HiddenNeighbour.xib"], ["Merge/CollectionCell.xib"], ["Merge/StackAxis.xib"], ["Merge/OwnerWithoutViewOutlet.xib"],
        ["Merge/PlusCanvas.xib"], ["Merge/CardView.xib"],
    ]

    /// The corpus's designs with both layouts (MANIFEST `has_portrait_landscape_pair` = yes), one
    /// file each, or a portrait and landscape file where the notes say the pair is two files.
    static func corpusDesigns() throws -> [[String]] {
        let manifest = try String(contentsOf: PackagePaths.corpusRoot.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8)
        var single: [String] = [], split: [String] = []
        for line in manifest.split(separator: "\n").dropFirst() {
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard columns.count >= 8, columns[6] == "yes" else { continue }
            if columns[7].contains("SEPARATE-FILE") || columns[7].contains("landscape half") { split.append(columns[0]) } else { single.append(columns[0]) }
        }
        var designs = single.map { [PackagePaths.corpus($0)] }
        for landscape in split where (landscape as NSString).lastPathComponent.lowercased().contains("landscape") {
            let portrait = [landscape.replacingOccurrences(of: "Landscape", with: "Portrait"), landscape.replacingOccurrences(of: "-landscape", with: "")]
                .first { $0 != landscape && split.contains($0) }
            if let portrait { designs.append([PackagePaths.corpus(portrait), PackagePaths.corpus(landscape)]) }
        }
        return designs
    }

    struct Tally {
        var designs = 0, refused: [String] = [], views = 0, reproduced = 0, engineCompared = 0, engineExact = 0, mismatched: [String] = []
    }

    /// Merges one design with --auto-layout and measures it; a refusal is recorded with its reason.
    static func measure(_ files: [String], into tally: inout Tally) throws {
        let set = try Design(contentsOf: files)
        if set.liveDocumentType?.contains(".iPad.") == true { return }
        let design = MergedDesign(MatchResult(matching: set, mode: .default))
        let target: MergeTarget = design.liveFile.lowercased().hasSuffix(".storyboard") ? .storyboard : .xib
        let name = files.map { ($0 as NSString).lastPathComponent }.joined(separator: " + ")
        let written: MergeTarget.MergedText, synthesis: SynthesisResult
        do {
            (written, synthesis) = try target.autoLayoutText(of: design, destination: "Out.\(target.rawValue)")
        } catch {
            tally.refused.append("\(name): \(error.diagnostics.first?.message ?? "")")
            return
        }
        tally.designs += 1
        let count = synthesis.views.count - 1
        tally.views += count
        tally.reproduced += count - synthesis.mismatches().count
        #expect(written.text.contains("useAutolayout=\"YES\"") && written.text.contains("useTraitCollections=\"YES\""), "\(name)")
        let document = try ImportResult(bytes: Array(written.text.utf8), path: "Out.\(target.rawValue)").document
        let drawn = synthesis.design.viewsByID
        // A phone of each drawn size (a drawing under a status bar is 20 pt short in its
        // orientation only, so each orientation gets its own phone).
        let portraitRoot = synthesis.design.root.portrait, landscapeRoot = synthesis.design.root.landscape
        for (orientation, landscape) in [(InterfaceOrientation.portrait, false), (.landscapeLeft, true)] {
            // The engine gives a root drawn below the status bar the screen's height less its top.
            let size = landscape ? Size(width: landscapeRoot.height + landscapeRoot.y, height: landscapeRoot.width) : Size(width: portraitRoot.width, height: portraitRoot.height + portraitRoot.y)
            let phone = Device(name: "drawn", family: .phone, portraitSize: size)
            let layout = AutoLayoutEngine.layOut(document, at: .device(phone, orientation), checkingAmbiguity: true)
            #expect(!layout.diagnostics.contains { $0.rule == .unsatisfiableConstraints }, "\(name): \(layout.diagnostics.map(\.message))")
            let ambiguous = layout.designs.flatMap(\.views).filter { drawn[$0.id.rawValue] != nil && !$0.ambiguousAxes.isEmpty }
            #expect(ambiguous.isEmpty, "\(name): ambiguous \(ambiguous.map(\.id))")
            guard let design = layout.designs.first(where: { $0.rootID.rawValue == synthesis.design.root.id }) else {
                tally.mismatched.append("\(name): root not laid out")
                continue
            }
            for view in design.views.dropFirst() {
                guard let expected = drawn[view.id.rawValue].map({ landscape ? $0.landscape : $0.portrait }) else { continue }
                tally.engineCompared += 1
                if SynthesisResult.distance(expected, view.frame) <= 0.5 {
                    tally.engineExact += 1
                } else {
                    tally.mismatched.append("\(name) \(view.id.rawValue) \(orientation): engine \(view.frame), drawn \(expected)")
                }
            }
        }
    }

    static func report(_ label: String, _ tally: Tally) {
        func percent(_ part: Int, _ whole: Int) -> String { String(format: "%.1f%%", whole == 0 ? 0 : Double(part) * 100 / Double(whole)) }
        print("\(label): \(tally.designs) designs merged with --auto-layout; synthesis reproduces both drawings for \(tally.reproduced) of \(tally.views) views (\(percent(tally.reproduced, tally.views))); the written document laid out by the AutoLayout engine on phones of the two drawn sizes: \(tally.engineExact) of \(tally.engineCompared) view frames within 0.5 pt (\(percent(tally.engineExact, tally.engineCompared)))")
        for refusal in tally.refused { print("  refused: \(refusal)") }
        for mismatch in tally.mismatched.prefix(20) { print("  off: \(mismatch)") }
    }

    @Test("the fixtures' two-layout designs")
    func fixtures() throws {
        var tally = Tally()
        for files in Self.fixtures { try Self.measure(files.map(PackagePaths.fixture), into: &tally) }
        Self.report("fixtures", tally)
        #expect(tally.designs == Self.fixtures.count, "refused: \(tally.refused)")
        #expect(tally.reproduced == tally.views)
        #expect(tally.engineExact == tally.engineCompared)
    }

    @Test("the corpus's two-layout designs", .enabled(if: PackagePaths.isCorpusAvailable, "../shared/corpus is absent: the Auto Layout merge of its designs is skipped"))
    func corpus() throws {
        var tally = Tally()
        for files in try Self.corpusDesigns() { try Self.measure(files, into: &tally) }
        Self.report("corpus", tally)
        // The others already have constraints (a storyboard's, a legacy archive's): refused.
        #expect(tally.designs >= 8)
        #expect(tally.reproduced == tally.views)
        #expect(tally.engineExact == tally.engineCompared)
    }
}
