import Testing
import LayoutTemplates

/// `apply` on a merged document must give exactly what `apply` on the originals gives: writes the
/// merged document in the native format, reads it back, and compares every view's attributes
/// after every orientation (and the layout selected).
enum MergeRoundTrip {
    static func expectSameApply(_ result: MatchResult, label: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let merged = TemplateMerger.merge(result, file: "Merged.layouts.xml")
        let text = try TemplateFormatWriter.string(from: merged)
        let reread = try ImportResult(bytes: Array(text.utf8), path: "Merged.layouts.xml")
        let mergedSet = try Design(documents: [reread.document])
        let mergedResult = MatchResult(matching: mergedSet, mode: result.mode)
        for orientation in InterfaceOrientation.allCases {
            var original = LayoutController(result)
            var roundTrip = LayoutController(mergedResult)
            original.update(for: Environment(orientation: orientation))
            roundTrip.update(for: Environment(orientation: orientation))
            #expect(original.selectedName == roundTrip.selectedName, "\(label) \(orientation)", sourceLocation: sourceLocation)
            #expect(original.tree.ids == roundTrip.tree.ids, "\(label) \(orientation)", sourceLocation: sourceLocation)
            #expect(original.tree.frames == roundTrip.tree.frames, "\(label) \(orientation) \(result.mode)", sourceLocation: sourceLocation)
            #expect(original.tree.bounds == roundTrip.tree.bounds, "\(label) \(orientation)", sourceLocation: sourceLocation)
            #expect(original.tree.hidden == roundTrip.tree.hidden, "\(label) \(orientation)", sourceLocation: sourceLocation)
            #expect(original.tree.autoresizingMasks == roundTrip.tree.autoresizingMasks, "\(label) \(orientation)", sourceLocation: sourceLocation)
        }
    }
}
