/// The simplex tableau of Cassowary (Badros, Borning and Stuckey, 2001): every basic symbol's row
/// in terms of the parametric ones, the objective, and a column index.
///
/// The column index (for each symbol, the basic symbols whose rows hold it) is what keeps every
/// operation proportional to the rows it touches: substituting a symbol, the primal ratio test
/// and an edit variable's update visit only the rows of that symbol's column, never every row.
/// A column is an array appended to when the symbol enters a row and cleaned lazily (when it is
/// read, or when more than half of it is stale), which costs far less than a hashed set per
/// symbol and keeps every walk in the same order in every process.
struct Tableau {
    /// Per symbol: what it stands for.
    private(set) var kinds: [SymbolKind] = []
    /// Per symbol: its row when it is basic (empty otherwise).
    private(set) var rows: [Row] = []
    /// Per symbol: whether it is basic.
    private(set) var isBasic: [Bool] = []
    /// Per symbol: the basic symbols whose rows hold it, and stale entries (rows it left, rows
    /// no longer basic, repeats), which ``users(of:)`` drops.
    private var columns: [[Int]] = []
    /// Per symbol: how many rows hold it.
    private(set) var columnCounts: [Int] = []
    /// Per symbol: the last ``users(of:)`` walk that listed its row, to drop repeats.
    private var stamps: [Int] = []
    private var walk = 0
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
    private var scratch = Row.Scratch()

    /// The state changed since the journal was opened, as it was before.
    private struct Journal {
        var rows: [Int: (row: Row, isBasic: Bool)] = [:]
        var columns: [Int: (column: [Int], count: Int)] = [:]
        var objective: Objective
        var infeasible: MinHeap
    }

    mutating func makeSymbol(_ kind: SymbolKind) -> Int {
        kinds.append(kind)
        rows.append(Row())
        isBasic.append(false)
        columns.append([])
        columnCounts.append(0)
        stamps.append(0)
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
        for (symbol, entry) in saved.columns {
            columns[symbol] = entry.column
            columnCounts[symbol] = entry.count
        }
        objective = saved.objective
        infeasible = saved.infeasible
    }

    private mutating func willChangeRow(_ symbol: Int) {
        guard journal != nil, journal?.rows[symbol] == nil else { return }
        journal?.rows[symbol] = (rows[symbol], isBasic[symbol])
    }

    private mutating func willChangeColumn(_ symbol: Int) {
        guard journal != nil, journal?.columns[symbol] == nil else { return }
        journal?.columns[symbol] = (columns[symbol], columnCounts[symbol])
    }

    /// The basic symbols whose rows hold `symbol`, in the order they took it; the column is
    /// cleaned of its stale entries on the way.
    mutating func users(of symbol: Int) -> [Int] {
        walk += 1
        var live: [Int] = []
        live.reserveCapacity(columnCounts[symbol])
        for user in columns[symbol] where stamps[user] != walk && isBasic[user] && rows[user].contains(symbol) {
            stamps[user] = walk
            live.append(user)
        }
        willChangeColumn(symbol)
        columns[symbol] = live
        return live
    }

    private mutating func noteEntered(_ symbol: Int, row: Int) {
        willChangeColumn(symbol)
        columns[symbol].append(row)
        columnCounts[symbol] += 1
    }

    private mutating func noteLeft(_ symbol: Int) {
        willChangeColumn(symbol)
        columnCounts[symbol] -= 1
        if columns[symbol].count > 2 * columnCounts[symbol] + 16 { _ = users(of: symbol) }
    }

    private mutating func clearColumn(_ symbol: Int) {
        willChangeColumn(symbol)
        columns[symbol] = []
        columnCounts[symbol] = 0
    }

    // MARK: - Rows and columns

    /// Makes `symbol` basic with `row`.
    mutating func putRow(_ symbol: Int, _ row: Row) {
        willChangeRow(symbol)
        rows[symbol] = row
        isBasic[symbol] = true
        for cell in row.symbols { noteEntered(cell, row: symbol) }
    }

    /// Takes basic `symbol`'s row out of the tableau (the symbol becomes parametric).
    mutating func takeRow(_ symbol: Int) -> Row {
        willChangeRow(symbol)
        let row = rows[symbol]
        rows[symbol] = Row()
        isBasic[symbol] = false
        for cell in row.symbols { noteLeft(cell) }
        return row
    }

    /// Replaces parametric `symbol` by `row` in every row that holds it and in the objectives.
    mutating func substitute(_ symbol: Int, by row: Row) {
        let users = users(of: symbol)
        clearColumn(symbol)
        for user in users {
            willChangeRow(user)
            entered.removeAll(keepingCapacity: true)
            left.removeAll(keepingCapacity: true)
            rows[user].substitute(symbol, by: row, entered: &entered, left: &left, scratch: &scratch)
            for cell in entered { noteEntered(cell, row: user) }
            for cell in left where cell != symbol { noteLeft(cell) }
            if kinds[user].isRestricted, rows[user].constant < -nearZero { infeasible.push(user) }
        }
        objective.substitute(symbol, by: row, kinds: kinds)
        artificial?.substitute(symbol, by: row, kinds: kinds)
    }

    /// Sets parametric `symbol` to zero everywhere.
    mutating func eliminate(_ symbol: Int) {
        let users = users(of: symbol)
        clearColumn(symbol)
        for user in users {
            willChangeRow(user)
            rows[user].remove(symbol)
        }
        objective.remove(symbol)
    }

    /// `row` plus `factor ×` basic `symbol`'s row (a row under construction, not in the tableau).
    mutating func add(rowOf symbol: Int, times factor: Double, to row: inout Row) {
        entered.removeAll(keepingCapacity: true)
        left.removeAll(keepingCapacity: true)
        row.add(rows[symbol], times: factor, dropping: -1, entered: &entered, left: &left, scratch: &scratch)
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
