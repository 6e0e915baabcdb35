import LayoutCore
import LayoutDocuments

/// One named layout of a ``Design``: when it applies and where its attributes come from.
public struct Layout: Hashable, Sendable {
    /// `portrait`, `landscape`, a size-class trait key such as `widthClass=compact`, or a native layout's name.
    public package(set) var name: LayoutName
    /// When the layout applies.
    public package(set) var condition: LayoutCondition
    /// The file the layout was read from.
    public package(set) var file: String
    /// The id of the layout's root view (for attribute layouts, the live root's id).
    package var rootID: ViewID
    /// A template tree to match, or attributes already keyed by live view id.
    package var content: LayoutContent
    /// Classes of the views above the template root in its document, outermost first; the
    /// reference's "couldn't find match" path walks `superview` past the template root when the
    /// template sits inside another view.
    package var ancestorClasses: [String]
    /// The outlets of the template's owner: in default mode, a view that the same outlet names in
    /// both layouts is the same view (`portrait`/`landscape` removed from the names, so that
    /// `totalLabelLandscape` and `totalLabel` agree).
    public package(set) var outlets: [Scene.Outlet]

    /// A layout with every field given; ``LayoutFinder`` makes them from documents.
    package init(
        name: LayoutName,
        condition: LayoutCondition,
        file: String,
        rootID: ViewID,
        content: LayoutContent,
        ancestorClasses: [String] = [],
        outlets: [Scene.Outlet] = []
    ) {
        self.name = name
        self.condition = condition
        self.file = file
        self.rootID = rootID
        self.content = content
        self.ancestorClasses = ancestorClasses
        self.outlets = outlets
    }

    /// The template hierarchy, for layouts that have one.
    public var templateRoot: ViewNode? {
        if case .tree(let root, _) = content { return root }
        return nil
    }
}
