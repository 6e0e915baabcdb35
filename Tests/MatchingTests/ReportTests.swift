import Foundation
import Testing
import LayoutTemplates
import TestSupport

/// The CLI's JSON is a public interface: the keys it promises, and `version` 1.
@Suite("Reports")
struct ReportTests {
    func object(_ value: some Encodable) throws -> [String: Any] {
        let data = try JSONEncoder().encode(value)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    func design() -> Design {
        var b = TreeBuilder()
        let live = b.view("p", [b.view("a", "UILabel", text: "A"), b.view("b", "UILabel", text: "B"), b.view("c", "UILabel", text: "C")])
        let template = b.view("l", [b.view("ta", "UILabel", frame: rect(1, 2, 3, 4), text: "A"), b.view("tz", "UILabel", text: "Z")])
        return layoutSet(portrait: live, landscape: template)
    }

    @Test("match report: live, layouts, matches of the non-live layouts, unmatched, diagnostics")
    func matchReport() throws {
        let set = design()
        let result = MatchResult(matching: set)
        let json = try object(MatchReport(result: result))
        #expect(json["version"] as? Int == 2)
        #expect(json["live"] as? String == "portrait")
        let layouts = try #require(json["layouts"] as? [[String: Any]])
        #expect(layouts.map { $0["name"] as? String } == ["portrait", "landscape"])
        #expect(Set(layouts[0].keys).isSuperset(of: ["name", "file", "root"]))
        let matches = try #require(json["matches"] as? [[String: Any]])
        #expect(matches.count == 2)
        #expect(matches.allSatisfy { $0["layout"] as? String == "landscape" })
        #expect(matches.last?["rule"] as? String == "labelText")
        #expect(Set(matches[0].keys).isSuperset(of: ["layout", "template", "live", "rule"]))
        let unmatched = try #require(json["unmatched"] as? [[String: Any]])
        #expect(unmatched.count == 1)
        #expect(unmatched.first?["path"] as? String == "UIView => UILabel")
        #expect(Set(unmatched[0].keys).isSuperset(of: ["layout", "template", "path", "file", "line", "column"]))
        let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.first?["rule"] as? String == "unmatched-view")
        #expect(Set(diagnostics[0].keys).isSuperset(of: ["severity", "file", "line", "column", "rule", "message"]))
    }

    @Test("apply report: every live view in pre-order with frame, bounds, hidden and mask; XML nests the same tree")
    func applyReport() throws {
        let set = design()
        var controller = LayoutController(MatchResult(matching: set))
        controller.update(for: Environment(orientation: .landscapeLeft))
        let json = try object(ApplyReport(tree: controller.tree, layout: controller.selectedName?.rawValue, mode: .default))
        #expect(json["version"] as? Int == 2)
        #expect(json["layout"] as? String == "landscape")
        let views = try #require(json["views"] as? [[String: Any]])
        #expect(views.map { $0["id"] as? String } == ["p", "a", "b", "c"])
        #expect(views[1]["frame"] as? [Double] == [1, 2, 3, 4])
        #expect(views[1]["bounds"] as? [Double] == [0, 0, 3, 4])
        #expect(views[1]["class"] as? String == "UILabel")
        #expect(views[1]["hidden"] as? Bool == false)
        #expect(views[1]["autoresizingMask"] as? String == "")
        let xml = AppliedTreeXML.render(controller.tree, layout: "landscape", mode: .default)
        #expect(xml.contains("<view id=\"a\" class=\"UILabel\" frame=\"1 2 3 4\" bounds=\"0 0 3 4\" hidden=\"NO\" autoresizingMask=\"\"/>"))
        #expect(xml.contains("</view>\n</appliedTree>"))
    }

    @Test("the streamed match report is byte for byte what JSONEncoder makes of MatchReport", arguments: MatchingMode.allCases)
    func streamedMatchReport(mode: MatchingMode) throws {
        var b = TreeBuilder(file: "Dir/Test \"1\".xib")
        // Every control character, quotes, backslashes, slashes and non-ASCII text in the strings.
        let awkward = String((0..<0x20).map { Character(UnicodeScalar(UInt8($0))) }) + "\"\\/\u{7F}é漢🙂"
        let live = b.view("p/1", [b.view("a", "UILabel", text: awkward), b.view("b", "UILabel", text: "B"), b.view("c", "UILabel", text: "C"),
                                  b.view("e1"), b.view("e2")])
        let template = b.view("l", [b.view("ta", "UILabel", frame: rect(1, 2, 3, 4), text: awkward), b.view("tz", "UILabel", text: "Z" + awkward),
                                    b.view("t1"), b.view("t2", [])])
        var set = layoutSet(portrait: live, landscape: template, file: "Dir/Test \"1\".xib")
        for designs in [set, { set.liveLayoutName = nil; return set }()] {
            let result = MatchResult(matching: designs, mode: mode)
            let extra = [Diagnostic.warning(.ignoredContent, "extra " + awkward, at: nil, notes: [DiagnosticNote(message: awkward)])]
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let expected = try encoder.encode(MatchReport(result: result, diagnostics: extra))
            var streamed: [UInt8] = []
            MatchReport.writeJSON(result: result, diagnostics: extra) { streamed += $0 }
            #expect(String(decoding: streamed, as: UTF8.self) == String(decoding: expected, as: UTF8.self))
        }
    }
}
