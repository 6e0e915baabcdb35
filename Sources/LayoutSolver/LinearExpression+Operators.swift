// The arithmetic that builds expressions. Overloads are kept to the combinations a caller writes,
// so that the type checker resolves literals quickly.

extension LinearExpression {
    /// The sum of two expressions.
    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }
    /// The expression plus a variable.
    public static func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs + LinearExpression(rhs) }
    /// A variable plus the expression.
    public static func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) + rhs }
    /// The expression plus a constant.
    public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(terms: lhs.terms, constant: lhs.constant + rhs)
    }
    /// A constant plus the expression.
    public static func + (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs + lhs }

    /// The difference of two expressions.
    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { lhs + rhs.scaled(by: -1) }
    /// The expression minus a variable.
    public static func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs - LinearExpression(rhs) }
    /// A variable minus the expression.
    public static func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) - rhs }
    /// The expression minus a constant.
    public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + -rhs }
    /// A constant minus the expression.
    public static func - (lhs: Double, rhs: LinearExpression) -> LinearExpression { lhs + rhs.scaled(by: -1) }

    /// The expression scaled by a constant.
    public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs.scaled(by: rhs) }
    /// The expression scaled by a constant.
    public static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs.scaled(by: lhs) }
    /// The expression divided by a constant (a zero divisor gives non-finite coefficients, which a
    /// solver refuses).
    public static func / (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs.scaled(by: 1 / rhs) }
    /// The negated expression.
    public static prefix func - (operand: LinearExpression) -> LinearExpression { operand.scaled(by: -1) }
}

extension Variable {
    /// The sum of two variables.
    public static func + (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression(lhs) + LinearExpression(rhs) }
    /// The variable plus a constant.
    public static func + (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) + rhs }
    /// A constant plus the variable.
    public static func + (lhs: Double, rhs: Variable) -> LinearExpression { LinearExpression(rhs) + lhs }
    /// The difference of two variables.
    public static func - (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression(lhs) - LinearExpression(rhs) }
    /// The variable minus a constant.
    public static func - (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) - rhs }
    /// A constant minus the variable.
    public static func - (lhs: Double, rhs: Variable) -> LinearExpression { lhs - LinearExpression(rhs) }
    /// The variable scaled by a constant.
    public static func * (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(terms: [.init(lhs, coefficient: rhs)]) }
    /// The variable scaled by a constant.
    public static func * (lhs: Double, rhs: Variable) -> LinearExpression { rhs * lhs }
    /// The variable divided by a constant.
    public static func / (lhs: Variable, rhs: Double) -> LinearExpression { lhs * (1 / rhs) }
    /// The negated variable.
    public static prefix func - (operand: Variable) -> LinearExpression { operand * -1 }
}
