/// An unknown of a ``Solver``'s system, made by ``Solver/makeVariable(named:)``.
///
/// A variable is a small value: copy it, hash it, keep it in your own model. It belongs to the
/// solver that made it; another solver refuses it with ``Solver/SolverError/foreignVariable``.
public struct Variable: Hashable, Sendable {
    /// The variable's symbol in its solver's tableau.
    let id: Int
    /// The solver that made it.
    let owner: ObjectIdentifier
}
