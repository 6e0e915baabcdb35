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
    /// The live tree's scene without its views: its id, owner, outlets and simulated metrics
    /// (the bars around the live tree on screen); `nil` for a design made without one.
    package var liveScene: Scene?
    /// The live tree's document without its scenes: its file, format, `type`, tools version,
    /// safe-area guides and saved device; `nil` for a design made without one.
    package var liveDocument: Document?

    /// The outlets of the live tree's owner (see ``Layout/outlets``).
    package var liveOutlets: [Scene.Outlet] { liveScene?.outlets ?? [] }
    /// The class of the live tree's owner (File's Owner's or the view controller's custom class).
    package var liveOwnerClass: String? { liveScene?.ownerClass }
    /// The `type` of the live tree's document (`com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB`).
    package var liveDocumentType: String? { liveDocument?.documentType }
    /// The live tree's scene: its id (storyboards) and its owner's id, kept by a merged storyboard.
    package var liveSceneID: String? { liveScene?.id?.rawValue }
    /// The id of the live tree's owner (File's Owner's placeholder or the view controller).
    package var liveOwnerID: String? { liveScene?.ownerID }

    /// A design with every field given; ``LayoutFinder`` makes them from documents.
    package init(
        live: ViewNode,
        liveDocumentIndex: Int = 0,
        liveFile: String,
        layouts: [Layout],
        liveLayoutName: LayoutName? = nil,
        diagnostics: [Diagnostic] = [],
        liveScene: Scene? = nil,
        liveDocument: Document? = nil
    ) {
        self.live = live
        self.liveDocumentIndex = liveDocumentIndex
        self.liveFile = liveFile
        self.layouts = layouts
        self.liveLayoutName = liveLayoutName
        self.diagnostics = diagnostics
        // What surrounds the live tree, without the trees the design holds already.
        self.liveScene = liveScene.map { scene in
            var bare = scene
            bare.views = []
            return bare
        }
        self.liveDocument = liveDocument.map { document in
            var bare = document
            bare.scenes = []
            bare.layouts = []
            bare.container = nil
            return bare
        }
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
