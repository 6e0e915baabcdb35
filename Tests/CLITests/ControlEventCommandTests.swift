import Foundation
import Testing
import TestSupport

/// Legacy control events and actions without one, through the command-line tool: every
/// `IBEventType` Interface Builder writes becomes the `eventType` Xcode writes, an unnamed bit is a
/// warning at its line, and an action with no event is an `action-without-events` warning in the
/// text and JSON diagnostics and in every merged format, which keep the action. The inputs are
/// made at test time from the hand-written `Fixtures/Legacy/AllMappings-8.00.xib`.
@Suite("control events and actions without one", .enabled(if: TemplateApplyProcess.url != nil, "the built template-apply was not found"))
struct ControlEventCommandTests {
    static let source = PackagePaths.fixture("Legacy/AllMappings-8.00.xib")

    /// The fixture with the button's `go:` action (IBEventType 7) sent on `eventType` instead;
    /// `nil` removes the event.
    static func archive(eventType: Int?, in directory: URL) throws -> String {
        let text = try String(contentsOfFile: source, encoding: .utf8)
        let replacement = eventType.map { "<int key=\"IBEventType\">\($0)</int>" } ?? ""
        let edited = text.replacingOccurrences(of: "<string key=\"label\">go:</string>\n\t\t\t\t\t\t<reference key=\"source\" ref=\"203\"/>\n\t\t\t\t\t\t<reference key=\"destination\" ref=\"100\"/>\n\t\t\t\t\t\t<int key=\"IBEventType\">7</int>",
                                                  with: "<string key=\"label\">go:</string>\n\t\t\t\t\t\t<reference key=\"source\" ref=\"203\"/>\n\t\t\t\t\t\t<reference key=\"destination\" ref=\"100\"/>\n\t\t\t\t\t\t\(replacement)")
        #expect(eventType == 7 || edited != text)
        let path = directory.appendingPathComponent("Events.xib").path
        try edited.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test("every IBEventType Interface Builder writes merges to the eventType Xcode writes", arguments: [
        (1, "touchDown"), (2, "touchDownRepeat"), (3, "touchDragInside"), (4, "touchDragOutside"), (5, "touchDragEnter"),
        (6, "touchDragExit"), (7, "touchUpInside"), (8, "touchUpOutside"), (9, "touchCancel"), (13, "valueChanged"),
        (17, "editingDidBegin"), (18, "editingChanged"), (19, "editingDidEnd"), (20, "editingDidEndOnExit"),
    ])
    func namedEvents(eventType: Int, name: String) throws {
        let directory = try RenderCommandTests.outputDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = try Self.archive(eventType: eventType, in: directory)
        let run = try TemplateApplyProcess.run(["merge", input, "--to", "xib"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("<action selector=\"go:\" destination=\"-1\" eventType=\"\(name)\""))
        #expect(!run.stdout.contains("eventType=\"bit"))
        #expect(!run.stderr.contains("action-without-events"))
    }

    @Test("an IBEventType whose bit UIKit does not name is a warning at its line, and the action one without events")
    func unnamedBit() throws {
        let directory = try RenderCommandTests.outputDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = try Self.archive(eventType: 10, in: directory)
        let run = try TemplateApplyProcess.run(["merge", input, "--to", "xib"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("warning: IBEventType 10 is control event bit 9, which UIKit does not name"))
        #expect(run.stderr.contains("[action-without-events]"))
        #expect(!run.stdout.contains("bit9"))
        #expect(run.stdout.contains("<action selector=\"go:\" destination=\"-1\" id="))
    }

    @Test("an action with no event is an action-without-events warning in text and JSON, and every merged format keeps the action",
          arguments: ["xib", "storyboard", "template"])
    func actionWithoutEvents(format: String) throws {
        let directory = try RenderCommandTests.outputDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = try Self.archive(eventType: nil, in: directory)
        let output = directory.appendingPathComponent(format == "template" ? "Out.layouts.xml" : "Out.\(format)").path
        let run = try TemplateApplyProcess.run(["merge", input, "--to", format, "-o", output])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("warning: action 'go:' of view 3 has no control event: nothing fires it [action-without-events]"), "\(run.stderr)")
        let json = try TemplateApplyProcess.run(["match", input, "--format", "json"])
        #expect(json.stdout.contains("\"action-without-events\"") || json.stderr.contains("\"action-without-events\""), "\(json.stdout)\(json.stderr)")
        // The merged document reads back with the action, and says again that nothing fires it.
        let back = try TemplateApplyProcess.run(["inspect", output])
        #expect(back.status == 0, "\(back.stderr)")
        #expect(back.stdout.contains("go:"), "\(back.stdout)")
        #expect(back.stderr.contains("[action-without-events]"), "\(back.stderr)")
    }
}
