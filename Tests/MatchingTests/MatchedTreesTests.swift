import LayoutTemplates
import Testing
import TestSupport

/// A match result carries its design and the trees the matcher flattened, which the controller,
/// the drawing and the merge read instead of flattening the same trees again.
@Suite("Matched trees")
struct MatchedTreesTests {
    @Test("the result keeps the live tree and one template tree per layout drawn as a tree")
    func treeLayouts() {
        var build = TreeBuilder()
        let live = build.view("p-root", [build.view("p-title", "UILabel", text: "Title"), build.view("p-go", "UIButton", title: "Go")])
        let landscape = build.view("l-root", [build.view("l-go", "UIButton", title: "Go")])
        let design = layoutSet(portrait: live, landscape: landscape)
        let result = MatchResult(matching: design)
        #expect(result.design == design)
        #expect(result.trees.live.count == 3)
        #expect(result.trees.templates.count == design.layouts.count)
        #expect(result.trees.template(at: 0)?.count == 3)
        #expect(result.trees.template(at: 1)?.count == 2)
        #expect(result.trees.template(at: 2) == nil)
        // The controller's tree is the matcher's live tree, as drawn.
        let tree = LayoutController(result).tree
        #expect(tree.map(\.id) == ["p-root", "p-title", "p-go"])
        #expect(tree == LiveTree(IndexedTree(root: live)))
    }

    @Test("a size-class variation, stored attributes, has no template tree")
    func variations() throws {
        let design = try Design(contentsOf: [PackagePaths.fixture("Modern/SizeClassVariations.storyboard")])
        let result = MatchResult(matching: design)
        let stored = design.layouts.indices.filter { index in
            if case .attributes = design.layouts[index].content { true } else { false }
        }
        #expect(!stored.isEmpty)
        for index in design.layouts.indices {
            #expect((result.trees.template(at: index) == nil) == stored.contains(index), "\(design.layouts[index].name)")
        }
        #expect(result.trees.live.count == design.live.viewCount)
    }
}
