import LayoutSolver
import Testing

/// Unsatisfiable required constraints: refused, explained by their tags, the solver unchanged.
@Suite("Solver: conflicts")
struct ConflictTests {
    @Test("two required equalities on one variable conflict; the solver keeps its solution")
    func equalities() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.add(LinearConstraint(x, .equal, 10, tag: 1))
        #expect(throws: Solver.SolverError.unsatisfiable(conflict: [1, 2])) { try solver.add(LinearConstraint(x, .equal, 20, tag: 2)) }
        #expect(solver.value(of: x) == 10)
    }

    @Test("the explanation names only the constraints in conflict, in the order added, the new one last")
    func explanation() throws {
        let solver = Solver()
        let a = solver.makeVariable(), b = solver.makeVariable(), c = solver.makeVariable(), d = solver.makeVariable()
        try solver.add(LinearConstraint(d, .equal, 3, tag: 10))
        try solver.add(LinearConstraint(a, .greaterThanOrEqual, 10, tag: 11))
        try solver.add(LinearConstraint(b, .equal, a + 5, tag: 12))
        try solver.add(LinearConstraint(c, .equal, d * 2, tag: 13))
        try solver.add(LinearConstraint(c, .equal, 6, strength: .strong, tag: 14))
        #expect(throws: Solver.SolverError.unsatisfiable(conflict: [11, 12, 15])) {
            try solver.add(LinearConstraint(b, .lessThanOrEqual, 12, tag: 15))
        }
        #expect(solver.value(of: b) == 15)
    }

    @Test("a conflict is minimal: a redundant path is not reported")
    func minimal() throws {
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        try solver.add(LinearConstraint(x, .greaterThanOrEqual, 10, tag: 1))
        try solver.add(LinearConstraint(x, .greaterThanOrEqual, 5, tag: 2))
        try solver.add(LinearConstraint(y, .equal, x, tag: 3))
        try solver.add(LinearConstraint(y, .greaterThanOrEqual, 8, tag: 4))
        let error = #expect(throws: Solver.SolverError.self) { try solver.add(LinearConstraint(y, .lessThanOrEqual, 7, tag: 5)) }
        guard case .unsatisfiable(let tags)? = error else { Issue.record("not a conflict: \(String(describing: error))"); return }
        #expect(tags.last == 5)
        #expect(tags == [3, 4, 5] || tags == [1, 3, 5] || tags == [2, 3, 5], "\(tags)")
    }

    @Test("after a refused constraint, later additions and edits work as before")
    func unchangedAfterFailure() throws {
        let solver = Solver()
        let left = solver.makeVariable(), width = solver.makeVariable(), root = solver.makeVariable()
        try solver.add(LinearConstraint(left, .greaterThanOrEqual, 8, tag: 1))
        try solver.add(LinearConstraint(left + width, .lessThanOrEqual, root - 8, tag: 2))
        try solver.add(LinearConstraint(width, .equal, 100, strength: .medium, tag: 3))
        try solver.addEditVariable(root, strength: .strong)
        try solver.suggest(root, value: 320)
        let before = [left, width, root].map(solver.value(of:))
        #expect(throws: Solver.SolverError.unsatisfiable(conflict: [1, 2, 4])) {
            try solver.add(LinearConstraint(width, .greaterThanOrEqual, root, tag: 4))
        }
        #expect([left, width, root].map(solver.value(of:)) == before)
        try solver.suggest(root, value: 100)
        #expect(solver.value(of: width) == 84)
        try solver.add(LinearConstraint(width, .greaterThanOrEqual, 50, tag: 5))
        #expect(solver.value(of: width) == 84)
    }

    @Test("optional constraints never conflict")
    func optionalNeverConflicts() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.add(LinearConstraint(x, .equal, 10))
        try solver.add(LinearConstraint(x, .equal, 20, strength: Strength(priority: 999)))
        try solver.add(LinearConstraint(x, .greaterThanOrEqual, 30, strength: .weak))
        #expect(solver.value(of: x) == 10)
    }

    @Test("repeated tags are reported once")
    func distinctTags() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.add(LinearConstraint(x, .greaterThanOrEqual, 10, tag: 7))
        #expect(throws: Solver.SolverError.unsatisfiable(conflict: [7])) { try solver.add(LinearConstraint(x, .lessThanOrEqual, 0, tag: 7)) }
    }
}
