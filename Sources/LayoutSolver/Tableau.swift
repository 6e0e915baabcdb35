/// The simplex tableau of Cassowary (Badros, Borning and Stuckey, 2001): every basic symbol's row
/// in terms of the parametric ones, the objective, and a column index.
///
/// The column index (for each symbol, the basic symbols whose rows hold it) is what keeps every
/// operation proportional to the rows it touches: substituting a symbol, the primal ratio test
/// and an edit variable's update visit only the rows of that symbol's column, never every row.
/// Columns are sets; a walk over one only applies independent updates to each row, and every
/// choice made from it (the leaving row, the next infeasible row) is the lowest symbol among the
/// candidates, so results do not depend on the order of the walk.
struct Tableau {
    /// Per symbol: what it stands for.
    private(set) var kinds: [SymbolKind] = []
    /// Per symbol: its row when it is basic (empty otherwise).
    private(set) var rows: [Row] = []
    /// Per symbol: whether it is basic.
    private(set) var isBasic: [Bool] = []
    /// Per symbol: the basic symbols whose rows hold it.
    private(set) var columns: [Set<Int>] = []
    /// What the optimum minimises: the errors of optional constraints, per priority.
    var objective = Objective()
    /// Phase one's objective while a required constraint is added through an artificial variable.
    var artificial: Objective?
    /// Restricted basic symbols whose value went negative, for the dual simplex.
    var infeasible = MinHeap()
    /// What to put back if the constraint being added turns out unsatisfiable.
    private var journal: Journal?
    /// Scratch lists of a row's entering and leaving symbols, kept to reuse their storage.
    private var entered: [Int] = []
    private var left: [Int] = []

    /// The state changed since the journal was opened, as it was before.
    private struct Journal {
        var rows: [Int: (row: Row, isBasic: Bool)] = [:]
        var columns: [Int: Set<Int>] = [:]
        var objective: Objective
        var infeasible: MinHeap
    }

    mutating func makeSymbol(_ kind: SymbolKind) -> Int {
        kinds.append(kind)
        rows.append(Row())
        isBasic.append(false)
        columns.append([])
        return kinds.count - 1
    }

    var symbolCount: Int { kinds.count }

    /// The current value of `symbol`: its row's constant if basic, zero if parametric.
    func value(of symbol: Int) -> Double {
        isBasic[symbol] ? rows[symbol].constant : 0
    }

    // MARK: - Journal

    mutating func openJournal() {
        journal = Journal(objective: objective, infeasible: infeasible)
    }

    mutating func closeJournal() {
        journal = nil
    }

    /// Puts back every row, column, the objective and the infeasible list as they were when the
    /// journal was opened (each saved once, before its first change).
    mutating func rollBack() {
        guard let saved = journal else { return }
        journal = nil
        for (symbol, entry) in saved.rows {
            rows[symbol] = entry.row
            isBasic[symbol] = entry.isBasic
        }
        for (symbol, column) in saved.columns { columns[symbol] = column }
        objective = saved.objective
        infeasible = saved.infeasible
    }

    private mutating func willChangeRow(_ symbol: Int) {
        guard journal != nil, journal?.rows[symbol] == nil else { return }
        journal?.rows[symbol] = (rows[symbol], isBasic[symbol])
    }

    private mutating func willChangeColumn(_ symbol: Int) {
        guard journal != nil, journal?.columns[symbol] == nil else { return }
        journal?.columns[symbol] = columns[symbol]
    }

    // MARK: - Rows and columns

    /// Makes `symbol` basic with `row`.
    mutating func putRow(_ symbol: Int, _ row: Row) {
        willChangeRow(symbol)
        rows[symbol] = row
        isBasic[symbol] = true
        for cell in row.symbols {
            willChangeColumn(cell)
            columns[cell].insert(symbol)
        }
    }

    /// Takes basic `symbol`'s row out of the tableau (the symbol becomes parametric).
    mutating func takeRow(_ symbol: Int) -> Row {
        willChangeRow(symbol)
        let row = rows[symbol]
        rows[symbol] = Row()
        isBasic[symbol] = false
        for cell in row.symbols {
            willChangeColumn(cell)
            columns[cell].remove(symbol)
        }
        return row
    }

    /// Replaces parametric `symbol` by `row` in every row that holds it and in the objectives.
    mutating func substitute(_ symbol: Int, by row: Row) {
        let users = columns[symbol]
        if !users.isEmpty {
            willChangeColumn(symbol)
            columns[symbol] = []
        }
        for user in users {
            willChangeRow(user)
            entered.removeAll(keepingCapacity: true)
            left.removeAll(keepingCapacity: true)
            rows[user].substitute(symbol, by: row, entered: &entered, left: &left)
            for cell in entered {
                willChangeColumn(cell)
                columns[cell].insert(user)
            }
            for cell in left where cell != symbol {
                willChangeColumn(cell)
                columns[cell].remove(user)
            }
            if kinds[user].isRestricted, rows[user].constant < -nearZero { infeasible.push(user) }
        }
        objective.substitute(symbol, by: row)
        artificial?.substitute(symbol, by: row)
    }

    /// Sets parametric `symbol` to zero everywhere.
    mutating func eliminate(_ symbol: Int) {
        let users = columns[symbol]
        willChangeColumn(symbol)
        columns[symbol] = []
        for user in users {
            willChangeRow(user)
            rows[user].remove(symbol)
        }
        objective.remove(symbol)
    }

    /// Adds `delta` to basic `symbol`'s constant (an edit variable's new value); notes the row if
    /// it became infeasible.
    mutating func shiftConstant(of symbol: Int, by delta: Double) {
        rows[symbol].constant += delta
        if kinds[symbol].isRestricted, rows[symbol].constant < -nearZero { infeasible.push(symbol) }
    }

    /// Exchanges parametric `entering` and basic `leaving`.
    mutating func pivot(entering: Int, leaving: Int) {
        var row = takeRow(leaving)
        row.solve(for: entering, insteadOf: leaving)
        substitute(entering, by: row)
        putRow(entering, row)
    }
}
