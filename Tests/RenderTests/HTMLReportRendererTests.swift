import LayoutTemplates
import Testing

@Suite("HTML report")
struct HTMLReportRendererTests {
    /// The page after its doctype, which the XML reader refuses as a DTD.
    static func body(_ html: String) -> String {
        guard let start = html.range(of: "<html") else { return html }
        return String(html[start.lowerBound...])
    }

    @Test("the page is one self-contained document: inline style, script and SVG, no fetches")
    func selfContained() throws {
        let html = HTMLReportRenderer().render(SampleDrawings.pair)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        let elements = try MarkupReader.read(HTMLReportRendererTests.body(html))
        #expect(elements.filter { $0.name == "svg" }.count == 1)
        #expect(elements.filter { $0.name == "script" }.count == 1)
        #expect(!elements.contains { ["link", "img", "iframe", "object", "embed"].contains($0.name) })
        #expect(!elements.contains { $0.attributes["src"] != nil })
        // The only URL is the SVG namespace, which is a name, not a fetch.
        #expect(html.components(separatedBy: "://").count - 1 == html.components(separatedBy: "http://www.w3.org/2000/svg").count - 1)
        #expect(html.contains("Content-Security-Policy\" content=\"default-src 'none'"))
    }

    @Test("each diagnostic links to the element of the view it is about")
    func diagnosticLinks() throws {
        let elements = try MarkupReader.read(HTMLReportRendererTests.body(HTMLReportRenderer().render(SampleDrawings.pair)))
        let links = elements.filter { $0.name == "a" && $0.text.contains("[unmatched-view]") }
        #expect(links.count == 1)
        let target = try #require(links.first?.attributes["data-view"])
        #expect(links.first?.attributes["href"] == "#" + target)
        let view = elements.first { $0.attributes["id"] == target }
        #expect(view?.attributes["data-id"] == "landscapeOnly")
    }

    @Test("a diagnostic about a view the drawing lacks is listed without a link")
    func unresolvedLink() throws {
        var drawing = SampleDrawings.pair
        drawing.diagnostics = [DrawnDiagnostic(
            .warning(.ambiguousMatch, "two siblings share tag 1", at: nil),
            views: [DrawnViewReference(layout: 5, viewID: "x"), DrawnViewReference(layout: 0, viewID: "nope")]
        )]
        let elements = try MarkupReader.read(HTMLReportRendererTests.body(HTMLReportRenderer().render(drawing)))
        #expect(elements.contains { $0.name == "span" && $0.text.contains("two siblings share tag 1") })
        #expect(!elements.contains { $0.name == "a" && $0.text.contains("two siblings") })
    }

    @Test("views without a counterpart are listed per layout, linked")
    func unmatchedList() throws {
        let elements = try MarkupReader.read(HTMLReportRendererTests.body(HTMLReportRenderer().render(SampleDrawings.pair)))
        let links = elements.filter { $0.name == "a" && $0.text.contains("(id ") }
        #expect(links.map(\.attributes["data-view"]) == ["v0-7", "v1-7"])
    }

    @Test("text from files cannot inject markup into the page")
    func injection() throws {
        let drawing = HostileDrawing.make()
        let html = HTMLReportRenderer().render(drawing)
        let elements = try MarkupReader.read(HTMLReportRendererTests.body(html))
        #expect(elements.filter { $0.name == "script" }.count == 1)
        #expect(!elements.contains { $0.name == "img" })
        #expect(!elements.contains { $0.attributes.keys.contains { $0.hasPrefix("on") } })
        #expect(html.components(separatedBy: "<script").count == 2)
        // The hostile text is shown, as text.
        #expect(elements.contains { $0.name == "h1" && $0.text == HostileDrawing.payload })
    }
}
