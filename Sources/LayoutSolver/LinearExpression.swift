/// A linear expression over variables: `2 * a + b - 8`.
///
/// Build expressions with the arithmetic operators of ``LinearExpressionConvertible``, on
/// variables, expressions and numbers. Terms are kept as written; a solver combines repeated
/// variables.
public struct LinearExpression: Sendable, Equatable {
    /// One variable and its coefficient.
    package struct Term: Sendable, Equatable {
        /// The variable.
        package var variable: Variable
        /// Its coefficient.
        package var coefficient: Double

        /// A term `coefficient * variable`.
        package init(_ variable: Variable, coefficient: Double = 1) {
            self.variable = variable
            self.coefficient = coefficient
        }
    }

    /// The terms, in the order they were written.
    package var terms: [Term]
    /// The constant part.
    package var constant: Double

    /// An expression of the given terms and constant.
    package init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression made of one variable.
    package init(_ variable: Variable) {
        self.init(terms: [Term(variable)])
    }

    /// The constant expression.
    package init(_ constant: Double) {
        self.init(constant: constant)
    }

    /// The expression multiplied by `factor`.
    func scaled(by factor: Double) -> LinearExpression {
        LinearExpression(terms: terms.map { Term($0.variable, coefficient: $0.coefficient * factor) },
                         constant: constant * factor)
    }
}

/// A value that stands for a linear expression: a ``Variable`` or a ``LinearExpression``. The
/// arithmetic operators and the sides of a ``LinearConstraint`` take either, and a number where
/// one stands on a side.
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
