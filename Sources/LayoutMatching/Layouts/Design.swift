import LayoutCore
import LayoutDocuments

/// A two-layout (or many-layout) design: the live view tree an app keeps on screen and the named
/// layouts that can be applied to it. `init(contentsOf:)` (LayoutDiscovery) reads it from a design's files;
/// ``MatchResult/init(matching:mode:)`` matches it.
public struct Design: Hashable, Sendable {
    /// The live tree's root, as read from its file.
    package var live: ViewNode
    /// The index of the live tree's document among the inputs.
    package var liveDocumentIndex: Int
    /// The file the live tree was read from.
    package var liveFile: String
    /// Every layout, in declaration order (the tie-break when several conditions hold).
    public package(set) var layouts: [Layout]
    /// The name of the layout whose template IS the live tree, if one is.
    package var liveLayoutName: LayoutName?
    /// What loading had to say (notes and warnings): for a design read by
    /// `init(contentsOf:)` (LayoutDiscovery), how its files were paired, what their importers reported,
    /// how the layouts were found and anything skipped on the way.
    public package(set) var diagnostics: [Diagnostic]
    /// The outlets of the live tree's owner (see ``Layout/outlets``).
    package var liveOutlets: [Scene.Outlet]
    /// The class of the live tree's owner (File's Owner's or the view controller's custom class).
    package var liveOwnerClass: String?
    /// The `type` of the live tree's document (`com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB`).
    package var liveDocumentType: String?
    /// The live tree's scene: its id (storyboards) and its owner's id, kept by a merged storyboard.
    package var liveSceneID: String?
    /// The id of the live tree's owner (File's Owner's placeholder or the view controller).
    package var liveOwnerID: String?

    /// A design with every field given; ``LayoutFinder`` makes them from documents.
    package init(
        live: ViewNode,
        liveDocumentIndex: Int = 0,
        liveFile: String,
        layouts: [Layout],
        liveLayoutName: LayoutName? = nil,
        diagnostics: [Diagnostic] = [],
        liveOutlets: [Scene.Outlet] = [],
        liveOwnerClass: String? = nil,
        liveDocumentType: String? = nil,
        liveSceneID: String? = nil,
        liveOwnerID: String? = nil
    ) {
        self.live = live
        self.liveDocumentIndex = liveDocumentIndex
        self.liveFile = liveFile
        self.layouts = layouts
        self.liveLayoutName = liveLayoutName
        self.diagnostics = diagnostics
        self.liveOutlets = liveOutlets
        self.liveOwnerClass = liveOwnerClass
        self.liveDocumentType = liveDocumentType
        self.liveSceneID = liveSceneID
        self.liveOwnerID = liveOwnerID
    }

    /// The layout with this name.
    package func layout(named name: LayoutName) -> Layout? {
        layouts.first { $0.name == name }
    }

    /// The layouts' conditions in declaration order.
    package var conditions: [LayoutCondition] { layouts.map(\.condition) }

    /// The layout `environment` selects: the most specific one whose condition holds (see
    /// ``/LayoutCore/LayoutCondition/holds(in:)``), `nil` when none holds.
    package func layout(for environment: Environment) -> Layout? {
        LayoutCondition.selectLayout(among: conditions, for: environment).map { layouts[$0] }
    }
}
