import Testing
import LayoutScenarios
import LayoutTemplates

/// The scenario fixtures replayed through the library, compared with their expected outputs.
@Suite("ScenarioRunner")
struct ScenarioRunnerTests {
    @Test("fixtures replay through the library to their expected JSON and text", arguments: [
        "split-or-flip-column-vectors", "split-or-flip-flip-animation-and-queue", "split-or-flip-narrow-container",
        "index-detail-collapse-and-expand-vectors", "index-detail-collapse-without-detail",
        "index-detail-starting-collapsed", "index-detail-vertical-automatic-expansion",
        "split-view-collapse-pushes-secondary", "split-view-delegate-handles-collapse", "split-view-triple-column-ipad",
        "readme-example",
    ])
    func fixtures(name: String) throws {
        let report = try ScenarioRunner.run(file: AdaptiveFixtures.scenario(name + ".json"))
        #expect(report.json.rendered == AdaptiveFixtures.text(name + ".expected.json"))
        #expect(report.text == AdaptiveFixtures.text(name + ".expected.txt"))
    }

    @Test("the split or flip vectors through the runner's results")
    func vectors() throws {
        let report = try ScenarioRunner.run(file: AdaptiveFixtures.scenario("split-or-flip-column-vectors.json"))
        let lefts = report.steps.map { $0.arrangement.frame(of: "left")?.width }
        #expect(lefts == [440, 440, 320, 320, 440, 320])
        #expect(report.steps[1].arrangement.frame(of: "right") == rect(0, 0, 584, 768))
        #expect(report.steps.allSatisfy { $0.isCollapsed == nil && $0.arrangement.stack == nil })
    }

    @Test("JSON output escapes names and keeps a fixed key order")
    func jsonRendering() {
        let value = ScenarioJSON.object([ScenarioJSONMember("b", .string("a\"\n\u{1}")),
                                         ScenarioJSONMember("a", .array([.number(1.5), .bool(true), .null]))])
        #expect(value.rendered == "{\n  \"b\": \"a\\\"\\n\\u0001\",\n  \"a\": [1.5, true, null]\n}\n")
    }
}
