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
    public var lhs: LinearExpression
    /// The relation.
    public var relation: Relation
    /// The right side.
    public var rhs: LinearExpression
    /// How much the constraint counts.
    public var strength: Strength
    /// The caller's id for the constraint: what ``Solver/SolverError/unsatisfiable(conflict:)`` reports.
    public var tag: Int

    /// `lhs relation rhs` at `strength`, tagged `tag`. Each side is a ``LinearExpression``, a
    /// ``Variable`` or a number.
    public init(_ lhs: some LinearExpressionConvertible, _ relation: Relation, _ rhs: some LinearExpressionConvertible,
                strength: Strength = .required, tag: Int = 0) {
        self.lhs = lhs.linearExpression
        self.relation = relation
        self.rhs = rhs.linearExpression
        self.strength = strength
        self.tag = tag
    }

    /// `lhs - rhs`: the constraint reads `difference relation 0`.
    var difference: LinearExpression { lhs - rhs }
}
