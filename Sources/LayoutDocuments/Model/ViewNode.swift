import LayoutCore

/// One view of a view tree as read from a file: identity, layout attributes, the properties
/// matching uses, and its subviews.
///
/// A value: importers build trees of these, and nothing mutates them afterwards. The live tree
/// (`LiveTree`) is the one place with mutable layout state.
public struct ViewNode: Hashable, Sendable, Encodable {
    /// The `id` attribute (modern format) or the object id (legacy format).
    public package(set) var id: ViewID
    /// The view's class.
    public package(set) var viewClass: ViewClass
    /// `0` when the view has no tag, as in UIKit.
    package var tag: Int
    /// Frame, bounds, hidden flag and autoresizing mask as drawn.
    public package(set) var attributes: LayoutAttributes
    /// The button's normal-state title.
    package var title: String?
    /// The button's normal-state image (modern format) or an image view's image, by resource name.
    package var image: String?
    /// A label's or text field's text.
    package var text: String?
    /// A text field's placeholder.
    package var placeholder: String?
    /// A control's target/action connections.
    public package(set) var actions: [ControlAction]
    /// Interface Builder's user label (`userLabel`, or the legacy `objectName`).
    package var userLabel: String?
    /// The background colour, normalized as both formats' importers spell it.
    package var backgroundColor: Color?
    /// The content mode; `nil` for the default, `scaleToFill`. Spelled as each format writes it:
    /// compare it between views of one format.
    package var contentMode: ContentMode?
    /// A button's normal-state background image, by resource name.
    package var backgroundImage: String?
    /// Size-class frame variations.
    public package(set) var frameVariations: [ViewNode.FrameVariation]
    /// Size classes the view is or is not installed in (its superview's `subviews` masks).
    public package(set) var installationVariations: [ViewNode.InstallationVariation]
    /// Where the view's element starts.
    public package(set) var location: SourceLocation?
    /// The subviews, back to front.
    public package(set) var subviews: [ViewNode]
    /// Boxed: most views of most documents have none.
    private var autoLayoutBox: ViewAutoLayoutBox?

    /// What Auto Layout reads of the view: its constraints, guides, priorities, margins and stack
    /// arrangement (empty for a view that says nothing about them).
    public package(set) var autoLayout: ViewAutoLayout {
        get { autoLayoutBox?.value ?? .none }
        set { autoLayoutBox = newValue == .none ? nil : ViewAutoLayoutBox(newValue) }
    }

    /// A view with every field given; fields not given are empty.
    package init(
        id: ViewID,
        viewClass: ViewClass,
        tag: Int = 0,
        attributes: LayoutAttributes = .zero,
        title: String? = nil,
        image: String? = nil,
        text: String? = nil,
        placeholder: String? = nil,
        actions: [ControlAction] = [],
        userLabel: String? = nil,
        backgroundColor: Color? = nil,
        contentMode: ContentMode? = nil,
        backgroundImage: String? = nil,
        frameVariations: [ViewNode.FrameVariation] = [],
        installationVariations: [ViewNode.InstallationVariation] = [],
        location: SourceLocation? = nil,
        subviews: [ViewNode] = [],
        autoLayout: ViewAutoLayout = .none
    ) {
        self.id = id
        self.viewClass = viewClass
        self.tag = tag
        self.attributes = attributes
        self.title = title
        self.image = image
        self.text = text
        self.placeholder = placeholder
        self.actions = actions
        self.userLabel = userLabel
        self.backgroundColor = backgroundColor
        self.contentMode = contentMode
        self.backgroundImage = backgroundImage
        self.frameVariations = frameVariations
        self.installationVariations = installationVariations
        self.location = location
        self.subviews = subviews
        self.autoLayoutBox = autoLayout == .none ? nil : ViewAutoLayoutBox(autoLayout)
    }

    /// The frame as drawn.
    package var frame: Rect { attributes.frame }
    /// The bounds as drawn.
    package var bounds: Rect { attributes.bounds }
    /// Whether the view is drawn hidden.
    package var isHidden: Bool { attributes.isHidden }
    /// The autoresizing mask as drawn.
    package var autoresizingMask: AutoresizingMask { attributes.autoresizingMask }

    /// Whether the view is installed in the size class of trait key `traits`: that key's
    /// installation variation, else the base (`default`) one, else installed.
    package func isInstalled(traits: SizeClassTraits) -> Bool {
        let own = installationVariations.first { $0.traits == traits }
        let base = installationVariations.first { $0.traits == .base }
        return (own ?? base)?.isInstalled ?? true
    }

    /// This view and all its descendants.
    package var viewCount: Int {
        var count = 0
        forEachPreOrderInPlace { _ in count += 1 }
        return count
    }

    /// Visits this view and its descendants in pre-order without recursion (trees can be deep).
    package func forEachPreOrder(_ body: (ViewNode) throws -> Void) rethrows {
        try forEachPreOrderInPlace { try body($0.pointee) }
    }

    /// Visits this view and its descendants in pre-order without recursion, each with its depth
    /// (0 for this view) and its parent (`nil` for this view).
    public func forEachPreOrder(_ body: (_ view: ViewNode, _ depth: Int, _ parent: ViewNode?) throws -> Void) rethrows {
        // The last view seen at each depth: a view's parent is the last one seen a level up.
        var path: [ViewNode] = []
        try walkPreOrder { node, depth in
            path.removeSubrange(min(depth, path.count)...)
            try body(node.pointee, depth, path.last)
            path.append(node.pointee)
            return true
        }
    }

    /// ``forEachPreOrder(_:)`` with each view read where it is stored: a walk that looks at a
    /// field or two of every view need not copy (and retain) every field of every view, which
    /// cost most of such a walk over a large tree.
    package func forEachPreOrderInPlace(_ body: (UnsafePointer<ViewNode>) throws -> Void) rethrows {
        try walkPreOrder { node, _ in
            try body(node)
            return true
        }
    }

    /// The pre-order walk of a view tree, without recursion (trees can be deep): `body` gets each
    /// view, read where it is stored, and its depth (0 for this view), and returns whether to go
    /// on. The package's walks go through it, but for ``IndexedTree``'s, whose stack is the
    /// sibling arrays it keeps, and the identity paths of `check`, which number siblings.
    ///
    /// - Returns: `false` when `body` stopped the walk, `true` when it saw every view.
    @discardableResult
    package func walkPreOrder(_ body: (UnsafePointer<ViewNode>, _ depth: Int) throws -> Bool) rethrows -> Bool {
        guard try withUnsafePointer(to: self, { try body($0, 0) }) else { return false }
        // A stack of sibling arrays and the next index in each: pushing subview arrays retains one
        // array per parent, where pushing the views would copy every field of every view twice.
        // The array at stack index `k` holds views of depth `k + 1`.
        var stack: [(siblings: [ViewNode], next: Int)] = [(subviews, 0)]
        while let top = stack.indices.last {
            let next = stack[top].next
            guard next < stack[top].siblings.count else {
                stack.removeLast()
                continue
            }
            stack[top].next = next + 1
            let children: [ViewNode]? = try stack[top].siblings.withUnsafeBufferPointer { siblings in
                let node = siblings.baseAddress.unsafelyUnwrapped + next
                guard try body(node, top + 1) else { return nil }
                return node.pointee.subviews
            }
            guard let children else { return false }
            if !children.isEmpty { stack.append((children, 0)) }
        }
        return true
    }

    /// The first view in pre-order with this id.
    public func descendant(id: ViewID) -> ViewNode? {
        var found: ViewNode?
        walkPreOrder { node, _ in
            guard node.pointee.id == id else { return true }
            found = node.pointee
            return false
        }
        return found
    }
}
