/// A linear expression over variables: `2 * a + b - 8`.
///
/// Build expressions with the arithmetic operators on ``Variable``, `Double` and
/// `LinearExpression`. Terms are kept as written; a solver combines repeated variables.
public struct LinearExpression: Sendable, Equatable {
    /// One variable and its coefficient.
    public struct Term: Sendable, Equatable {
        /// The variable.
        public var variable: Variable
        /// Its coefficient.
        public var coefficient: Double

        /// A term `coefficient * variable`.
        public init(_ variable: Variable, coefficient: Double = 1) {
            self.variable = variable
            self.coefficient = coefficient
        }
    }

    /// The terms, in the order they were written.
    public var terms: [Term]
    /// The constant part.
    public var constant: Double

    /// An expression of the given terms and constant.
    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression made of one variable.
    public init(_ variable: Variable) {
        self.init(terms: [Term(variable)])
    }

    /// The constant expression.
    public init(_ constant: Double) {
        self.init(constant: constant)
    }

    /// The expression multiplied by `factor`.
    func scaled(by factor: Double) -> LinearExpression {
        LinearExpression(terms: terms.map { Term($0.variable, coefficient: $0.coefficient * factor) },
                         constant: constant * factor)
    }
}

/// A value that stands for a linear expression: a ``Variable``, a number or an expression. The
/// sides of a ``LinearConstraint`` take any of them.
public protocol LinearExpressionConvertible {
    /// The value as a linear expression.
    var linearExpression: LinearExpression { get }
}

extension LinearExpression: LinearExpressionConvertible {
    /// The expression itself.
    public var linearExpression: LinearExpression { self }
}

extension Variable: LinearExpressionConvertible {
    /// The expression `1 * self`.
    public var linearExpression: LinearExpression { LinearExpression(self) }
}

extension Double: LinearExpressionConvertible {
    /// The constant expression.
    public var linearExpression: LinearExpression { LinearExpression(self) }
}

extension Int: LinearExpressionConvertible {
    /// The constant expression (so that integer literals can be a constraint's side).
    public var linearExpression: LinearExpression { LinearExpression(Double(self)) }
}
