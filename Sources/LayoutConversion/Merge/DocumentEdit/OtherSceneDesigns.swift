import LayoutCore
import LayoutDocuments
import LayoutMatching
import LayoutXML

extension LiveDocumentMerger {
    /// A warning for each scene of a storyboard, besides the one holding the live view
    /// `liveRootID`, whose owner names a layout by one of the default outlet names: a merge
    /// converts one design, so each other design is said to be left as it is, with the flags that
    /// merge it, rather than left unmerged without a word.
    static func otherSceneWarnings(in tree: XMLTree, liveRootID: String, file: String) -> [Diagnostic] {
        guard let scenes = tree.root.firstElement(named: Names.scenes) else { return [] }
        let layoutOutlets = Set(LayoutOptions.defaultPortraitOutlets + LayoutOptions.defaultLandscapeOutlets)
        var warnings: [Diagnostic] = []
        for scene in scenes.elements where scene.name == Names.scene && !scene.contains(id: liveRootID) {
            var found: Element?
            scene.forEachElement { element in
                if found == nil, element.name == Names.outlet, let property = element[attribute: Names.property], layoutOutlets.contains(property) {
                    found = element
                }
            }
            guard let outlet = found, let property = outlet[attribute: Names.property] else { continue }
            let at = outlet.location(in: file)
            let sceneID = scene[attribute: Names.sceneID].map { "'\(TerminalText.shortened($0))'" } ?? "without id"
            warnings.append(.warning(
                .notExpressible,
                "scene \(sceneID) holds a design of its own (outlet '\(TerminalText.shortened(property))'); merge converts one design, that of the live view '\(TerminalText.shortened(liveRootID))', and leaves this scene as it is: merge it with --portrait-id and --landscape-id naming its layouts",
                at: at))
        }
        return warnings
    }
}
