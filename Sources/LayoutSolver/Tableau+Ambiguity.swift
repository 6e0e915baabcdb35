// Which basic solutions are not the only optimal ones: the test behind
// `Solver.ambiguousVariables(among:)`.

extension Tableau {
    /// Per symbol: whether it may move away from its current value without leaving the optimal
    /// solutions. A parametric external variable is free; a parametric slack or error may grow if
    /// its reduced cost is zero at every priority level, unless a degenerate row (a restricted
    /// basic symbol at zero) would go negative with nothing to compensate; dummies never move.
    /// The answer errs towards "may move" when several degenerate rows interact.
    func movableParameters() -> [Bool] {
        var movable = [Bool](repeating: false, count: symbolCount)
        for symbol in 0..<symbolCount where !isBasic[symbol] {
            switch kinds[symbol] {
            case .external: movable[symbol] = true
            case .slack, .error: movable[symbol] = objective.hasZeroCost(symbol)
            case .dummy: movable[symbol] = false
            }
        }
        let degenerate = (0..<symbolCount).filter { isBasic[$0] && kinds[$0].isRestricted && rows[$0].constant.isNearZero }
        var changed = true
        while changed {
            changed = false
            for basic in degenerate {
                let row = rows[basic]
                let cells = zip(row.symbols, row.coefficients)
                let compensates = cells.contains { symbol, coefficient in
                    movable[symbol] && (coefficient > 0 || kinds[symbol] == .external)
                }
                guard !compensates else { continue }
                for (symbol, coefficient) in cells where movable[symbol] && coefficient < 0 {
                    movable[symbol] = false
                    changed = true
                }
            }
        }
        return movable
    }

    /// Whether `symbol`'s value can change among the optimal solutions, given `movable`.
    func isAmbiguous(_ symbol: Int, movable: [Bool]) -> Bool {
        guard isBasic[symbol] else { return movable[symbol] }
        return rows[symbol].symbols.contains { movable[$0] }
    }
}
