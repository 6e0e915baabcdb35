/// Converts a two-layout design into one hierarchy: the live tree plus every layout's table and
/// condition, as a native template ``Document`` (written by the native format's writer).
///
/// Applying a layout of the merged document gives exactly what applying it to the originals
/// gives, as long as the same matching mode is used for both: the tables are the originals'
/// tables, and the live tree is the originals' live tree.
public enum TemplateMerger {
    /// - Parameters:
    ///   - set: the design's layouts and live tree.
    ///   - result: the set's matching; its tables become the merged layouts.
    ///   - file: the path the merged document will be written to.
    public static func merge(_ set: LayoutSet, _ result: MatchResult, file: String) -> Document {
        var live = set.live
        stripVariations(&live)
        var layouts: [TemplateLayout] = []
        for (layout, table) in zip(set.layouts, result.tables) {
            layouts.append(TemplateLayout(name: layout.name, condition: layout.condition, attributes: table.attributesByLiveID))
        }
        // The format stores each view's own attributes as the first layout's entry. When the live
        // tree is not drawn in the first layout (its `view` outlet names a third view), the drawn
        // state comes first as a layout of its own, so that views a layout never reaches keep
        // exactly the attributes they have in the original; its condition always holds but is the
        // least specific, so it is selected only when no other layout's condition holds.
        if let first = layouts.first, !isDrawn(first.attributes, in: live) {
            var drawn: [String: LayoutAttributes] = [:]
            live.forEachPreOrder { drawn[$0.id] = $0.attributes }
            var name = "live"
            while layouts.contains(where: { $0.name == name }) { name += "-drawn" }
            layouts.insert(TemplateLayout(name: name, condition: .always, attributes: drawn), at: 0)
        }
        let scene = Scene(outlets: [Outlet(property: "view", destination: live.id)], views: [live])
        return Document(file: file, format: .template, scenes: [scene], layouts: layouts)
    }

    private static func isDrawn(_ table: [String: LayoutAttributes], in root: ViewNode) -> Bool {
        var drawn = true
        root.forEachPreOrder { node in
            if drawn, let attributes = table[node.id], attributes != node.attributes { drawn = false }
        }
        return drawn
    }

    /// Size-class variations are layouts of their own in the merged document; keeping them on the
    /// views too would make them two layouts on a second read.
    private static func stripVariations(_ node: inout ViewNode) {
        node.frameVariations = []
        for index in node.subviews.indices { stripVariations(&node.subviews[index]) }
    }
}
