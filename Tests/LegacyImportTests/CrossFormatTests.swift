import Testing
import LayoutTemplates
import TestSupport

/// The legacy and the modern importer read one interface into equal documents
/// (`Fixtures/CrossFormat/SameInterface.legacy.xib` and `SameInterface.modern.xib`).
@Suite struct CrossFormatTests {
    @Test("one interface in both formats imports to equal documents, apart from locations and format")
    func sameInterface() throws {
        let legacy = try importFile(PackagePaths.fixture("CrossFormat/SameInterface.legacy.xib"))
        let modern = try importFile(PackagePaths.fixture("CrossFormat/SameInterface.modern.xib"))
        #expect(legacy.document.format == .legacyArchive)
        #expect(modern.document.format == .xib)
        #expect(legacy.diagnostics.isEmpty)
        #expect(modern.diagnostics.isEmpty)

        let left = legacy.document.withoutLocationsOrFormat()
        let right = modern.document.withoutLocationsOrFormat()
        let leftScene = try #require(left.scenes.first)
        let rightScene = try #require(right.scenes.first)
        // Piece by piece first, so a failure says which part differs.
        #expect(leftScene.ownerID == rightScene.ownerID)
        #expect(leftScene.ownerClass == rightScene.ownerClass)
        #expect(leftScene.outlets == rightScene.outlets)
        #expect(leftScene.views.count == rightScene.views.count)
        for (a, b) in zip(leftScene.views.flatMap(\.subviews), rightScene.views.flatMap(\.subviews)) {
            #expect(a == b)
        }
        #expect(left == right)
        // Not vacuous: the interface has what the fixtures say it has.
        #expect(left.viewCount == 7)
        #expect(leftScene.view(id: "6")?.isHidden == true)
        #expect(leftScene.view(id: "7")?.viewClass == ViewClass("UIView", customClass: "CardView"))
        #expect(leftScene.view(id: "5")?.actions == [ControlAction(target: .filesOwner, selector: "sliderChanged:", events: .valueChanged)])
    }
}
