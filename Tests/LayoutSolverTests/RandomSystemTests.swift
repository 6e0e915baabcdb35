import LayoutSolver
import Testing

/// Random systems, built from a fixed seed: after every addition, removal and suggestion the
/// required constraints hold, and a refused constraint changes nothing.
@Suite("Solver: random systems")
struct RandomSystemTests {
    /// A small linear congruential generator: the same sequence on every platform and run.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    static func holds(_ constraint: LinearConstraint, in solver: Solver) -> Bool {
        func value(_ expression: LinearExpression) -> Double {
            expression.terms.reduce(expression.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
        }
        let difference = value(constraint.lhs) - value(constraint.rhs)
        switch constraint.relation {
        case .equal: return abs(difference) < 1e-6
        case .lessThanOrEqual: return difference < 1e-6
        case .greaterThanOrEqual: return difference > -1e-6
        }
    }

    /// Whether `constraints` (over `variables`) hold together, solved in a new solver.
    static func satisfiable(_ constraints: [LinearConstraint], over variables: [Variable]) -> Bool {
        let probe = Solver()
        let mapped = Dictionary(uniqueKeysWithValues: variables.map { ($0, probe.makeVariable()) })
        func map(_ expression: LinearExpression) -> LinearExpression {
            LinearExpression(terms: expression.terms.compactMap { term in
                mapped[term.variable].map { LinearExpression.Term($0, coefficient: term.coefficient) }
            }, constant: expression.constant)
        }
        do {
            for constraint in constraints {
                try probe.add(LinearConstraint(map(constraint.lhs), constraint.relation, map(constraint.rhs)))
            }
            return true
        } catch {
            return false
        }
    }

    @Test("required constraints always hold; refusals leave the solution as it was", arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func randomSystem(_ seed: UInt64) throws {
        var random = Generator(state: seed)
        let solver = Solver()
        let variables = (0..<8).map { solver.makeVariable(named: "v\($0)") }
        let edited = variables[0]
        try solver.addEditVariable(edited, strength: .strong)
        var required: [(Solver.ConstraintHandle, LinearConstraint)] = []
        var optional: [Solver.ConstraintHandle] = []
        var refusals = 0
        for step in 0..<120 {
            switch random.next(10) {
            case 0 where !required.isEmpty:
                let (handle, _) = required.remove(at: random.next(required.count))
                #expect(solver.remove(handle))
            case 1 where !optional.isEmpty:
                #expect(solver.remove(optional.remove(at: random.next(optional.count))))
            case 2:
                try solver.suggest(edited, value: Double(random.next(200) - 100))
            default:
                var lhs = LinearExpression(Double(random.next(100) - 50))
                for _ in 0...random.next(3) {
                    lhs = lhs + Double(random.next(5) - 2) * variables[random.next(variables.count)]
                }
                let relation: LinearConstraint.Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][random.next(3)]
                let strength = random.next(3) == 0 ? Strength(priority: Float(1 + random.next(999))) : .required
                let constraint = LinearConstraint(lhs, relation, variables[random.next(variables.count)], strength: strength, tag: step)
                let before = variables.map(solver.value(of:))
                switch Result(catching: { () throws(Solver.SolverError) -> Solver.ConstraintHandle in try solver.add(constraint) }) {
                case .success(let handle):
                    if strength.isRequired { required.append((handle, constraint)) } else { optional.append(handle) }
                case .failure(.unsatisfiable(let conflict)):
                    refusals += 1
                    #expect(strength.isRequired)
                    #expect(conflict.last == step)
                    // The explanation is a conflict, and a minimal one: without any one of its
                    // constraints the others hold together.
                    let members = required.map(\.1).filter { conflict.contains($0.tag) } + [constraint]
                    #expect(members.count == conflict.count)
                    #expect(!Self.satisfiable(members, over: variables), "step \(step): \(conflict) is no conflict")
                    for index in members.indices where members.count > 1 {
                        var without = members
                        without.remove(at: index)
                        #expect(Self.satisfiable(without, over: variables), "step \(step): \(conflict) is not minimal")
                    }
                    #expect(variables.map(solver.value(of:)) == before, "step \(step): a refused constraint changed the solution")
                case .failure(let error):
                    Issue.record("step \(step): \(error)")
                }
            }
            for (_, constraint) in required {
                #expect(Self.holds(constraint, in: solver), "seed \(seed), step \(step): required constraint \(constraint.tag) does not hold")
            }
        }
        #expect(refusals > 0, "the random systems should exercise conflicts")
    }
}
