import LayoutCore
import LayoutDocuments
import LayoutMatching

/// Writes a ``MergedDesign`` as a native template ``/LayoutDocuments/Document`` (written by the native format's
/// writer): the live tree, every layout's table and condition, the owner's class, every outlet,
/// and the objects outside the hierarchy that outlets and actions name.
///
/// Applying a layout of the merged document gives exactly what applying it to the originals
/// gives, as long as the same matching mode is used for both: the tables are the originals'
/// tables, and the live tree is the originals' live tree.
package enum TemplateMerger {
    /// - Parameters:
    ///   - result: the matched design; its tables become the merged layouts.
    ///   - file: the path the merged document will be written to.
    package static func merge(_ result: MatchResult, file: String) -> Document {
        merge(MergedDesign(result), file: file).document
    }

    /// The design as a template document, and what the template format cannot carry: views
    /// drawn in one layout only (the format's layouts apply to the live tree, where such a view
    /// never was, exactly as in the original).
    package static func merge(_ design: MergedDesign, file: String) -> (document: Document, diagnostics: [Diagnostic]) {
        var layouts = design.layouts
        // The format stores each view's own attributes as the first layout's entry. When the live
        // tree is not drawn in the first layout (its `view` outlet names a third view), the drawn
        // state comes first as a layout of its own, so that views a layout never reaches keep
        // exactly the attributes they have in the original; its condition always holds but is the
        // least specific, so it is selected only when no other layout's condition holds.
        let live = design.trees.live
        if let first = layouts.first, !isDrawn(first.attributes, in: live) {
            var drawn: [ViewID: LayoutAttributes] = [:]
            for index in 0..<Int32(live.count) { live.node(index) { drawn[$0.pointee.id] = $0.pointee.attributes } }
            var name = "live"
            while layouts.contains(where: { $0.name.rawValue == name }) { name += "-drawn" }
            layouts.insert(TemplateLayout(name: LayoutName(name), condition: .always, attributes: drawn), at: 0)
        }
        var diagnostics = design.diagnostics
        for addition in design.additions {
            diagnostics.append(.warning(
                .notExpressible,
                "\(ViewIdentity(addition.view)) is drawn in the \(addition.layoutName) layout only; the template format applies layouts to the live tree, where it never was, so it is left out (as apply leaves it out of the original)",
                at: addition.view.location, subject: Diagnostic.Subject(layout: LayoutName(addition.layoutName), view: addition.view.id)))
        }
        // The format places views by frames only: constraints cannot be carried, and are not
        // dropped without a word.
        let constraintCount = design.constraintCount
        if constraintCount > 0 {
            diagnostics.append(.warning(
                .notExpressible,
                "the template format has no Auto Layout constraints: the \(constraintCount) constraint\(constraintCount == 1 ? "" : "s") of this design \(constraintCount == 1 ? "is" : "are") left out and its views keep their drawn frames; merge to .xib or .storyboard to keep them",
                at: design.live.location))
        }
        // An outlet or action naming a view drawn in one layout only names an object outside this
        // hierarchy: the format keeps it as an external object, so that no connection is lost.
        var additionIDs: Set<String> = []
        for addition in design.additions { addition.view.forEachPreOrder { additionIDs.insert($0.id.rawValue) } }
        var external = design.externalObjectIDs
        var referenced = design.outlets.map(\.destination.rawValue)
        design.live.forEachPreOrder { view in
            for action in view.actions { if case .object(let id) = action.target { referenced.append(id.rawValue) } }
        }
        for id in referenced where additionIDs.contains(id) && !external.contains(id) { external.append(id) }
        let scene = Scene(ownerClass: design.ownerClass, outlets: design.outlets, views: [design.live], externalObjectIDs: external)
        return (Document(file: file, format: .template, scenes: [scene], layouts: layouts), diagnostics)
    }

    private static func isDrawn(_ table: [ViewID: LayoutAttributes], in tree: IndexedTree) -> Bool {
        (0..<Int32(tree.count)).allSatisfy { index in
            tree.node(index) { node in table[node.pointee.id].map { $0 == node.pointee.attributes } ?? true }
        }
    }
}
