/// The objective the simplex minimises: one row per priority level, compared lexicographically.
///
/// This is how optional constraints stay strictly ordered by priority: a symbol's reduced cost is
/// the vector of its coefficients from the highest level down, and it improves the objective only
/// if the first non-zero one is negative. A single weighted sum would need weights far apart per
/// level, which a `Double` cannot hold for UIKit's 999 optional priorities.
///
/// A level holds an error per optional constraint of its priority, and every pivot substitutes a
/// row into it: its cells are hashed by symbol so that a substitution costs the row's length, not
/// the level's. Nothing walks them: the candidates to enter the basis are kept in ``improving``.
struct Objective {
    /// The levels' priorities, highest first.
    private(set) var priorities: [Double] = []
    /// The levels' cells, in the order of `priorities`.
    private var levels: [[Int: Double]] = []
    /// The levels' constants.
    private var constants: [Double] = []
    /// The symbols whose reduced cost is lexicographically negative, ascending, dummies left out
    /// (they never enter the basis).
    private var improving: [Int] = []

    private mutating func levelIndex(for priority: Double) -> Int {
        var index = 0
        while index < priorities.count, priorities[index] > priority { index += 1 }
        if index < priorities.count, priorities[index] == priority { return index }
        priorities.insert(priority, at: index)
        levels.insert([:], at: index)
        constants.insert(0, at: index)
        return index
    }

    /// The constant of the highest level, and its symbols in ascending order (phase one's
    /// objective has a single level: the artificial variable's value and the infeasibility proof).
    var firstLevel: (constant: Double, symbols: [Int]) {
        guard let level = levels.first, let constant = constants.first else { return (0, []) }
        return (constant, level.keys.sorted())
    }

    private mutating func add(_ coefficient: Double, to symbol: Int, level: Int) {
        let sum = (levels[level][symbol] ?? 0) + coefficient
        levels[level][symbol] = sum.isNearZero ? nil : sum
    }

    /// Adds `coefficient × symbol` at `priority`'s level.
    mutating func add(_ coefficient: Double, to symbol: Int, priority: Double, kinds: [SymbolKind]) {
        add(coefficient, to: symbol, level: levelIndex(for: priority))
        refresh(symbol, kinds: kinds)
    }

    /// Adds `factor × row` at `priority`'s level.
    mutating func add(_ row: Row, times factor: Double, priority: Double, kinds: [SymbolKind]) {
        let level = levelIndex(for: priority)
        constants[level] += factor * row.constant
        for (symbol, coefficient) in zip(row.symbols, row.coefficients) {
            add(factor * coefficient, to: symbol, level: level)
            refresh(symbol, kinds: kinds)
        }
    }

    /// Replaces `symbol` by `row` at every level.
    mutating func substitute(_ symbol: Int, by row: Row, kinds: [SymbolKind]) {
        var changed = false
        for level in levels.indices {
            guard let factor = levels[level].removeValue(forKey: symbol) else { continue }
            changed = true
            constants[level] += factor * row.constant
            for (cell, coefficient) in zip(row.symbols, row.coefficients) {
                add(factor * coefficient, to: cell, level: level)
            }
        }
        guard changed else { return }
        refresh(symbol, kinds: kinds)
        for cell in row.symbols { refresh(cell, kinds: kinds) }
    }

    /// Sets `symbol` to zero at every level.
    mutating func remove(_ symbol: Int) {
        for level in levels.indices { levels[level][symbol] = nil }
        unlist(symbol)
    }

    /// `symbol`'s reduced cost, highest level first.
    func cost(of symbol: Int) -> [Double] {
        levels.map { $0[symbol] ?? 0 }
    }

    /// Whether `symbol`'s reduced cost is zero at every level.
    func hasZeroCost(_ symbol: Int) -> Bool {
        levels.allSatisfy { ($0[symbol] ?? 0).isNearZero }
    }

    /// The highest level where `symbol` has a coefficient, and that coefficient.
    private func leading(_ symbol: Int) -> (level: Int, coefficient: Double)? {
        for (index, level) in levels.enumerated() {
            if let coefficient = level[symbol], !coefficient.isNearZero { return (index, coefficient) }
        }
        return nil
    }

    private func position(in list: [Int], of symbol: Int) -> (found: Bool, index: Int) {
        var low = 0, high = list.count
        while low < high {
            let middle = (low + high) / 2
            if list[middle] < symbol { low = middle + 1 } else { high = middle }
        }
        return (low < list.count && list[low] == symbol, low)
    }

    /// Brings `symbol`'s entry in ``improving`` up to date after a change of its coefficients.
    private mutating func refresh(_ symbol: Int, kinds: [SymbolKind]) {
        let improves = !kinds[symbol].isDummy && (leading(symbol)?.coefficient ?? 0) < 0
        let (listed, index) = position(in: improving, of: symbol)
        if improves, !listed { improving.insert(symbol, at: index) }
        if !improves, listed { improving.remove(at: index) }
    }

    private mutating func unlist(_ symbol: Int) {
        let (listed, index) = position(in: improving, of: symbol)
        if listed { improving.remove(at: index) }
    }

    /// A symbol whose reduced cost is lexicographically negative (never a dummy); nil at the
    /// optimum. Dantzig's rule: the most negative coefficient at the highest level that has one
    /// (the lowest symbol on a tie). With `bland`, the lowest such symbol instead (Bland's rule,
    /// slower but unable to cycle on degenerate vertices).
    func enteringSymbol(bland: Bool = false) -> Int? {
        if bland { return improving.first }
        var best: Int?
        var bestLevel = Int.max, bestCoefficient = 0.0
        for symbol in improving {
            guard let (level, coefficient) = leading(symbol) else { continue }
            // Ascending symbols: a later one wins only if clearly better.
            if level < bestLevel || (level == bestLevel && coefficient < bestCoefficient - nearZero) {
                best = symbol
                bestLevel = level
                bestCoefficient = coefficient
            }
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
