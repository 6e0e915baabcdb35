import LayoutCore
import LayoutDocuments

/// The keys only the featureless rules read, made on demand for the views those rules reach and
/// their subtrees: most views are paired by an identity long before, and never need them.
///
/// - A view's **appearance** is its class, background colour, content mode, image and background
///   image; it has none when it has none of the four attributes.
/// - A view's **shape** is its class and appearance with its subviews' shapes as a multiset; it has
///   none when it or a view inside it has an identity other than its image (which is appearance)
///   or an outlet (which one layout holds alone).
///
/// Both are numbered here, for one template layout and the live tree: equal appearances and
/// shapes get equal numbers on both sides, which is all the rules ask of them.
struct FeaturelessKeys {
    /// Which of the two keys.
    enum Kind: Sendable {
        case appearance
        case shape
    }

    /// One tree's keys by view, valid where `made` is set.
    private struct Side {
        var appearance: [Int32] = []
        var shape: [Int32] = []
        var made: [Bool] = []
    }

    /// The numbering both sides share.
    private struct Numbering {
        var strings = StringTable()
        var sequences = SequenceTable()
        var scratch: [Int64] = []

        mutating func appearance(of v: Int32, _ tree: IndexedTree, _ keys: NodeKeys) -> Int32 {
            let (backgroundColor, contentMode, backgroundImage) = tree.node(v) { node in
                (node.pointee.backgroundColor?.rawValue, node.pointee.contentMode?.rawValue, node.pointee.backgroundImage)
            }
            let attributes = [id(backgroundColor), id(contentMode), keys.image, id(backgroundImage)]
            guard attributes.contains(where: { $0 >= 0 }) else { return -1 }
            return sequenceID([keys.className] + attributes)
        }

        mutating func id(_ string: String?) -> Int32 {
            string.map { strings.id($0) } ?? -1
        }

        mutating func sequenceID(_ elements: [Int32]) -> Int32 {
            scratch.removeAll(keepingCapacity: true)
            for element in elements { scratch.append(Int64(element)) }
            return sequences.id(scratch)
        }
    }

    private var template = Side()
    private var live = Side()
    private var numbering = Numbering()

    /// Makes the keys of `templateViews` and `liveViews` and of every view inside them.
    mutating func make(template templateViews: [Int32], live liveViews: [Int32], _ inputs: MatchInputs) {
        FeaturelessKeys.make(templateViews, &template, &numbering, inputs.template, inputs.templateKeys, inputs.templateIdentities)
        FeaturelessKeys.make(liveViews, &live, &numbering, inputs.live, inputs.liveKeys, inputs.liveIdentities)
    }

    /// The key of template view `t`, -1 for none; made by ``make(template:live:_:)``.
    func template(_ kind: Kind, of t: Int32) -> Int32 {
        kind == .appearance ? template.appearance[Int(t)] : template.shape[Int(t)]
    }

    /// The key of live view `l`, -1 for none; made by ``make(template:live:_:)``.
    func live(_ kind: Kind, of l: Int32) -> Int32 {
        kind == .appearance ? live.appearance[Int(l)] : live.shape[Int(l)]
    }

    private static func make(_ views: [Int32], _ side: inout Side, _ numbering: inout Numbering,
                             _ tree: IndexedTree, _ keys: [NodeKeys], _ identities: ViewIdentities) {
        if side.made.isEmpty {
            side.appearance = [Int32](repeating: -1, count: tree.count)
            side.shape = side.appearance
            side.made = [Bool](repeating: false, count: tree.count)
        }
        var childShapes: [Int32] = []
        for v in views where !side.made[Int(v)] {
            // Backwards through the subtree's pre-order range: subviews before their parent.
            for u in stride(from: Int(tree.subtreeEnd[Int(v)]) - 1, through: Int(v), by: -1) where !side.made[u] {
                side.made[u] = true
                let appearance = numbering.appearance(of: Int32(u), tree, keys[u])
                side.appearance[u] = appearance
                guard !identities.identifiedBeyondAppearance[u] else { continue }
                childShapes.removeAll(keepingCapacity: true)
                for c in tree.children(of: Int32(u)) { childShapes.append(side.shape[Int(c)]) }
                guard !childShapes.contains(-1) else { continue }
                childShapes.sort()
                childShapes += [keys[u].className, appearance]
                side.shape[u] = numbering.sequenceID(childShapes)
            }
        }
    }
}
