import Foundation
import LayoutTemplates
import Testing

/// Loads the HTML report in a real headless Chromium: the page must render, hovering a view must
/// highlight it in both layouts, a diagnostic link must reach its view, and hostile text must stay
/// text. Skipped, with a visible reason, where no Chromium is installed (`apt-get install chromium`).
@Suite("Report in a headless browser", .enabled(if: HeadlessBrowser.found != nil, "no chromium on PATH (apt-get install chromium): browser check skipped"))
struct BrowserCheckTests {
    /// What the page's `#selftest` script reports.
    struct SelfTest: Decodable {
        var views: Int
        var scripts: Int
        var injected: Bool
        var probe: String?
        var expected: Int?
        var highlighted: [String]?
        var afterMouseout: Int?
        var linked: String?
        var linkFlashed: Bool?
        var probeVisible: Bool?
    }

    static func workDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("LayoutTemplates-RenderTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    static func selfTest(of drawing: LayoutDrawing, in directory: URL) async throws -> SelfTest {
        let browser = try #require(HeadlessBrowser.found)
        let page = directory.appendingPathComponent("report.html")
        try HTMLReportRenderer().render(drawing).write(to: page, atomically: true, encoding: .utf8)
        let dom = try await browser.run(["--dump-dom"], url: page.absoluteString + "#selftest", workDirectory: directory)
        let start = try #require(dom.range(of: "<pre id=\"selftest-result\">SELFTEST "), "the page's script did not run: no SELFTEST in the DOM")
        let end = try #require(dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex))
        // Text content comes back HTML-escaped; the JSON holds only ids and numbers, so `&` and `<` cannot occur.
        let json = String(dom[start.upperBound..<end.lowerBound])
        return try JSONDecoder().decode(SelfTest.self, from: Data(json.utf8))
    }

    @Test("hovering a view highlights it and its counterpart; a diagnostic link flashes its view")
    func hoverAndLinks() async throws {
        let directory = try BrowserCheckTests.workDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try await BrowserCheckTests.selfTest(of: SampleDrawings.pair, in: directory)

        #expect(result.views == 16)
        #expect(result.scripts == 1)
        let probe = try #require(result.probe)
        // The probe's group: the view with the same key in each layout, and nothing else.
        let drawing = SampleDrawings.pair
        let key = try #require(drawing.layouts.enumerated().lazy.flatMap { layout, drawn in
            drawn.views.enumerated().map { (SVGRenderer.elementID(layout: layout, view: $0.offset), $0.element.matchKey) }
        }.first { $0.0 == probe }?.1)
        let group = drawing.layouts.enumerated().flatMap { layout, drawn in
            drawn.views.enumerated().filter { $0.element.matchKey == key }.map { SVGRenderer.elementID(layout: layout, view: $0.offset) }
        }
        #expect(group.count == 2)
        #expect(result.expected == group.count)
        #expect(Set(result.highlighted ?? []) == Set(group))
        #expect(result.afterMouseout == 0)
        #expect(result.linked == "v1-7")
        #expect(result.linkFlashed == true)
        #expect(result.probeVisible == true)
    }

    @Test("hostile text from files neither adds elements nor runs script in the browser")
    func injectionInBrowser() async throws {
        let directory = try BrowserCheckTests.workDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try await BrowserCheckTests.selfTest(of: HostileDrawing.make(), in: directory)
        #expect(result.injected == false)
        #expect(result.scripts == 1)
        #expect(result.views == 16)
        #expect(result.linkFlashed == true)
    }

    @Test("a screenshot of the report is a PNG of the window's size with something drawn on it")
    func screenshot() async throws {
        let browser = try #require(HeadlessBrowser.found)
        let directory = try BrowserCheckTests.workDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = directory.appendingPathComponent("report.html")
        try HTMLReportRenderer().render(SampleDrawings.pair).write(to: page, atomically: true, encoding: .utf8)
        let png = directory.appendingPathComponent("report.png")
        _ = try await browser.run(["--window-size=1200,900", "--screenshot=\(png.path)"], url: page.absoluteString + "#selftest", workDirectory: directory)

        let bytes = [UInt8](try Data(contentsOf: png))
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        // IHDR: width and height, big-endian, at bytes 16..<24.
        func be32(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        #expect(bytes.count > 24 && be32(16) == 1200 && be32(20) == 900)
        // Measured: a blank 1200x900 page screenshots to about 5 KB, this report to about 60 KB.
        #expect(bytes.count > 20_000)
    }
}
