/// A sparse row of the tableau: `constant + Σ coefficient × symbol`, the value of the row's basic
/// symbol in terms of the parametric ones (or an objective, read the same way).
///
/// Symbols are kept sorted, so that merging two rows is one linear pass and every walk over a
/// row's cells happens in the same order in every process.
struct Row {
    var symbols: [Int] = []
    var coefficients: [Double] = []
    var constant: Double = 0

    init(constant: Double = 0) {
        self.constant = constant
    }

    var isEmpty: Bool { symbols.isEmpty }

    private func position(of symbol: Int) -> (found: Bool, index: Int) {
        var low = 0, high = symbols.count
        while low < high {
            let middle = (low + high) / 2
            if symbols[middle] < symbol { low = middle + 1 } else { high = middle }
        }
        return (low < symbols.count && symbols[low] == symbol, low)
    }

    /// The coefficient of `symbol`, zero when absent.
    func coefficient(of symbol: Int) -> Double {
        let (found, index) = position(of: symbol)
        return found ? coefficients[index] : 0
    }

    /// Whether `symbol` has a cell.
    func contains(_ symbol: Int) -> Bool {
        position(of: symbol).found
    }

    /// Adds `coefficient` to `symbol`'s; returns +1 if the symbol entered the row, -1 if it left.
    @discardableResult
    mutating func add(_ coefficient: Double, to symbol: Int) -> Int {
        let (found, index) = position(of: symbol)
        if found {
            let sum = coefficients[index] + coefficient
            if sum.isNearZero {
                symbols.remove(at: index)
                coefficients.remove(at: index)
                return -1
            }
            coefficients[index] = sum
            return 0
        }
        if coefficient.isNearZero { return 0 }
        if index == symbols.count {
            symbols.append(symbol)
            coefficients.append(coefficient)
        } else {
            symbols.insert(symbol, at: index)
            coefficients.insert(coefficient, at: index)
        }
        return 1
    }

    /// Removes `symbol` (sets it to zero); returns its coefficient.
    @discardableResult
    mutating func remove(_ symbol: Int) -> Double {
        let (found, index) = position(of: symbol)
        guard found else { return 0 }
        symbols.remove(at: index)
        return coefficients.remove(at: index)
    }

    /// Storage a merge writes into, then exchanges with the row's own: the row's old storage is
    /// the next merge's, so that rewriting rows allocates only when they grow.
    struct Scratch {
        var symbols: [Int] = []
        var coefficients: [Double] = []
    }

    /// `self += factor × other`, leaving out `skipped`'s cell of `self`. The symbols that entered
    /// and left the row are appended to `entered` and `left`.
    mutating func add(_ other: Row, times factor: Double, dropping skipped: Int,
                      entered: inout [Int], left: inout [Int], scratch: inout Scratch) {
        constant += factor * other.constant
        scratch.symbols.removeAll(keepingCapacity: true)
        scratch.coefficients.removeAll(keepingCapacity: true)
        scratch.symbols.reserveCapacity(symbols.count + other.symbols.count)
        scratch.coefficients.reserveCapacity(symbols.count + other.symbols.count)
        var i = 0, j = 0
        let count = symbols.count, otherCount = other.symbols.count
        while i < count || j < otherCount {
            let mine = i < count ? symbols[i] : Int.max
            let theirs = j < otherCount ? other.symbols[j] : Int.max
            if mine < theirs {
                if mine != skipped {
                    scratch.symbols.append(mine)
                    scratch.coefficients.append(coefficients[i])
                }
                i += 1
            } else if theirs < mine {
                let value = factor * other.coefficients[j]
                if !value.isNearZero {
                    scratch.symbols.append(theirs)
                    scratch.coefficients.append(value)
                    entered.append(theirs)
                }
                j += 1
            } else {
                let value = coefficients[i] + factor * other.coefficients[j]
                if value.isNearZero || mine == skipped {
                    left.append(mine)
                } else {
                    scratch.symbols.append(mine)
                    scratch.coefficients.append(value)
                }
                i += 1
                j += 1
            }
        }
        swap(&symbols, &scratch.symbols)
        swap(&coefficients, &scratch.coefficients)
    }

    /// `self += factor × other`, without bookkeeping (for objectives, which no column indexes).
    mutating func add(_ other: Row, times factor: Double) {
        var entered: [Int] = [], left: [Int] = [], scratch = Scratch()
        add(other, times: factor, dropping: -1, entered: &entered, left: &left, scratch: &scratch)
    }

    /// Replaces `symbol` by `row` (the symbol's value in terms of others); returns whether the
    /// symbol was present.
    @discardableResult
    mutating func substitute(_ symbol: Int, by row: Row, entered: inout [Int], left: inout [Int], scratch: inout Scratch) -> Bool {
        let factor = coefficient(of: symbol)
        guard factor != 0 else { return false }
        add(row, times: factor, dropping: symbol, entered: &entered, left: &left, scratch: &scratch)
        return true
    }

    /// Rewrites `0 = self` as `symbol = …`: the row then gives `symbol`'s value.
    mutating func solve(for symbol: Int) {
        let factor = -1 / remove(symbol)
        constant *= factor
        for index in coefficients.indices { coefficients[index] *= factor }
    }

    /// Rewrites `lhs = self` (where `rhs` occurs) as `rhs = …`.
    mutating func solve(for rhs: Int, insteadOf lhs: Int) {
        add(-1, to: lhs)
        solve(for: rhs)
    }

    /// Negates every cell and the constant.
    mutating func negate() {
        constant = -constant
        for index in coefficients.indices { coefficients[index] = -coefficients[index] }
    }
}
