import LayoutCore
import LayoutDocuments

/// The keying stage of matching run beside the parse: every view of every document keyed
/// (``NodeKeys``, into one ``KeyInterner``) as its importer closes it, in document pre-order.
///
/// A layout is a subtree, and a subtree is a contiguous range of a pre-order numbering, so each
/// layout's keys are then a slice of its document's (``KeyedDocument/keys(ofSubtree:count:)``)
/// instead of a second walk over the model after the parse. The matcher keys a tree itself where
/// no slice stands for it (an importer that reports no views, views changed after closing).
package final class ViewKeying: ViewObserver {
    /// The interner every document's keys point into, and the matcher's after them.
    var interner = KeyInterner()
    /// The documents keyed, in the order they were imported.
    package private(set) var documents: [KeyedDocument] = []

    package init() {}

    /// The views reported from now on are the next document's.
    func beginDocument() {
        documents.append(KeyedDocument())
    }

    package func viewOpened() {
        documents[documents.count - 1].open()
    }

    package func viewClosed(_ view: UnsafePointer<ViewNode>) {
        let keys = NodeKeys(view, interner: &interner)
        documents[documents.count - 1].close(view.pointee.location, keys)
    }

    package func viewsChangedAfterClosing() {
        documents[documents.count - 1].isStale = true
    }
}

/// One document's views as ``ViewKeying`` keyed them, by pre-order number.
package struct KeyedDocument {
    /// Each view's keys; a view still open holds ``NodeKeys/unkeyed``.
    private var keys: [NodeKeys] = []
    /// One past each view's last descendant.
    private var subtreeEnd: [Int32] = []
    /// Where each view's element starts, line and column packed: increasing in pre-order, the
    /// order of the elements in the file, so a view is found from its location by a binary search.
    private var starts: [UInt64] = []
    /// The views open, innermost last.
    private var openViews: [Int32] = []
    /// Views changed after they were keyed: no slice stands for them.
    package internal(set) var isStale = false

    mutating func open() {
        openViews.append(Int32(keys.count))
        keys.append(.unkeyed)
        subtreeEnd.append(0)
        starts.append(0)
    }

    mutating func close(_ location: SourceLocation?, _ viewKeys: NodeKeys) {
        guard let index = openViews.popLast().map(Int.init) else { return }
        keys[index] = viewKeys
        subtreeEnd[index] = Int32(keys.count)
        starts[index] = KeyedDocument.packed(location) ?? 0
    }

    /// The keys of the `count` views of the subtree under `root` (a view of this document), in
    /// pre-order; `nil` when they were not all keyed as they are now.
    package func keys(ofSubtree root: ViewNode, count: Int) -> ArraySlice<NodeKeys>? {
        guard !isStale, openViews.isEmpty, let start = KeyedDocument.packed(root.location) else { return nil }
        var low = 0, high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] < start { low = middle + 1 } else { high = middle }
        }
        guard low < starts.count, starts[low] == start, Int(subtreeEnd[low]) - low == count else { return nil }
        return keys[low ..< low + count]
    }

    private static func packed(_ location: SourceLocation?) -> UInt64? {
        guard let line = location?.line, let column = location?.column,
              line > 0, column > 0, line <= Int(UInt32.max), column <= Int(UInt32.max) else { return nil }
        return UInt64(line) << 32 | UInt64(column)
    }
}
