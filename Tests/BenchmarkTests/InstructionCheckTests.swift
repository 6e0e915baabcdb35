import Foundation
import LayoutBenchmarks
import Testing

/// The instruction-count check's arithmetic and file format on synthetic counts; nothing here
/// runs valgrind.
@Suite("Instruction baseline")
struct InstructionCheckTests {
    static func baseline() throws -> InstructionBaseline {
        InstructionBaseline(tolerance: 0.01, seed: 1, environment: "valgrind-3.19.0, libxml2 2.9.14", cases: [
            try #require(.init(name: "10k", counts: InstructionCounts(callingThread: 400_000_000, parseThread: 700_000_000, afterParse: 120_000_000, rawPass: 590_000_000))),
            try #require(.init(name: "100k", counts: InstructionCounts(callingThread: 4_000_000_000, parseThread: 7_000_000_000, afterParse: 1_200_000_000, rawPass: 5_900_000_000))),
        ])
    }

    @Test("a count within the tolerance either way is unchanged; above it regressed, below it improved")
    func verdicts() throws {
        let baseline = try Self.baseline()
        let measured = [
            // The work after the parse regressed by more than the calling thread's total shows.
            "10k": InstructionCounts(callingThread: 403_999_999, parseThread: 696_000_001, afterParse: 121_300_000, rawPass: 590_000_000),
            "100k": InstructionCounts(callingThread: 4_040_000_001, parseThread: 6_929_999_999, afterParse: 1_212_000_001, rawPass: 5_841_000_000),
        ]
        let check = InstructionCheck(baseline: baseline, measured: measured)
        #expect(check.findings.map { "\($0.caseName) \($0.measure) \($0.verdict.rawValue)" } == [
            "10k calling thread unchanged", "10k parse thread unchanged", "10k after the parse regressed", "10k raw pass unchanged",
            "100k calling thread regressed", "100k parse thread improved", "100k after the parse regressed", "100k raw pass unchanged",
        ])
        #expect(!check.passed)
        let better = InstructionCounts(callingThread: 3_000_000_000, parseThread: 7_070_000_000, afterParse: 1_000_000_000, rawPass: 5_900_000_000)
        let fixed = measured.merging(["10k": baseline.cases[0].counts, "100k": better]) { $1 }
        #expect(InstructionCheck(baseline: baseline, measured: fixed).passed)
        // A run the parse did not split leaves the work after it unmeasured: the check fails.
        var unsplit = better
        unsplit.afterParse = nil
        #expect(!InstructionCheck(baseline: baseline, measured: fixed.merging(["100k": unsplit]) { $1 }).passed)
    }

    @Test("a recorded case not measured, or a measured case not recorded, fails the check")
    func missingCases() throws {
        let baseline = try Self.baseline()
        let onlyTenK = InstructionCheck(baseline: baseline, measured: ["10k": baseline.cases[0].counts])
        #expect(onlyTenK.findings.filter { $0.verdict == .missing }.map(\.caseName) == Array(repeating: "100k", count: InstructionCheck.measures.count))
        #expect(!onlyTenK.passed)
        let extra = InstructionCheck(baseline: baseline, measured: [
            "10k": baseline.cases[0].counts, "100k": baseline.cases[1].counts, "1k": InstructionCounts(callingThread: 1, parseThread: 1),
        ])
        #expect(extra.findings.filter { $0.verdict == .missing }.map(\.caseName) == Array(repeating: "1k", count: InstructionCheck.measures.count))
        #expect(!extra.passed)
    }

    @Test("the baseline file round-trips; another version is named as such; a wrong tolerance, case name or missing count is refused")
    func fileFormat() throws {
        let baseline = try Self.baseline()
        let data = try baseline.json()
        #expect(try InstructionBaseline(json: data) == baseline)
        #expect(String(decoding: data, as: UTF8.self).hasSuffix("}\n"))
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let entry: [String: Any] = ["name": "10k", "callingThread": 1, "parseThread": 1, "afterParse": 1, "rawPass": 1]
        for (key, value) in [("version", 1 as Any), ("version", 3 as Any), ("tolerance", 1.5 as Any), ("cases", [entry.merging(["name": "huge"]) { $1 }] as Any),
                             ("cases", [entry.filter { $0.key != "rawPass" }] as Any)] {
            var changed = object
            changed[key] = value
            #expect(throws: BenchmarkError.self) { try InstructionBaseline(json: JSONSerialization.data(withJSONObject: changed)) }
        }
        var older = object
        older["version"] = 1
        older["cases"] = [entry.filter { $0.key != "afterParse" && $0.key != "rawPass" }]
        let error = try #require(throws: BenchmarkError.self) { try InstructionBaseline(json: JSONSerialization.data(withJSONObject: older)) }
        #expect(error.message.contains("version 1; this build reads version \(InstructionBaseline.currentVersion)"))
        object["cases"] = nil
        #expect(throws: BenchmarkError.self) { try InstructionBaseline(json: JSONSerialization.data(withJSONObject: object)) }
    }

    @Test("callgrind's files give each thread's parts summed, and the calling thread's last part as the work after the parse when the run was split")
    func callgrindTotals() {
        func file(_ name: String, _ total: Int) -> (name: String, contents: String) {
            (name, "# callgrind format\nversion: 1\ncreator: callgrind-3.19.0\npid: 42\ncmd:  template-apply match f.xib\npart: 1\n\n"
                + "positions: line\nevents: Ir\nsummary: \(total)\n\nfl=(1) x.c\nfn=(1) main\n12 \(total)\n\ntotals: \(total)\n")
        }
        // Not split: one file per thread.
        #expect(InstructionCounts(callgrindFiles: [file("callgrind.out-02", 99), file("callgrind.out-01", 1234)])
                == InstructionCounts(callingThread: 1234, parseThread: 99))
        // Split where the parse ends: the parse thread's part before it, the calling thread's
        // parts up to it, then each thread's last part.
        let split = InstructionCounts(callgrindFiles: [file("m.1-02", 700), file("m.2-01", 300), file("m.3-01", 5), file("m-01", 120), file("m-02", 3)])
        #expect(split == InstructionCounts(callingThread: 425, parseThread: 703, afterParse: 120))
        #expect(split?.criticalPath == 823)
        // One thread: the parse ran on the calling thread.
        #expect(InstructionCounts(callgrindFiles: [file("callgrind.out-01", 1234)]) == InstructionCounts(callingThread: 1234, parseThread: 0))
        #expect(InstructionCounts(callgrindFiles: []) == nil)
        #expect(InstructionCounts(callgrindFiles: [("callgrind.out-01", "events: Ir\n")]) == nil)
        #expect(InstructionCounts(callgrindFiles: [file("callgrind.out", 1)]) == nil)
        #expect(InstructionCounts(callgrindFiles: [file("c-01", 1), file("c-02", 1), file("c-03", 1)]) == nil)
        #expect(InstructionCounts(callgrindFiles: [file("c-02", 1)]) == nil)
        #expect(InstructionCounts(callgrindFiles: [file("c-01", 1), file("c-03", 1)]) == nil)
    }

    @Test("the critical path over the raw pass is the instruction form of end to end / raw")
    func criticalPathRatio() {
        let counts = InstructionCounts(callingThread: 440, parseThread: 700, afterParse: 122, rawPass: 589)
        #expect(counts.criticalPath == 822)
        #expect(abs((counts.criticalPathOverRawPass ?? 0) - 822.0 / 589.0) < 1e-12)
        #expect(InstructionCounts(callingThread: 440, parseThread: 700, rawPass: 589).criticalPathOverRawPass == nil)
        #expect(InstructionCounts(callingThread: 440, parseThread: 700, afterParse: 122, rawPass: 0).criticalPathOverRawPass == nil)
    }

    @Test("the checked-in baseline is well formed and records the standard cases")
    func checkedInBaseline() throws {
        let baseline = try InstructionBaseline(json: Data(contentsOf: Self.checkedIn))
        #expect(baseline.cases.map(\.name) == InstructionBaseline.standardCases.map(\.name))
        #expect(baseline.cases.allSatisfy { $0.callingThread > $0.afterParse && $0.afterParse > 0 && $0.parseThread > 0 && $0.rawPass > 0 })
    }

    static let checkedIn = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/instruction-baseline.json")
}
