import Foundation
import Testing
import TestSupport

/// `template-apply merge` to an Interface Builder document, `--device` and `devices`, run as a
/// process on the README's example and on the fixtures written for merging.
@Suite("template-apply merge, --device, devices", .enabled(if: TemplateApplyProcess.url != nil, "the built template-apply was not found"))
struct MergeCommandTests {
    static let example = PackagePaths.fixture("Example/LoginForm.xib")

    /// `apply --format json`'s views as id -> (frame, hidden).
    static func applied(_ arguments: [String]) throws -> [String: (frame: [Double], hidden: Bool)] {
        let run = try TemplateApplyProcess.run(["apply"] + arguments)
        #expect(run.status == 0, "\(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let views = try #require(json["views"] as? [[String: Any]])
        var result: [String: (frame: [Double], hidden: Bool)] = [:]
        for view in views {
            let id = try #require(view["id"] as? String)
            result[id] = (try #require(view["frame"] as? [Double]), try #require(view["hidden"] as? Bool))
        }
        return result
    }

    @Test("-o OUT.xib writes an Interface Builder document; apply on it with --device gives apply on the original, view by view")
    func example() throws {
        let directory = try RenderCommandTests.outputDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("LoginForm.xib").path
        let run = try TemplateApplyProcess.run(["merge", Self.example, "-o", output])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("[not-expressible]"))
        let text = try String(contentsOfFile: output, encoding: .utf8)
        #expect(text.contains("<variation key=\"heightClass=compact\" fixedFrame=\"YES\">"))
        for orientation in ["portrait", "landscapeLeft"] {
            // --device also resizes the live tree to the phone's screen: the same phone for both.
            let original = try Self.applied([Self.example, "--orientation", orientation, "--device", "iPhone 4s"])
            let merged = try Self.applied([output, "--orientation", orientation, "--device", "iPhone 4s"])
            for (id, view) in original {
                #expect(merged[id]?.frame == view.frame && merged[id]?.hidden == view.hidden, "\(orientation) \(id)")
            }
        }
    }

    @Test("a two-file pair and a legacy design: the live document edited (the archive's upgrade), and apply on it with --device gives apply on the originals")
    func editedDocuments() throws {
        let directory = try RenderCommandTests.outputDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let designs = [(["Merge/TwoFile/Portrait.xib", "Merge/TwoFile/Landscape.xib"], "<image name=\"logo-wide\" width=\"200\" height=\"44\"/>", "outlet 'helper'"),
                       (["Legacy/TwoLayouts.xib"], "<fontDescription key=\"fontDescription\" type=\"boldSystem\" pointSize=\"17\"/>", "[untranslated-property]")]
        for (names, kept, warned) in designs {
            let files = names.map(PackagePaths.fixture)
            let output = directory.appendingPathComponent("Merged.xib").path
            let run = try TemplateApplyProcess.run(["merge"] + files + ["-o", output])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stderr.contains(warned), "\(names)")
            let text = try String(contentsOfFile: output, encoding: .utf8)
            #expect(text.contains(kept), "\(names)")
            #expect(text.contains("useTraitCollections=\"YES\""), "\(names)")
            for orientation in ["portrait", "landscapeLeft"] {
                // --device also resizes the live tree to the phone's screen: the same phone for both.
                let original = try Self.applied(files + ["--orientation", orientation, "--device", "iPhone 4s"])
                let merged = try Self.applied([output, "--orientation", orientation, "--device", "iPhone 4s"])
                for (id, view) in original {
                    #expect(merged[id]?.frame == view.frame && merged[id]?.hidden == view.hidden, "\(names) \(orientation) \(id)")
                }
            }
        }
    }

    @Test("the README's excerpt of the merged example is what merge writes, line for line (\"...\" skips lines)")
    func readmeExcerpt() throws {
        let readme = try String(contentsOf: PackagePaths.root.appendingPathComponent("README.md"), encoding: .utf8)
        let excerpt = try #require(readme.components(separatedBy: "```xml\n").dropFirst().first?.components(separatedBy: "```").first)
        let run = try TemplateApplyProcess.run(["merge", Self.example, "--to", "xib"])
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let wanted = excerpt.split(separator: "\n").map(String.init)
        let indent = try #require(lines.first { $0.hasSuffix(wanted[0].trimmingCharacters(in: .whitespaces)) }).prefix { $0 == " " }
        var position = try #require(lines.firstIndex(of: indent + wanted[0]))
        for line in wanted.dropFirst() where line.trimmingCharacters(in: .whitespaces) != "..." {
            let next = try #require(lines[(position + 1)...].firstIndex(of: indent + line), "README line not in the output: \(line)")
            position = next
        }
    }

    @Test("--to picks the writer; a contradicting extension is a usage error; the template format is the default on stdout")
    func targets() throws {
        let storyboard = try TemplateApplyProcess.run(["merge", Self.example, "--to", "storyboard"])
        #expect(storyboard.status == 0)
        #expect(storyboard.stdout.contains("type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\""))
        let template = try TemplateApplyProcess.run(["merge", Self.example])
        #expect(template.stdout.contains("<layoutTemplate version=\"1\" ownerClass=\"LoginViewController\">"))
        let clash = try TemplateApplyProcess.run(["merge", Self.example, "--to", "template", "-o", "out.xib"])
        #expect(clash.status != 0 && clash.stderr.contains("disagree"))
    }

    @Test("an iPad design: exit 1, and the message names the alternatives")
    func pad() throws {
        let run = try TemplateApplyProcess.run(["merge", PackagePaths.fixture("Merge/PadPlayer.xib"), "--to", "xib"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("error: this is an iPad document"))
        #expect(run.stderr.contains("--to template") && run.stderr.contains("one Interface Builder file per orientation"))
        #expect(run.stdout.isEmpty)
        let padDevice = try TemplateApplyProcess.run(["merge", Self.example, "--to", "xib", "--device", "iPad Air"])
        #expect(padDevice.status == 1 && padDevice.stderr.contains("iPad Air is no phone"))
    }

    @Test("a view outlet naming a view inside a layout: one error at the outlet's line, before any matching or writing, for every target")
    func liveInsideLayout() throws {
        let directory = try RenderCommandTests.outputDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for output in ["Out.xib", "Out.storyboard", "Out.layouts.xml"] {
            let path = directory.appendingPathComponent(output).path
            let run = try TemplateApplyProcess.run(["merge", PackagePaths.fixture("Merge/LiveInsideLayout.xib"), "-o", path])
            #expect(run.status == 1, "\(output)")
            #expect(run.stderr.contains("LiveInsideLayout.xib:9:17: error: outlet 'view' names 'p-items', a view inside the portrait layout (root 'p-root')"), "\(run.stderr)")
            #expect(run.stderr.contains("connect 'view' to the portrait layout's root 'p-root'"))
            // The one error, not the unmatched views, moved views and unwritable outlets that follow from it.
            #expect(run.stderr.components(separatedBy: ": error: ").count == 2, "\(run.stderr)")
            #expect(!run.stderr.contains("warning:"), "\(run.stderr)")
            #expect(!FileManager.default.fileExists(atPath: path))
        }
    }

    @Test("devices lists the catalog; an unknown --device is a usage error naming the known ones")
    func devices() throws {
        let run = try TemplateApplyProcess.run(["devices"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("iPhone SE\tphone\t375x667\tportrait compact/regular, landscape compact/compact"))
        #expect(run.stdout.contains("iPad Air\tpad"))
        #expect(run.stdout.contains("iPhone SE\tphone\t375x667\tportrait compact/regular, landscape compact/compact\t(default)\n"))
        let json = try TemplateApplyProcess.run(["devices", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        let devices = try #require(object["devices"] as? [[String: Any]])
        #expect(devices.first?["name"] as? String == "iPhone SE" && devices.first?["landscape"] as? String == "compact/compact")
        #expect(devices.filter { $0["isDefault"] as? Bool == true }.count == 1)
        let unknown = try TemplateApplyProcess.run(["apply", Self.example, "--orientation", "portrait", "--device", "Nokia 3310"])
        #expect(unknown.status != 0)
        #expect(unknown.stderr.contains("no device named 'Nokia 3310'") && unknown.stderr.contains("iPhone SE"))
    }

    @Test("render and match with --device see the height-compact variation in landscape")
    func renderAndMatch() throws {
        let directory = try RenderCommandTests.outputDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let merged = directory.appendingPathComponent("LoginForm.xib").path
        #expect(try TemplateApplyProcess.run(["merge", Self.example, "-o", merged]).status == 0)
        let svg = directory.appendingPathComponent("landscape.svg").path
        let render = try TemplateApplyProcess.run(["render", merged, "--device", "iPhone SE", "--orientation", "landscapeLeft", "-o", svg])
        #expect(render.status == 0, "\(render.stderr)")
        let drawing = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(drawing.contains(">heightClass=compact</text>"))
        #expect(!drawing.contains(">any</text>"))
        let match = try TemplateApplyProcess.run(["match", merged, "--device", "iPhone SE"])
        #expect(match.stdout.contains("device iPhone SE portrait (compact/regular): layout any"))
        #expect(match.stdout.contains("device iPhone SE landscapeLeft (compact/compact): layout heightClass=compact"))
    }

    @Test("Without --device, apply, match and render read a merged size-class document as the default iPhone sees it, and say so in a note")
    func defaultDevice() throws {
        let directory = try RenderCommandTests.outputDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let merged = directory.appendingPathComponent("LoginForm.xib").path
        #expect(try TemplateApplyProcess.run(["merge", Self.example, "-o", merged]).status == 0)
        let note = "note: the layouts depend on size classes and no device was named: read as the iPhone SE sees them (the default device) [default-device]"
        let run = try TemplateApplyProcess.run(["apply", merged, "--orientation", "landscapeLeft"])
        #expect(run.status == 0)
        #expect(run.stderr.contains("\(merged): \(note)"), "\(run.stderr)")
        #expect(run.stdout.contains("\"layout\" : \"heightClass=compact\""), "\(run.stdout.prefix(200))")
        let original = try Self.applied([Self.example, "--orientation", "landscapeLeft"])
        let defaulted = try Self.applied([merged, "--orientation", "landscapeLeft"])
        for (id, view) in original {
            #expect(defaulted[id]?.frame == view.frame && defaulted[id]?.hidden == view.hidden, "landscapeLeft \(id)")
        }
        let match = try TemplateApplyProcess.run(["match", merged])
        #expect(match.stdout.contains("device iPhone SE landscapeLeft (compact/compact): layout heightClass=compact"))
        #expect(match.stderr.contains(note))
        let svg = directory.appendingPathComponent("default.svg").path
        let render = try TemplateApplyProcess.run(["render", merged, "--orientation", "landscapeLeft", "-o", svg])
        #expect(render.stderr.contains(note))
        #expect(try String(contentsOfFile: svg, encoding: .utf8).contains(">heightClass=compact</text>"))
        // A two-layout design selected by orientation alone needs no device, and gets no note.
        let plain = try TemplateApplyProcess.run(["apply", Self.example, "--orientation", "landscapeLeft"])
        #expect(!plain.stderr.contains("[default-device]"))
    }

    @Test("Device names match without regard to case; an unknown one suggests the closest")
    func deviceNames() throws {
        let original = try Self.applied([Self.example, "--orientation", "landscapeLeft", "--device", "iPhone SE"])
        let lower = try Self.applied([Self.example, "--orientation", "landscapeLeft", "--device", "iphone se"])
        #expect(lower.count == original.count && original.allSatisfy { lower[$0.key]?.frame == $0.value.frame })
        let typo = try TemplateApplyProcess.run(["apply", Self.example, "--orientation", "portrait", "--device", "iphone 15 pro mx"])
        #expect(typo.status == 64)
        #expect(typo.stderr.contains("no device named 'iphone 15 pro mx' (did you mean 'iPhone 15 Pro Max'?)"), "\(typo.stderr)")
    }
}
