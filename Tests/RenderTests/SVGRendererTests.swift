import LayoutTemplates
import Testing

@Suite("SVG rendering")
struct SVGRendererTests {
    let svg = SVGRenderer().render(SampleDrawings.pair)

    private func views(_ elements: [MarkupReader.Element]) -> [MarkupReader.Element] {
        elements.filter { $0.name == "g" && ($0.attributes["class"] ?? "").split(separator: " ").contains("view") && $0.attributes["id"] != nil }
    }

    @Test("the output is well-formed XML with one element per view, in every layout")
    func everyViewDrawn() throws {
        let elements = try MarkupReader.read(svg)
        #expect(elements.first?.name == "svg")
        let drawn = views(elements)
        #expect(drawn.count == 8 + 8)
        #expect(drawn.first { $0.attributes["data-id"] == "landscapeOnly" }?.attributes["id"] == "v1-7")
        // Two panels, each named.
        let names = elements.filter { $0.attributes["class"] == "layout-name" }.map(\.text)
        #expect(names == ["portrait", "landscape"])
    }

    @Test("views without a counterpart, hidden views, moved and unchanged views get their own classes")
    func styles() throws {
        let drawn = views(try MarkupReader.read(svg))
        func classes(_ id: String) -> Set<Substring> {
            Set((drawn.first { $0.attributes["data-id"] == id }?.attributes["class"] ?? "").split(separator: " "))
        }
        #expect(classes("landscapeOnly").contains("unmatched"))
        #expect(classes("portraitOnly").contains("unmatched"))
        #expect(classes("secret").contains("hidden"))
        #expect(classes("lsecret").contains("hidden"))
        // The hidden view sits at the same place in both layouts; the buttons move with their panel.
        #expect(classes("secret").contains("unchanged"))
        #expect(classes("one").contains("moved"))
        #expect(classes("lone").contains("moved"))
        #expect(!classes("one").contains("unmatched"))
    }

    @Test("a view and its counterpart share a match key and a colour; other groups differ")
    func sharedColour() throws {
        let elements = try MarkupReader.read(svg)
        let drawn = views(elements)
        let one = drawn.first { $0.attributes["data-id"] == "one" }
        let lone = drawn.first { $0.attributes["data-id"] == "lone" }
        let two = drawn.first { $0.attributes["data-id"] == "two" }
        #expect(one?.attributes["data-key"] == lone?.attributes["data-key"])
        // The colour is on the rect right after the group's title.
        func stroke(_ group: MarkupReader.Element?) -> String? {
            guard let id = group?.attributes["id"], let index = elements.firstIndex(where: { $0.attributes["id"] == id }) else { return nil }
            return elements[(index + 1)...].first { $0.name == "rect" }?.attributes["stroke"]
        }
        #expect(stroke(one) != nil)
        #expect(stroke(one) == stroke(lone))
        #expect(stroke(one) != stroke(two))
    }

    @Test("the legend explains colours, hatching and dashes")
    func legend() throws {
        let texts = try MarkupReader.read(svg).filter { $0.attributes["class"] == "legend" }.map(\.text)
        #expect(texts.contains { $0.contains("no counterpart") })
        #expect(texts.contains { $0.contains("hidden") })
        #expect(texts.contains { $0.contains("same colour") })
    }

    @Test("large views are labelled with class and title; a tiny one gets a number listed under its layout")
    func labelsAndMarkers() throws {
        let elements = try MarkupReader.read(svg)
        let labels = elements.filter { ($0.attributes["class"] ?? "").hasPrefix("label") }.map(\.text)
        #expect(labels.contains("UIButton"))
        #expect(labels.contains { $0.contains("\u{201C}One\u{201D}") })
        let keys = elements.filter { ($0.attributes["class"] ?? "").hasPrefix("key") }
        #expect(keys.contains { $0.text.hasPrefix("1  UIButton tag 9") && $0.attributes["data-view"] == "v0-5" })
        #expect(keys.contains { $0.attributes["data-view"] == "v1-5" })
    }

    @Test("label text from a file cannot inject markup")
    func injection() throws {
        let hostile = "</text><script>alert('x')</script><text>\"&amp;\u{0001}"
        var drawing = SampleDrawings.pair
        drawing.title = hostile
        drawing.layouts[0].name = hostile
        drawing.layouts[0].views[1].label = hostile
        drawing.layouts[0].views[1].className = hostile
        drawing.layouts[0].views[1].id = hostile
        drawing.layouts[0].views[1].matchKey = hostile
        let output = SVGRenderer().render(drawing)
        let elements = try MarkupReader.read(output)
        #expect(!elements.contains { $0.name == "script" })
        #expect(!output.contains("<script"))
        #expect(views(elements).count == 16)
        // The text arrives intact for the reader (minus the control character).
        let titled = elements.first { $0.name == "title" }
        #expect(titled?.text == "</text><script>alert('x')</script><text>\"&amp;\u{FFFD}")
        let ids = views(elements).compactMap { $0.attributes["data-id"] }
        #expect(ids.contains("</text><script>alert('x')</script><text>\"&amp;\u{FFFD}"), "\(ids)")
    }

    @Test("long labels are cut with an ellipsis inside their view")
    func truncation() throws {
        var drawing = SampleDrawings.pair
        drawing.layouts[0].views[1].label = String(repeating: "long text ", count: 40)
        let elements = try MarkupReader.read(SVGRenderer().render(drawing))
        let labels = elements.filter { ($0.attributes["class"] ?? "").hasPrefix("label") }.map(\.text)
        let cut = labels.first { $0.hasPrefix("long text") }
        #expect(cut?.hasSuffix("\u{2026}") == true)
        // The title label's view is 280 pt wide; at scale <= 1.5 and 6.6 px per character, at most 63 fit.
        #expect((cut?.count ?? 1000) <= 64)
    }

    @Test("the font size never goes below the floor, and the picture is scaled to the width asked for")
    func fontFloorAndScale() throws {
        let output = SVGRenderer(options: RenderOptions(maxWidth: 500, fontSize: 4)).render(SampleDrawings.pair)
        let root = try MarkupReader.read(output).first
        #expect(root?.attributes["font-size"] == "9")
        let width = Double(root?.attributes["width"] ?? "") ?? 0
        #expect(width > 400 && width <= 500)
    }

    @Test("frames that are not finite, negative sizes and empty layouts still render well-formed")
    func degenerateInput() throws {
        let drawing = LayoutDrawing(title: "odd", layouts: [
            DrawnLayout(name: "nan", views: [
                DrawnView(id: "r", className: "UIView", frame: Rect(x: .nan, y: .infinity, width: -50, height: 1e300), parent: nil),
                DrawnView(id: "c", className: "UIView", frame: Rect(x: 1e12, y: -1e12, width: 10, height: 10), parent: 0),
            ]),
            DrawnLayout(name: "empty", views: []),
            // Parents that cannot be (after the view, before the first, itself) are no parents.
            DrawnLayout(name: "parents", views: [
                DrawnView(id: "a", className: "UIView", frame: Rect(x: 0, y: 0, width: 100, height: 100), parent: 1, isHidden: true),
                DrawnView(id: "b", className: "UIView", frame: Rect(x: 0, y: 0, width: 50, height: 50), parent: -1),
                DrawnView(id: "c", className: "UIView", frame: Rect(x: 0, y: 0, width: 20, height: 20), parent: 2),
            ]),
        ])
        let elements = try MarkupReader.read(SVGRenderer().render(drawing))
        #expect(views(elements).count == 5)
        #expect(!elements.contains { $0.attributes.values.contains { $0.contains("nan") || $0.contains("inf") } })
    }
}

extension SVGRendererTests {
    @Test("views inside a hidden view are drawn dashed too; the hidden view's siblings are not")
    func insideHidden() throws {
        let root = SampleDrawings.view("root", "UIView", 0, 0, 320, 460, subviews: [
            SampleDrawings.view("panel", "UIView", 0, 0, 320, 100, hidden: true, subviews: [
                SampleDrawings.view("spinner", "UIActivityIndicatorView", 10, 10, 20, 20),
            ]),
            SampleDrawings.view("after", "UIButton", 0, 200, 100, 44, title: "After"),
        ])
        let drawing = LayoutDrawing(title: "t", layouts: [DrawnLayout(name: "p", root: root, matchKeys: [:])])
        let drawn = views(try MarkupReader.read(SVGRenderer().render(drawing)))
        func isDashed(_ id: String) -> Bool {
            (drawn.first { $0.attributes["data-id"] == id }?.attributes["class"] ?? "").split(separator: " ").contains("hidden")
        }
        #expect(isDashed("panel"))
        #expect(isDashed("spinner"))
        #expect(!isDashed("after"))
        #expect(!isDashed("root"))
    }
}

extension SVGRendererTests {
    @Test("at most 99 views of a layout get numbers; the rest are counted in one line")
    func markerCap() throws {
        let buttons = (0..<150).map { SampleDrawings.view("b\($0)", "UIButton", Double($0 % 15) * 20, Double($0 / 15) * 20, 4, 4, tag: $0 + 1) }
        let drawing = LayoutDrawing(title: "t", layouts: [DrawnLayout(name: "p", root: SampleDrawings.view("root", "UIView", 0, 0, 320, 460, subviews: buttons), matchKeys: [:])])
        let elements = try MarkupReader.read(SVGRenderer().render(drawing))
        let keys = elements.filter { ($0.attributes["class"] ?? "").hasPrefix("key") }
        #expect(keys.filter { $0.attributes["data-view"] != nil }.count == SVGRenderer.maximumMarkers)
        #expect(keys.last?.text == "\u{2026} and 51 more too small to label (see their tooltips)")
        #expect(views(elements).count == 151)
    }
}

extension SVGRendererTests {
    @Test("number markers stay on the canvas, clear of the layout's caption above it and its key below")
    func markersClearOfCaptions() throws {
        // A row of tiny views along the top edge: their inside corners fill up, and the place just
        // above a view is the caption's.
        let buttons = (0..<40).map { SampleDrawings.view("b\($0)", "UIButton", Double($0) * 8, 0, 6, 6, tag: $0 + 1) }
        let drawing = LayoutDrawing(title: "t", layouts: [DrawnLayout(name: "p", root: SampleDrawings.view("root", "UIView", 0, 0, 320, 460, subviews: buttons), matchKeys: [:])])
        let elements = try MarkupReader.read(SVGRenderer().render(drawing))
        let clipPath = try #require(elements.firstIndex { $0.name == "clipPath" })
        let clip = elements[clipPath + 1]
        let canvas = try (x: #require(Double(clip.attributes["x"] ?? "")), y: #require(Double(clip.attributes["y"] ?? "")),
                          maxX: #require(Double(clip.attributes["x"] ?? "")) + #require(Double(clip.attributes["width"] ?? "")),
                          maxY: #require(Double(clip.attributes["y"] ?? "")) + #require(Double(clip.attributes["height"] ?? "")))
        let markers = elements.indices.filter { (elements[$0].attributes["class"] ?? "").hasPrefix("marker") }.map { elements[$0 + 1] }
        #expect(markers.count == 40)
        for marker in markers {
            let x = try #require(Double(marker.attributes["x"] ?? "")), y = try #require(Double(marker.attributes["y"] ?? ""))
            let width = try #require(Double(marker.attributes["width"] ?? "")), height = try #require(Double(marker.attributes["height"] ?? ""))
            #expect(x >= canvas.x && y >= canvas.y && x + width <= canvas.maxX && y + height <= canvas.maxY, "marker at \(x), \(y) outside the canvas \(canvas)")
        }
    }
}
