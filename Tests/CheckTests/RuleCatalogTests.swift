import Foundation
import Testing
import LayoutTemplates
import TestSupport

/// `RuleCatalog` describes the rules that `RuleID` declares (SARIF's `tool.driver.rules` is made
/// from it): the two lists must not drift apart.
@Suite("Rule catalog")
struct RuleCatalogTests {
    @Test("every rule id declared in RuleID.swift has a summary in the catalog")
    func everyRuleIsDescribed() throws {
        let source = try String(contentsOf: PackagePaths.root.appendingPathComponent("Sources/LayoutCore/Diagnostics/RuleID.swift"), encoding: .utf8)
        let declared = try Regex(#"public static let \w+: RuleID = "([^"]+)""#)
        let ids = source.matches(of: declared).compactMap { $0.output[1].substring.map(String.init) }
        #expect(ids.count > 20)
        let undescribed = ids.filter { RuleCatalog.summary(of: RuleID($0)) == nil }
        #expect(undescribed.isEmpty, "rules without a catalog summary: \(undescribed)")
    }
}
