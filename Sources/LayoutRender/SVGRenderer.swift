import LayoutCore

/// Draws the layouts of a ``LayoutDrawing`` side by side as one SVG image.
///
/// Every view is a rectangle at its absolute frame: views with a counterpart share a colour with
/// it in every layout (grey when their frame is the same everywhere), views without one are
/// hatched in the warning colour, hidden views are dashed. Views large enough carry their class and
/// label; smaller ones get a number listed under their layout. A legend explains it all.
///
/// A pure function of its input: no file access, no randomness, the same string every time.
public struct SVGRenderer: Sendable {
    /// Sizes: the width to fit, the font size.
    package var options: RenderOptions

    /// A renderer with these sizes (the defaults read at 100% zoom).
    public init(options: RenderOptions = RenderOptions()) {
        self.options = options
    }

    /// The id of a view's `<g>` element, which ``HTMLReportRenderer`` links diagnostics to.
    /// Built from indices only, so it is safe in a URL fragment whatever the view's own id is.
    package static func elementID(layout: Int, view: Int) -> String {
        "v\(layout)-\(view)"
    }

    /// The most views of one layout labelled by a number; the others are only counted.
    package static let maximumMarkers = 99

    private static let margin = 16.0
    private static let gap = 32.0
    private static let minimumPanelWidth = 200.0
    private static let fontFamily = "ui-monospace, 'DejaVu Sans Mono', Menlo, Consolas, monospace"

    private var fontSize: Double { options.effectiveFontSize }
    private var lineHeight: Double { (fontSize * 1.3).rounded(.up) }
    private var titleHeight: Double { (fontSize * 2.4).rounded(.up) }
    private var headingHeight: Double { (fontSize * 3.2).rounded(.up) }

    /// The picture as a standalone SVG document.
    public func render(_ drawing: LayoutDrawing) -> String {
        let styles = ViewStyle.classify(drawing)
        let panels = layoutPanels(drawing)
        let legend = legendEntries(panels: panels)
        let panelsRight = panels.last.map { $0.originX + $0.width } ?? SVGRenderer.margin
        let legendWidth = legend.map { 28 + TextMetrics.width(of: $0.text, fontSize: fontSize) }.max() ?? 0
        let width = (max(panelsRight, SVGRenderer.margin + legendWidth) + SVGRenderer.margin).rounded(.up)
        let panelsBottom = panels.map { $0.originY + $0.height }.max() ?? (SVGRenderer.margin + titleHeight)
        let legendY = panelsBottom + lineHeight
        let height = (legendY + Double(legend.count) * lineHeight + SVGRenderer.margin).rounded(.up)

        var out = ""
        out.reserveCapacity(4096 + drawing.layouts.reduce(0) { $0 + $1.views.count } * 400)
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"layout-drawing\" width=\"\(n(width))\" height=\"\(n(height))\" viewBox=\"0 0 \(n(width)) \(n(height))\" font-family=\"\(SVGRenderer.fontFamily)\" font-size=\"\(n(fontSize))\">\n"
        out += "<title>\(Markup.escape(drawing.title))</title>\n"
        out += style
        out += "<defs>\n"
        out += "<pattern id=\"hatch\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\"><rect width=\"6\" height=\"6\" fill=\"#fff4e6\"/><rect width=\"2.5\" height=\"6\" fill=\"#ffa94d\"/></pattern>\n"
        for (index, panel) in panels.enumerated() {
            out += "<clipPath id=\"clip\(index)\"><rect x=\"\(n(panel.canvasX))\" y=\"\(n(panel.canvasY))\" width=\"\(n(panel.canvasWidth))\" height=\"\(n(panel.canvasHeight))\"/></clipPath>\n"
        }
        out += "</defs>\n"
        out += "<rect class=\"background\" width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n"
        let title = TextMetrics.truncate(drawing.title, toWidth: width - 2 * SVGRenderer.margin, fontSize: fontSize * 1.25) ?? ""
        out += "<text class=\"title\" x=\"\(n(SVGRenderer.margin))\" y=\"\(n(SVGRenderer.margin + fontSize * 1.25))\">\(Markup.escape(title))</text>\n"
        for (index, panel) in panels.enumerated() {
            render(panel: panel, index: index, layout: drawing.layouts[index], styles: styles[index], into: &out)
        }
        renderLegend(legend, y: legendY, into: &out)
        out += "</svg>\n"
        return out
    }

    // MARK: Geometry

    private func layoutPanels(_ drawing: LayoutDrawing) -> [LayoutPanel] {
        let worlds = drawing.layouts.map(SVGRenderer.world(of:))
        let count = Double(max(drawing.layouts.count, 1))
        let availableWidth = options.maxWidth - 2 * SVGRenderer.margin - (count - 1) * SVGRenderer.gap
        let tallest = worlds.map(\.world.height).max() ?? 0
        // Panels narrower than the minimum take the minimum, leaving less for the others: a few
        // rounds settle which panels those are.
        var scale = min(options.maxLayoutHeight / tallest, options.maxScale)
        for _ in 0..<3 {
            let atMinimum = worlds.filter { $0.world.width * scale < SVGRenderer.minimumPanelWidth }
            let flexible = worlds.reduce(0) { $0 + ($1.world.width * scale < SVGRenderer.minimumPanelWidth ? 0 : $1.world.width) }
            let room = availableWidth - Double(atMinimum.count) * SVGRenderer.minimumPanelWidth
            if flexible > 0, room > 0 { scale = min(scale, room / flexible) }
        }
        if !scale.isFinite || scale <= 0 { scale = min(1, options.maxScale) }

        var panels: [LayoutPanel] = []
        var x = SVGRenderer.margin
        let top = SVGRenderer.margin + titleHeight
        for (index, layout) in drawing.layouts.enumerated() {
            let (world, screen) = worlds[index]
            var panel = LayoutPanel(
                world: world, screen: screen, originX: x, originY: top,
                width: max(world.width * scale, SVGRenderer.minimumPanelWidth), height: 0,
                canvasY: top + headingHeight, scale: scale, rects: [], labels: [], keyEntries: []
            )
            placeLabels(layout, in: &panel)
            panel.height = headingHeight + panel.canvasHeight + Double(panel.keyLines) * lineHeight + (panel.keyLines == 0 ? 0 : lineHeight / 2)
            panels.append(panel)
            x += panel.width + SVGRenderer.gap
        }
        return panels
    }

    /// The region to draw: the screen and whatever views stick out of it, but no further than half
    /// a screen beyond each edge, so one stray frame cannot shrink the picture to nothing.
    private static func world(of layout: DrawnLayout) -> (world: Rect, screen: Rect) {
        guard let root = layout.views.first.map({ normalised($0.frame) }), root.width > 0 || root.height > 0 else {
            let fallback = Rect(x: 0, y: 0, width: 100, height: 100)
            return (fallback, fallback)
        }
        var minX = root.x, minY = root.y, maxX = root.maxX, maxY = root.maxY
        for view in layout.views {
            let frame = normalised(view.frame)
            minX = min(minX, frame.x); minY = min(minY, frame.y)
            maxX = max(maxX, frame.maxX); maxY = max(maxY, frame.maxY)
        }
        let slackX = max(root.width, 1) / 2, slackY = max(root.height, 1) / 2
        minX = max(minX, root.x - slackX); maxX = min(maxX, root.maxX + slackX)
        minY = max(minY, root.y - slackY); maxY = min(maxY, root.maxY + slackY)
        return (Rect(x: minX, y: minY, width: max(maxX - minX, 1), height: max(maxY - minY, 1)), root)
    }

    /// Beyond this many points a coordinate is drawn as if it were this far: sums of a few such
    /// values (an extent, a slack of half a screen) stay finite, where frames near the largest
    /// double overflowed to infinity and broke the picture's geometry.
    static let drawableMagnitude = 1e12

    /// Positive width and height, finite numbers within ``drawableMagnitude``: a frame as a
    /// rectangle can be drawn.
    static func normalised(_ rect: Rect) -> Rect {
        func finite(_ value: Double) -> Double {
            value.isFinite ? min(max(value, -drawableMagnitude), drawableMagnitude) : 0
        }
        var r = Rect(x: finite(rect.x), y: finite(rect.y), width: finite(rect.width), height: finite(rect.height))
        if r.width < 0 { r.x += r.width; r.width = -r.width }
        if r.height < 0 { r.y += r.height; r.height = -r.height }
        return r
    }

    private static func clip(_ rect: Rect, to bounds: Rect) -> Rect? {
        let minX = max(rect.x, bounds.x), minY = max(rect.y, bounds.y)
        let maxX = min(rect.maxX, bounds.maxX), maxY = min(rect.maxY, bounds.maxY)
        guard maxX >= minX, maxY >= minY else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    // MARK: Labels

    /// Gives each view, parents first, the most informative label that fits inside it without
    /// covering another label or crossing another view's edge; the rest get numbered markers.
    private func placeLabels(_ layout: DrawnLayout, in panel: inout LayoutPanel) {
        let canvas = Rect(x: panel.canvasX, y: panel.canvasY, width: panel.canvasWidth, height: panel.canvasHeight)
        panel.rects = layout.views.map { SVGRenderer.clip(panel.project(SVGRenderer.normalised($0.frame)), to: canvas) }
        var placer = LabelPlacer()
        for rect in panel.rects { if let rect { placer.addViewRect(rect) } }

        let padX = 3.0, padY = 1.0
        var markers: [(view: Int, rect: Rect)] = []
        // A subview that covers a label box hides whose label it is, even when the placer's edge
        // test cannot see it (a child filling its parent's corner), so labels also keep clear of
        // each view's direct subviews.
        var children = [[Int]](repeating: [], count: layout.views.count)
        for (index, view) in layout.views.enumerated() {
            // A parent comes before its subviews; an index that does not is no parent.
            if let parent = view.parent, (0..<index).contains(parent) { children[parent].append(index) }
        }
        func clearOfChildren(_ box: Rect, _ index: Int) -> Bool {
            !children[index].contains { child in
                guard let rect = panel.rects[child] else { return false }
                return rect.x < box.maxX && box.x < rect.maxX && rect.y < box.maxY && box.y < rect.maxY
            }
        }

        for (index, view) in layout.views.enumerated() {
            guard let rect = panel.rects[index] else { continue }
            var placed = false
            for candidate in labelCandidates(view) {
                let lines = candidate.map(\.text)
                let boxHeight = Double(lines.count) * lineHeight + 2 * padY
                guard rect.height >= boxHeight else { continue }
                let fitted = candidate.map { line in
                    TextMetrics.truncate(line.text, toWidth: rect.width - 2 * padX, fontSize: fontSize, minimumCharacters: line.minimumCharacters)
                }
                guard fitted.allSatisfy({ $0 != nil }) else { continue }
                let text = fitted.compactMap { $0 }
                let boxWidth = (text.map { TextMetrics.width(of: $0, fontSize: fontSize) }.max() ?? 0) + 2 * padX
                let corners = [rect.y, rect.maxY - boxHeight]
                if let y = corners.first(where: {
                    let box = Rect(x: rect.x, y: $0, width: boxWidth, height: boxHeight)
                    return placer.isFree(box, owner: rect) && clearOfChildren(box, index)
                }) {
                    let box = Rect(x: rect.x, y: y, width: boxWidth, height: boxHeight)
                    placer.addLabel(box)
                    panel.labels.append(PanelLabel(view: index, box: box, kind: .text(lines: text)))
                    placed = true
                    break
                }
            }
            // A plain container (no label, subviews inside) is seen by its subviews; a number on
            // it would sit on one of them and say nothing but "UIView".
            if !placed, view.label != nil || children[index].isEmpty { markers.append((index, rect)) }
        }

        // Markers after all labels, so a marker never takes the room a label could have had.
        // Past a hundred, numbers stop helping a reader (and cost the most to place): the rest
        // are counted under the layout, and named by their tooltips.
        panel.unlisted = max(markers.count - SVGRenderer.maximumMarkers, 0)
        for (number, marker) in zip(1..., markers.prefix(SVGRenderer.maximumMarkers)) {
            let digits = String(number)
            let width = TextMetrics.width(of: digits, fontSize: fontSize) + 4
            let rect = marker.rect
            // Inside corners first, then just outside the view, for views stacked on each other.
            let candidates = [
                Rect(x: rect.x, y: rect.y, width: width, height: lineHeight),
                Rect(x: rect.maxX - width, y: rect.y, width: width, height: lineHeight),
                Rect(x: rect.x, y: rect.maxY - lineHeight, width: width, height: lineHeight),
                Rect(x: rect.maxX - width, y: rect.maxY - lineHeight, width: width, height: lineHeight),
                Rect(x: rect.maxX + 1, y: rect.y, width: width, height: lineHeight),
                Rect(x: rect.x - width - 1, y: rect.y, width: width, height: lineHeight),
                Rect(x: rect.x, y: rect.y - lineHeight - 1, width: width, height: lineHeight),
                Rect(x: rect.x, y: rect.maxY + 1, width: width, height: lineHeight),
            ]
            // Only within the canvas: outside it, a number would sit on the layout's caption
            // above or its key below. Without a free place, the view's top left corner, moved
            // onto the canvas when the view is at its edge.
            let box = candidates.first { box in
                box.x >= canvas.x && box.y >= canvas.y && box.maxX <= canvas.maxX && box.maxY <= canvas.maxY && placer.isFree(box, owner: rect)
            } ?? Rect(x: max(canvas.x, min(rect.x, canvas.maxX - width)), y: max(canvas.y, min(rect.y, canvas.maxY - lineHeight)),
                      width: width, height: lineHeight)
            placer.addLabel(box)
            let view = layout.views[marker.view]
            var entry = view.className
            if let label = view.label { entry += " " + label }
            if view.isHidden { entry += " (hidden)" }
            if !view.hasCounterpart { entry += " (no counterpart)" }
            panel.labels.append(PanelLabel(view: marker.view, box: box, kind: .marker(number: number, entry: entry)))
            panel.keyEntries.append((number, marker.view, entry))
        }
    }

    /// Label texts from most to least informative, each line with how much of it must survive
    /// truncation to still say something: a class cut to `UIBut…` says less than the title alone.
    private func labelCandidates(_ view: DrawnView) -> [[(text: String, minimumCharacters: Int)]] {
        let className = view.className
        let classMinimum = min(className.count, 10)
        guard let label = view.label, !label.isEmpty else { return [[(className, min(className.count, 4))]] }
        let combined = className + " " + label
        return [
            [(className, classMinimum), (label, 3)],
            [(combined, combined.count)],
            [(label, 3)],
            [(className, min(className.count, 4))],
        ]
    }

    // MARK: Output

    private var style: String {
        """
        <style>
        .title { font-size: \(n(fontSize * 1.25))px; font-weight: bold; fill: #212529; }
        .layout-name { font-size: \(n(fontSize * 1.15))px; font-weight: bold; fill: #212529; }
        .layout-stats { fill: #495057; }
        .screen { fill: #f8f9fa; stroke: #212529; stroke-width: 2; }
        .view rect { stroke-width: 1.5; fill-opacity: 0.22; }
        .view.unchanged rect { stroke: #868e96; fill: #ced4da; }
        .view.root rect { stroke: #212529; fill: #f8f9fa; fill-opacity: 1; }
        .view.unmatched rect { stroke: #e8590c; fill: url(#hatch); fill-opacity: 0.9; stroke-width: 2.5; }
        .view.hidden rect { stroke-dasharray: 5 3; fill-opacity: 0.06; }
        .view.hidden.unmatched rect { fill-opacity: 0.45; }
        .view.hl rect { stroke: #000000; stroke-width: 3.5; fill-opacity: 0.55; }
        .view.flash rect { stroke: #c2255c; stroke-width: 4; }
        .label { fill: #212529; paint-order: stroke; stroke: #ffffff; stroke-width: 3px; stroke-linejoin: round; pointer-events: none; }
        .label.hidden { fill: #868e96; font-style: italic; }
        .label.unmatched { fill: #c92a2a; }
        .marker rect { fill: #343a40; }
        .marker.unmatched rect { fill: #c92a2a; }
        .marker text { fill: #ffffff; pointer-events: none; }
        .key { fill: #343a40; }
        .key.unmatched { fill: #c92a2a; }
        .legend { fill: #343a40; }
        </style>

        """
    }

    private func render(panel: LayoutPanel, index: Int, layout: DrawnLayout, styles: [ViewStyle], into out: inout String) {
        out += "<g class=\"layout\" id=\"layout\(index)\">\n"
        let nameWidth = max(panel.width, panel.canvasWidth)
        let name = TextMetrics.truncate(layout.name, toWidth: nameWidth, fontSize: fontSize * 1.15) ?? ""
        out += "<text class=\"layout-name\" x=\"\(n(panel.originX))\" y=\"\(n(panel.originY + fontSize * 1.15))\">\(Markup.escape(name))</text>\n"
        let unmatched = layout.views.reduce(0) { $0 + ($1.hasCounterpart ? 0 : 1) }
        let stats = "\(Rect.format(panel.screen.width))\u{00D7}\(Rect.format(panel.screen.height)) pt \u{00B7} \(layout.views.count) views \u{00B7} \(unmatched) without counterpart"
        let fittedStats = TextMetrics.truncate(stats, toWidth: nameWidth, fontSize: fontSize) ?? ""
        out += "<text class=\"layout-stats\" x=\"\(n(panel.originX))\" y=\"\(n(panel.originY + fontSize * 1.15 + lineHeight))\">\(Markup.escape(fittedStats))</text>\n"

        let screen = panel.project(panel.screen)
        out += "<rect class=\"screen\" x=\"\(n(screen.x))\" y=\"\(n(screen.y))\" width=\"\(n(screen.width))\" height=\"\(n(screen.height))\"/>\n"
        let concealed = SVGRenderer.concealed(layout.views)
        out += "<g class=\"views\" clip-path=\"url(#clip\(index))\">\n"
        for (viewIndex, view) in layout.views.enumerated() {
            // Drawn even when clipped away, so every view has its element for links and hover.
            let rect = panel.project(SVGRenderer.normalised(view.frame))
            let style = styles[viewIndex]
            var classes = "view \(style.cssClass)"
            if concealed[viewIndex] { classes += " hidden" }
            out += "<g class=\"\(classes)\" id=\"\(SVGRenderer.elementID(layout: index, view: viewIndex))\" data-key=\"\(Markup.escape(view.matchKey))\" data-id=\"\(Markup.escape(view.id))\">"
            out += "<title>\(Markup.escape(tooltip(view)))</title>"
            out += "<rect x=\"\(n(rect.x))\" y=\"\(n(rect.y))\" width=\"\(n(max(rect.width, 1)))\" height=\"\(n(max(rect.height, 1)))\""
            if case .moved(let colour) = style {
                let palette = ViewStyle.palette(colour)
                out += " stroke=\"\(palette.stroke)\" fill=\"\(palette.fill)\""
            }
            out += "/></g>\n"
        }
        out += "</g>\n"

        out += "<g class=\"labels\">\n"
        for label in panel.labels {
            let view = layout.views[label.view]
            var classes = ""
            if concealed[label.view] { classes += " hidden" }
            if !view.hasCounterpart { classes += " unmatched" }
            switch label.kind {
            case .text(let lines):
                for (line, text) in lines.enumerated() {
                    let baseline = label.box.y + 1 + Double(line) * lineHeight + fontSize
                    out += "<text class=\"label\(classes)\" x=\"\(n(label.box.x + 3))\" y=\"\(n(baseline))\">\(Markup.escape(text))</text>\n"
                }
            case .marker(let number, _):
                out += "<g class=\"marker\(classes)\"><rect x=\"\(n(label.box.x))\" y=\"\(n(label.box.y))\" width=\"\(n(label.box.width))\" height=\"\(n(label.box.height))\" rx=\"3\"/>"
                out += "<text x=\"\(n(label.box.x + 2))\" y=\"\(n(label.box.y + fontSize))\">\(number)</text></g>\n"
            }
        }
        out += "</g>\n"

        if panel.keyLines > 0 {
            out += "<g class=\"keys\">\n"
            var y = panel.canvasY + panel.canvasHeight + lineHeight
            for entry in panel.keyEntries {
                let view = layout.views[entry.view]
                let text = TextMetrics.truncate("\(entry.number)  \(entry.text)", toWidth: panel.width, fontSize: fontSize) ?? ""
                out += "<text class=\"key\(view.hasCounterpart ? "" : " unmatched")\" x=\"\(n(panel.originX))\" y=\"\(n(y))\" data-view=\"\(SVGRenderer.elementID(layout: index, view: entry.view))\">\(Markup.escape(text))</text>\n"
                y += lineHeight
            }
            if panel.unlisted > 0 {
                let text = TextMetrics.truncate("\u{2026} and \(panel.unlisted) more too small to label (see their tooltips)", toWidth: panel.width, fontSize: fontSize) ?? ""
                out += "<text class=\"key more\" x=\"\(n(panel.originX))\" y=\"\(n(y))\">\(Markup.escape(text))</text>\n"
            }
            out += "</g>\n"
        }
        out += "</g>\n"
    }

    /// Whether each view is hidden or inside a hidden view: either way it is not on screen, so it
    /// is drawn dashed. In one pass, as a parent comes before its subviews.
    static func concealed(_ views: [DrawnView]) -> [Bool] {
        var result: [Bool] = []
        result.reserveCapacity(views.count)
        for view in views {
            result.append(view.isHidden || view.parent.map { result.indices.contains($0) && result[$0] } == true)
        }
        return result
    }

    private func tooltip(_ view: DrawnView) -> String {
        var text = view.className
        if let label = view.label { text += " " + label }
        text += " \u{2014} id \(view.id) \u{2014} \(view.frame)"
        if view.isHidden { text += " \u{2014} hidden" }
        if !view.hasCounterpart { text += " \u{2014} no counterpart" }
        return text
    }

    private struct LegendEntry {
        var swatchClass: String
        var colour: (stroke: String, fill: String)?
        var text: String
    }

    private func legendEntries(panels: [LayoutPanel]) -> [LegendEntry] {
        var entries = [
            LegendEntry(swatchClass: "view moved", colour: ViewStyle.palette(0), text: "same colour = the same view in each layout, moved or resized"),
            LegendEntry(swatchClass: "view unchanged", text: "grey = same frame in every layout"),
            LegendEntry(swatchClass: "view unmatched", text: "orange, hatched = no counterpart in the other layout"),
            LegendEntry(swatchClass: "view unchanged hidden", text: "dashed = hidden (or inside a hidden view)"),
        ]
        if panels.contains(where: { !$0.keyEntries.isEmpty }) {
            entries.append(LegendEntry(swatchClass: "marker", text: "number = too small to label; listed under its layout"))
        }
        return entries
    }

    private func renderLegend(_ entries: [LegendEntry], y top: Double, into out: inout String) {
        out += "<g class=\"legend-box\">\n"
        var y = top
        for entry in entries {
            let x = SVGRenderer.margin
            out += "<g class=\"swatch \(entry.swatchClass)\"><rect x=\"\(n(x))\" y=\"\(n(y + 1))\" width=\"20\" height=\"\(n(lineHeight - 3))\""
            if let colour = entry.colour { out += " stroke=\"\(colour.stroke)\" fill=\"\(colour.fill)\"" }
            out += "/></g>"
            out += "<text class=\"legend\" x=\"\(n(x + 28))\" y=\"\(n(y + fontSize))\">\(Markup.escape(entry.text))</text>\n"
            y += lineHeight
        }
        out += "</g>\n"
    }

    private func n(_ value: Double) -> String { Markup.number(value) }
}
