import Foundation
import Testing
import LayoutChecking
import LayoutTemplates

/// The rule ids are one list, `RuleID`'s cases: what SARIF lists, what a configuration may name,
/// and what a baseline file compares by.
@Suite("Rule ids")
struct RuleIDTests {
    @Test("every rule id is lowercase words joined by hyphens and has a one-sentence summary")
    func spellingAndSummaries() {
        #expect(RuleID.builtIn.count > 20)
        for rule in RuleID.builtIn {
            #expect(rule.rawValue.wholeMatch(of: /[a-z]+(-[a-z]+)*/) != nil, "\(rule.rawValue)")
            #expect(rule.description == rule.rawValue)
            #expect(rule.summary.hasSuffix("."), "\(rule.rawValue): \(rule.summary)")
            #expect(!rule.summary.contains("\n"))
        }
    }

    @Test("a diagnostic renders its rule as its id")
    func rendering() {
        let diagnostic = Diagnostic.warning(.unmatchedView, "x", at: SourceLocation(file: "a.xib", line: 1, column: 1))
        #expect(diagnostic.rendered.hasSuffix("[unmatched-view]"))
    }

    @Test("a tool's own rule: its finding renders, escapes and encodes like a built-in one")
    func toolRule() throws {
        let audit = RuleID("outlet-audit", summary: "An outlet that names no view.")
        #expect(RuleID.builtIn(id: "outlet-audit") == nil)
        #expect(RuleID.builtIn(id: "unmatched-view") == .unmatchedView)
        let location = SourceLocation(file: "A\u{202E}.xib", line: 3, column: 7)
        let message = "outlet 'x\u{1B}[31m' names nothing\u{2028}"
        let notes = [DiagnosticNote(location: SourceLocation(file: "B.xib"), message: "the owner\u{0007}")]
        let own = Diagnostic.warning(audit, message, at: location, notes: notes)
        let builtIn = Diagnostic.warning(.unmatchedView, message, at: location, notes: notes)
        #expect(own.rendered == builtIn.rendered.replacingOccurrences(of: "[unmatched-view]", with: "[outlet-audit]"))
        #expect(!own.rendered.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E || $0.value == 0x2028 || $0.value == 0x07 })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let ownJSON = try #require(String(data: try encoder.encode(own), encoding: .utf8))
        let builtInJSON = try #require(String(data: try encoder.encode(builtIn), encoding: .utf8))
        #expect(ownJSON == builtInJSON.replacingOccurrences(of: "\"unmatched-view\"", with: "\"outlet-audit\""))
        // The documented flat shape, the one every command's JSON output gives a diagnostic.
        let object = try #require(try JSONSerialization.jsonObject(with: Data(ownJSON.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["severity", "file", "line", "column", "rule", "message", "notes"])
        #expect(object["rule"] as? String == "outlet-audit")
        #expect(object["line"] as? Int == 3 && object["column"] as? Int == 7)
        let note = try #require((object["notes"] as? [[String: Any]])?.first)
        #expect(Set(note.keys) == ["file", "line", "column", "message"])
        #expect(note["line"] is NSNull)
        // A rule id decodes to the built-in rule, with its summary, or to a rule of its own.
        let decoded = try JSONDecoder().decode([RuleID].self, from: Data(#"["missing-layout", "outlet-audit"]"#.utf8))
        #expect(decoded == [.missingLayout, audit])
        #expect(decoded[0].summary == RuleID.missingLayout.summary)
    }
}
