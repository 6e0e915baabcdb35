import Foundation
import Testing
import LayoutTemplates
import TestSupport

/// The template-format merge is lossless for what the format carries: owner class,
/// every outlet, actions whose targets are outside the hierarchy; a valid design always merges.
/// The sample test reads `../shared/corpus` and is skipped, with a message, when it is absent.
@Suite("Merge to the template format")
struct TemplateMergeTests {
    @Test("every fixture design, both modes: merge then apply equals apply on the original", arguments: MatchingMode.allCases)
    func fixtureRoundTrip(mode: MatchingMode) throws {
        for files in (InterfaceBuilderMergeTests.fixtures + [["Merge/PadPlayer.xib"]]).map({ $0.map(PackagePaths.fixture) }) {
            let set = try Design(contentsOf: files)
            try MergeRoundTrip.expectSameApply(MatchResult(matching: set, mode: mode), label: files.joined(separator: " + "))
        }
    }

    @Test("an action and an outlet naming a top-level controller merge as an external object, with the owner's class and every outlet")
    func externalTargets() throws {
        let set = try Design(contentsOf: [PackagePaths.fixture("Merge/HiddenAndTargets.xib")])
        let (document, diagnostics) = TemplateMerger.merge(MergedDesign(MatchResult(matching: set, mode: .default)), file: "Out.layouts.xml")
        let text = try TemplateFormatWriter.string(from: document)
        let reread = try ImportResult(bytes: Array(text.utf8), path: "Out.layouts.xml").document
        let scene = try #require(reread.scenes.first)
        #expect(scene.ownerClass == "PlayerViewController")
        #expect(scene.externalObjectIDs == ["tvc"])
        #expect(Set(scene.outlets.map(\.property)) == ["view", "portraitView", "landscapeView", "volumeLabel", "playlistController"])
        #expect(scene.outlet(named: "playlistController")?.destination == "tvc")
        #expect(scene.view(id: "p-slider")?.actions.first?.target == .object(id: "tvc"))
        // The landscape-only button cannot be in the template; saying so is a warning naming it.
        #expect(diagnostics.contains { $0.rule == .notExpressible && $0.subject?.view == "l-playlist" && $0.message.hasPrefix("UIButton ") })
    }

    @Test("TPMultiLayoutViewController's sample keeps every outlet of its owner, sliderLabel included",
          .enabled(if: PackagePaths.isCorpusAvailable, "../shared/corpus is absent: the sample's outlets are not checked"))
    func sampleOutlets() throws {
        let file = PackagePaths.corpus(CorpusTests.sample)
        let original = try ImportResult(contentsOf: file).document
        let set = try Design(contentsOf: [file])
        let merged = TemplateMerger.merge(MatchResult(matching: set, mode: .default), file: "Out.layouts.xml")
        let text = try TemplateFormatWriter.string(from: merged)
        let reread = try ImportResult(bytes: Array(text.utf8), path: "Out.layouts.xml").document
        let properties = try #require(original.scenes.first).outlets.map(\.property)
        #expect(properties.contains("sliderLabel"))
        #expect(Set(reread.scenes.first?.outlets.map(\.property) ?? []) == Set(properties))
        #expect(reread.scenes.first?.ownerClass == original.scenes.first?.ownerClass)
    }

    @Test("every corpus design merges to the template format and keeps every outlet of its owners",
          .enabled(if: PackagePaths.isCorpusAvailable, "../shared/corpus is absent: the corpus outlets are not checked"))
    func corpusOutlets() throws {
        for files in try CorpusPairs.designs() {
            let set = try Design(contentsOf: files)
            let merged = TemplateMerger.merge(MatchResult(matching: set, mode: .default), file: "Out.layouts.xml")
            let text = try TemplateFormatWriter.string(from: merged)
            let reread = try ImportResult(bytes: Array(text.utf8), path: "Out.layouts.xml").document
            let kept = Set(reread.scenes.first?.outlets.map(\.property) ?? [])
            let originals = Set(set.liveOutlets.map(\.property) + set.layouts.flatMap { $0.outlets.map(\.property) })
            #expect(originals.isSubset(of: kept), "\(files): lost \(originals.subtracting(kept))")
        }
    }
}
