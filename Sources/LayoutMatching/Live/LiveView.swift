import LayoutCore
import LayoutDocuments

extension LiveTree {
    /// One view of a ``LiveTree`` as it stands now: what `tree[index]` returns.
    ///
    /// A value read out of the tree, not a handle: after the tree applies another layout, read the
    /// view again.
    public struct LiveView: Hashable, Sendable, Identifiable {
        /// Its position in the tree's pre-order (the root is 0).
        package let index: Int
        /// Its id in the live document.
        public let id: ViewID
        /// Its class.
        package let viewClass: ViewClass
        /// Its current frame, bounds, hidden flag and autoresizing mask.
        public let attributes: LayoutAttributes
        /// The position of its superview, `nil` for the root.
        package let parent: Int?
        /// The positions of the view and its descendants: a subtree is contiguous in pre-order.
        package let subtree: Range<Int>
    }
}
