@testable import LayoutRender
import Foundation
import LayoutScenarios
import LayoutTemplates
import Testing
import TestSupport

/// Geometry over finite inputs is total: frames near the largest double, sizes near it in a
/// scenario, never trap and never print `inf`, `nan` or a JSON `null` where a number belongs.
@Suite("Extreme numbers", .timeLimit(.minutes(3)))
struct ExtremeNumberTests {
    private let hugeFrames = PackagePaths.fixture("Hostile/huge-frames.layouts.xml")

    @Test("render draws frames near the largest double (it once trapped converting a label cell to Int)")
    func renderHugeFrames() throws {
        let set = try Design(contentsOf: [hugeFrames])
        let diagnostics = set.diagnostics
        #expect(!diagnostics.contains { $0.severity == .error })
        let result = MatchResult(matching: set, mode: .default)
        let drawing = LayoutDrawing(title: "huge", result: result, layoutNames: nil)
        for text in [SVGRenderer().render(drawing), HTMLReportRenderer().render(drawing)] {
            #expect(!text.contains("inf"), "an infinite coordinate in the picture")
            #expect(!text.contains("nan"), "a NaN coordinate in the picture")
        }
    }

    @Test("render, apply, merge and match through the CLI: exit 0, no signal, no inf or nan", .enabled(if: TemplateApplyProcess.isAvailable))
    func commandsOnHugeFrames() throws {
        let directory = try HostileFiles()
        defer { directory.remove() }
        let commands: [[String]] = [
            ["render", hugeFrames, "-o", directory.path("out.svg")],
            ["render", hugeFrames, "-o", directory.path("out.html")],
            ["apply", hugeFrames, "--orientation", "landscapeLeft"],
            ["apply", hugeFrames, "--orientation", "portrait", "--format", "xml"],
            ["merge", hugeFrames, "-o", directory.path("merged.layouts.xml")],
            ["match", hugeFrames],
            ["inspect", hugeFrames],
        ]
        for arguments in commands {
            let output = try TemplateApplyProcess.run(arguments, timeout: 60)
            #expect(!output.signaled && !output.hung, "\(arguments): \(output.stderr)")
            #expect(output.status == 0, "\(arguments): \(output.stderr)")
            #expect(!output.stdout.contains("inf") && !output.stdout.contains("nan") && !output.stdout.contains("null"), "\(arguments)")
        }
        for file in ["out.svg", "out.html", "merged.layouts.xml"] {
            let text = try String(contentsOfFile: directory.path(file), encoding: .utf8)
            #expect(!text.contains("inf") && !text.contains("nan"), "\(file)")
        }
    }

    @Test("text metrics are total: an infinite or NaN width and a zero font size fit nothing, never trap")
    func textMetrics() {
        #expect(TextMetrics.truncate("abc", toWidth: .nan, fontSize: 11) == nil)
        #expect(TextMetrics.truncate("abc", toWidth: 100, fontSize: 0) == "abc")
        #expect(TextMetrics.truncate("abc", toWidth: .infinity, fontSize: 11) == "abc")
        #expect(TextMetrics.truncate("abc", toWidth: -.infinity, fontSize: 11) == nil)
        #expect(TextMetrics.truncate("abc", toWidth: 1e300, fontSize: 1e-300) == "abc")
    }

    @Test("a scenario's sizes and widths near the largest double are refused with their path, not printed as inf or null", arguments: [
        #"{"container": "splitOrFlip", "steps": [{"environment": {"size": [1.7e308, 1.7e308], "horizontalClass": "regular", "verticalClass": "regular"}}]}"#,
        #"{"container": "splitView", "options": {"maximumPrimaryColumnWidth": 1e308}, "steps": []}"#,
        #"{"container": "indexDetail", "steps": [{"environment": {"size": [1e10, 5], "horizontalClass": "regular", "verticalClass": "regular"}}]}"#,
    ])
    func scenarioLengths(json: String) throws {
        #expect(throws: DiagnosticError.self) {
            _ = try ScenarioRunner.run(bytes: Array(json.utf8), file: "s.json")
        }
        do {
            _ = try ScenarioRunner.run(bytes: Array(json.utf8), file: "s.json")
        } catch {
            let message = error.diagnostics.first?.message ?? ""
            #expect(message.contains("at most 1000000000"), "\(message)")
        }
    }

    @Test("the largest sizes a scenario accepts give finite frames in every container")
    func scenarioLargestSizes() throws {
        for container in ["splitOrFlip", "indexDetail", "splitView"] {
            let json = #"{"container": "\#(container)", "steps": [{"environment": {"size": [1e9, 1e9], "horizontalClass": "regular", "verticalClass": "regular"}}, {"environment": {"size": [1e9, 0], "horizontalClass": "compact", "verticalClass": "compact"}}]}"#
            let report = try ScenarioRunner.run(bytes: Array(json.utf8), file: "s.json")
            let rendered = report.json.rendered + report.text
            #expect(!rendered.contains("null") && !rendered.contains("inf") && !rendered.contains("nan"), "\(container)")
        }
    }
}
