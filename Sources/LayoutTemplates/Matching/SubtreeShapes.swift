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
        var identified = [Bool](repeating: false, count: keys.count)
        var shape: [Int32] = []
        for v in stride(from: keys.count - 1, through: 0, by: -1) {
            var shaped = true
            keys[v].forEachIdentity { identity in
                identified[v] = true
                if identity >> 60 != imageRank { shaped = false }
            }
            shape.removeAll(keepingCapacity: true)
            for c in tree.children(of: Int32(v)) {
                if identified[Int(c)] || keys[Int(c)].identifiedInside { keys[v].identifiedInside = true }
                shape.append(keys[Int(c)].shape)
            }
            guard shaped, !shape.contains(-1) else { continue }
            shape.sort()
            shape += [keys[v].className, keys[v].appearance]
            keys[v].shape = interner.sequenceID(shape)
        }
    }
}
