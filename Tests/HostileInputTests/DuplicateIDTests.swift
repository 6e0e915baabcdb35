import Foundation
import Testing
import LayoutTemplates
import TestSupport

/// Ids repeated by hand edits and merge conflicts: a document is refused only when a reference
/// could resolve to either of two objects; a constraint repeating a view's id leaves every
/// reference unambiguous, so the document is read with a warning.
@Suite struct DuplicateIDTests {
    static let constraints = PackagePaths.fixture("DuplicateIDs/ConstraintReusesViewIDs.xib")
    static let views = PackagePaths.fixture("DuplicateIDs/ViewsShareAnID.xib")

    @Test("constraints repeating the root's and a subview's ids: read, with a duplicate-id warning each and the first definition as a note")
    func constraintsRepeatViewIDs() throws {
        let result = try ImportResult(contentsOf: Self.constraints)
        let duplicates = result.diagnostics.filter { $0.rule == .duplicateID }
        #expect(duplicates.map(\.severity) == [.warning, .warning])
        #expect(duplicates.map { $0.location?.line } == [31, 32])
        #expect(duplicates.map { $0.notes.first?.location?.line } == [15, 19])
        let views = try #require(result.document.scenes.first?.views)
        #expect(views.map(\.id) == ["iN0-l3-epB", "Lnd-00-000"])
        #expect(views.first?.subviews.map(\.id) == ["Bt1-aa-bb", "Lbl-aa-bb"])
    }

    @Test("inspect, match and check read it with the warning and exit 0; check --strict exits 1",
          .enabled(if: TemplateApplyProcess.isAvailable),
          arguments: [["inspect"], ["match"], ["check"], ["check", "--strict"]])
    func commands(_ command: [String]) throws {
        let output = try TemplateApplyProcess.run(command + [Self.constraints])
        #expect(output.status == (command.contains("--strict") ? 1 : 0), "\(output.stderr)")
        #expect(output.stderr.contains("ConstraintReusesViewIDs.xib:31:17: \(command.contains("--strict") ? "error" : "warning"): id 'iN0-l3-epB' is defined twice"))
        #expect(output.stderr.contains("[duplicate-id]"))
        #expect(!output.stderr.contains("[broken-reference]"))
    }

    @Test("two views sharing an id stay an error: the document is refused", .enabled(if: TemplateApplyProcess.isAvailable))
    func viewsShareAnID() throws {
        #expect(throws: DiagnosticError.self) { try ImportResult(contentsOf: Self.views) }
        let output = try TemplateApplyProcess.run(["inspect", Self.views])
        #expect(output.status == 1)
        #expect(output.stderr.contains("ViewsShareAnID.xib:25:17: error: id 'Bt1-aa-bb' is defined twice; references to it would be ambiguous [broken-reference]"))
    }
}
