import LayoutSolver

/// A linear form over solver variables, `Σ coefficient × variable + constant`, built up while a
/// constraint is translated and handed to the solver as one `LinearExpression`.
struct Affine {
    var terms: [(Variable, Double)] = []
    var constant: Double = 0

    init(constant: Double = 0) {
        self.constant = constant
    }

    init(_ variable: Variable, _ coefficient: Double = 1) {
        terms = [(variable, coefficient)]
    }

    static func + (lhs: Affine, rhs: Affine) -> Affine {
        var result = lhs
        result.terms += rhs.terms
        result.constant += rhs.constant
        return result
    }

    static func - (lhs: Affine, rhs: Affine) -> Affine {
        lhs + rhs * -1
    }

    static func + (lhs: Affine, rhs: Double) -> Affine {
        var result = lhs
        result.constant += rhs
        return result
    }

    static func - (lhs: Affine, rhs: Double) -> Affine {
        lhs + -rhs
    }

    static func * (lhs: Affine, rhs: Double) -> Affine {
        var result = lhs
        result.terms = result.terms.map { ($0.0, $0.1 * rhs) }
        result.constant *= rhs
        return result
    }

    /// The solver's expression; `nil` when no variable is left (a constant relation).
    var expression: LinearExpression? {
        let live = terms.filter { $0.1 != 0 }
        guard let first = live.first else { return nil }
        var expression: LinearExpression = first.1 * first.0
        for (variable, coefficient) in live.dropFirst() {
            expression = expression + coefficient * variable
        }
        return expression + constant
    }
}
