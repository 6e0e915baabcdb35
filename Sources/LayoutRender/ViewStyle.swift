import LayoutCore

/// How a view is drawn, decided across all layouts of a drawing so that a person sees what moves.
enum ViewStyle: Hashable, Sendable {
    /// Has counterparts, and its frame differs in some layout: drawn in the colour of its match
    /// group (the same colour in every layout).
    case moved(colour: Int)
    /// Has counterparts and the same frame in every layout: drawn in neutral grey.
    case unchanged
    /// No counterpart in the other layout(s): drawn in the warning colour, hatched.
    case unmatched
    /// A layout's root view with counterparts: the screen itself, drawn untinted so that it does
    /// not colour everything inside it.
    case root

    /// The style of every view, indexed like `drawing.layouts[l].views[v]`. Linear in the views.
    static func classify(_ drawing: LayoutDrawing) -> [[ViewStyle]] {
        // Per match key: its first frame, whether any other frame differs, and its colour.
        var firstFrame: [String: Rect] = [:]
        var moved: Set<String> = []
        for layout in drawing.layouts {
            for view in layout.views where view.hasCounterpart {
                if let frame = firstFrame[view.matchKey] {
                    if !frame.isClose(to: view.frame) { moved.insert(view.matchKey) }
                } else {
                    firstFrame[view.matchKey] = view.frame
                }
            }
        }
        var colours: [String: Int] = [:]
        return drawing.layouts.map { layout in
            layout.views.map { view in
                guard view.hasCounterpart else { return .unmatched }
                if view.parent == nil { return .root }
                guard moved.contains(view.matchKey) else { return .unchanged }
                if let colour = colours[view.matchKey] { return .moved(colour: colour) }
                let colour = colours.count
                colours[view.matchKey] = colour
                return .moved(colour: colour)
            }
        }
    }

    /// The CSS class of a view's group in the SVG.
    var cssClass: String {
        switch self {
        case .moved: "moved"
        case .unchanged: "unchanged"
        case .unmatched: "unmatched"
        case .root: "root"
        }
    }

    /// Stroke and fill for a colour index: a qualitative palette of hues far enough apart to tell
    /// side by side, without the reds and oranges that mean "no counterpart"; it repeats after ten.
    static func palette(_ colour: Int) -> (stroke: String, fill: String) {
        let colours = ["#1f77b4", "#9467bd", "#2ca02c", "#17becf", "#e377c2", "#bcbd22", "#393b79", "#7b4173", "#006d77", "#637939"]
        let chosen = colours[((colour % colours.count) + colours.count) % colours.count]
        return (chosen, chosen)
    }
}
