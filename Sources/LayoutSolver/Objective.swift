/// The objective the simplex minimises: one row per priority level, compared lexicographically.
///
/// This is how optional constraints stay strictly ordered by priority: a symbol's reduced cost is
/// the vector of its coefficients from the highest level down, and it improves the objective only
/// if the first non-zero one is negative. A single weighted sum would need weights far apart per
/// level, which a `Double` cannot hold for UIKit's 999 optional priorities.
struct Objective {
    /// The levels' priorities, highest first.
    private(set) var priorities: [Double] = []
    /// The levels' rows, in the order of `priorities`.
    private(set) var levels: [Row] = []

    private mutating func levelIndex(for priority: Double) -> Int {
        var index = 0
        while index < priorities.count, priorities[index] > priority { index += 1 }
        if index < priorities.count, priorities[index] == priority { return index }
        priorities.insert(priority, at: index)
        levels.insert(Row(), at: index)
        return index
    }

    /// Adds `coefficient × symbol` at `priority`'s level.
    mutating func add(_ coefficient: Double, to symbol: Int, priority: Double) {
        let index = levelIndex(for: priority)
        levels[index].add(coefficient, to: symbol)
    }

    /// Adds `factor × row` at `priority`'s level.
    mutating func add(_ row: Row, times factor: Double, priority: Double) {
        let index = levelIndex(for: priority)
        levels[index].add(row, times: factor)
    }

    /// Replaces `symbol` by `row` at every level.
    mutating func substitute(_ symbol: Int, by row: Row) {
        var entered: [Int] = [], left: [Int] = [], scratch = Row.Scratch()
        for index in levels.indices {
            levels[index].substitute(symbol, by: row, entered: &entered, left: &left, scratch: &scratch)
        }
    }

    /// Sets `symbol` to zero at every level.
    mutating func remove(_ symbol: Int) {
        for index in levels.indices { levels[index].remove(symbol) }
    }

    /// `symbol`'s reduced cost, highest level first.
    func cost(of symbol: Int) -> [Double] {
        levels.map { $0.coefficient(of: symbol) }
    }

    /// Whether `symbol`'s reduced cost is zero at every level.
    func hasZeroCost(_ symbol: Int) -> Bool {
        levels.allSatisfy { $0.coefficient(of: symbol).isNearZero }
    }

    /// A symbol whose reduced cost is lexicographically negative and that may enter the basis;
    /// nil at the optimum. Dantzig's rule: the most negative coefficient at the highest level
    /// that has one (the lowest symbol on a tie). With `bland`, the lowest such symbol instead
    /// (Bland's rule, slower but unable to cycle on degenerate vertices).
    func enteringSymbol(kinds: [SymbolKind], bland: Bool = false) -> Int? {
        var best: Int?
        var bestCoefficient = 0.0
        for (level, row) in levels.enumerated() {
            for (symbol, coefficient) in zip(row.symbols, row.coefficients)
            where coefficient < -nearZero && kinds[symbol] != .dummy {
                let better = bland ? symbol < (best ?? Int.max) : (coefficient < bestCoefficient - nearZero || (coefficient < bestCoefficient + nearZero && symbol < (best ?? Int.max)))
                guard better, levels[..<level].allSatisfy({ $0.coefficient(of: symbol).isNearZero }) else { continue }
                best = symbol
                bestCoefficient = coefficient
            }
            if best != nil, !bland { return best }
        }
        return best
    }

    /// Whether `lhs / lhsDivisor` is lexicographically below `rhs / rhsDivisor` (costs as
    /// returned by ``cost(of:)``).
    static func ratio(_ lhs: [Double], over lhsDivisor: Double, isBelow rhs: [Double], over rhsDivisor: Double) -> Bool {
        for (left, right) in zip(lhs, rhs) {
            let difference = left / lhsDivisor - right / rhsDivisor
            if !difference.isNearZero { return difference < 0 }
        }
        return false
    }
}
