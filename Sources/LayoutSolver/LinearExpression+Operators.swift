// The arithmetic that builds expressions, as kiwisolver writes it: each operator once for any
// variable or expression, and once more where a number stands on either side. Numbers do not
// conform to `LinearExpressionConvertible`, so an expression of numbers alone keeps the standard
// library's arithmetic and its type.

extension LinearExpressionConvertible {
    /// The sum of two expressions: `a + b`, `(a + b) + c`.
    public static func + (lhs: Self, rhs: some LinearExpressionConvertible) -> LinearExpression {
        let left = lhs.linearExpression
        let right = rhs.linearExpression
        return LinearExpression(terms: left.terms + right.terms, constant: left.constant + right.constant)
    }

    /// The expression plus a constant: `a + 8`.
    public static func + (lhs: Self, rhs: Double) -> LinearExpression {
        let left = lhs.linearExpression
        return LinearExpression(terms: left.terms, constant: left.constant + rhs)
    }

    /// A constant plus the expression: `8 + a`.
    public static func + (lhs: Double, rhs: Self) -> LinearExpression { rhs + lhs }

    /// The difference of two expressions: `a - b`.
    public static func - (lhs: Self, rhs: some LinearExpressionConvertible) -> LinearExpression {
        lhs + rhs.linearExpression.scaled(by: -1)
    }

    /// The expression minus a constant: `a - 8`.
    public static func - (lhs: Self, rhs: Double) -> LinearExpression { lhs + -rhs }

    /// A constant minus the expression: `320 - a`.
    public static func - (lhs: Double, rhs: Self) -> LinearExpression { rhs.linearExpression.scaled(by: -1) + lhs }

    /// The negated expression.
    public static prefix func - (operand: Self) -> LinearExpression { operand.linearExpression.scaled(by: -1) }

    /// The expression scaled by a constant: `a * 2`.
    public static func * (lhs: Self, rhs: Double) -> LinearExpression { lhs.linearExpression.scaled(by: rhs) }

    /// The expression scaled by a constant: `2 * a`.
    public static func * (lhs: Double, rhs: Self) -> LinearExpression { rhs.linearExpression.scaled(by: lhs) }

    /// The expression divided by a constant (a zero divisor gives non-finite coefficients, which a
    /// solver refuses).
    public static func / (lhs: Self, rhs: Double) -> LinearExpression { lhs.linearExpression.scaled(by: 1 / rhs) }
}
