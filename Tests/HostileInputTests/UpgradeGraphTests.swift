import Foundation
import Testing
import LayoutTemplates
import LayoutXML
import TestSupport

/// `upgrade` of an archive whose object graph is broken: every loss is a warning at its line, the
/// output defines each id once, and nothing is written twice.
@Suite struct UpgradeGraphTests {
    static let archive = PackagePaths.fixture("Hostile/broken-graph-8.00.xib")

    @Test("a repeated key, colliding connection ids, a controller cycle and a missing controller: warned about, and the upgrade is sound")
    func brokenGraph() throws {
        let upgrade = try LegacyUpgrade(contentsOf: Self.archive)
        let text = try upgrade.text()
        try DocumentSoundness.check(text, file: "out.xib")
        let messages = upgrade.diagnostics.map { "\($0.location?.line ?? 0): \($0.message)" }
        #expect(messages.contains("15: IBUIText of IBUILabel (object 3000) is given again later in the object; the upgrade keeps the last value and leaves this one out"), "\(messages)")
        #expect(messages.contains { $0.hasPrefix("22: an item of IBUIViewControllers of IBUINavigationController (object 4000) names object '7777'") }, "\(messages)")
        #expect(messages.contains { $0.contains("IBUINavigationController (object 4000): it is reached again from another object") }, "\(messages)")
        let renumbered = upgrade.diagnostics.filter { $0.rule == .duplicateID }
        #expect(renumbered.count == 2)
        #expect(renumbered.allSatisfy { $0.location?.line != nil && $0.message.contains("which is also an object's") }, "\(renumbered.map(\.message))")
        let tree = try XMLTree.read(bytes: Array(text.utf8))
        var labels: [String] = []
        tree.root.forEachElement { if $0.name == "label" { labels.append($0[attribute: "text"] ?? "") } }
        #expect(labels == ["second"])
    }
}
