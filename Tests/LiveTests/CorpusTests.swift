import Foundation
import Testing
import LayoutTemplates
import TestSupport

/// Real designs from `../shared/corpus` (skipped with a message when it is absent): the reference
/// sample, and every portrait/landscape pair through match, apply, merge and check in both modes.
@Suite("Corpus designs", .enabled(if: PackagePaths.isCorpusAvailable, "../shared/corpus is absent"))
struct CorpusTests {
    static let sample = "michaeltyson__TPMultiLayoutViewController/TPMultiLayoutViewControllerTest__en.lproj__TPMultiLayoutViewControllerTestViewController.xib"

    @Test("TPMultiLayoutViewController's sample: all 8 landscape subviews match by the expected rule, in both modes", arguments: MatchingMode.allCases)
    func referenceSample(mode: MatchingMode) throws {
        let set = try Design(contentsOf: [PackagePaths.corpus(Self.sample)])
        let result = MatchResult(matching: set, mode: mode)
        let table = try #require(result.table(named: "landscape"))
        let rules = table.entries.filter { $0.rule != .root }.map(\.rule)
        #expect(rules.count == 8)
        #expect(rules.filter { $0 == .labelText }.count == 3)
        #expect(rules.filter { $0 == .textField }.count == 2)
        #expect(rules.filter { $0 == .buttonTitle }.count == 2)
        #expect(rules.filter { $0 == .controlActions }.count == 1)
        #expect(result.unmatched.isEmpty)
        #expect(!result.hasProblems)

        var controller = LayoutController(result)
        controller.update(for: Environment(orientation: .landscapeLeft))
        let label1 = try #require(set.live.subviews.first { $0.text == "Label 1" })
        #expect(controller.tree.attributes(id: label1.id)?.frame == Rect(x: 23, y: 27, width: 57, height: 21))
        #expect(controller.tree.attributes(id: label1.id)?.bounds == Rect(x: 0, y: 0, width: 57, height: 21))
        controller.update(for: Environment(orientation: .portrait))
        #expect(controller.tree.attributes(id: label1.id)?.frame == Rect(x: 29, y: 20, width: 57, height: 21))
    }

    @Test("every corpus pair: match, apply, merge, check in both modes; default lays out at least as many live views as compatible on each and more in total")
    func everyPair() throws {
        let designs = try CorpusPairs.designs()
        #expect(designs.count >= 12)
        var totals: [MatchingMode: Int] = [:]
        for files in designs {
            var laidOut: [MatchingMode: Int] = [:]
            for mode in MatchingMode.allCases {
                let set = try Design(contentsOf: files)
                let diagnostics = set.diagnostics
                let result = MatchResult(matching: set, mode: mode)
                laidOut[mode] = result.tables.filter { $0.layoutName != set.liveLayoutName }.reduce(0) { $0 + $1.count }
                _ = result.hasProblems
                let json = try JSONEncoder().encode(MatchReport(result: result, diagnostics: diagnostics))
                #expect(!json.isEmpty)
                try MergeRoundTrip.expectSameApply(result, label: files.joined(separator: " + "))
            }
            let compatible = laidOut[.compatible] ?? 0
            let standard = laidOut[.default] ?? 0
            #expect(standard >= compatible, "\(files): default \(standard) < compatible \(compatible)")
            for mode in MatchingMode.allCases { totals[mode, default: 0] += laidOut[mode] ?? 0 }
        }
        #expect((totals[.default] ?? 0) > (totals[.compatible] ?? 0))
    }
}
