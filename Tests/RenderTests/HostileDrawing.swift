import LayoutTemplates

/// The sample pair with markup-breaking text in every string a file can supply.
enum HostileDrawing {
    static let payload = "</title></text></svg><script>window.__injected=true</script><img src=x onerror=\"window.__injected=true\">'\"&amp;"

    static func make() -> LayoutDrawing {
        var drawing = SampleDrawings.pair
        drawing.title = payload
        drawing.layouts[0].name = payload
        for layout in drawing.layouts.indices {
            drawing.layouts[layout].views[1].label = payload
            drawing.layouts[layout].views[1].className = payload
            drawing.layouts[layout].views[1].matchKey = payload
        }
        drawing.layouts[1].views[7].id = payload
        drawing.diagnostics = [DrawnDiagnostic(
            .warning(.unmatchedView, payload, at: SourceLocation(file: payload, line: 1, column: 2),
                     notes: [DiagnosticNote(location: SourceLocation(file: payload, line: 3, column: 4), message: payload)]),
            views: [DrawnViewReference(layout: 1, viewID: payload)]
        )]
        return drawing
    }
}
