// The two simplex loops: the primal one that re-optimises after a constraint is added or removed,
// and the dual one that restores feasibility after edit variables moved.

extension Tableau {
    /// Primal simplex on the objective (or phase one's artificial objective): pivots until no
    /// symbol's reduced cost is lexicographically negative.
    mutating func optimize(artificialObjective: Bool = false) {
        // Dantzig's rule first; after a run of pivots that do not move the solution (a degenerate
        // vertex, where it may cycle), Bland's rule, which cannot.
        var degeneratePivots = 0
        while true {
            let bland = degeneratePivots > Self.degeneratePivotsBeforeBland
            let entering = artificialObjective ? artificial?.enteringSymbol(bland: bland)
                : objective.enteringSymbol(bland: bland)
            guard let entering, let leaving = leavingRow(entering: entering) else { return }
            degeneratePivots = rows[leaving].constant.isNearZero ? degeneratePivots + 1 : 0
            pivot(entering: entering, leaving: leaving)
        }
    }

    static let degeneratePivotsBeforeBland = 50

    /// The ratio test: among the restricted rows that `entering` decreases, the one that reaches
    /// zero first (the lowest symbol on a tie). Nil if `entering` is unbounded, which a
    /// non-negative objective cannot be.
    private mutating func leavingRow(entering: Int) -> Int? {
        var best: Int?
        var bestRatio = Double.infinity
        for candidate in users(of: entering) where kinds[candidate].isRestricted {
            let coefficient = rows[candidate].coefficient(of: entering)
            guard coefficient < 0 else { continue }
            let ratio = -rows[candidate].constant / coefficient
            // Ratios within rounding noise are ties: Bland's rule, which keeps degenerate pivots
            // from cycling, needs the lowest symbol among them.
            if ratio < bestRatio - nearZero || (ratio < bestRatio + nearZero && candidate < (best ?? Int.max)) {
                best = candidate
                bestRatio = ratio
            }
        }
        return best
    }

    /// Dual simplex: while a restricted basic symbol is negative, pivots it out for the symbol of
    /// its row whose reduced cost grows least (lexicographically; the lowest symbol on a tie).
    mutating func dualOptimize() {
        while let leaving = infeasible.popMin() {
            guard isBasic[leaving], rows[leaving].constant < -nearZero,
                  // No entering symbol means the edits cannot all be met; the row stays as close
                  // as the required constraints allow.
                  let entering = dualEnteringSymbol(leaving: leaving) else { continue }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// The symbol of `leaving`'s row whose reduced cost grows least when it enters.
    private func dualEnteringSymbol(leaving: Int) -> Int? {
        let row = rows[leaving]
        var entering: Int?
        var enteringCost: [Double] = []
        var enteringCoefficient = 0.0
        for (symbol, coefficient) in zip(row.symbols, row.coefficients)
        where coefficient > nearZero && !kinds[symbol].isDummy {
            let cost = objective.cost(of: symbol)
            if entering == nil || Objective.ratio(cost, over: coefficient, isBelow: enteringCost, over: enteringCoefficient) {
                entering = symbol
                enteringCost = cost
                enteringCoefficient = coefficient
            }
        }
        return entering
    }
}
