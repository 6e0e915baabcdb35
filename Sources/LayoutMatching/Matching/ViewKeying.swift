import LayoutCore
import LayoutDocuments

/// The keying stage of matching run beside the parse: every view of every document keyed
/// (``NodeKeys``, into one ``KeyInterner``) as its importer closes it, in document pre-order.
///
/// A layout is a subtree, and a subtree is a contiguous range of a pre-order numbering, so each
/// layout's keys are then a slice of its document's (``KeyedDocument/keys(of:)``)
/// instead of a second walk over the model after the parse. The matcher keys a tree itself where
/// no slice stands for it (an importer that reports no views, views changed after closing).
package final class ViewKeying: ViewObserver {
    /// The interner every document's keys point into, and the matcher's after them.
    // Unchecked: only this class's own methods reach its state, one call at a time, so the
    // runtime's exclusivity check on every view's call would guard nothing.
    @exclusivity(unchecked) private var interner = KeyInterner()
    /// The documents keyed before the current one.
    private var finished: [KeyedDocument] = []
    /// The document being imported: a property of its own, so that each view's call reaches it
    /// without going through an array.
    @exclusivity(unchecked) private var current = KeyedDocument()
    private var hasBegun = false

    package init() {}

    /// The documents keyed, in the order they were imported.
    package var documents: [KeyedDocument] {
        hasBegun ? finished + [current] : []
    }

    /// The views reported from now on are the next document's.
    func beginDocument() {
        if hasBegun { finished.append(current) }
        current = KeyedDocument()
        hasBegun = true
    }

    /// The interner and the documents, handed to the matcher once: the keying is left empty, so
    /// that a second match keys its trees itself rather than read keys of an interner it lacks.
    func take() -> (interner: KeyInterner, documents: [KeyedDocument]) {
        defer {
            finished = []
            current = KeyedDocument()
            hasBegun = false
        }
        let documents = documents
        var taken = KeyInterner()
        swap(&taken, &interner)
        return (taken, documents)
    }

    package func viewOpened(at location: SourceLocation) {
        current.open(at: location)
    }

    package func viewClosed(_ view: UnsafePointer<ViewNode>) {
        current.close(NodeKeys(view, interner: &interner))
    }

    package func viewsChangedAfterClosing() {
        current.isStale = true
    }
}

/// One document's views as ``ViewKeying`` keyed them, by pre-order number.
package struct KeyedDocument {
    /// Each view's keys; a view still open holds ``NodeKeys/unkeyed``.
    private var keys: [NodeKeys] = []
    /// Each view's extent: where its element starts and one past its last descendant.
    private var spans: [Span] = []
    /// The views open, innermost last.
    private var openViews: [Int32] = []
    /// Views changed after they were keyed: no slice stands for them.
    package internal(set) var isStale = false

    private struct Span {
        /// Line and column packed: increasing in pre-order, the order of the elements in the
        /// file, so a view is found from its location by a binary search.
        var start: UInt64
        var subtreeEnd: Int32
    }

    mutating func open(at location: SourceLocation) {
        openViews.append(Int32(keys.count))
        keys.append(.unkeyed)
        spans.append(Span(start: KeyedDocument.packed(location.line, location.column) ?? 0, subtreeEnd: 0))
    }

    mutating func close(_ viewKeys: NodeKeys) {
        guard let index = openViews.popLast().map(Int.init) else { return }
        keys[index] = viewKeys
        spans[index].subtreeEnd = Int32(keys.count)
    }

    /// The keys of the views of `tree` (a subtree of this document, flattened in pre-order);
    /// `nil` unless every one of its views is the view keyed in that place, as it is now.
    ///
    /// Views are told apart by where their elements start, which no two elements of a file share:
    /// a slice whose positions are the tree's, view by view, holds the keys of the tree's views.
    package func keys(of tree: IndexedTree) -> ArraySlice<NodeKeys>? {
        guard !isStale, openViews.isEmpty, tree.count > 0, let start = KeyedDocument.position(of: tree, 0) else { return nil }
        var low = 0, high = spans.count
        while low < high {
            let middle = (low + high) / 2
            if spans[middle].start < start { low = middle + 1 } else { high = middle }
        }
        guard low < spans.count, Int(spans[low].subtreeEnd) - low == tree.count else { return nil }
        for index in 0..<tree.count where spans[low + index].start != KeyedDocument.position(of: tree, Int32(index)) {
            return nil
        }
        return keys[low ..< low + tree.count]
    }

    /// Where the element of `tree`'s view `index` starts, packed as ``Span/start`` is.
    private static func position(of tree: IndexedTree, _ index: Int32) -> UInt64? {
        tree.node(index) { packed($0.pointee.location?.line, $0.pointee.location?.column) }
    }

    private static func packed(_ line: Int?, _ column: Int?) -> UInt64? {
        guard let line, let column, line > 0, column > 0, line <= Int(UInt32.max), column <= Int(UInt32.max) else { return nil }
        return UInt64(line) << 32 | UInt64(column)
    }
}
