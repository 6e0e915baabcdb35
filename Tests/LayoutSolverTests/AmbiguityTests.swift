import LayoutSolver
import Testing

/// Which variables more than one optimal solution leaves open.
@Suite("Solver: ambiguity")
struct AmbiguityTests {
    @Test("a view with a width but no position is ambiguous along x; a pinned one is not")
    func position() throws {
        let solver = Solver()
        let left = solver.makeVariable(), width = solver.makeVariable(), right = solver.makeVariable()
        let top = solver.makeVariable(), free = solver.makeVariable()
        try solver.add(LinearConstraint(right, .equal, left + width))
        try solver.add(LinearConstraint(width, .equal, 100))
        try solver.add(LinearConstraint(top, .equal, 20))
        #expect(solver.ambiguousVariables(among: [top, width, left, right, free]) == [left, right, free])
        try solver.add(LinearConstraint(left, .equal, 8))
        #expect(solver.ambiguousVariables(among: [left, width, right]).isEmpty)
    }

    @Test("an inequality alone leaves a range open; an optional constraint settles it")
    func inequality() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.add(LinearConstraint(x, .greaterThanOrEqual, 10))
        #expect(solver.ambiguousVariables(among: [x]) == [x])
        try solver.add(LinearConstraint(x, .equal, 0, strength: Strength(priority: 250)))
        #expect(solver.ambiguousVariables(among: [x]).isEmpty)
        #expect(solver.value(of: x) == 10)
    }

    @Test("two equal optional pulls in opposite directions leave a tie open")
    func tie() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.add(LinearConstraint(x, .greaterThanOrEqual, 0, strength: .medium))
        try solver.add(LinearConstraint(x, .lessThanOrEqual, 0, strength: .medium))
        #expect(solver.ambiguousVariables(among: [x]).isEmpty)
        let y = solver.makeVariable()
        try solver.add(LinearConstraint(y, .equal, 0, strength: .medium))
        try solver.add(LinearConstraint(y, .equal, 10, strength: .medium))
        #expect(solver.ambiguousVariables(among: [y]) == [y])
    }

    @Test("two opposite required inequalities fix a variable (a degenerate vertex)")
    func degenerate() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.add(LinearConstraint(x, .greaterThanOrEqual, 5))
        try solver.add(LinearConstraint(x, .lessThanOrEqual, 5))
        #expect(solver.value(of: x) == 5)
        #expect(solver.ambiguousVariables(among: [x]).isEmpty)
    }

    @Test("edit variables fix what they drive")
    func edits() throws {
        let solver = Solver()
        let root = solver.makeVariable(), child = solver.makeVariable()
        try solver.add(LinearConstraint(child, .equal, root - 16))
        #expect(solver.ambiguousVariables(among: [root, child]) == [root, child])
        try solver.addEditVariable(root, strength: .strong)
        try solver.suggest(root, value: 320)
        #expect(solver.ambiguousVariables(among: [root, child]).isEmpty)
    }
}
