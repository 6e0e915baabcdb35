import LayoutCore

/// The kinds of adaptive container, as scenario and template files name them, and the names each
/// gives its children.
public enum ContainerKind: String, Hashable, Sendable, Encodable, CaseIterable {
    /// ``SplitOrFlip``: children `left` and `right`.
    case splitOrFlip
    /// ``IndexDetail``: children `root` and `index`, and any number of named details.
    case indexDetail
    /// ``SplitView``: children `primary` and `secondary`, and `supplementary` in triple column.
    case splitView

    /// The child names the container shows whatever its state; each must have a template.
    /// (A triple-column split view also needs `supplementary`.)
    package var requiredChildren: [String] {
        switch self {
        case .splitOrFlip: [SplitOrFlip.Side.left.rawValue, SplitOrFlip.Side.right.rawValue]
        case .indexDetail: [IndexDetail.StackEntry.rootName, IndexDetail.StackEntry.indexName]
        case .splitView: [SplitView.Column.primary.rawValue, SplitView.Column.secondary.rawValue]
        }
    }

    /// Every child name the container can show, or `nil` when any name is allowed (index/detail
    /// shows details by the names given to `showDetail` and `pushDetail`).
    package var allowedChildren: Set<String>? {
        switch self {
        case .splitOrFlip: Set(requiredChildren)
        case .indexDetail: nil
        case .splitView: Set(SplitView.Column.allCases.map(\.rawValue))
        }
    }
}
