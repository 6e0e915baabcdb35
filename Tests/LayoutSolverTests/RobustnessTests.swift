import LayoutSolver
import Testing

/// Hostile numbers and misuse are errors, never traps; results are the same on every run.
@Suite("Solver: robustness and determinism")
struct RobustnessTests {
    @Test("NaN and infinite coefficients and constants are refused with the constraint's tag", arguments: [Double.nan, .infinity, -.infinity])
    func nonFinite(_ number: Double) throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.add(LinearConstraint(x, .equal, 3))
        #expect(throws: Solver.SolverError.nonFiniteNumber(tag: 4)) { try solver.add(LinearConstraint(number * x, .equal, 1, tag: 4)) }
        #expect(throws: Solver.SolverError.nonFiniteNumber(tag: 5)) { try solver.add(LinearConstraint(x, .lessThanOrEqual, number, tag: 5)) }
        #expect(throws: Solver.SolverError.nonFiniteNumber(tag: 6)) { try solver.add(LinearConstraint(x / 0, .equal, 1, tag: 6)) }
        try solver.addEditVariable(x, strength: .weak)
        #expect(throws: Solver.SolverError.nonFiniteValue) { try solver.suggest(x, value: number) }
        #expect(solver.value(of: x) == 3)
    }

    @Test("invalid priorities are refused", arguments: [Float.nan, 0, -1, 1000.5, .infinity])
    func invalidPriority(_ priority: Float) {
        let solver = Solver()
        let x = solver.makeVariable()
        #expect(throws: Solver.SolverError.self) { try solver.add(LinearConstraint(x, .equal, 1, strength: Strength(priority: priority))) }
    }

    @Test("another solver's variables and handles are refused, not trusted")
    func foreign() throws {
        let one = Solver(), other = Solver()
        let x = one.makeVariable()
        _ = other.makeVariable()
        #expect(throws: Solver.SolverError.foreignVariable) { try other.add(LinearConstraint(x, .equal, 1)) }
        #expect(throws: Solver.SolverError.foreignVariable) { try other.addEditVariable(x, strength: .strong) }
        #expect(other.value(of: x).isNaN)
        #expect(other.ambiguousVariables(among: [x]).isEmpty)
        let handle = try one.add(LinearConstraint(x, .equal, 1))
        #expect(!other.remove(handle))
    }

    /// A system with ties (several optimal vertices), built the same way each time.
    private func tiedSystem() throws -> [Double] {
        let solver = Solver()
        let variables = (0..<40).map { solver.makeVariable(named: "v\($0)") }
        for index in 1..<variables.count {
            try solver.add(LinearConstraint(variables[index], .greaterThanOrEqual, variables[index - 1] + 1))
            try solver.add(LinearConstraint(variables[index] + variables[index - 1], .equal, Double(index * 3), strength: .medium))
            try solver.add(LinearConstraint(variables[index], .lessThanOrEqual, Double(index * 2), strength: .medium))
        }
        try solver.addEditVariable(variables[0], strength: .strong)
        try solver.suggest(variables[0], value: 5)
        try solver.suggest(variables[0], value: -3)
        return variables.map(solver.value(of:)) + solver.ambiguousVariables(among: variables).map { Double(variables.firstIndex(of: $0) ?? -1) }
    }

    @Test("the same input twice gives the same output, bit for bit")
    func deterministic() throws {
        let first = try tiedSystem(), second = try tiedSystem()
        #expect(first.map(\.bitPattern) == second.map(\.bitPattern))
    }
}
