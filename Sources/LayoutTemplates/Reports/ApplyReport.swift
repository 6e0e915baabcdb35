/// What `template-apply apply --format json` prints (version 1): the applied layout's name and
/// every view of the live tree in pre-order with the four attributes the reference sets.
///
///     {"version": 1, "layout": "landscape", "mode": "default",
///      "views": [{"id", "class", "frame": [x, y, w, h], "bounds": [x, y, w, h], "hidden", "autoresizingMask"}]}
public struct ApplyReport: Encodable, Hashable, Sendable {
    /// One live view after the layout was applied.
    public struct ViewRecord: Encodable, Hashable, Sendable {
        /// The view's id.
        public var id: String
        /// The view's class name (its custom class when it has one).
        public var viewClass: String
        /// The frame after the layout.
        public var frame: Rect
        /// The bounds after the layout.
        public var bounds: Rect
        /// Whether the view is hidden after the layout.
        public var hidden: Bool
        /// The autoresizing mask's bits, as UIKit numbers them.
        public var autoresizingMask: UInt32

        enum CodingKeys: String, CodingKey {
            case id, viewClass = "class", frame, bounds, hidden, autoresizingMask
        }
    }

    /// The report format's version.
    public var version = 1
    /// The applied layout, `null` when no layout's condition held.
    public var layout: String?
    /// The matching mode the layout was applied in.
    public var mode: MatchingMode
    /// Every live view in pre-order.
    public var views: [ViewRecord]

    /// The report of `tree` after the layout `layout` was applied.
    public init(tree: LiveTree, layout: String?, mode: MatchingMode) {
        self.layout = layout
        self.mode = mode
        views = (0..<tree.count).map { index in
            ViewRecord(id: tree.ids[index], viewClass: tree.classes[index].name, frame: tree.frames[index],
                       bounds: tree.bounds[index], hidden: tree.hidden[index], autoresizingMask: tree.autoresizingMasks[index].rawValue)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(version, forKey: .version)
        try container.encode(layout, forKey: .layout)
        try container.encode(mode, forKey: .mode)
        try container.encode(views, forKey: .views)
    }

    enum CodingKeys: String, CodingKey { case version, layout, mode, views }
}
