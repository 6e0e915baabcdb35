import LayoutSolver
import Testing

/// Edit variables and the incremental re-solve.
@Suite("Solver: edit variables")
struct EditVariableTests {
    /// A root of edited width and a child pinned inside it with margins, at most 300 wide.
    private func pinned() throws -> (Solver, root: Variable, left: Variable, width: Variable) {
        let solver = Solver()
        let root = solver.makeVariable(named: "root.width")
        let left = solver.makeVariable(named: "child.left"), width = solver.makeVariable(named: "child.width")
        try solver.add(LinearConstraint(left, .equal, 16, tag: 1))
        try solver.add(LinearConstraint(left + width, .equal, root - 16, strength: Strength(priority: 750), tag: 2))
        try solver.add(LinearConstraint(width, .lessThanOrEqual, 300, tag: 3))
        try solver.add(LinearConstraint(width, .greaterThanOrEqual, 0, tag: 4))
        try solver.addEditVariable(root, strength: .strong)
        return (solver, root, left, width)
    }

    @Test("suggesting a root size re-solves the child, both ways")
    func rotation() throws {
        let (solver, root, _, width) = try pinned()
        try solver.suggest(root, value: 320)
        #expect(solver.value(of: root) == 320)
        #expect(solver.value(of: width) == 288)
        try solver.suggest(root, value: 568)
        #expect(solver.value(of: width) == 300, "capped by the required bound")
        try solver.suggest(root, value: 100)
        #expect(solver.value(of: width) == 68)
        try solver.suggest(root, value: 320)
        #expect(solver.value(of: width) == 288)
    }

    @Test("an edit yields to required constraints")
    func editAgainstRequired() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.add(LinearConstraint(x, .lessThanOrEqual, 50))
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggest(x, value: 80)
        #expect(solver.value(of: x) == 50)
        try solver.suggest(x, value: 20)
        #expect(solver.value(of: x) == 20)
    }

    @Test("an edit variable starts at its current value and can be removed")
    func lifecycle() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.add(LinearConstraint(x, .equal, 7, strength: .weak))
        try solver.addEditVariable(x, strength: .medium)
        #expect(solver.hasEditVariable(x))
        #expect(solver.value(of: x) == 7)
        try solver.suggest(x, value: 9)
        #expect(solver.value(of: x) == 9)
        #expect(throws: Solver.SolverError.duplicateEditVariable) { try solver.addEditVariable(x, strength: .strong) }
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
        #expect(solver.value(of: x) == 7)
        #expect(throws: Solver.SolverError.unknownEditVariable) { try solver.suggest(x, value: 1) }
        #expect(throws: Solver.SolverError.unknownEditVariable) { try solver.removeEditVariable(x) }
    }

    @Test("an edit variable cannot be required")
    func requiredEdit() {
        let solver = Solver()
        let x = solver.makeVariable()
        #expect(throws: Solver.SolverError.invalidStrength(priority: 1000)) { try solver.addEditVariable(x, strength: .required) }
    }

    @Test("two edit variables (width and height) re-solve independently")
    func twoEdits() throws {
        let solver = Solver()
        let width = solver.makeVariable(), height = solver.makeVariable()
        let childWidth = solver.makeVariable(), childHeight = solver.makeVariable()
        try solver.add(LinearConstraint(childWidth, .equal, width - 40))
        try solver.add(LinearConstraint(childHeight, .equal, 0.5 * height))
        try solver.addEditVariable(width, strength: .strong)
        try solver.addEditVariable(height, strength: .strong)
        for (w, h) in [(375.0, 667.0), (667, 375), (320, 480)] {
            try solver.suggest(width, value: w)
            try solver.suggest(height, value: h)
            #expect(solver.value(of: childWidth) == w - 40)
            #expect(solver.value(of: childHeight) == h / 2)
        }
    }
}
