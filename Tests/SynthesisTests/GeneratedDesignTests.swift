import Foundation
import Testing
import LayoutTemplates
import LayoutSynthesis
import TemplateGenerator
import TestSupport

/// `merge --auto-layout` on generated two-layout designs: deep trees of small views whose
/// relations interlock far more than a screen's do, with views hidden in one layout only.
@Suite("Auto Layout merge of generated designs")
struct GeneratedDesignTests {
    @Test("every view is placed by inferred relations, none pinned, and the engine lays the document out as drawn", arguments: 1...6)
    func inferredNotPinned(seed: UInt64) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.file("Generated.xib")
        _ = try SyntheticDocumentGenerator.generate(GeneratorOptions(viewsPerLayout: 60, seed: seed, featurelessFraction: 0.3), to: file)
        let design = MergedDesign(MatchResult(matching: try Design(contentsOf: [file]), mode: .default))
        let (written, synthesis) = try MergeTarget.xib.autoLayoutText(of: design, destination: "Out.xib")
        #expect(synthesis.views.allSatisfy { !$0.isPinned }, "pinned: \(synthesis.views.filter(\.isPinned).map(\.id))")
        #expect(!written.diagnostics.contains { $0.severity == .error || $0.message.contains("not where it is drawn") },
                "\(written.diagnostics.map(\.message))")
    }
}
