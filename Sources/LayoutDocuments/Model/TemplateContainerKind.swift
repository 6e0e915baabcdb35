import LayoutAdaptive
import LayoutCore

/// Which adaptive container a template document's ``TemplateContainer`` is, and the names it gives
/// its children.
public enum TemplateContainerKind: String, Hashable, Sendable, Encodable, CaseIterable {
    /// ``/LayoutAdaptive/SplitOrFlip``: children `left` and `right`.
    case splitOrFlip
    /// ``/LayoutAdaptive/IndexDetail``: children `root` and `index`, and any number of named details.
    case indexDetail
    /// ``/LayoutAdaptive/SplitView``: children `primary` and `secondary`, and `supplementary` in triple column.
    case splitView

    /// The child names the container shows whatever its state; each must have a template.
    /// (A triple-column split view also needs `supplementary`; see ``TemplateContainer``.)
    package var requiredChildren: [String] {
        switch self {
        case .splitOrFlip: [SplitOrFlipSide.left.rawValue, SplitOrFlipSide.right.rawValue]
        case .indexDetail: [IndexDetailStackEntry.rootName, IndexDetailStackEntry.indexName]
        case .splitView: [SplitViewColumn.primary.rawValue, SplitViewColumn.secondary.rawValue]
        }
    }

    /// Every child name the container can show, or `nil` when any name is allowed (index/detail
    /// shows details by the names given to `showDetail` and `pushDetail`).
    package var allowedChildren: Set<String>? {
        switch self {
        case .splitOrFlip: Set(requiredChildren)
        case .indexDetail: nil
        case .splitView: Set(SplitViewColumn.allCases.map(\.rawValue))
        }
    }
}
