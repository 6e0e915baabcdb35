import Foundation
import LayoutBenchmarks
import Testing
import TemplateGenerator

/// The harness's bookkeeping on tiny inputs; no timing is asserted.
@Suite("Benchmark runner")
struct BenchmarkRunnerTests {
    @Test("a run reports every phase of every case, with the work each phase did", arguments: GeneratedFormat.allCases)
    func reportsPhases(format: GeneratedFormat) throws {
        let options = BenchmarkOptions(cases: [BenchmarkCase(name: "small", viewsPerLayout: 200), BenchmarkCase(name: "wide-50", viewsPerLayout: 51, wide: true)], format: format, repetitions: 2)
        let report = try BenchmarkRunner.run(options)
        #expect(report.version == 1)
        #expect(report.cases.map(\.benchmarkCase.name) == ["small", "wide-50"])
        for result in report.cases {
            // No executable is given here, so only the end-to-end phases are skipped (with one,
            // they come right after the raw pass).
            #expect(Set(result.skipped.keys) == [BenchmarkPhase.endToEndMatch.rawValue, BenchmarkPhase.endToEndMatchCompatible.rawValue,
                                                 BenchmarkPhase.endToEndMatchJSON.rawValue], "\(result.skipped)")
            #expect(result.phases.map(\.phase) == [.rawCount, .reader, .importDocument, .matchDefault, .matchCompatible, .merge, .reapply])
            #expect(result.phases.filter { $0.phase != .reapply }.allSatisfy { $0.timing.samples.count == 2 })
            #expect(result.phase(.reapply)?.timing.samples.count == 2 * options.flipsPerRepetition)
            #expect(result.phase(.reapply)?.output == result.views / 2)
            #expect(result.phase(.rawCount)?.output == result.phase(.reader)?.output)
            #expect(result.phase(.importDocument)?.output == result.views)
            #expect(result.fileBytes > 0)
            #expect(result.ratioToRaw(.importDocument) != nil)
        }
    }

    @Test("case names parse as the CLI takes them")
    func caseNames() {
        #expect(BenchmarkCase(name: "10k") == BenchmarkCase(name: "10k", viewsPerLayout: 10_000))
        #expect(BenchmarkCase(name: "wide-10k") == BenchmarkCase(name: "wide-10k", viewsPerLayout: 10_001, wide: true))
        #expect(BenchmarkCase(name: "2500")?.viewsPerLayout == 2_500)
        #expect(BenchmarkCase(name: "100K-Tagged") == BenchmarkCase(name: "100k-tagged", viewsPerLayout: 100_000, tagged: true))
        #expect(BenchmarkCase(name: "wide-2k-tagged") == BenchmarkCase(name: "wide-2k-tagged", viewsPerLayout: 2_001, wide: true, tagged: true))
        #expect(BenchmarkCase(name: "100000")?.isSameDocument(as: .large) == true)
        #expect(BenchmarkCase(name: "100k")?.isSameDocument(as: .largeTagged) == false)
        #expect(BenchmarkCase(name: "10001")?.isSameDocument(as: .wideMedium) == false)
        #expect(BenchmarkCase(name: "ten") == nil)
        #expect(BenchmarkCase(name: "0") == nil)
        #expect(BenchmarkCase(name: "-tagged") == nil)
        #expect(BenchmarkCase.standard.map(\.name) == ["1k", "10k", "100k", "wide-10k", "100k-tagged"])
        for benchmarkCase in BenchmarkCase.standard {
            #expect(BenchmarkCase(name: benchmarkCase.name) == benchmarkCase)
        }
    }

    @Test("on a tagged case both modes lay out nearly the same views; on an untagged one the compatible mode gives up on most")
    func taggedCaseEvensTheModes() throws {
        let options = BenchmarkOptions(cases: [try #require(BenchmarkCase(name: "2k-tagged")), try #require(BenchmarkCase(name: "2k"))], repetitions: 1, flipsPerRepetition: 1)
        let report = try BenchmarkRunner.run(options)
        let tagged = try #require(report.result(named: "2k-tagged").flatMap(ModeComparison.init))
        #expect(tagged.compatibleTableEntries * 100 >= tagged.defaultTableEntries * 99, "\(tagged)")
        #expect(tagged.defaultTableEntries > 2 * 1_900)
        let untagged = try #require(report.result(named: "2k").flatMap(ModeComparison.init))
        #expect(untagged.compatibleTableEntries < untagged.defaultTableEntries * 3 / 4)
        #expect(tagged.endToEnd == nil)
        #expect(tagged.matching != nil)
    }

    @Test("the modes are judged on the tagged case, not on the untagged one of the same size")
    func modeTargetsReadTheTaggedCase() {
        let modes = [phase(.matchDefault, [2, 2, 2]), phase(.matchCompatible, [1, 1, 1])]
        let untagged = BenchmarkTargets.evaluate(BenchmarkReport(build: "release", format: .modern, repetitions: 3, cases: [caseResult(.large, modes)]))
        let tagged = BenchmarkTargets.evaluate(BenchmarkReport(build: "release", format: .modern, repetitions: 3, cases: [caseResult(.largeTagged, modes)]))
        let name = "default / compatible, matching phase alone (find + match), 100k-tagged"
        #expect(untagged.first { $0.name == name }?.met == nil)
        #expect(tagged.first { $0.name == name }?.measured == 2)
        #expect(tagged.first { $0.name == name }?.met == false)
    }

    @Test("targets find their case by the document it generated, whatever it was named")
    func targetsFindCasesByDocument() {
        let result = CaseResult(benchmarkCase: BenchmarkCase(name: "100000", viewsPerLayout: 100_000), format: .modern, fileBytes: 1, views: 2,
                                generateSeconds: 0, phases: [phase(.rawCount, [1, 1, 1]), phase(.endToEndMatch, [1.5, 1.5, 1.5])], skipped: [:])
        let checks = BenchmarkTargets.evaluate(BenchmarkReport(build: "release", format: .modern, repetitions: 3, cases: [result]))
        #expect(checks.first { $0.name == "template-apply match end to end / raw libxml2 pass, 100k" }?.measured == 1.5)
    }

    @Test("a report written before cases could be tagged still decodes, its cases untagged")
    func decodesUntaggedCases() throws {
        let json = #"{"name": "10k", "viewsPerLayout": 10000, "wide": false}"#
        #expect(try JSONDecoder().decode(BenchmarkCase.self, from: Data(json.utf8)) == BenchmarkCase(name: "10k", viewsPerLayout: 10_000))
        let tagged = BenchmarkCase(name: "1k-tagged", viewsPerLayout: 1_000, tagged: true)
        #expect(try JSONDecoder().decode(BenchmarkCase.self, from: JSONEncoder().encode(tagged)) == tagged)
    }

    @Test("ratios are the median of each repetition's own ratio; unequal sample counts fall back to the medians")
    func pairedRatios() {
        // The machine slows down over the run: per repetition the end-to-end run is 1.5x the raw
        // pass, but the medians of the two columns give 2.0x.
        let result = caseResult(BenchmarkCase(name: "drift", viewsPerLayout: 1), [phase(.rawCount, [1, 2, 4]), phase(.endToEndMatch, [1.5, 3, 6]), phase(.endToEndMatchCompatible, [1, 4, 4]),
                                          phase(.reapply, [0.1, 0.2, 0.3, 0.4])])
        #expect(result.ratioToRaw(.endToEndMatch) == 1.5)
        #expect(result.ratio(.endToEndMatch, to: .endToEndMatchCompatible) == 1.5)
        #expect(result.ratioToRaw(.reapply) == 0.125)
        #expect(result.ratioToRaw(.merge) == nil)
    }

    @Test("a ratio target keeps each repetition's own ratio, and counts those within the limit")
    func targetRepetitions() {
        let limit = BenchmarkTargets.Limit.endToEndOverRaw
        let ratios = [limit - 0.1, limit + 0.1, limit - 0.2]
        let result = caseResult(.large, [phase(.rawCount, [1, 1, 1]), phase(.endToEndMatch, ratios), phase(.endToEndMatchCompatible, [1.8, 1.8, 1.8])])
        let checks = BenchmarkTargets.evaluate(BenchmarkReport(build: "release", format: .modern, repetitions: 3, cases: [result]))
        let raw = checks.first { $0.name.hasPrefix("template-apply match end to end / raw") }
        #expect(raw?.repetitions == ratios)
        #expect(raw?.measured == limit - 0.1)
        #expect(raw?.met == true)
        #expect(raw?.repetitionsMet == 2)
        // Peak memory is one value, not a ratio per repetition.
        let memory = checks.first { $0.name.contains("peak resident memory") }
        #expect(memory?.repetitions == [])
    }

    @Test("the JSON form is the report with its judged targets beside the cases, and decodes as the report")
    func judgedJSON() throws {
        let limit = BenchmarkTargets.Limit.endToEndOverRaw
        let ratios = [limit - 0.1, limit + 0.1, limit - 0.2]
        let result = caseResult(.large, [phase(.rawCount, [1, 1, 1]), phase(.endToEndMatch, ratios)])
        let report = BenchmarkReport(build: "release", format: .modern, repetitions: 3, cases: [result])
        let text = try report.judgedJSON()
        #expect(try JSONDecoder().decode(BenchmarkReport.self, from: Data(text.utf8)) == report)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let targets = try #require(object["targets"] as? [[String: Any]])
        #expect(targets.count == BenchmarkTargets.evaluate(report).count)
        let raw = try #require(targets.first { ($0["name"] as? String)?.hasPrefix("template-apply match end to end / raw") == true })
        #expect(raw["met"] as? Bool == true)
        #expect(raw["repetitions"] as? [Double] == ratios)
    }

    @Test("targets without their case are listed as not measured")
    func targetsWithoutCases() {
        let report = BenchmarkReport(build: "release", format: .modern, repetitions: 1, cases: [])
        let checks = BenchmarkTargets.evaluate(report)
        #expect(!checks.isEmpty)
        #expect(checks.allSatisfy { $0.measured == nil && $0.met == nil })
    }

    private func phase(_ phase: BenchmarkPhase, _ samples: [Double]) -> PhaseResult {
        PhaseResult(phase: phase, timing: TimingSummary(samples: samples), peakResidentBytes: nil, baselineResidentBytes: nil, output: 1)
    }

    /// A result of `benchmarkCase` (the targets look cases up by their document) with these phases.
    private func caseResult(_ benchmarkCase: BenchmarkCase, _ phases: [PhaseResult]) -> CaseResult {
        CaseResult(benchmarkCase: benchmarkCase, format: .modern, fileBytes: 1, views: 2, generateSeconds: 0, phases: phases, skipped: [:])
    }
}
