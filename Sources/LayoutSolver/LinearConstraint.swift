/// A linear equation or inequality between two expressions, with a strength and the caller's tag.
public struct LinearConstraint: Sendable, Equatable {
    /// How the two sides relate.
    public enum Relation: Sendable, Equatable, Hashable {
        /// `lhs == rhs`
        case equal
        /// `lhs <= rhs`
        case lessThanOrEqual
        /// `lhs >= rhs`
        case greaterThanOrEqual
    }

    /// The left side.
    package var lhs: LinearExpression
    /// The relation.
    package var relation: Relation
    /// The right side.
    package var rhs: LinearExpression
    /// How much the constraint counts.
    package var strength: Strength
    /// The caller's id for the constraint: what ``Solver/SolverError/unsatisfiable(conflict:)`` reports.
    package var tag: Int

    /// `lhs relation rhs` at `strength`, tagged `tag`. Each side is a ``LinearExpression`` or a
    /// ``Variable``.
    public init(_ lhs: some LinearExpressionConvertible, _ relation: Relation, _ rhs: some LinearExpressionConvertible,
                strength: Strength = .required, tag: Int = 0) {
        self.lhs = lhs.linearExpression
        self.relation = relation
        self.rhs = rhs.linearExpression
        self.strength = strength
        self.tag = tag
    }

    /// `lhs relation rhs` at `strength`, tagged `tag`, for a constant right side: `width >= 44`.
    public init(_ lhs: some LinearExpressionConvertible, _ relation: Relation, _ rhs: Double,
                strength: Strength = .required, tag: Int = 0) {
        self.init(lhs, relation, LinearExpression(rhs), strength: strength, tag: tag)
    }

    /// `lhs - rhs`: the constraint reads `difference relation 0`.
    var difference: LinearExpression { lhs - rhs }
}
