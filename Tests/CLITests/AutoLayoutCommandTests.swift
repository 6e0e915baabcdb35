import Foundation
import Testing
import TestSupport

/// `apply`, `render` and `check` on Auto Layout documents, and `apply --device` resizing a drawn
/// design through its masks; frames worked out by hand.
@Suite("template-apply on Auto Layout documents", .enabled(if: TemplateApplyProcess.isAvailable, "the built template-apply was not found next to the test bundle"))
struct AutoLayoutCommandTests {
    static let pins = PackagePaths.fixture("AutoLayout/Pins.xib")
    static let conflict = PackagePaths.fixture("AutoLayout/Conflict.xib")
    static let login = PackagePaths.fixture("Example/LoginForm.xib")

    /// Every view's frame by id, from `apply`'s JSON for a drawn design.
    static func drawnFrames(_ arguments: [String]) throws -> [String: [Double]] {
        let run = try TemplateApplyProcess.run(["apply"] + arguments)
        #expect(run.status == 0, "\(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let views = try #require(json["views"] as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: views.compactMap { view in
            (view["id"] as? String).flatMap { id in (view["frame"] as? [Double]).map { (id, $0) } }
        })
    }

    /// Every view's frame by id, and its root, from `apply`'s JSON for an Auto Layout document.
    static func laidOut(_ arguments: [String]) throws -> (json: [String: Any], frames: [String: [Double]], roots: [String: String]) {
        let run = try TemplateApplyProcess.run(["apply"] + arguments)
        #expect(run.status == 0, "\(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        var frames: [String: [Double]] = [:]
        var roots: [String: String] = [:]
        for design in try #require(json["designs"] as? [[String: Any]]) {
            let root = try #require(design["root"] as? String)
            for view in try #require(design["views"] as? [[String: Any]]) {
                let id = try #require(view["id"] as? String)
                frames[id] = try #require(view["frame"] as? [Double])
                roots[id] = root
            }
        }
        return (json, frames, roots)
    }

    /// LoginForm's portrait layout was drawn at 320x480. On the iPhone 8 Plus (414x736) the root
    /// grows by 94 x 256: the logo (flexible side margins of 110 each) moves right by 47, the title
    /// and field group (flexible width) grow to 374, the actions (flexible top margin) move down
    /// by 256. On the iPhone 4s nothing moves.
    @Test("--device resizes a drawn design through its autoresizing masks, differently on each phone")
    func drawnDesignOnTwoPhones() throws {
        let small = try Self.drawnFrames([Self.login, "--orientation", "portrait", "--device", "iPhone 4s"])
        #expect(small["p-root"] == [0, 0, 320, 480])
        #expect(small["p-logo"] == [110, 30, 100, 100])
        #expect(small["p-title"] == [20, 140, 280, 30])
        let large = try Self.drawnFrames([Self.login, "--orientation", "portrait", "--device", "iPhone 8 Plus"])
        #expect(large["p-root"] == [0, 0, 414, 736])
        #expect(large["p-logo"] == [157, 30, 100, 100])
        #expect(large["p-title"] == [20, 140, 374, 30])
        #expect(large["p-actions"] == [20, 566, 374, 120])
        // Without --device, the output is what it always was: the layout as drawn.
        let plain = try Self.drawnFrames([Self.login, "--orientation", "portrait"])
        #expect(plain == small)
    }

    /// Pins.xib (see AutoLayoutFixtureTests for the frames) on the iPhone 4s in portrait.
    @Test("apply lays out an Auto Layout document at a device, each view with its root")
    func applyAtDevice() throws {
        let result = try Self.laidOut([Self.pins, "--orientation", "portrait", "--device", "iPhone 4s"])
        #expect(result.json["engine"] as? String == "autolayout")
        #expect(result.json["device"] as? String == "iPhone 4s")
        #expect(result.frames["root"] == [0, 0, 320, 480])
        #expect(result.frames["banner"] == [16, 20, 288, 50])
        #expect(result.frames["square"] == [80, 90, 160, 160])
        #expect(result.roots["quarter"] == "root")
    }

    @Test("--device document lays the document out as saved; --orientation is optional there")
    func applyAsSaved() throws {
        let result = try Self.laidOut([Self.pins, "--device", "document"])
        #expect(result.json["device"] as? String == "document")
        #expect(result.json["orientation"] as? String == "portrait")
        #expect(result.frames["banner"] == [16, 0, 343, 50])
        let missing = try TemplateApplyProcess.run(["apply", Self.pins, "--device", "iPhone SE"])
        #expect(missing.status == 64, "\(missing.stderr)")
    }

    @Test("check reports the conflict at its lines and the ambiguous view, and fails")
    func check() throws {
        let run = try TemplateApplyProcess.run(["check", Self.conflict])
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        let output = run.stdout + run.stderr
        #expect(output.contains("Conflict.xib:17:"), "\(output)")
        #expect(output.contains("[unsatisfiable-constraints]"), "\(output)")
        #expect(output.contains("Conflict.xib:21:") && output.contains("[ambiguous-layout]"), "\(output)")
    }

    @Test("render draws an Auto Layout document at a device")
    func render() throws {
        let directory = try RenderCommandTests.outputDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("pins.svg").path
        let run = try TemplateApplyProcess.run(["render", Self.pins, "--device", "iPhone 4s", "-o", output])
        #expect(run.status == 0, "\(run.stderr)")
        let svg = try String(contentsOfFile: output, encoding: .utf8)
        #expect(svg.contains("iPhone 4s portrait") && svg.contains("iPhone 4s landscapeLeft"))
    }
}
