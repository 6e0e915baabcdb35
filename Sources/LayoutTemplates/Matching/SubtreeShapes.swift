/// The shape of each view whose subtree carries no identity: its class and appearance, and the
/// shapes of its subviews as a multiset, numbered by the interner (so equal shapes get equal ids
/// across trees). What the featureless rules ``MatchRule/subtreeShape`` and
/// ``MatchRule/interchangeable`` compare.
enum SubtreeShapes {
    /// Sets ``NodeKeys/shape`` and ``NodeKeys/identifiedInside`` of every view of `tree`:
    /// bottom-up, a view's subviews first.
    static func assign(to keys: inout [NodeKeys], of tree: IndexedTree, interner: inout KeyInterner) {
        // An image name is part of the appearance, not an identity that removes the shape.
        let imageRank = MatchingRule.declaration(of: .imageName)?.identity?.rank
        var shape: [Int32] = []
        for v in stride(from: Int32(tree.count - 1), through: 0, by: -1) {
            var identified = false
            keys[Int(v)].forEachIdentity { identity in
                if identity >> 60 != imageRank { identified = true }
            }
            for c in tree.children(of: v) where keys[Int(c)].identifiedInside || keys[Int(c)].isIdentified {
                keys[Int(v)].identifiedInside = true
                break
            }
            if identified { continue }
            shape.removeAll(keepingCapacity: true)
            for c in tree.children(of: v) { shape.append(keys[Int(c)].shape) }
            if shape.contains(-1) { continue }
            shape.sort()
            shape += [keys[Int(v)].className, keys[Int(v)].appearance]
            keys[Int(v)].shape = interner.sequenceID(shape)
        }
    }
}
