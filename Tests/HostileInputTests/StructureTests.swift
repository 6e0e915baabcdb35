import Foundation
import LayoutTemplates
import Testing

/// References that point nowhere, ids used twice, and layouts that are not two separate trees.
/// Legacy reference cycles and views that are their own ancestor through references are read by
/// the legacy importer (its own tests cover each shape); here they are checked end to end.
@Suite("Hostile structure", .timeLimit(.minutes(1)))
struct StructureTests {
    static let modern = "Modern/EveryMapping.xib"

    /// Broken in the document itself: the import fails.
    static let importErrors: [FixtureVariant] = [
        FixtureVariant(name: "outlet to a missing id", base: modern, replace: #"destination="L1" id="o3""#, with: #"destination="NOPE" id="o3""#, rule: .brokenReference, line: 16),
        FixtureVariant(name: "action to a missing id", base: modern, replace: #"destination="P2" eventType="valueChanged""#, with: #"destination="NOPE" eventType="valueChanged""#, rule: .brokenReference, line: 79),
        FixtureVariant(name: "duplicate view id", base: modern, replace: #"id="L2""#, with: #"id="P2""#, rule: .brokenReference, line: 90),
    ]

    /// Repeated ids that every reference still resolves, and references the model does not follow
    /// to ids the document does not define: the document is read, with a warning.
    static let importWarnings: [FixtureVariant] = [
        FixtureVariant(name: "view id equal to an outlet id", base: modern, replace: #"id="P8""#, with: #"id="o4""#, rule: .duplicateID, line: 69),
        FixtureVariant(name: "constraint item naming a missing id", base: "AutoLayout/Conflict.xib",
                       replace: #"firstItem="torn" firstAttribute="leading""#, with: #"firstItem="NOPE" firstAttribute="leading""#, rule: .brokenReference, line: 29),
        FixtureVariant(name: "segue to a missing scene", base: "Merge/LandscapeSegues.storyboard",
                       replace: #"destination="VC2" kind="show" identifier="rotate""#, with: #"destination="NOPE" kind="show" identifier="rotate""#, rule: .brokenReference, line: 38),
    ]

    @Test("a view id repeated by a connection, or a reference the model does not follow to a missing id, is a warning at the element, and the document is read",
          arguments: importWarnings)
    func importWarning(variant: FixtureVariant) throws {
        let files = try HostileFiles()
        defer { files.remove() }
        let path = try #require(try variant.write(to: files), "the fixture no longer holds \(variant.replace)")
        let result = try ImportResult(contentsOf: path)
        let matching = result.diagnostics.filter { $0.rule == variant.rule && $0.location?.line == variant.line }
        #expect(matching.map(\.severity) == [.warning], "\(result.diagnostics.map(\.rendered))")
    }

    @Test("broken references and duplicate ids are errors at the element, with the earlier one as a note", arguments: importErrors)
    func importError(variant: FixtureVariant) throws {
        let files = try HostileFiles()
        defer { files.remove() }
        let path = try #require(try variant.write(to: files), "the fixture no longer holds \(variant.replace)")
        do {
            _ = try ImportResult(contentsOf: path)
            Issue.record("\(variant.name) imported")
        } catch {
            let matching = error.diagnostics.filter { $0.rule == variant.rule && $0.location?.line == variant.line }
            #expect(matching.count == 1, "\(error.diagnostics.map(\.rendered))")
        }
    }

    /// The document imports, but its layouts cannot be told apart: finding them fails.
    static let layoutErrors: [FixtureVariant] = [
        FixtureVariant(name: "landscape root inside the portrait root", base: modern, replace: #"destination="L1" id="o3""#, with: #"destination="P9" id="o3""#, rule: .brokenReference, line: 72),
        FixtureVariant(name: "portrait root inside the landscape root", base: modern, replace: #"<outlet property="portraitView" destination="P1" id="o2"/>"#, with: #"<outlet property="portraitView" destination="L2" id="o2"/>"#, rule: .brokenReference, line: 90),
        FixtureVariant(name: "one outlet connected to two views", base: modern, replace: #"<outlet property="totalLabel" destination="P3" id="o4"/>"#, with: #"<outlet property="landscapeView" destination="P9" id="o4"/>"#, rule: .brokenReference, line: 17),
    ]

    @Test("layouts that are not two separate trees are refused by the layout finder", arguments: layoutErrors)
    func layoutError(variant: FixtureVariant) throws {
        let files = try HostileFiles()
        defer { files.remove() }
        let path = try #require(try variant.write(to: files), "the fixture no longer holds \(variant.replace)")
        let document = try ImportResult(contentsOf: path).document
        do {
            _ = try Design(documents: [document])
            Issue.record("\(variant.name) found layouts")
        } catch {
            let matching = error.diagnostics.filter { $0.rule == variant.rule && $0.location?.line == variant.line }
            #expect(matching.count == 1, "\(error.diagnostics.map(\.rendered))")
        }
    }

    @Test("portrait and landscape outlets naming the same view are allowed: real projects do it (MATCHING.md)")
    func sameViewForBothLayouts() throws {
        let files = try HostileFiles()
        defer { files.remove() }
        let variant = FixtureVariant(name: "same view", base: Self.modern, replace: #"destination="L1" id="o3""#, with: #"destination="P1" id="o3""#, rule: nil, line: 16)
        let path = try #require(try variant.write(to: files))
        let set = try Design(documents: [try ImportResult(contentsOf: path).document])
        #expect(set.layouts.map(\.rootID).prefix(2) == ["P1", "P1"])
    }
}
