import LayoutCore
import LayoutDocuments

/// The one mutable model: the live view hierarchy's layout state, a collection of ``LiveTree/LiveView``
/// values in pre-order.
///
/// It is stored flat (struct of arrays, each view's subtree a contiguous index range) so that
/// applying a layout is a tight loop over precomputed (index, attributes) pairs; callers read it
/// as a collection of views. A ``LayoutController`` holds one, made from its ``MatchResult``: the
/// live tree the matcher flattened, as drawn.
public struct LiveTree: Hashable, Sendable {
    /// View ids in pre-order; index 0 is the root.
    package let ids: [ViewID]
    /// Each view's class, in pre-order.
    package let classes: [ViewClass]
    /// Parent index, -1 for the root.
    package let parent: [Int32]
    /// One past each view's last descendant.
    package let subtreeEnd: [Int32]
    /// Each view's current frame, in pre-order.
    package private(set) var frames: [Rect]
    /// Each view's current bounds, in pre-order.
    package private(set) var bounds: [Rect]
    /// Whether each view is hidden now, in pre-order.
    package private(set) var hidden: [Bool]
    /// Each view's current autoresizing mask, in pre-order.
    package private(set) var autoresizingMasks: [AutoresizingMask]
    /// Whether the reference stops at this view (see ``ViewClass/referenceDescendsIntoSubviews``).
    private let stopsDescent: [Bool]
    private let indexByID: [String: Int32]

    /// The tree the matcher flattened, as drawn, read in place: no view is copied.
    package init(_ tree: IndexedTree) {
        var ids: [ViewID] = [], classes: [ViewClass] = [], attributes: [LayoutAttributes] = []
        ids.reserveCapacity(tree.count)
        classes.reserveCapacity(tree.count)
        attributes.reserveCapacity(tree.count)
        for index in 0..<Int32(tree.count) {
            tree.node(index) { node in
                ids.append(node.pointee.id)
                classes.append(node.pointee.viewClass)
                attributes.append(node.pointee.attributes)
            }
        }
        self.ids = ids
        self.classes = classes
        self.parent = tree.parent
        self.subtreeEnd = tree.subtreeEnd
        self.frames = attributes.map(\.frame)
        self.bounds = attributes.map(\.bounds)
        self.hidden = attributes.map(\.isHidden)
        self.autoresizingMasks = attributes.map(\.autoresizingMask)
        self.stopsDescent = classes.map { !$0.referenceDescendsIntoSubviews }
        self.indexByID = tree.indexByID()
    }

    /// The pre-order index of the view with this id.
    package func index(of id: ViewID) -> Int? { indexByID[id.rawValue].map(Int.init) }

    /// The current attributes of the view at `index` (callers read `tree[index].attributes`).
    package func attributes(at index: Int) -> LayoutAttributes {
        LayoutAttributes(frame: frames[index], bounds: bounds[index], isHidden: hidden[index], autoresizingMask: autoresizingMasks[index])
    }

    /// The current attributes of the view with this id.
    public func attributes(id: ViewID) -> LayoutAttributes? {
        index(of: id).map { attributes(at: $0) }
    }

    /// Resolves a table's live ids to indices once; ids not in this tree are dropped.
    package func compile(_ table: MatchResult.AttributeTable, condition: LayoutCondition) -> CompiledLayout {
        var pairs: [(Int32, LayoutAttributes)] = []
        pairs.reserveCapacity(table.count)
        for entry in table.entries {
            if let index = indexByID[entry.liveID.rawValue] { pairs.append((index, entry.attributes)) }
        }
        pairs.sort { $0.0 < $1.0 }
        return CompiledLayout(name: table.layoutName, condition: condition, indices: pairs.map(\.0), attributes: pairs.map(\.1))
    }

    /// Applies `layout`.
    ///
    /// `.compatible` walks the tree in pre-order as the reference does: set frame, bounds, hidden
    /// and mask where the layout has an entry, then skip the subtree of a view that is now hidden
    /// or of a no-descend class (so those descendants keep stale attributes). `.default` gives
    /// every entry its attributes, whatever is hidden.
    package mutating func apply(_ layout: CompiledLayout, mode: MatchingMode) {
        let indices = layout.indices
        let values = layout.attributes
        let stops = stopsDescent
        let ends = subtreeEnd
        frames.withUnsafeMutableBufferPointer { frames in
            bounds.withUnsafeMutableBufferPointer { bounds in
                hidden.withUnsafeMutableBufferPointer { hidden in
                    autoresizingMasks.withUnsafeMutableBufferPointer { masks in
                        indices.withUnsafeBufferPointer { indices in
                            values.withUnsafeBufferPointer { values in
                                switch mode {
                                case .default:
                                    for k in 0..<indices.count {
                                        let i = Int(indices[k])
                                        let value = values[k]
                                        frames[i] = value.frame
                                        bounds[i] = value.bounds
                                        hidden[i] = value.isHidden
                                        masks[i] = value.autoresizingMask
                                    }
                                case .compatible:
                                    let n = frames.count
                                    let m = indices.count
                                    var i = 0
                                    var k = 0
                                    while i < n {
                                        if k < m, Int(indices[k]) == i {
                                            let value = values[k]
                                            frames[i] = value.frame
                                            bounds[i] = value.bounds
                                            hidden[i] = value.isHidden
                                            masks[i] = value.autoresizingMask
                                            k += 1
                                        }
                                        if hidden[i] || stops[i] {
                                            let end = Int(ends[i])
                                            while k < m, Int(indices[k]) < end { k += 1 }
                                            i = end
                                        } else {
                                            i += 1
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

extension LiveTree {
    /// Gives the root `size` and resizes every view below it through its autoresizing mask, top
    /// down, as UIKit does when a window's size changes: what a drawn design becomes on a device
    /// of another size.
    package mutating func resizeRoot(to size: Size) {
        guard !frames.isEmpty else { return }
        var oldSizes = frames.map { Size(width: $0.width, height: $0.height) }
        oldSizes[0] = Size(width: frames[0].width, height: frames[0].height)
        frames[0].width = size.width
        frames[0].height = size.height
        bounds[0] = frames[0].boundsForFrame
        for index in 1..<frames.count {
            let parentIndex = Int(parent[index])
            guard parentIndex >= 0 else { continue }
            let parentFrame = frames[parentIndex]
            let newParent = Size(width: parentFrame.width, height: parentFrame.height)
            let oldParent = oldSizes[parentIndex]
            guard newParent != oldParent else { continue }
            frames[index] = autoresizingMasks[index].resized(frames[index], from: oldParent, to: newParent)
            bounds[index] = Rect(x: bounds[index].x, y: bounds[index].y, width: frames[index].width, height: frames[index].height)
        }
    }
}
