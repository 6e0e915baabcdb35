import LayoutCore
import LayoutDocuments

/// What `template-apply apply --format json` prints (version 2, as every output of the commands whose failures print diagnostics, ``DiagnosticRecord/version``): the applied layout's name and
/// every view of the live tree in pre-order with the four attributes the reference sets.
///
///     {"version": 2, "layout": "landscape", "mode": "default",
///      "views": [{"id", "class", "frame": [x, y, w, h], "bounds": [x, y, w, h], "hidden", "autoresizingMask"}]}
///
/// `autoresizingMask` is a string, UIKit's flag names separated by spaces (`"flexibleWidth
/// flexibleHeight"`, `""` without flags), as the template format spells it.
package struct ApplyReport: Encodable, Hashable, Sendable {
    /// One live view after the layout was applied.
    package struct ViewRecord: Encodable, Hashable, Sendable {
        /// The view's id.
        package var id: String
        /// The view's class name (its custom class when it has one).
        package var viewClass: String
        /// The frame after the layout.
        package var frame: Rect
        /// The bounds after the layout.
        package var bounds: Rect
        /// Whether the view is hidden after the layout.
        package var hidden: Bool
        /// The autoresizing mask, encoded as ``AutoresizingMask/description`` spells it.
        package var autoresizingMask: AutoresizingMask

        enum CodingKeys: String, CodingKey {
            case id, viewClass = "class", frame, bounds, hidden, autoresizingMask
        }
    }

    /// The report format's version.
    package var version = DiagnosticRecord.version
    /// The applied layout, `null` when no layout's condition held.
    package var layout: String?
    /// The matching mode the layout was applied in.
    package var mode: MatchingMode
    /// Every live view in pre-order.
    package var views: [ViewRecord]

    /// The report of `tree` after the layout `layout` was applied.
    package init(tree: LiveTree, layout: String?, mode: MatchingMode) {
        self.layout = layout
        self.mode = mode
        views = Self.views(of: tree)
    }

    /// The records of every view of `tree` in pre-order; none without a tree.
    package static func views(of tree: LiveTree?) -> [ViewRecord] {
        guard let tree else { return [] }
        return (0..<tree.count).map { index in
            ViewRecord(id: tree.ids[index].rawValue, viewClass: tree.classes[index].name, frame: tree.frames[index],
                       bounds: tree.bounds[index], hidden: tree.hidden[index], autoresizingMask: tree.autoresizingMasks[index])
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(version, forKey: .version)
        try container.encode(layout, forKey: .layout)
        try container.encode(mode, forKey: .mode)
        try container.encode(views, forKey: .views)
    }

    enum CodingKeys: String, CodingKey { case version, layout, mode, views }
}
