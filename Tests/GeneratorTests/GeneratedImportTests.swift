import LayoutTemplates
import Testing
import TestSupport
import TemplateGenerator

/// The generated documents through the library's own importers: both formats must import to the
/// ground truth's view counts and ids, and to the same logical content.
@Suite("Generated documents import")
struct GeneratedImportTests {
    private static func importGenerated(_ options: GeneratorOptions, in directory: TemporaryDirectory) throws -> (Document, GroundTruth) {
        let path = directory.file("Imported-\(options.format.rawValue).xib")
        let truth = try SyntheticDocumentGenerator.generate(options, to: path)
        let result = try ImportResult(contentsOf: path)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.prefix(3).map(\.rendered))")
        return (result.document, truth)
    }

    private static func preOrder(_ root: ViewNode) -> [ViewNode] {
        var views: [ViewNode] = []
        root.forEachPreOrder { views.append($0) }
        return views
    }

    @Test("both formats import with the ground truth's roots, outlets, view counts and ids", arguments: GeneratedFormat.allCases, [false, true])
    func importsWithGroundTruthCounts(format: GeneratedFormat, wide: Bool) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let views = 2_500
        let (document, truth) = try Self.importGenerated(GeneratorOptions(viewsPerLayout: views, seed: 21, format: format, wide: wide), in: directory)
        #expect(document.viewCount == 2 * views)
        let scene = try #require(document.scenes.first)
        #expect(document.scenes.count == 1)
        #expect(scene.views.map(\.id.rawValue) == [truth.portraitRoot, truth.landscapeRoot])
        #expect(scene.outlet(named: "view")?.destination.rawValue == truth.portraitRoot)
        #expect(scene.outlet(named: "portraitView")?.destination.rawValue == truth.portraitRoot)
        #expect(scene.outlet(named: "landscapeView")?.destination.rawValue == truth.landscapeRoot)
        let portrait = try #require(scene.views.first)
        let landscape = try #require(scene.views.last)
        #expect(portrait.viewCount == views)
        #expect(landscape.viewCount == views)
        #expect(Set(Self.preOrder(portrait).map(\.id.rawValue)) == Set(truth.pairs.map(\.portrait) + truth.portraitOnly))
        #expect(Set(Self.preOrder(landscape).map(\.id.rawValue)) == Set(truth.pairs.map(\.landscape) + truth.landscapeOnly))
    }

    @Test("the modern and legacy documents of one seed import to the same views but for ids")
    func formatsAgree() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var options = GeneratorOptions(viewsPerLayout: 1_200, seed: 33, format: .modern)
        let (modern, _) = try Self.importGenerated(options, in: directory)
        options.format = .legacy
        let (legacy, _) = try Self.importGenerated(options, in: directory)
        let modernViews = modern.scenes.flatMap(\.views).flatMap(Self.preOrder)
        let legacyViews = legacy.scenes.flatMap(\.views).flatMap(Self.preOrder)
        #expect(modernViews.count == legacyViews.count)
        var mismatches: [String] = []
        for (modernView, legacyView) in zip(modernViews, legacyViews) {
            // Appearance (colour, content mode) is spelled by each format its own way.
            var stripped = legacyView
            stripped.backgroundColor = modernView.backgroundColor
            stripped.contentMode = modernView.contentMode
            // Auto Layout's properties (a label's hugging priorities, its font size for the
            // baselines) are read from the modern format only.
            stripped.autoLayout = modernView.autoLayout
            stripped.id = modernView.id
            stripped.location = modernView.location
            stripped.subviews = []
            var reference = modernView
            reference.subviews = []
            if stripped != reference { mismatches.append("\(modernView.id) ~ \(legacyView.id)") }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) views differ, first: \(mismatches.prefix(3))")
        // Every view class the generator writes appears.
        let classes = Set(modernViews.map(\.viewClass.uikitClass))
        #expect(classes == ["UIView", "UILabel", "UIButton", "UITextField", "UISlider", "UISwitch", "UISegmentedControl", "UIImageView"])
        // Controls carry their action to File's Owner.
        #expect(modernViews.contains { $0.actions.first == ControlAction(target: .filesOwner, selector: $0.actions.first?.selector ?? "", events: .valueChanged) })
    }
}
