import LayoutCore
import LayoutDocuments

/// What a layout holds: a template hierarchy still to be matched against the live tree, or
/// attributes already keyed by live view id.
package enum LayoutContent: Hashable, Sendable {
    /// A template hierarchy; `documentIndex` says which input document it belongs to, so that a
    /// template view with the same id as a live view of the same document is known to BE that view
    /// (the reference compares object pointers).
    case tree(root: ViewNode, documentIndex: Int)
    /// Attributes by live view id, as the native template format stores them or as size-class
    /// frame variations give them; `rule` says where they came from.
    case attributes([ViewID: LayoutAttributes], rule: MatchRule)
}
