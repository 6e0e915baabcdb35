import LayoutCore
import LayoutDocuments

/// A document laid out at a ``AutoLayoutEngine/Target``: every design's frames, and what the layout found
/// wrong (conflicting constraints, ambiguous views, constraints it could not read).
public struct DocumentLayout: Sendable {
    /// One design per root view (a storyboard scene's controller view, a top-level view), in
    /// document order.
    public var designs: [DocumentLayout.DesignLayout]
    /// Conflicts, ambiguity and what the engine could not follow, with their positions.
    public var diagnostics: [Diagnostic]

    /// A layout of designs with diagnostics.
    package init(designs: [DocumentLayout.DesignLayout], diagnostics: [Diagnostic]) {
        self.designs = designs
        self.diagnostics = diagnostics
    }

    /// The laid-out view with this id in any design.
    public func view(id: ViewID) -> DocumentLayout.LaidOutView? {
        for design in designs {
            if let view = design.views.first(where: { $0.id == id }) { return view }
        }
        return nil
    }
}

extension DocumentLayout {
    /// One root view and its subtree, laid out.
    public struct DesignLayout: Sendable, Encodable {
        /// The root view's id.
        public var rootID: ViewID
        /// The storyboard scene it belongs to (`nil` in a .xib).
        package var sceneID: String?
        /// Whether the root is a controller's view (sized by the device) rather than a view that
        /// keeps its stored size (a cell, a custom view).
        package var isControllerView: Bool
        /// The horizontal size class the design was laid out in.
        public var horizontalSizeClass: SizeClass
        /// The vertical size class the design was laid out in.
        public var verticalSizeClass: SizeClass
        /// Every installed view in pre-order, the root first.
        public var views: [DocumentLayout.LaidOutView]
        /// The document's root view, with its subtree: what the findings about its views name
        /// them from (``ViewIdentity``).
        package var root: ViewNode

        /// A laid-out design of `root`.
        package init(root: ViewNode, sceneID: String?, isControllerView: Bool, horizontalSizeClass: SizeClass,
                    verticalSizeClass: SizeClass, views: [DocumentLayout.LaidOutView]) {
            self.rootID = root.id
            self.root = root
            self.sceneID = sceneID
            self.isControllerView = isControllerView
            self.horizontalSizeClass = horizontalSizeClass
            self.verticalSizeClass = verticalSizeClass
            self.views = views
        }

        enum CodingKeys: String, CodingKey {
            case rootID = "root", sceneID = "scene", isControllerView = "controllerView"
            case horizontalSizeClass, verticalSizeClass, views
        }

        /// How reports name each view of `ids` found in the design's tree (``ViewIdentity``), in
        /// one walk of the tree.
        package func names(of ids: Set<ViewID>) -> [ViewID: String] {
            var names: [ViewID: String] = [:]
            root.walkPreOrder { node, _ in
                if ids.contains(node.pointee.id), names[node.pointee.id] == nil {
                    names[node.pointee.id] = ViewIdentity.description(of: node)
                }
                return names.count < ids.count
            }
            return names
        }
    }
}

extension DocumentLayout {
    /// One view's place after layout.
    public struct LaidOutView: Sendable, Encodable, Hashable, Identifiable {
        /// What decided the view's frame.
        package enum Placement: String, Sendable, Encodable, Hashable {
            /// The design's root: the device's screen or its stored size.
            case root
            /// Its constraints (and a stack view's arrangement).
            case constraints
            /// Its autoresizing mask, translated into constraints.
            case autoresizingMask
            /// Its table or collection view (a cell, a header): stored rows across the table's width.
            case container
        }

        /// The view's id.
        public var id: ViewID
        /// Its superview's id (`nil` for the root).
        package var superviewID: ViewID?
        /// The frame in its superview's coordinates.
        public var frame: Rect
        /// The frame Interface Builder stored.
        package var storedFrame: Rect
        /// Whether the view is hidden.
        public var isHidden: Bool
        /// What decided the frame.
        package var placement: Placement
        /// The axes along which the constraints leave the view's frame open (`horizontal`,
        /// `vertical`); empty when the layout is unique (or was not checked).
        public var ambiguousAxes: [String]
        /// Interface Builder's own verdict: it marked the stored frame misplaced or the layout ambiguous.
        package var isFlaggedByInterfaceBuilder: Bool
        /// Where the view's element starts.
        package var location: SourceLocation?

        /// A laid-out view.
        package init(id: ViewID, superviewID: ViewID?, frame: Rect, storedFrame: Rect, isHidden: Bool, placement: Placement,
                    ambiguousAxes: [String] = [], isFlaggedByInterfaceBuilder: Bool = false, location: SourceLocation? = nil) {
            self.id = id
            self.superviewID = superviewID
            self.frame = frame
            self.storedFrame = storedFrame
            self.isHidden = isHidden
            self.placement = placement
            self.ambiguousAxes = ambiguousAxes
            self.isFlaggedByInterfaceBuilder = isFlaggedByInterfaceBuilder
            self.location = location
        }

        enum CodingKeys: String, CodingKey {
            case id, superviewID = "superview", frame, storedFrame, isHidden = "hidden", placement, ambiguousAxes
        }
    }
}
