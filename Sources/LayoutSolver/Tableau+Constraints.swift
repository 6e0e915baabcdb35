// Adding and removing constraints, and moving edit variables: the incremental operations of
// Cassowary, each followed by the re-optimisation it needs.

/// The symbols that mark a constraint in the tableau.
struct ConstraintMarkers {
    /// The slack (inequality), the dummy (required equality) or the positive error (optional
    /// equality).
    var marker: Int
    /// The error of an optional constraint (the negative error of an equality); -1 if required.
    var other: Int
}

/// What adding a constraint to the tableau did.
enum AddOutcome {
    case added(ConstraintMarkers)
    /// The constraint cannot hold with the required ones; `certificate` holds the symbols of the
    /// infeasibility proof (the markers of the constraints it combines). The tableau is unchanged.
    case unsatisfiable(certificate: [Int])
}

extension Tableau {
    /// Adds `Σ cells + constant (relation) 0`, required when `priority` is nil.
    mutating func add(cells: [(symbol: Int, coefficient: Double)], constant: Double,
                      relation: LinearConstraint.Relation, priority: Double?) -> AddOutcome {
        // The row in terms of parametric symbols: basic variables replaced by their rows.
        var row = Row(constant: constant)
        for (symbol, coefficient) in cells where coefficient != 0 {
            if isBasic[symbol] {
                add(rowOf: symbol, times: coefficient, to: &row)
            } else {
                row.add(coefficient, to: symbol)
            }
        }
        let markers: ConstraintMarkers
        switch (relation, priority) {
        case (.lessThanOrEqual, _), (.greaterThanOrEqual, _):
            let sign = relation == .lessThanOrEqual ? 1.0 : -1.0
            let slack = makeSymbol(.slack)
            row.add(sign, to: slack)
            var error = -1
            if let priority {
                error = makeSymbol(.error)
                row.add(-sign, to: error)
                objective.add(1, to: error, priority: priority, kinds: kinds)
            }
            markers = ConstraintMarkers(marker: slack, other: error)
        case (.equal, nil):
            let dummy = makeSymbol(.dummy)
            row.add(1, to: dummy)
            markers = ConstraintMarkers(marker: dummy, other: -1)
        case (.equal, let priority?):
            let plus = makeSymbol(.error), minus = makeSymbol(.error)
            row.add(-1, to: plus)
            row.add(1, to: minus)
            objective.add(1, to: plus, priority: priority, kinds: kinds)
            objective.add(1, to: minus, priority: priority, kinds: kinds)
            markers = ConstraintMarkers(marker: plus, other: minus)
        }
        if row.constant < 0 { row.negate() }

        var subject = chooseSubject(row, markers)
        if subject == nil, row.symbols.allSatisfy({ kinds[$0].isDummy }) {
            guard row.constant.isNearZero else { return .unsatisfiable(certificate: row.symbols) }
            subject = markers.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, by: row)
            putRow(subject, row)
        } else if let certificate = addWithArtificialVariable(row) {
            return .unsatisfiable(certificate: certificate)
        }
        optimize()
        return .added(markers)
    }

    /// The symbol the new row is solved for: an external variable if there is one, else the
    /// constraint's own slack or error if it has a negative coefficient.
    ///
    /// Of the external variables, the one held by the fewest rows (the lowest on a tie): solving
    /// for it substitutes it into those rows only. Taking always the first one instead (the
    /// oldest variable, as kiwisolver does) keeps choosing a root view's width, which every
    /// view's row holds: each addition then rewrites every row.
    private func chooseSubject(_ row: Row, _ markers: ConstraintMarkers) -> Int? {
        var external: Int?
        for symbol in row.symbols where kinds[symbol] == .external {
            if external.map({ columnCounts[symbol] < columnCounts[$0] }) ?? true { external = symbol }
        }
        if let external { return external }
        for symbol in [markers.marker, markers.other] where symbol >= 0 {
            if kinds[symbol] == .slack || kinds[symbol] == .error, row.coefficient(of: symbol) < 0 { return symbol }
        }
        return nil
    }

    /// Phase one: adds `row` through an artificial variable and minimises it. Returns nil when it
    /// reached zero (the constraint holds), else the symbols of the artificial objective at its
    /// optimum (the infeasibility proof) after putting the tableau back as it was.
    private mutating func addWithArtificialVariable(_ row: Row) -> [Int]? {
        openJournal()
        let art = makeSymbol(.slack)
        putRow(art, row)
        var phaseOne = Objective()
        phaseOne.add(row, times: 1, priority: 1, kinds: kinds)
        artificial = phaseOne
        optimize(artificialObjective: true)
        let residual = artificial?.firstLevel ?? (constant: 0, symbols: [])
        artificial = nil
        guard residual.constant.isNearZero else {
            rollBack()
            return residual.symbols
        }
        closeJournal()
        if isBasic[art] {
            var artRow = takeRow(art)
            if let entering = artRow.symbols.first(where: { kinds[$0] == .slack || kinds[$0] == .error }) {
                artRow.solve(for: entering, insteadOf: art)
                substitute(entering, by: artRow)
                putRow(entering, artRow)
            }
        }
        eliminate(art)
        return nil
    }

    /// Removes the constraint of `markers` (optional at `priority`, required when nil).
    mutating func remove(_ markers: ConstraintMarkers, priority: Double?) {
        if let priority {
            for error in [markers.marker, markers.other] where error >= 0 && kinds[error] == .error {
                if isBasic[error] {
                    objective.add(rows[error], times: -1, priority: priority, kinds: kinds)
                } else {
                    objective.add(-1, to: error, priority: priority, kinds: kinds)
                }
            }
        }
        let marker = markers.marker
        if isBasic[marker] {
            _ = takeRow(marker)
        } else if let leaving = markerLeavingRow(marker) {
            var row = takeRow(leaving)
            row.solve(for: marker, insteadOf: leaving)
            substitute(marker, by: row)
        }
        optimize()
    }

    /// The row to pivot a parametric marker into the basis with, so that dropping that row drops
    /// the constraint: a restricted row the marker decreases (smallest ratio), else one it
    /// increases, else an external one; the lowest symbol on a tie.
    private mutating func markerLeavingRow(_ marker: Int) -> Int? {
        var decreasing: (symbol: Int, ratio: Double)?
        var increasing: (symbol: Int, ratio: Double)?
        var external: Int?
        func better(_ candidate: Int, _ ratio: Double, than current: (symbol: Int, ratio: Double)?) -> Bool {
            guard let current else { return true }
            return ratio < current.ratio - nearZero || (ratio < current.ratio + nearZero && candidate < current.symbol)
        }
        for candidate in users(of: marker) {
            let coefficient = rows[candidate].coefficient(of: marker)
            if !kinds[candidate].isRestricted {
                external = min(external ?? candidate, candidate)
            } else if coefficient < 0 {
                let ratio = -rows[candidate].constant / coefficient
                if better(candidate, ratio, than: decreasing) { decreasing = (candidate, ratio) }
            } else if coefficient > 0 {
                let ratio = rows[candidate].constant / coefficient
                if better(candidate, ratio, than: increasing) { increasing = (candidate, ratio) }
            }
        }
        return decreasing?.symbol ?? increasing?.symbol ?? external
    }

    /// Moves an edit constraint's target by `delta` (its errors `markers`) and restores
    /// feasibility with the dual simplex.
    mutating func shiftEdit(_ markers: ConstraintMarkers, by delta: Double) {
        if isBasic[markers.marker] {
            shiftConstant(of: markers.marker, by: -delta)
        } else if isBasic[markers.other] {
            shiftConstant(of: markers.other, by: delta)
        } else {
            for user in users(of: markers.marker) {
                shiftConstant(of: user, by: delta * rows[user].coefficient(of: markers.marker))
            }
        }
        dualOptimize()
    }
}
