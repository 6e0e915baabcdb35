extension Solver {
    /// A constraint added to a ``Solver``: what ``Solver/remove(_:)`` takes.
    public struct ConstraintHandle: Hashable, Sendable {
        /// The constraint's index in its solver's records.
        let id: Int
        /// The solver that holds it.
        let owner: ObjectIdentifier
    }
}
