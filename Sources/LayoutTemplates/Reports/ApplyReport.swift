/// What `template-apply apply --format json` prints (version 1): the applied layout's name and
/// every view of the live tree in pre-order with the four attributes the reference sets.
///
///     {"version": 1, "layout": "landscape", "mode": "default",
///      "views": [{"id", "class", "frame": [x, y, w, h], "bounds": [x, y, w, h], "hidden", "autoresizingMask"}]}
public struct ApplyReport: Encodable, Hashable, Sendable {
    public struct ViewRecord: Encodable, Hashable, Sendable {
        public var id: String
        public var viewClass: String
        public var frame: Rect
        public var bounds: Rect
        public var hidden: Bool
        public var autoresizingMask: UInt32

        enum CodingKeys: String, CodingKey {
            case id, viewClass = "class", frame, bounds, hidden, autoresizingMask
        }
    }

    public var version = 1
    /// The applied layout, `null` when no layout's condition held.
    public var layout: String?
    public var mode: MatchingMode
    public var views: [ViewRecord]

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
