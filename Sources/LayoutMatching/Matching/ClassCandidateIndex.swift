import LayoutCore

/// Live children by exact class name, built once per live parent on first use: the candidates an
/// unmatched-view diagnostic points at, without scanning a wide parent's children per view.
struct ClassCandidateIndex {
    private var byParent: [Int32: [Int32: [Int32]]] = [:]

    /// Live children of `parent` whose class is exactly `className` (interned), in sibling order.
    mutating func candidates(_ className: Int32, amongChildrenOf parent: Int32, in inputs: MatchInputs) -> [Int32] {
        if let index = byParent[parent] { return index[className] ?? [] }
        var index: [Int32: [Int32]] = [:]
        for c in inputs.live.children(of: parent) { index[inputs.liveKeys[Int(c)].className, default: []].append(c) }
        byParent[parent] = index
        return index[className] ?? []
    }
}
