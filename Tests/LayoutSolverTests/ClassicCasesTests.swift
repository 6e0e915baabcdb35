import LayoutSolver
import Testing

/// The classic Cassowary cases: values worked out by hand.
@Suite("Solver: classic cases")
struct ClassicCasesTests {
    @Test("the midpoint stays between its ends, within bounds")
    func midpoint() throws {
        let solver = Solver()
        let left = solver.makeVariable(named: "left"), middle = solver.makeVariable(named: "middle"),
            right = solver.makeVariable(named: "right")
        try solver.add(LinearConstraint(2 * middle, .equal, left + right, tag: 1))
        try solver.add(LinearConstraint(left + 10, .lessThanOrEqual, right, tag: 2))
        try solver.add(LinearConstraint(right, .lessThanOrEqual, 100, tag: 3))
        try solver.add(LinearConstraint(left, .greaterThanOrEqual, 0, tag: 4))
        try solver.add(LinearConstraint(left, .equal, 40, strength: .strong, tag: 5))
        try solver.add(LinearConstraint(right, .equal, 60, strength: .weak, tag: 6))
        #expect(solver.value(of: left) == 40)
        #expect(solver.value(of: right) == 60)
        #expect(solver.value(of: middle) == 50)
    }

    @Test("a stronger optional constraint wins outright over any number of weaker ones")
    func strictPriorityOrder() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.add(LinearConstraint(x, .equal, 10, strength: Strength(priority: 751)))
        // Fifty constraints one level lower that together would outweigh it in a weighted sum
        // with weights a thousand apart.
        for _ in 0..<50 { try solver.add(LinearConstraint(x, .equal, 20, strength: Strength(priority: 750))) }
        #expect(solver.value(of: x) == 10)
    }

    @Test("named strengths: strong above every UIKit priority, weak below every one")
    func namedStrengths() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.add(LinearConstraint(x, .equal, 1, strength: .weak))
        try solver.add(LinearConstraint(x, .equal, 2, strength: Strength(priority: 1)))
        #expect(solver.value(of: x) == 2)
        try solver.add(LinearConstraint(x, .equal, 3, strength: Strength(priority: 999)))
        #expect(solver.value(of: x) == 3)
        try solver.add(LinearConstraint(x, .equal, 4, strength: .strong))
        #expect(solver.value(of: x) == 4)
        try solver.add(LinearConstraint(x, .equal, 5))
        #expect(solver.value(of: x) == 5)
        #expect(Strength.weak < Strength(priority: 1) && Strength(priority: 999) < .strong && Strength.strong < .required)
    }

    @Test("same-priority constraints share their level: the sum of violations is minimised")
    func samePriorityCompromise() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.add(LinearConstraint(x, .equal, 0, strength: .medium))
        try solver.add(LinearConstraint(x, .equal, 10, strength: .medium))
        try solver.add(LinearConstraint(x, .equal, 10, strength: .medium))
        #expect(solver.value(of: x) == 10)
    }

    @Test("inequalities hold as bounds; an optional one yields to a required one")
    func inequalities() throws {
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        try solver.add(LinearConstraint(x, .greaterThanOrEqual, 10, tag: 1))
        let pull = try solver.add(LinearConstraint(x, .equal, 0, strength: .medium, tag: 2))
        #expect(solver.value(of: x) == 10)
        try solver.add(LinearConstraint(y, .lessThanOrEqual, x - 4, tag: 3))
        try solver.add(LinearConstraint(y, .equal, 100, strength: .weak, tag: 4))
        #expect(solver.value(of: y) == 6)
        try solver.add(LinearConstraint(x, .lessThanOrEqual, 50, strength: Strength(priority: 250), tag: 5))
        try solver.add(LinearConstraint(x, .equal, 80, strength: Strength(priority: 240), tag: 6))
        #expect(solver.value(of: x) == 10, "the medium pull towards 0 outranks both")
        solver.remove(pull)
        #expect(solver.value(of: x) == 50)
        #expect(solver.value(of: y) == 46)
    }

    @Test("expressions combine repeated variables, divide and negate")
    func expressions() throws {
        let solver = Solver()
        let a = solver.makeVariable(), b = solver.makeVariable()
        try solver.add(LinearConstraint(a + a - b / 2, .equal, 8))
        try solver.add(LinearConstraint(-b, .equal, -4))
        #expect(solver.value(of: b) == 4)
        #expect(solver.value(of: a) == 5)
        #expect(solver.name(of: solver.makeVariable(named: "button.minX")) == "button.minX")
    }

    @Test("removing a constraint re-solves without it")
    func remove() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.add(LinearConstraint(x, .equal, 10, strength: .weak))
        let strong = try solver.add(LinearConstraint(x, .equal, 20, strength: .strong))
        let bound = try solver.add(LinearConstraint(x, .lessThanOrEqual, 15))
        #expect(solver.value(of: x) == 15)
        #expect(solver.remove(bound))
        #expect(solver.value(of: x) == 20)
        #expect(solver.remove(strong))
        #expect(solver.value(of: x) == 10)
        #expect(!solver.remove(strong), "a handle removed twice")
        #expect(!solver.contains(strong))
    }

    @Test("a redundant required constraint is accepted")
    func redundant() throws {
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        try solver.add(LinearConstraint(x, .equal, 10))
        try solver.add(LinearConstraint(y, .equal, x))
        try solver.add(LinearConstraint(y, .equal, 10))
        try solver.add(LinearConstraint(x + y, .greaterThanOrEqual, 20))
        #expect(solver.value(of: y) == 10)
    }
}
