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
}
