import LayoutCore
import LayoutDocuments

/// One design's constraint system as the engine handed it to its solver (the constraints it
/// holds after any conflict was broken), in plain numbers: what an independent solver needs to
/// solve the same system, and the frames its values give.
package struct ConstraintSystem {
    /// How a row's expression relates to zero.
    package enum Relation: String, Sendable {
        case equal = "eq", lessThanOrEqual = "le", greaterThanOrEqual = "ge"
    }

    /// `Σ coefficient × variable + constant (relation) 0` at `priority` (1000: required).
    package struct Row: Sendable {
        package var terms: [(variable: Int, coefficient: Double)]
        package var constant: Double
        package var relation: Relation
        package var priority: Double
    }

    /// A view and the numbers of its alignment rectangle's variables (x, y, width, height in the
    /// root's coordinates).
    package struct View: Sendable {
        package var id: String
        package var variables: [Int]
    }

    package var variableCount: Int
    package var rows: [Row]
    /// The design's views in pre-order, the root first.
    package var views: [View]
    /// The engine's value of every variable.
    package var solution: [Double]
    /// Every view's frame in its superview from a value per variable, as the engine reads its own.
    package var frames: ([Double]) -> [Rect]

    /// The system as text: `variables N`, then a row a line, `relation constant priority
    /// variable:coefficient…`.
    package var text: String {
        var lines = ["variables \(variableCount)"]
        for row in rows {
            let terms = row.terms.map { "\($0.variable):\($0.coefficient)" }.joined(separator: " ")
            lines.append("\(row.relation.rawValue) \(row.constant) \(row.priority) \(terms)")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension AutoLayoutEngine {
    /// Every design of `document` at `target` as the constraint system the engine solved, with
    /// its root's id: for checking the engine's solver against an independent one.
    package static func constraintSystems(_ document: Document, at target: AutoLayoutEngine.Target) -> [ConstraintSystem] {
        solvedDesigns(document, at: target, checkingAmbiguity: false).map { $0.solver.system() }
    }
}
