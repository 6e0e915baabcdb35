import Testing
import LayoutScenarios
import LayoutTemplates

@Suite("Scenario files: reading, refusing bad ones with their JSON path")
struct ScenarioDecoderTests {
    /// The rendered diagnostics for `json`, or [] when it decodes.
    func faults(_ json: String) -> [String] {
        do {
            _ = try Scenario.decode(bytes: Array(json.utf8), file: "s.json")
            return []
        } catch {
            return error.diagnostics.map(\.rendered)
        }
    }

    @Test("a full scenario decodes into its container and steps")
    func decodes() throws {
        let json = """
        {"container": "indexDetail", "options": {"axis": "vertical", "detailFraction": 0.5},
         "steps": [{"environment": {"size": [10.5, 20], "horizontalClass": "compact", "verticalClass": "regular",
                                    "direction": "rightToLeft"}},
                   {"action": "showDetail", "view": "A \\u00e9\\ud83d\\ude00"}, {"action": "popDetail"},
                   {"action": "setCollapsed", "value": true}]}
        """
        let scenario = try Scenario.decode(bytes: Array(json.utf8), file: "s.json")
        #expect(scenario.container == .indexDetail(IndexDetail(axis: .vertical, detailFraction: 0.5)))
        #expect(scenario.steps == [
            .environment(Environment(orientation: .portrait, size: Size(width: 10.5, height: 20),
                                     horizontalSizeClass: .compact, verticalSizeClass: .regular,
                                     layoutDirection: .rightToLeft)),
            .indexDetail(.showDetail("A é😀")), .indexDetail(.popDetail), .indexDetail(.setCollapsed(true)),
        ])
    }

    @Test("devices stand for size and classes")
    func deviceEnvironment() throws {
        let json = #"{"container": "splitView", "steps": [{"environment": {"device": "iPad Air", "orientation": "landscape", "multitasking": "2/3"}}]}"#
        let scenario = try Scenario.decode(bytes: Array(json.utf8), file: "s.json")
        let expected = DeviceCatalog.device(named: "iPad Air")?.environment(orientation: .landscapeRight,
                                                                            multitasking: .split(.twoThirds))
        #expect(scenario.steps == [.environment(try #require(expected))])
    }

    @Test("faults are refused with line, column and JSON path", arguments: [
        (#"{"container": "grid", "steps": []}"#, #"s.json:1:15: error: container: unknown container "grid""#),
        (#"{"steps": []}"#, #"s.json:1:1: error: container: missing "container""#),
        (#"{"container": "splitOrFlip"}"#, #"s.json:1:1: error: steps: missing "steps""#),
        (#"{"container": "splitOrFlip", "steps": [{"action": "flip"}, {"action": "jump"}]}"#,
         #"s.json:1:71: error: steps[1].action: unknown action "jump" for container splitOrFlip"#),
        (#"{"container": "splitOrFlip", "steps": [{"environment": {"horizontalClass": "regular", "verticalClass": "regular"}}]}"#,
         #"error: steps[0].environment.size: missing "size""#),
        (#"{"container": "splitOrFlip", "steps": [{"environment": {"size": [3, -4], "horizontalClass": "regular", "verticalClass": "regular"}}]}"#,
         #"error: steps[0].environment.size: a size cannot be negative"#),
        (#"{"container": "splitOrFlip", "steps": [{"environment": {"size": [3], "horizontalClass": "regular", "verticalClass": "regular"}}]}"#,
         #"error: steps[0].environment.size: expected [width, height] with two numbers, found 1 elements"#),
        (#"{"container": "splitOrFlip", "steps": [{"environment": {"size": [3, "4"], "horizontalClass": "regular", "verticalClass": "regular"}}]}"#,
         #"error: steps[0].environment.size[1]: expected a number (the height), found a string"#),
        (#"{"container": "splitOrFlip", "steps": [{"environment": {"size": [3, 4], "verticalClass": "regular"}}]}"#,
         #"error: steps[0].environment.horizontalClass: missing "horizontalClass""#),
        (#"{"container": "splitOrFlip", "steps": [{"environment": {"size": [3, 4], "horizontalClass": true, "verticalClass": "regular"}}]}"#,
         #"error: steps[0].environment.horizontalClass: expected a string, found a boolean"#),
        (#"{"container": "splitOrFlip", "options": {"animatesFlip": true}, "steps": []}"#,
         #"error: options.animatesFlip: unknown key "animatesFlip""#),
        (#"{"container": "indexDetail", "options": {"detailFraction": 1.5}, "steps": []}"#,
         #"error: options.detailFraction: 1.5 is out of range"#),
        (#"{"container": "indexDetail", "steps": [{"action": "showDetail", "view": 3}]}"#,
         #"error: steps[0].view: expected a string, found a number"#),
        (#"{"container": "indexDetail", "steps": [{"action": "pushDetail", "view": "root"}]}"#,
         #"error: steps[0].view: a view name must be non-empty and not "root" or "index" (reserved)"#),
        (#"{"container": "splitView", "steps": [{"action": "setPreferredDisplayMode", "value": "sideBySide"}]}"#,
         #"error: steps[0].value: unknown value "sideBySide""#),
        (#"{"container": "splitView", "steps": [{"environment": {"size": [1, 1], "horizontalClass": "regular", "verticalClass": "regular"}, "action": "x"}]}"#,
         #"error: steps[0]: a step has either "environment" or "action", not both"#),
        (#"{"container": "splitView", "steps": [{}]}"#, #"error: steps[0]: a step needs "environment" or "action""#),
        (#"{"container": "splitView", "steps": [{"environment": {"device": "iPhone 13", "orientation": "portrait", "multitasking": "1/2"}}]}"#,
         #"error: steps[0].environment.multitasking: iPhone 13 has no multitasking"#),
        (#"{"container": "splitView", "steps": [{"environment": {"device": "iPhone 13", "orientation": "portrait", "size": [1, 2]}}]}"#,
         #"error: steps[0].environment.size: "size" cannot be combined with "device""#),
        (#"{"container": "splitView", "steps": [{"environment": {"device": "Nokia 3310", "orientation": "portrait"}}]}"#,
         #"error: steps[0].environment.device: unknown device "Nokia 3310""#),
        (#"[1, 2]"#, #"s.json:1:1: error: (root): expected an object, found an array"#),
    ])
    func refused(json: String, expected: String) {
        let found = faults(json)
        #expect(found.count == 1)
        #expect(found.first?.contains(expected) == true, "\(found)")
        #expect(found.first?.hasSuffix("[invalid-scenario]") == true)
    }

    @Test("every faulty step is reported, not only the first")
    func allFaultsReported() {
        let json = """
        {"container": "splitOrFlip", "steps": [
          {"action": "jump"},
          {"environment": {"size": [-1, 1], "horizontalClass": "regular", "verticalClass": "regular"}}
        ]}
        """
        let found = faults(json)
        #expect(found.count == 2)
        #expect(found.first?.hasPrefix("s.json:2:14: error: steps[0].action") == true)
        #expect(found.last?.hasPrefix("s.json:3:28: error: steps[1].environment.size") == true)
    }

    @Test("malformed JSON is refused at its line and column, never a crash", arguments: [
        ("", "s.json:1:1: error: not valid JSON: unexpected end of input"),
        ("{\"a\": 1,}", "s.json:1:9: error: not valid JSON: expected a string key"),
        ("{\"a\": 1} x", "s.json:1:10: error: not valid JSON: unexpected content after the JSON value"),
        ("{\"a\": 1, \"a\": 2}", "s.json:1:10: error: not valid JSON: duplicate key \"a\""),
        ("{\"a\": 01}", "s.json:1:8: error: not valid JSON: expected ',' or '}'"),
        ("{\"a\": 1e999}", "s.json:1:7: error: not valid JSON: number 1e999 is out of range"),
        ("{\"a\": tru}", "s.json:1:7: error: not valid JSON: invalid literal, expected 'true'"),
        ("{\"a\": \"\\ud800\"}", "s.json:1:8: error: not valid JSON: unpaired surrogate"),
        ("{\"a\": \"\\q\"}", "s.json:1:8: error: not valid JSON: invalid escape '\\q'"),
        ("{\"a\":\n \"x\ny\"}", "s.json:2:4: error: not valid JSON: control character in a string"),
        ("{\"a\": \"abc", "s.json:1:7: error: not valid JSON: unterminated string"),
    ])
    func malformed(json: String, expected: String) {
        let found = faults(json)
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix(expected) == true, "\(found)")
    }

    @Test("deep nesting is refused, not a stack overflow")
    func deepNesting() {
        let found = faults(String(repeating: "[", count: 100_000))
        #expect(found == ["s.json:1:257: error: not valid JSON: nesting deeper than 256 levels [invalid-scenario]"])
    }

    @Test("invalid UTF-8 in a string is refused")
    func invalidUTF8() {
        var bytes = Array(#"{"container": ""#.utf8)
        bytes += [0xFF, 0xFE]
        bytes += Array(#"", "steps": []}"#.utf8)
        do {
            _ = try Scenario.decode(bytes: bytes, file: "s.json")
            Issue.record("decoded invalid UTF-8")
        } catch {
            #expect(error.diagnostics.first?.message == "not valid JSON: string is not valid UTF-8")
        }
    }
}
