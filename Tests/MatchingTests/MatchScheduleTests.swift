import Foundation
@testable import LayoutTemplates
import TemplateGenerator
import TestSupport
import Testing

/// The matcher runs the steps of matching several layouts side by side (`MatchSchedule`): the
/// pairing beside the repeated-sibling report, then the table entries beside the unmatched-view
/// report. Whatever runs where, each layout's result must be what matching it in turn gives.
@Suite("Match schedule")
struct MatchScheduleTests {
    /// The layouts of `file` matched by the schedule and one after the other; where they differ.
    private func differences(file: String, mode: MatchingMode) throws -> [String] {
        let set = try LayoutLoader.load(files: [file]).set
        let (live, inputs) = Matcher.inputs(for: set)
        let scheduled = MatchSchedule.run(inputs, mode: mode, live: live).matches
        let inTurn = inputs.map { TreeLayoutMatch($0, mode: mode) }
        guard scheduled.count == inTurn.count else { return ["\(scheduled.count) results for \(inTurn.count) layouts"] }
        var problems: [String] = []
        for (index, (a, b)) in zip(scheduled, inTurn).enumerated() {
            if a.entries != b.entries || a.liveNumbers != b.liveNumbers { problems.append("layout \(index): entries") }
            if a.unmatched != b.unmatched { problems.append("layout \(index): unmatched views") }
            if a.diagnostics != b.diagnostics { problems.append("layout \(index): diagnostics") }
        }
        return problems
    }

    @Test("every fixture, both modes", arguments: [MatchingMode.default, .compatible])
    func fixtures(mode: MatchingMode) throws {
        let files = try FileManager.default.subpathsOfDirectory(atPath: PackagePaths.fixtures.path)
            .filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }
        #expect(files.count > 5)
        var checked = 0
        for file in files.sorted() {
            guard let problems = try? differences(file: PackagePaths.fixture(file), mode: mode) else { continue }
            checked += 1
            #expect(problems.isEmpty, "\(file): \(problems)")
        }
        #expect(checked > 5)
    }

    @Test("generated documents with moved views, ties and repeated keys, both modes", arguments: [
        GeneratorOptions(viewsPerLayout: 2_000, seed: 7, format: .modern),
        GeneratorOptions(viewsPerLayout: 2_000, seed: 8, format: .legacy),
        GeneratorOptions(viewsPerLayout: 2_000, seed: 9, format: .modern, wide: true),
    ])
    func generated(options: GeneratorOptions) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("match-schedule-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("Synthetic.xib").path
        _ = try SyntheticDocumentGenerator.generate(options, to: path)
        for mode in [MatchingMode.default, .compatible] {
            let problems = try differences(file: path, mode: mode)
            #expect(problems.isEmpty, "\(mode): \(problems)")
        }
        // The default mode's reports must have something to keep in order here.
        let result = Matcher.match(try LayoutLoader.load(files: [path]).set, mode: .default)
        #expect(result.diagnostics.contains { $0.rule == .ambiguousMatch })
        #expect(result.diagnostics.contains { $0.rule == .unmatchedView })
    }
}
