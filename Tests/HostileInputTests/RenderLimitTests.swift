import Foundation
import LayoutTemplates
import Testing
import TestSupport

/// `render` on a template that names thousands of layouts: every layout is a panel drawing the
/// whole tree, so without a bound a file of a few hundred kilobytes makes a page of hundreds of
/// megabytes. Past ``LayoutDrawing/maximumLayouts`` the drawing is refused before it is made.
@Suite("Render limits", .enabled(if: TemplateApplyProcess.isAvailable), .timeLimit(.minutes(2)))
struct RenderLimitTests {
    /// A template of `count` layouts over one root and six labels (generated: about 230 KB).
    private static func template(layouts count: Int) -> String {
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<layoutTemplate version=\"1\">\n"
        for index in 0..<count { text += "<layout name=\"L\(index)\" minWidth=\"\(index)\"/>\n" }
        text += "<hierarchy><view id=\"root\" class=\"UIView\"><attributes layout=\"L0\" frame=\"0 0 320 568\"/><subviews>\n"
        for index in 0..<6 { text += "<view id=\"v\(index)\" class=\"UILabel\" text=\"v\(index)\"><attributes layout=\"L0\" frame=\"10 \(index * 30) 100 20\"/></view>\n" }
        return text + "</subviews></view></hierarchy></layoutTemplate>\n"
    }

    @Test("6,000 layouts with --all, or by default: exit 1, an input-limit error naming the count, no page written; --orientation draws")
    func manyLayouts() throws {
        let files = try HostileFiles()
        defer { files.remove() }
        let path = try files.write("Many.layouts.xml", Self.template(layouts: 6_000))
        let page = files.path("many.html")
        for arguments in [["render", path, "--all", "-o", page], ["render", path, "-o", page]] {
            let output = try TemplateApplyProcess.run(arguments, timeout: 30)
            #expect(output.status == 1, "\(output.stderr)")
            #expect(output.stderr.hasPrefix("\(path): error: the drawing would show 6000 layouts; at most \(LayoutDrawing.maximumLayouts) are drawn at once (a documented limit)"), "\(output.stderr)")
            #expect(output.stderr.contains("[input-limit]\nnote: draw the layouts some orientations select with --orientation O (repeatable)\n"), "\(output.stderr)")
            #expect(!FileManager.default.fileExists(atPath: page))
        }
        let chosen = try TemplateApplyProcess.run(["render", path, "--orientation", "portrait", "--orientation", "landscapeLeft", "-o", page], timeout: 30)
        #expect(chosen.status == 0, "\(chosen.stderr)")
        #expect(FileManager.default.fileExists(atPath: page))
    }

    @Test("the library refuses past the limit and accepts up to it")
    func libraryLimit() throws {
        let files = try HostileFiles()
        defer { files.remove() }
        for count in [LayoutDrawing.maximumLayouts, LayoutDrawing.maximumLayouts + 1] {
            let path = try files.write("T\(count).layouts.xml", Self.template(layouts: count))
            let design = try Design(contentsOf: [path])
            #expect(design.layouts.count == count)
            if count > LayoutDrawing.maximumLayouts {
                #expect(throws: DiagnosticError.self) { try LayoutDrawing.checkLayoutCount(of: design) }
            } else {
                #expect(throws: Never.self) { try LayoutDrawing.checkLayoutCount(of: design) }
            }
            #expect(throws: Never.self) { try LayoutDrawing.checkLayoutCount(of: design, layoutNames: ["L0", "L1"]) }
        }
    }
}
