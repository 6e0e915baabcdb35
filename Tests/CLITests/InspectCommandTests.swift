import Foundation
import Testing
import TestSupport

/// `template-apply inspect` run as a user runs it: the built binary, its stdout, stderr and exit status.
@Suite("template-apply inspect")
struct InspectCommandTests {
    @Test("the built binary is found next to the tests")
    func binaryFound() {
        #expect(TemplateApplyProcess.url != nil)
    }

    @Test("prints a fixture's scenes, outlets and indented view tree with the properties matching uses")
    func inspectText() throws {
        let output = try TemplateApplyProcess.run(["inspect", PackagePaths.fixture("Modern/EveryMapping.xib")])
        #expect(output.status == 0)
        #expect(output.stderr == "")
        let lines = output.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasSuffix("EveryMapping.xib: xib com.apple.InterfaceBuilder3.CocoaTouch.XIB version 3.0, 1 scene, 12 views") == true)
        #expect(lines.contains("scene: owner -1 (DemoViewController)"))
        #expect(lines.contains("    landscapeView -> L1"))
        #expect(lines.contains("      TotalLabel (UILabel) P3 frame=(20, 50, 280, 42) tag=7 text=\"First line\\nSecond line\""))
        #expect(lines.contains("      UIButton P5 frame=(20, 150, 130, 44) tag=-3 title=\"Pay\" image=\"pay-icon\""))
        #expect(lines.contains("        action touchUpInside -> File's Owner pay:"))
        #expect(lines.contains("      UIView P9 frame=(140, 270, 160, 100) hidden userLabel=\"Hidden Panel\""))
        #expect(lines.contains("        UISlider P10 frame=(8, 8, 144, 31)"))
        #expect(lines.contains("      UITextField P4 frame=(20, 100, 280, 34) mask=\"flexibleWidth flexibleBottomMargin\" text=\"42\" placeholder=\"Amount\""))
    }

    @Test("--format json prints a versioned document")
    func inspectJSON() throws {
        let output = try TemplateApplyProcess.run(["inspect", "--format", "json", PackagePaths.fixture("Modern/SceneWithLandscapeView.storyboard")])
        #expect(output.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
        #expect(object?["version"] as? Int == 2)
        let document = object?["document"] as? [String: Any]
        #expect(document?["format"] as? String == "storyboard")
        let scenes = document?["scenes"] as? [[String: Any]]
        #expect(scenes?.count == 2)
        let views = scenes?.first?["views"] as? [[String: Any]]
        #expect(views?.map { $0["id"] as? String } == ["PV", "LV"])
    }

    @Test("a missing file: path: error: ... on stderr, status 1")
    func missingFile() throws {
        let path = PackagePaths.fixture("Modern/DoesNotExist.xib")
        let output = try TemplateApplyProcess.run(["inspect", path])
        #expect(output.status == 1)
        #expect(output.stdout == "")
        #expect(output.stderr == "\(path): error: cannot open file: No such file or directory [unreadable-file]\n")
    }

    @Test("an empty file: path:1:1: error: the document is empty")
    func emptyFile() throws {
        let path = TemplateApplyProcess.temporaryFile("Empty.xib", bytes: [])
        let output = try TemplateApplyProcess.run(["inspect", path])
        #expect(output.status == 1)
        #expect(output.stderr == "\(path):1:1: error: the document is empty [malformed-xml]\n")
    }

    @Test("a binary file: path:1:1: error: not an XML document")
    func binaryFile() throws {
        let path = TemplateApplyProcess.temporaryFile("Binary.xib", bytes: [0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x01, 0x00, 0xFF, 0xD8])
        let output = try TemplateApplyProcess.run(["inspect", path])
        #expect(output.status == 1)
        #expect(output.stderr == "\(path):1:1: error: not an XML document: it does not begin with '<' (a binary or plain-text file?) [malformed-xml]\n")
    }

    @Test("a directory: path: error: it is a directory")
    func directory() throws {
        let path = PackagePaths.fixture("Modern")
        let output = try TemplateApplyProcess.run(["inspect", path])
        #expect(output.status == 1)
        #expect(output.stderr == "\(path): error: cannot read: it is a directory, not a file [unreadable-file]\n")
    }

    @Test("malformed XML: libxml2's message at the line and column of the first error")
    func malformed() throws {
        let path = TemplateApplyProcess.temporaryFile("Malformed.xib", bytes: Array("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\">\n  <objects>\n    <view id=\"1\">\n  </objects>\n</document>\n".utf8))
        let output = try TemplateApplyProcess.run(["inspect", path])
        #expect(output.status == 1)
        #expect(output.stderr == "\(path):4:13: error: Opening and ending tag mismatch: view line 3 and objects [malformed-xml]\n")
    }

    @Test("the macOS fixture is refused with one line and status 1")
    func macOS() throws {
        let path = PackagePaths.fixture("Modern/MacOSDocument.xib")
        let output = try TemplateApplyProcess.run(["inspect", path])
        #expect(output.status == 1)
        #expect(output.stderr.hasPrefix("\(path):4:1: error: cannot read a macOS (AppKit) document"))
        #expect(output.stderr.filter { $0 == "\n" }.count == 1)
    }

    @Test("bad values: every error on stderr; in JSON mode also as JSON diagnostics on stdout")
    func badValuesJSON() throws {
        let path = PackagePaths.fixture("Modern/BadNumbers.xib")
        let output = try TemplateApplyProcess.run(["inspect", "--format", "json", path])
        #expect(output.status == 1)
        #expect(output.stderr.split(separator: "\n").count == 6)
        #expect(output.stderr.hasPrefix("\(path):9:13: error: 'abc' is not a finite number (attribute 'x' of <rect>) [invalid-value]\n"))
        let object = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
        #expect(object?["version"] as? Int == 2)
        let diagnostics = object?["diagnostics"] as? [[String: Any]]
        #expect(diagnostics?.count == 6)
        #expect(diagnostics?.first?["rule"] as? String == "invalid-value")
        #expect(diagnostics?.first?["line"] as? Int == 9)
        #expect(diagnostics?.first?["column"] as? Int == 13)
        #expect(diagnostics?.first?["file"] as? String == path)
    }

    @Test("One JSON shape for a diagnostic: inspect, match and apply failures and check findings have the same keys")
    func oneDiagnosticShape() throws {
        let path = PackagePaths.fixture("Modern/BadNumbers.xib")
        let shape: Set<String> = ["severity", "file", "line", "column", "rule", "message", "notes"]
        for arguments in [["inspect", "--format", "json", path], ["match", "--format", "json", path], ["apply", "--orientation", "portrait", path]] {
            let output = try TemplateApplyProcess.run(arguments)
            #expect(output.status == 1)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any], "\(arguments[0])")
            #expect(object["version"] as? Int == 2)
            let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
            #expect(diagnostics.allSatisfy { Set($0.keys) == shape }, "\(arguments[0]): \(diagnostics.first.map { Array($0.keys) } ?? [])")
        }
        let check = try TemplateApplyProcess.run(["check", "--format", "json", path])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any])
        let finding = try #require(((report["designs"] as? [[String: Any]])?.first?["diagnostics"] as? [[String: Any]])?.first)
        #expect(Set(finding.keys) == shape.union(["fingerprint"]))
    }
}
