@testable import LayoutChecking
import Foundation
import LayoutTemplates
import TestSupport
import Testing

/// A diagnostic names the layout and view it is about; the check's fingerprints and SARIF use it.
@Suite("Diagnostic subjects in check reports")
struct DiagnosticSubjectTests {
    static let login = CheckFixtures.goldenDesigns.appendingPathComponent("Login.xib").path

    @Test("matching findings name their layout and template view, and JSON adds exactly those keys")
    func matchingSubjects() throws {
        let design = try Design(contentsOf: [Self.login])
        let result = MatchResult(matching: design)
        let unmatched = try #require(result.diagnostics.first { $0.rule == .unmatchedView })
        let subject = try #require(unmatched.subject)
        #expect(subject.layout == "landscape")
        let view = try #require(subject.view)
        #expect(result.unmatched.contains { $0.layoutName == "landscape" && $0.templateID == view })

        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let withSubject = try #require(try JSONSerialization.jsonObject(with: encoder.encode(unmatched)) as? [String: Any])
        #expect(withSubject["layout"] as? String == "landscape")
        #expect(withSubject["view"] as? String == view.rawValue)
        var plain = unmatched
        plain.subject = nil
        let without = try #require(try JSONSerialization.jsonObject(with: encoder.encode(plain)) as? [String: Any])
        #expect(Set(without.keys) == ["severity", "file", "line", "column", "rule", "message", "notes"])
        #expect(Set(withSubject.keys) == Set(without.keys).union(["layout", "view"]))
    }

    @Test("a view's identity path by its subject is the path by where its element starts")
    func pathsBySubject() throws {
        let design = try Design(contentsOf: [Self.login])
        let paths = ViewIdentityPaths(design)
        var compared = 0
        func walk(_ node: ViewNode, layout: LayoutName?) {
            if let location = node.location, let byLocation = paths.path(at: location) {
                #expect(paths.path(of: Diagnostic.Subject(layout: layout, view: node.id)) == byLocation)
                compared += 1
            }
            node.subviews.forEach { walk($0, layout: layout) }
        }
        for layout in design.layouts {
            if let root = layout.templateRoot { walk(root, layout: layout.name) }
        }
        #expect(compared > 2)
        // A layout with no hierarchy of its own (stored attributes) lays out the live tree: its views are found there.
        let liveID = design.live.id
        #expect(paths.path(of: Diagnostic.Subject(layout: "widthClass=compact", view: liveID)) == paths.path(of: Diagnostic.Subject(view: liveID)))
        #expect(paths.path(of: Diagnostic.Subject(layout: "landscape")) == nil)
    }

    @Test("SARIF gives a subject as a logical location: a view qualified by its layout, a layout alone, or none")
    func sarifLogicalLocations() throws {
        let view = try #require(SARIFReporter.LogicalLocation(Diagnostic.Subject(layout: "landscape", view: "abc")))
        #expect((view.name, view.fullyQualifiedName, view.kind) == ("abc", "landscape/abc", "element"))
        let bare = try #require(SARIFReporter.LogicalLocation(Diagnostic.Subject(view: "abc")))
        #expect((bare.name, bare.fullyQualifiedName) == ("abc", "abc"))
        let layout = try #require(SARIFReporter.LogicalLocation(Diagnostic.Subject(layout: "landscape")))
        #expect((layout.name, layout.kind) == ("landscape", "namespace"))
        #expect(SARIFReporter.LogicalLocation(Diagnostic.Subject()) == nil)
        // An id is an input's text: escaped as every other text of the report.
        let hostile = try #require(SARIFReporter.LogicalLocation(Diagnostic.Subject(view: "a\u{1B}[2Jb")))
        #expect(!hostile.name.unicodeScalars.contains("\u{1B}"))
    }
}
