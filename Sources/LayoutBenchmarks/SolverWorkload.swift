import LayoutSolver

/// A generated constraint system shaped like a screen of Auto Layout views, for the solver
/// benchmark: a root whose width and height are edit variables, and views nested in a tree (four
/// children a view), each pinned to its superview's left and right with 8-pt margins, 44 pt high,
/// stacked under its previous sibling (the first child 8 pt under its superview's top). Four
/// required constraints a view, in absolute coordinates: `minX`, `minY`, `width`, `height`.
///
/// The same system is written as text (``text``) for the kiwisolver script, so that both solvers
/// solve exactly the same constraints in the same order.
package struct SolverWorkload: Sendable {
    /// One constraint: `Σ coefficient × variable + constant (relation) 0`, required.
    package struct Constraint: Sendable {
        package var terms: [(variable: Int, coefficient: Double)]
        package var constant: Double
        package var relation: LinearConstraint.Relation
    }

    package let views: Int
    package let variableCount: Int
    package let constraints: [Constraint]
    /// The root's width and height variables: the edit variables.
    package let rootWidth: Int
    package let rootHeight: Int
    /// The root sizes the benchmark suggests: portrait first, then landscape.
    package static let portrait = (width: 375.0, height: 667.0)
    package static let landscape = (width: 667.0, height: 375.0)

    private static let childrenPerView = 4
    private static let margin = 8.0
    private static let rowHeight = 44.0

    /// The system of `views` views (the root included).
    package init(views: Int) {
        self.views = max(views, 1)
        variableCount = 4 * self.views
        rootWidth = 2
        rootHeight = 3
        func minX(_ view: Int) -> Int { 4 * view }
        func minY(_ view: Int) -> Int { 4 * view + 1 }
        func width(_ view: Int) -> Int { 4 * view + 2 }
        func height(_ view: Int) -> Int { 4 * view + 3 }
        var constraints: [Constraint] = [
            Constraint(terms: [(minX(0), 1)], constant: 0, relation: .equal),
            Constraint(terms: [(minY(0), 1)], constant: 0, relation: .equal),
        ]
        for view in 1..<self.views {
            let parent = (view - 1) / Self.childrenPerView
            let isFirstChild = (view - 1) % Self.childrenPerView == 0
            constraints.append(Constraint(terms: [(minX(view), 1), (minX(parent), -1)], constant: -Self.margin, relation: .equal))
            constraints.append(Constraint(terms: [(minX(view), 1), (width(view), 1), (minX(parent), -1), (width(parent), -1)],
                                          constant: Self.margin, relation: .equal))
            constraints.append(Constraint(terms: [(height(view), 1)], constant: -Self.rowHeight, relation: .equal))
            if isFirstChild {
                constraints.append(Constraint(terms: [(minY(view), 1), (minY(parent), -1)], constant: -Self.margin, relation: .equal))
            } else {
                let previous = view - 1
                constraints.append(Constraint(terms: [(minY(view), 1), (minY(previous), -1), (height(previous), -1)],
                                              constant: -Self.margin, relation: .equal))
            }
        }
        self.constraints = constraints
    }

    /// A few variables spread over the system (the deepest views included), compared between
    /// the two solvers.
    package var sampledVariables: [Int] {
        let step = max(variableCount / 16, 1)
        return Array(Set(Array(stride(from: 0, to: variableCount, by: step)) + [variableCount - 1, variableCount - 2])).sorted()
    }

    /// The system as the kiwisolver script reads it: `variables N`, `edit W H`, then one line per
    /// constraint, `eq|le|ge constant index:coefficient …`.
    package var text: String {
        var lines = ["variables \(variableCount)", "edit \(rootWidth) \(rootHeight)"]
        lines.reserveCapacity(constraints.count + 2)
        for constraint in constraints {
            let relation = switch constraint.relation {
            case .equal: "eq"
            case .lessThanOrEqual: "le"
            case .greaterThanOrEqual: "ge"
            }
            lines.append(([relation, "\(constraint.constant)"] + constraint.terms.map { "\($0.variable):\($0.coefficient)" }).joined(separator: " "))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The constraints for `solver`, on `variables` (made by it, indexed as in the system).
    package func linearConstraints(over variables: [Variable]) -> [LinearConstraint] {
        constraints.enumerated().map { index, constraint in
            let expression = LinearExpression(terms: constraint.terms.map { LinearExpression.Term(variables[$0.variable], coefficient: $0.coefficient) },
                                              constant: constraint.constant)
            return LinearConstraint(expression, constraint.relation, 0, tag: index)
        }
    }
}
