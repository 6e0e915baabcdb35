/// How matching the tree layouts of a set is spread over the processors, in two steps of
/// independent pieces (``ParallelWork``); the result is what matching each layout in turn gives.
///
/// In default mode the long piece is pairing a layout other than the live tree; everything else
/// fits beside it or beside its second step:
///
/// | step | pieces |
/// |---|---|
/// | 1 | each other layout paired (first, so that it starts at once); each layout that is the live tree matched whole (its pairing is trivial); the live ids numbered; each other layout's repeated sibling keys reported |
/// | 2 | each other layout's table entries; its unmatched views reported |
enum MatchSchedule {
    private enum FirstPiece {
        case pair(Int)
        case matchWhole(Int)
        case numberLiveIDs
        case reportDuplicates(Int)
    }

    private enum FirstResult: Sendable {
        case paired(Int, LayoutPairing)
        case matched(Int, TreeLayoutMatch)
        case numbered(StringTable?)
        case duplicates(Int, DuplicateSiblingReport)
    }

    private enum SecondResult: Sendable {
        case entries(TreeLayoutMatch.Entries)
        case unmatched(UnmatchedReport)
    }

    /// Each of `inputs` matched in `mode`, in order, and the live tree's ids numbered in pre-order
    /// (`nil` when two live views share an id).
    static func run(_ inputs: [MatchInputs], mode: MatchingMode, live: IndexedTree) -> (matches: [TreeLayoutMatch], liveIDs: StringTable?) {
        let others = inputs.indices.filter { !inputs[$0].templateIsLive }
        let wholes = inputs.indices.filter { inputs[$0].templateIsLive }
        // Default mode reports repeated sibling keys and unmatched views beside its other pieces.
        let reportsBeside = mode == .default
        let first: [FirstPiece] = others.map(FirstPiece.pair) + wholes.map(FirstPiece.matchWhole) + [.numberLiveIDs]
            + (reportsBeside ? others.map(FirstPiece.reportDuplicates) : [])
        // The other layouts' pairings in `others` order: results come in the order of the pieces.
        var pairings: [(layout: Int, pairing: LayoutPairing)] = []
        var matches = [TreeLayoutMatch?](repeating: nil, count: inputs.count)
        var duplicates = [DuplicateSiblingReport?](repeating: nil, count: inputs.count)
        var liveIDs: StringTable?
        for result in ParallelWork.results(count: first.count, { index -> FirstResult in
            switch first[index] {
            case .pair(let layout): .paired(layout, LayoutPairing(inputs[layout], mode: mode))
            case .matchWhole(let layout): .matched(layout, TreeLayoutMatch(inputs[layout], mode: mode))
            case .numberLiveIDs: .numbered(numbering(of: live))
            case .reportDuplicates(let layout): .duplicates(layout, DuplicateSiblingReport(inputs[layout]))
            }
        }) {
            switch result {
            case .paired(let layout, let pairing): pairings.append((layout, pairing))
            case .matched(let layout, let match): matches[layout] = match
            case .numbered(let numbered): liveIDs = numbered
            case .duplicates(let layout, let report): duplicates[layout] = report
            }
        }

        // Piece 2k makes the entries of `pairings[k]`, piece 2k + 1 its unmatched views (default mode).
        let piecesPerLayout = reportsBeside ? 2 : 1
        let paired = pairings
        let second = ParallelWork.results(count: piecesPerLayout * paired.count) { index -> SecondResult in
            let (layout, pairing) = paired[index / piecesPerLayout]
            return index % piecesPerLayout == 0
                ? .entries(TreeLayoutMatch.Entries(inputs[layout], pairing))
                : .unmatched(UnmatchedReport(inputs[layout], pairing))
        }
        for (k, (layout, pairing)) in paired.enumerated() {
            guard case .entries(let rows) = second[piecesPerLayout * k] else { continue }
            var report: UnmatchedReport?
            if piecesPerLayout == 2, case .unmatched(let unmatched) = second[piecesPerLayout * k + 1] { report = unmatched }
            matches[layout] = TreeLayoutMatch(pairing: pairing, duplicates: duplicates[layout], entries: rows, unmatchedReport: report)
        }
        return (matches.compactMap { $0 }, liveIDs)
    }

    /// The tree's ids numbered in pre-order; `nil` when two views share an id (a broken file),
    /// where each table keeps its own index and the later view's entry.
    private static func numbering(of tree: IndexedTree) -> StringTable? {
        var ids = StringTable(capacity: tree.count)
        for index in 0..<Int32(tree.count) where ids.id(tree.id(of: index)) != index { return nil }
        return ids
    }
}
