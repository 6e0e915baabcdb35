import Foundation
import Testing
import LayoutTemplates
import TestSupport

/// End-to-end: the ADAPTIVE.md vectors and the fixed gaps through `template-apply simulate`.
@Suite("template-apply simulate", .enabled(if: TemplateApplyProcess.isAvailable, "the built template-apply was not found next to the test bundle"))
struct SimulateCommandTests {
    func simulateJSON(_ fixture: String) throws -> SimulateOutput {
        let result = try TemplateApplyProcess.run(["simulate", AdaptiveFixtures.scenario(fixture), "--format", "json"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        return try #require(SimulateOutput(result.stdout))
    }

    @Test("split or flip column vectors, LTR and RTL")
    func splitOrFlipVectors() throws {
        let output = try simulateJSON("split-or-flip-column-vectors.json")
        #expect(output.version == 1)
        #expect(output.frame(0, "left") == [0, 0, 440, 768])
        #expect(output.frame(0, "right") == [440, 0, 584, 768])
        #expect(output.frame(1, "left") == [584, 0, 440, 768])
        #expect(output.frame(1, "right") == [0, 0, 584, 768])
        #expect(output.frame(2, "left") == [0, 0, 320, 1024])
        #expect(output.frame(2, "right") == [320, 0, 448, 1024])
        #expect(output.frame(3, "left") == [0, 0, 320, 414])
        #expect(output.frame(3, "right") == [320, 0, 416, 414])
        #expect(output.frame(4, "left") == [0, 0, 440, 414])
        #expect(output.frame(4, "right") == [440, 0, 456, 414])
        #expect(output.frame(5, "left") == [0, 0, 320, 600])
        #expect(output.frame(5, "right") == [320, 0, 560, 600])
        #expect(output.value(0, "displayMode") as? String == "sideBySide")
        #expect(output.value(0, "flipAvailable") as? Bool == false)
        #expect(output.value(0, "stack") == nil, "keys that do not apply are left out")
        #expect(output.value(0, "isCollapsed") == nil)
    }

    @Test("gap fixed through simulate: no negative width in a narrow container")
    func narrowContainer() throws {
        let output = try simulateJSON("split-or-flip-narrow-container.json")
        #expect(output.frame(0, "left") == [0, 0, 200, 600])
        #expect(output.frame(0, "right") == [200, 0, 0, 600])
        #expect(output.frame(1, "right") == [0, 0, 0, 600])
    }

    @Test("gaps fixed through simulate: a trait change during a flip is queued; a second flip runs after")
    func flipQueue() throws {
        let output = try simulateJSON("split-or-flip-flip-animation-and-queue.json")
        // Step 1: the flip's begin state, the incoming right child off screen at +W.
        #expect(output.frame(1, "left") == [0, 0, 375, 667])
        #expect(output.frame(1, "right") == [375, 0, 375, 667])
        #expect(output.value(1, "focus") as? String == "right")
        // Step 2: the trait change is queued, not applied, not dropped.
        #expect(output.value(2, "displayMode") as? String == "one")
        #expect(output.strings(2, "queued") == ["environment"])
        // Step 3: the flip ends and the queued change applies.
        #expect(output.value(3, "displayMode") as? String == "sideBySide")
        #expect(output.frame(3, "left") == [0, 0, 440, 768])
        #expect(output.strings(3, "events") == ["flipEnded(right)", "displayModeChanged(sideBySide)"])
        // Steps 5-9 (RTL): two flips, the second queued, each runs exactly once.
        #expect(output.frame(5, "left") == [375, 0, 375, 667], "in RTL the left child starts at +W")
        #expect(output.strings(6, "queued") == ["flip"])
        #expect(output.strings(7, "events") == ["flipEnded(left)", "flipBegan(left->right)"])
        #expect(output.frame(7, "right") == [-375, 0, 375, 667], "in RTL the right child starts at -W")
        #expect(output.strings(8, "events") == ["flipEnded(right)"])
        #expect(output.strings(8, "visible") == ["right"])
        #expect(output.strings(9, "events") == ["ignored(finishFlip)"])
    }

    @Test("index/detail vectors through simulate")
    func indexDetailVectors() throws {
        let output = try simulateJSON("index-detail-collapse-and-expand-vectors.json")
        #expect(output.strings(2, "stack") == ["root", "A", "B"])
        #expect(output.strings(3, "stack") == ["root", "index", "A", "B"])
        #expect(output.value(4, "isCollapsed") as? Bool == true)
        #expect(output.strings(5, "stack") == ["root", "index", "C"])
        #expect(output.strings(6, "stack") == ["root", "C"])
        #expect(output.frame(6, "index") == [0, 0, 348.16, 768])
        #expect(output.frame(6, "C") == [348.16, 0, 675.84, 768])
        #expect(output.frame(7, "index") == [675.84, 0, 348.16, 768])
        #expect(output.value(0, "flipAvailable") == nil)
        let empty = try simulateJSON("index-detail-collapse-without-detail.json")
        #expect(empty.strings(1, "stack") == ["root", "index"])
        #expect(empty.value(1, "navigationBarHidden") as? Bool == true)
    }

    @Test("gap fixed through simulate: starting collapsed gives the same stack as collapsing later")
    func startingCollapsed() throws {
        let start = try simulateJSON("index-detail-starting-collapsed.json")
        #expect(start.strings(2, "stack") == ["root", "index", "A", "B"])
        let later = try simulateJSON("index-detail-collapse-and-expand-vectors.json")
        #expect(start.strings(2, "stack") == later.strings(3, "stack"))
    }

    @Test("split view collapse and expand through simulate")
    func splitView() throws {
        let output = try simulateJSON("split-view-collapse-pushes-secondary.json")
        #expect(output.value(0, "displayMode") as? String == "oneBesideSecondary")
        #expect(output.frame(0, "primary") == [0, 0, 320, 820])
        #expect(output.strings(1, "stack") == ["primary", "secondary"])
        #expect(output.value(1, "displayMode") == nil, "modes apply only when expanded")
        #expect(output.strings(2, "stack") == ["primary"])
        #expect(output.value(4, "preferredDisplayMode") as? String == "oneBesideSecondary")
        #expect(output.value(4, "displayMode") as? String == "oneOverSecondary")
    }

    @Test("every fixture's output matches its expected files", arguments: [
        "split-or-flip-column-vectors", "split-or-flip-flip-animation-and-queue", "split-or-flip-narrow-container",
        "index-detail-collapse-and-expand-vectors", "index-detail-collapse-without-detail",
        "index-detail-starting-collapsed", "index-detail-vertical-automatic-expansion",
        "split-view-collapse-pushes-secondary", "split-view-delegate-handles-collapse", "split-view-triple-column-ipad",
        "readme-example",
    ])
    func expectedOutputs(name: String) throws {
        let path = AdaptiveFixtures.scenario(name + ".json")
        let json = try TemplateApplyProcess.run(["simulate", path, "--format", "json"])
        #expect(json.stdout == AdaptiveFixtures.text(name + ".expected.json"))
        let text = try TemplateApplyProcess.run(["simulate", path])
        #expect(text.status == 0)
        #expect(text.stdout == AdaptiveFixtures.text(name + ".expected.txt"))
    }

    @Test("bad scenarios: stderr names the file, line, column and JSON path; exit 1; nothing on stdout", arguments: [
        ("invalid-negative-size", "steps[3].environment.size"),
        ("invalid-unknown-action", "steps[0].action"),
        ("invalid-unknown-container", "container"),
        ("invalid-missing-size", "steps[0].environment.size"),
        ("invalid-wrong-types", "options.detailFraction"),
    ])
    func badScenarios(name: String, jsonPath: String) throws {
        let path = AdaptiveFixtures.scenario(name + ".json")
        let result = try TemplateApplyProcess.run(["simulate", path, "--format", "json"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains(": error: \(jsonPath): "))
        #expect(result.stderr.contains("[invalid-scenario]"))
        let expected = AdaptiveFixtures.text(name + ".expected.stderr")
            .replacingOccurrences(of: name + ".json", with: path)
        #expect(result.stderr == expected)
    }

    @Test("an unreadable scenario file is an error, exit 1")
    func unreadableFile() throws {
        let result = try TemplateApplyProcess.run(["simulate", "/nonexistent/scenario.json"])
        #expect(result.status == 1)
        #expect(result.stderr == "/nonexistent/scenario.json: error: cannot read the scenario file: No such file or directory [unreadable-file]\n")
    }
}
