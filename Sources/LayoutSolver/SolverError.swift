extension Solver {
    /// Why a ``Solver`` refused a constraint, an edit variable or a suggested value. A solver that
    /// throws is left as it was.
    public enum SolverError: Error, Equatable, Sendable {
        /// The required constraints of `conflict` (their tags, distinct, in the order they were
        /// added, the refused constraint's last) cannot hold together. The list is a small
        /// explanation: removing any one of its constraints removes this conflict.
        case unsatisfiable(conflict: [Int])
        /// A coefficient or constant of the constraint tagged `tag` is not finite (NaN or infinite).
        case nonFiniteNumber(tag: Int)
        /// A suggested value is not finite.
        case nonFiniteValue
        /// The strength's priority is not a number above 0 and at most 1000 (for an edit variable:
        /// below 1000).
        case invalidStrength(priority: Double)
        /// A variable was made by another solver.
        case foreignVariable
        /// The variable is already an edit variable.
        case duplicateEditVariable
        /// The variable is not an edit variable.
        case unknownEditVariable
    }
}
