import Foundation
import Testing
import TestSupport

/// End-to-end: `template-apply compose` on the shipped example.
@Suite("template-apply compose", .enabled(if: TemplateApplyProcess.isAvailable, "the built template-apply was not found next to the test bundle"))
struct ComposeCommandTests {
    private func json(_ arguments: [String]) throws -> [String: Any] {
        let result = try TemplateApplyProcess.run(["compose", CompositionFixtures.mapAndList, "--format", "json"] + arguments)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
        return try #require(object as? [String: Any])
    }

    private func children(_ output: [String: Any], step: Int) -> [[String: Any]] {
        let steps = output["steps"] as? [[String: Any]] ?? []
        return steps.indices.contains(step) ? steps[step]["children"] as? [[String: Any]] ?? [] : []
    }

    @Test("an iPad in landscape lays out both children in their compact layouts, as version 1 JSON")
    func iPadLandscape() throws {
        let output = try json(["--size", "1024x768", "--horizontal-class", "regular", "--vertical-class", "regular"])
        #expect(output["version"] as? Int == 1)
        #expect(output["container"] as? String == "splitOrFlip")
        let children = children(output, step: 0)
        #expect(children.map { $0["name"] as? String } == ["left", "right"])
        #expect(children.map { $0["layout"] as? String } == ["compact", "compact"])
        #expect(children.first?["frame"] as? [Double] == [0, 0, 440, 768])
        let environment = children.first?["environment"] as? [String: Any]
        #expect(environment?["horizontalClass"] as? String == "compact")
        let views = children.first?["views"] as? [[String: Any]] ?? []
        #expect(views.map { $0["id"] as? String } == ["mapRoot", "map", "search", "locate", "legend"])
    }

    @Test("a flip on a phone lays out the other child, in its phone layout, and hides the first")
    func flipOnPhone() throws {
        let output = try json(["--size", "390x844", "--horizontal-class", "compact", "--vertical-class", "regular", "--action", "flip"])
        #expect(children(output, step: 0).map { $0["layout"] as? String } == ["phone"])
        let flipped = children(output, step: 1)
        #expect(flipped.map { $0["name"] as? String } == ["right"])
        #expect(flipped.map { $0["layout"] as? String } == ["phone"])
        let steps = output["steps"] as? [[String: Any]] ?? []
        #expect(steps.last?["hidden"] as? [String] == ["left"])
    }

    @Test("a document without a container and an unknown action are diagnostics with exit status 1")
    func refusals() throws {
        let example = PackagePaths.root.appendingPathComponent("Fixtures/Template/Example.layouts.xml").path
        let plain = try TemplateApplyProcess.run(["compose", example, "--size", "320x568", "--horizontal-class", "compact", "--vertical-class", "regular"])
        #expect(plain.status == 1)
        #expect(plain.stderr.contains("has no <container>"))
        let action = try TemplateApplyProcess.run(["compose", CompositionFixtures.mapAndList, "--size", "320x568",
                                                  "--horizontal-class", "compact", "--vertical-class", "regular", "--action", "showDetail:A"])
        #expect(action.status == 1)
        #expect(action.stderr.contains("unknown action 'showDetail' for a splitOrFlip container (expected flip, finishFlip)"))
        let size = try TemplateApplyProcess.run(["compose", CompositionFixtures.mapAndList, "--size=-1x568",
                                                "--horizontal-class", "compact", "--vertical-class", "regular"])
        #expect(size.status != 0)
        #expect(size.stderr.contains("'-1x568' is invalid for '--size <size>'"))
    }
}

/// The text output of `compose`, as the README shows it, against a reviewed copy.
@Suite("template-apply compose text", .enabled(if: TemplateApplyProcess.isAvailable, "the built template-apply was not found next to the test bundle"))
struct ComposeTextTests {
    @Test("a phone in portrait, then a flip: Fixtures/Template/MapAndList.compose-phone-flip.expected.txt")
    func phoneFlip() throws {
        let result = try TemplateApplyProcess.run(["compose", CompositionFixtures.mapAndList, "--size", "390x844",
                                                  "--horizontal-class", "compact", "--vertical-class", "regular", "--action", "flip"])
        #expect(result.status == 0)
        let expectedPath = PackagePaths.root.appendingPathComponent("Fixtures/Template/MapAndList.compose-phone-flip.expected.txt").path
        let expected = try String(contentsOfFile: expectedPath, encoding: .utf8)
        #expect(result.stdout == expected)
    }
}
