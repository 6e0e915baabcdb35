import LayoutCore
import LayoutDocuments

extension LayoutFinder {
    /// A design of a document besides the one ``findLayouts(in:options:)`` returns: the scene it
    /// is in, that scene alone as a document, and the design found there or why none is.
    package struct OtherDesign {
        /// The scene whose owner names a layout by outlet.
        package var scene: Scene
        /// The document with that scene only.
        package var document: Document
        /// The scene's design, or the layout finder's errors on it.
        package var design: Result<Design, DiagnosticError>
    }

    /// The designs of a one-document design that ``findLayouts(in:options:)`` does not return: a
    /// storyboard (or a .xib with several owners) may hold one in each scene whose owner names a
    /// portrait or landscape layout by outlet, and the finder returns the first. Each other such
    /// scene is read as a document of its own, so that what checks a design checks them all.
    /// Empty when layouts are chosen by id (the choice is the user's) and for the template format.
    package static func otherDesigns(in document: Document, besides design: Design, options: LayoutOptions) -> [OtherDesign] {
        guard document.format != .template, document.scenes.count > 1, options.portraitID == nil, options.landscapeID == nil else { return [] }
        let names = Set(options.portraitOutlets + options.landscapeOutlets)
        var designs: [OtherDesign] = []
        for scene in document.scenes where scene.outlets.contains(where: { names.contains($0.property) }) {
            if scene.views.contains(where: { $0.holds(design.live.id) }) { continue }
            var single = document
            single.scenes = [scene]
            do {
                designs.append(OtherDesign(scene: scene, document: single, design: .success(try findLayouts(in: [single], options: options))))
            } catch {
                designs.append(OtherDesign(scene: scene, document: single, design: .failure(error)))
            }
        }
        return designs
    }
}

private extension ViewNode {
    /// Whether this view or one under it has the id `id`.
    func holds(_ id: ViewID) -> Bool {
        var found = false
        forEachPreOrder { if $0.id == id { found = true } }
        return found
    }
}
