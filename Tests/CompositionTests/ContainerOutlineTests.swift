import Testing
import LayoutTemplates

/// `inspect` of a container document: the container, then each child's outline indented.
@Suite("Container outline")
struct ContainerOutlineTests {
    @Test("the outline names the container with its options and outlines each child under it")
    func outline() throws {
        let document = try ImportResult(contentsOf: CompositionFixtures.mapAndList).document
        let lines = DocumentOutline.lines(for: document)
        #expect(lines.count > 3)
        #expect(lines.dropFirst().first == "container splitOrFlip animatesFlips=\"false\"")
        #expect(lines.contains("child \"left\":"))
        #expect(lines.contains("child \"right\":"))
        #expect(lines.contains("  scene: no owner (PlaceListViewController)"))
        #expect(lines.contains("  layout \"phone\" when horizontalClass=compact maxWidth=430: 4 views"))
    }
}
