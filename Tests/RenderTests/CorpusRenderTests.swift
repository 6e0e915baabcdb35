import Foundation
import LayoutTemplates
import Testing
import TestSupport

/// Every portrait/landscape pair in `../shared/corpus` (MANIFEST.tsv `has_portrait_landscape_pair`
/// = yes; the two-file pairs as its notes name them) renders, as SVG and HTML, with every view of
/// both layouts drawn. Skipped, with a message, when the corpus is absent.
@Suite("Rendering the corpus's pairs", .enabled(if: PackagePaths.isCorpusAvailable, "../shared/corpus is absent"))
struct CorpusRenderTests {
    @Test("each pair draws portrait and landscape, every view of each, as well-formed SVG and HTML", arguments: CorpusPairs.all)
    func renders(_ pair: CorpusPairs.Pair) throws {
        let (drawing, set) = try CorpusPairs.drawing(pair)
        // Portrait and landscape, after the live tree when it is neither template.
        #expect(drawing.layouts.suffix(2).map(\.name) == ["portrait", "landscape"])
        #expect(drawing.layouts.count == 2 || drawing.layouts.first?.name == "live tree")
        for layout in drawing.layouts.suffix(2) {
            #expect(layout.views.count > 1)
        }
        let elements = try MarkupReader.read(SVGRenderer().render(drawing))
        let drawn = elements.filter { $0.name == "g" && $0.attributes["data-key"] != nil }
        #expect(drawn.count == drawing.layouts.reduce(0) { $0 + $1.views.count })
        // Where the live tree has views to match, some landscape view has a counterpart.
        if set.live.viewCount > 1 {
            #expect(drawing.layouts.last?.views.dropFirst().contains { $0.hasCounterpart } == true)
        }
        let html = HTMLReportRenderer().render(drawing)
        #expect(try MarkupReader.read(HTMLReportRendererTests.body(html)).filter { $0.name == "script" }.count == 1)
    }
}
