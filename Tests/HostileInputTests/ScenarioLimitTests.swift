import Foundation
import LayoutScenarios
import LayoutTemplates
import Testing
import TestSupport

/// `simulate` on scenarios built to exhaust it: bounded queue and stack, a size limit read before
/// the file, no huge value echoed, and streamed output identical to the whole report.
@Suite("Scenario limits", .timeLimit(.minutes(3)))
struct ScenarioLimitTests {
    private static let environment = #"{"environment": {"size": [390, 844], "horizontalClass": "compact", "verticalClass": "regular"}}"#

    private static func scenario(_ container: String, _ steps: [String]) -> [UInt8] {
        Array(#"{"container": "\#(container)", "steps": [\#(([environment] + steps).joined(separator: ",\n"))]}"#.utf8)
    }

    private func firstError(_ bytes: [UInt8], limits: ScenarioLimits = ScenarioLimits()) -> Diagnostic? {
        do {
            _ = try ScenarioReplay(bytes: bytes, file: "s.json", limits: limits)
            return nil
        } catch {
            return error.diagnostics.first
        }
    }

    @Test("20,000 pushDetail steps stop at the stack limit, at the step that exceeds it")
    func stackDepth() throws {
        let steps = (0..<20_000).map { #"{"action": "pushDetail", "view": "v\#($0)"}"# }
        let error = try #require(firstError(ScenarioLimitTests.scenario("indexDetail", steps)))
        #expect(error.rule == .invalidScenario)
        #expect(error.message.hasPrefix("steps[999]: the navigation stack would hold more than 1000 entries"))
        #expect(error.location?.line == 1000)
    }

    @Test("20,000 flips queued behind a flip in flight stop at the queue limit")
    func queuedInputs() throws {
        let steps = Array(repeating: #"{"action": "flip"}"#, count: 20_000)
        let error = try #require(firstError(ScenarioLimitTests.scenario("splitOrFlip", steps)))
        #expect(error.message.hasPrefix("steps[66]: more than 64 inputs wait behind the flip in flight"), "\(error.message)")
    }

    @Test("too many steps are refused at the first step beyond the limit")
    func stepCount() throws {
        let steps = Array(repeating: #"{"action": "flip"}, {"action": "finishFlip"}"#, count: 10)
        let error = try #require(firstError(ScenarioLimitTests.scenario("splitOrFlip", steps), limits: ScenarioLimits(maximumSteps: 5)))
        #expect(error.message.contains("more than 5 elements in \"steps\""), "\(error.message)")
    }

    @Test("a file larger than the limit is refused by its size, before it is read")
    func fileSize() throws {
        let files = try HostileFiles()
        defer { files.remove() }
        let path = try files.write("big.json", head: #"{"container": "splitOrFlip", "steps": ["#, repeated: " ", count: 2_000, tail: "]}")
        do {
            _ = try ScenarioReplay(file: path, limits: ScenarioLimits(maximumBytes: 1_000))
            Issue.record("a file over the limit was read")
        } catch {
            #expect(error.diagnostics.first?.rule == .inputLimit)
            #expect(error.diagnostics.first?.message.contains("larger than 1000 bytes") == true)
        }
        // Devices and FIFOs are refused before any read, so nothing blocks.
        #expect(throws: DiagnosticError.self) { _ = try ScenarioReplay(file: "/dev/zero") }
    }

    @Test("a huge string is refused without being echoed; long unknown values are shortened in messages")
    func hugeValues() throws {
        let huge = String(repeating: "x", count: 200_000)
        let error = try #require(firstError(Array(#"{"container": "\#(huge)", "steps": []}"#.utf8)))
        #expect(error.message.contains("a string longer than 4096 bytes"))
        #expect(error.message.utf8.count < 300)

        let long = String(repeating: "y", count: 4_000)
        let unknown = try #require(firstError(Array(#"{"container": "\#(long)", "steps": []}"#.utf8)))
        #expect(unknown.message.contains("…(4000 characters)"), "\(unknown.message.prefix(300))")
        #expect(unknown.message.utf8.count < 600)
        let number = try #require(firstError(Array(#"{"container": "splitOrFlip", "steps": [], "x": 1\#(String(repeating: "0", count: 5000))}"#.utf8)))
        #expect(number.message.utf8.count < 600)
    }

    @Test("the streamed report is byte for byte the whole report, in text and JSON, with and without steps")
    func streamedEqualsWhole() throws {
        let scenarios = [
            ScenarioLimitTests.scenario("splitOrFlip", [#"{"action": "flip"}"#, #"{"action": "finishFlip"}"#]),
            ScenarioLimitTests.scenario("indexDetail", [#"{"action": "pushDetail", "view": "a"}"#]),
            Array(#"{"container": "splitView", "steps": []}"#.utf8),
        ]
        for bytes in scenarios {
            let replay = try ScenarioReplay(bytes: bytes, file: "s.json")
            let report = try ScenarioRunner.run(bytes: bytes, file: "s.json")
            var text = ""
            replay.writeReport(.text) { text += $0 }
            var json = ""
            replay.writeReport(.json) { json += $0 }
            #expect(text == report.text)
            #expect(json == report.json.rendered)
        }
    }

    @Test("names from the scenario reach text output escaped, and JSON output by JSON's rules")
    func escapedNames() throws {
        let bytes = ScenarioLimitTests.scenario("indexDetail", [#"{"action": "pushDetail", "view": "a\u001b]0;owned\u0007\u202e\r\nstep 9: forged"}"#])
        let report = try ScenarioRunner.run(bytes: bytes, file: "s.json")
        #expect(!report.text.unicodeScalars.contains { TerminalText.needsEscape($0) && $0 != "\n" })
        #expect(!report.text.contains("\nstep 9: forged"))
        #expect(report.text.contains(#"a\u{001B}]0;owned\u{0007}\u{202E}\r\nstep 9: forged"#))
        #expect(report.json.rendered.contains(#"a\u001b]0;owned\u0007"#))
    }
}
