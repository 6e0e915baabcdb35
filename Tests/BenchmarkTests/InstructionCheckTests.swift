import Foundation
import LayoutBenchmarks
import Testing

/// The instruction-count check's arithmetic and file format on synthetic counts; nothing here
/// runs valgrind.
@Suite("Instruction baseline")
struct InstructionCheckTests {
    static let baseline = InstructionBaseline(tolerance: 0.01, seed: 1, environment: "valgrind-3.19.0, libxml2 2.9.14", cases: [
        .init(name: "10k", counts: InstructionCounts(callingThread: 400_000_000, parseThread: 700_000_000)),
        .init(name: "100k", counts: InstructionCounts(callingThread: 4_000_000_000, parseThread: 7_000_000_000)),
    ])

    @Test("a count within the tolerance either way is unchanged; above it regressed, below it improved")
    func verdicts() {
        let measured = [
            "10k": InstructionCounts(callingThread: 403_999_999, parseThread: 696_000_001),
            "100k": InstructionCounts(callingThread: 4_040_000_001, parseThread: 6_929_999_999),
        ]
        let check = InstructionCheck(baseline: Self.baseline, measured: measured)
        #expect(check.findings.map { "\($0.caseName) \($0.thread) \($0.verdict.rawValue)" } == [
            "10k calling unchanged", "10k parse unchanged", "100k calling regressed", "100k parse improved",
        ])
        #expect(!check.passed)
        #expect(InstructionCheck(baseline: Self.baseline, measured: measured.merging(["100k": InstructionCounts(callingThread: 3_000_000_000, parseThread: 7_070_000_000)]) { $1 }).passed)
    }

    @Test("a recorded case not measured, or a measured case not recorded, fails the check")
    func missingCases() {
        let onlyTenK = InstructionCheck(baseline: Self.baseline, measured: ["10k": Self.baseline.cases[0].counts])
        #expect(onlyTenK.findings.filter { $0.verdict == .missing }.map(\.caseName) == ["100k", "100k"])
        #expect(!onlyTenK.passed)
        let extra = InstructionCheck(baseline: Self.baseline, measured: [
            "10k": Self.baseline.cases[0].counts, "100k": Self.baseline.cases[1].counts, "1k": InstructionCounts(callingThread: 1, parseThread: 1),
        ])
        #expect(extra.findings.filter { $0.verdict == .missing }.map(\.caseName) == ["1k", "1k"])
        #expect(!extra.passed)
    }

    @Test("the baseline file round-trips, and a wrong version, tolerance or case name is refused")
    func fileFormat() throws {
        let data = try Self.baseline.json()
        #expect(try InstructionBaseline(json: data) == Self.baseline)
        #expect(String(decoding: data, as: UTF8.self).hasSuffix("}\n"))
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        for (key, value) in [("version", 2 as Any), ("tolerance", 1.5 as Any), ("cases", [["name": "huge", "callingThread": 1, "parseThread": 1]] as Any)] {
            var changed = object
            changed[key] = value
            #expect(throws: BenchmarkError.self) { try InstructionBaseline(json: JSONSerialization.data(withJSONObject: changed)) }
        }
        object["cases"] = nil
        #expect(throws: BenchmarkError.self) { try InstructionBaseline(json: JSONSerialization.data(withJSONObject: object)) }
    }

    @Test("callgrind's per-thread files give the calling thread's total first, the parse thread's second")
    func callgrindTotals() {
        let header = "# callgrind format\nversion: 1\ncreator: callgrind-3.19.0\npid: 42\ncmd:  template-apply match f.xib\npart: 1\n\npositions: line\nevents: Ir\nsummary: 1234\n\nfl=(1) x.c\nfn=(1) main\n12 1234\n"
        #expect(InstructionCounts(callgrindOutputs: [header + "\ntotals: 1234\n", header.replacingOccurrences(of: "1234", with: "99") + "\ntotals: 99\n"])
                == InstructionCounts(callingThread: 1234, parseThread: 99))
        // One thread: the parse ran on the calling thread.
        #expect(InstructionCounts(callgrindOutputs: [header]) == InstructionCounts(callingThread: 1234, parseThread: 0))
        #expect(InstructionCounts(callgrindOutputs: []) == nil)
        #expect(InstructionCounts(callgrindOutputs: ["events: Ir\n"]) == nil)
        #expect(InstructionCounts(callgrindOutputs: [header, header, header]) == nil)
    }

    @Test("the checked-in baseline is well formed and records the standard cases")
    func checkedInBaseline() throws {
        let baseline = try InstructionBaseline(json: Data(contentsOf: Self.checkedIn))
        #expect(baseline.cases.map(\.name) == InstructionBaseline.standardCases.map(\.name))
        #expect(baseline.cases.allSatisfy { $0.callingThread > 0 && $0.parseThread > 0 })
    }

    static let checkedIn = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/instruction-baseline.json")
}
