import LayoutCore
import LayoutDocuments
import LayoutSolver

/// The constraints ``ConstraintSynthesizer`` chose for a design, per view, and what it has to say.
public struct SynthesisResult: Sendable {
    /// The design the constraints were inferred from.
    package var design: SynthesisDesign
    /// Every view in pre-order, the root first (the root has no constraints: its size is the screen's).
    public var views: [SynthesisResult.SynthesizedView]
    /// Warnings for views pinned because their inferred constraints failed verification.
    public var diagnostics: [Diagnostic]

    /// A result for `design`.
    package init(design: SynthesisDesign, views: [SynthesisResult.SynthesizedView], diagnostics: [Diagnostic]) {
        self.design = design
        self.views = views
        self.diagnostics = diagnostics
    }

    /// Every view's alignment rectangle (its frame but for sliders and switches) in its superview when the root is `rootSize` with `safeArea`, with the
    /// constants of the height class given, solved by LayoutSolver; `nil` when the constraints
    /// conflict (they cannot, by construction, but a caller's edited result might). A stack
    /// view's arranged subviews, a table's cells and a cell's content view are taken where they
    /// are drawn in that height class: their superview places them, which only the AutoLayout
    /// engine models. Relations to a scroll view's content size it and are not solved here. A superview's own layout margins are those it is drawn with in that height class.
    package func frames(rootSize: Size, safeArea: EdgeInsets, rootMargin: Double = 0, compactHeight: Bool) -> [String: Rect]? {
        let solver = Solver()
        var spans: [String: (x: Variable, y: Variable, width: Variable, height: Variable)] = [:]
        for view in views {
            spans[view.id.rawValue] = (solver.makeVariable(), solver.makeVariable(), solver.makeVariable(), solver.makeVariable())
        }
        do {
            if let root = views.first, let variables = spans[root.id.rawValue] {
                try solver.add(LinearConstraint(variables.x, .equal, 0))
                try solver.add(LinearConstraint(variables.y, .equal, 0))
                try solver.add(LinearConstraint(variables.width, .equal, rootSize.width))
                try solver.add(LinearConstraint(variables.height, .equal, rootSize.height))
            }
            let drawn = design.viewsByID
            for view in views where view.isPlacedBySuperview {
                guard let own = spans[view.id.rawValue], let frame = drawn[view.id.rawValue].map({ compactHeight ? $0.landscapeAlignmentRect : $0.portraitAlignmentRect }) else { continue }
                for (variable, value) in [(own.x, frame.x), (own.y, frame.y), (own.width, frame.width), (own.height, frame.height)] {
                    try solver.add(LinearConstraint(variable, .equal, value))
                }
            }
            for view in views where !view.isPlacedBySuperview {
                guard let own = spans[view.id.rawValue], let superID = view.superviewID?.rawValue, let parent = spans[superID] else { continue }
                for constraint in view.constraints {
                    let horizontal = constraint.attribute.isHorizontal
                    let (start, length) = horizontal ? (own.x, own.width) : (own.y, own.height)
                    let parentLength = horizontal ? parent.width : parent.height
                    let lhs = Self.expression(constraint.attribute, start: LinearExpression(start), length: length)
                    var rhs = LinearExpression(constraint.constant(compactHeight: compactHeight))
                    if let itemAttribute = constraint.itemAttribute {
                        let reference: LinearExpression
                        switch constraint.item {
                        case .none, .scrollContent:
                            continue
                        case .superview:
                            reference = Self.expression(itemAttribute, start: LinearExpression(0), length: parentLength)
                        case .safeArea:
                            let (first, last) = horizontal ? (safeArea.left, safeArea.right) : (safeArea.top, safeArea.bottom)
                            let guideStart = LinearExpression(first)
                            reference = Self.expression(itemAttribute, start: guideStart, lengthExpression: LinearExpression(parentLength) - first - last)
                        case .margins:
                            if let margins = drawn[superID].flatMap({ compactHeight ? $0.landscapeLayoutMargins : $0.portraitLayoutMargins }) {
                                let (first, last) = horizontal ? (margins.left, margins.right) : (margins.top, margins.bottom)
                                reference = Self.expression(itemAttribute, start: LinearExpression(first), lengthExpression: LinearExpression(parentLength) - first - last)
                                break
                            }
                            reference = Self.expression(itemAttribute, start: LinearExpression(rootMargin), lengthExpression: LinearExpression(parentLength) - 2 * rootMargin)
                        case .sibling(let id):
                            guard let sibling = spans[id.rawValue] else { continue }
                            // An aspect ratio relates a height to the view's own width: the item's axis.
                            let (siblingStart, siblingLength) = itemAttribute.isHorizontal ? (sibling.x, sibling.width) : (sibling.y, sibling.height)
                            reference = Self.expression(itemAttribute, start: LinearExpression(siblingStart), length: siblingLength)
                        }
                        rhs = rhs + reference * constraint.multiplier
                    }
                    let relation: LinearConstraint.Relation = switch constraint.relation {
                    case .equal: .equal
                    case .lessThanOrEqual: .lessThanOrEqual
                    case .greaterThanOrEqual: .greaterThanOrEqual
                    }
                    let strength = constraint.priority >= SynthesizedConstraint.required ? Strength.required : Strength(priority: Float(constraint.priority))
                    try solver.add(LinearConstraint(lhs, relation, rhs, strength: strength))
                }
            }
        } catch {
            return nil
        }
        return spans.mapValues { Rect(x: solver.value(of: $0.x), y: solver.value(of: $0.y), width: solver.value(of: $0.width), height: solver.value(of: $0.height)) }
    }

    /// The views that are not within ``ConstraintSynthesizer/verificationTolerance`` of both
    /// drawings when the constraints are solved at the drawn sizes (every view when they conflict).
    package func mismatches() -> Set<String> {
        let drawn = design.viewsByID
        var failing: Set<String> = []
        let root = design.root
        for (compact, safeArea) in [(false, design.portraitSafeArea), (true, design.landscapeSafeArea)] {
            let rootFrame = compact ? root.landscape : root.portrait
            let margin = compact ? design.landscapeRootMargin : design.portraitRootMargin
            guard let frames = frames(rootSize: Size(width: rootFrame.width, height: rootFrame.height), safeArea: safeArea, rootMargin: margin, compactHeight: compact) else {
                return Set(views.map(\.id.rawValue))
            }
            for view in views.dropFirst() {
                guard let expected = drawn[view.id.rawValue].map({ compact ? $0.landscapeAlignmentRect : $0.portraitAlignmentRect }), let solved = frames[view.id.rawValue] else { continue }
                if Self.distance(expected, solved) > ConstraintSynthesizer.verificationTolerance { failing.insert(view.id.rawValue) }
            }
        }
        return failing
    }

    /// The largest difference between two frames' edges and sizes; infinite for a non-finite frame.
    package static func distance(_ a: Rect, _ b: Rect) -> Double {
        let difference = max(abs(a.x - b.x), abs(a.y - b.y), abs(a.width - b.width), abs(a.height - b.height))
        return difference.isFinite ? difference : .infinity
    }

    private static func expression(_ attribute: LayoutAttribute, start: LinearExpression, length: Variable) -> LinearExpression {
        expression(attribute, start: start, lengthExpression: LinearExpression(length))
    }

    private static func expression(_ attribute: LayoutAttribute, start: LinearExpression, lengthExpression length: LinearExpression) -> LinearExpression {
        switch attribute {
        case .trailing, .bottom, .right, .trailingMargin, .bottomMargin, .rightMargin: start + length
        case .centerX, .centerY, .centerXWithinMargins, .centerYWithinMargins: start + length * 0.5
        case .width, .height: length
        default: start
        }
    }
}

extension SynthesisResult {
    /// One view's constraints.
    public struct SynthesizedView: Sendable, Encodable {
        /// The view's id.
        public var id: ViewID
        /// Its superview's id (`nil` for the root).
        package var superviewID: ViewID?
        /// The constraints that place it: two per axis.
        public var constraints: [SynthesisResult.SynthesizedConstraint]
        /// Whether it is pinned (top-left and size) rather than placed by inferred relations.
        public var isPinned: Bool
        /// Whether its superview places it (a stack view, a table or collection view, a cell): it has
        /// no constraints of its own.
        package var isPlacedBySuperview: Bool

        /// A view with its constraints.
        package init(id: ViewID, superviewID: ViewID?, constraints: [SynthesisResult.SynthesizedConstraint], isPinned: Bool, isPlacedBySuperview: Bool = false) {
            self.id = id
            self.superviewID = superviewID
            self.constraints = constraints
            self.isPinned = isPinned
            self.isPlacedBySuperview = isPlacedBySuperview
        }

        enum CodingKeys: String, CodingKey {
            case id, superviewID = "superview", constraints, isPinned = "pinned", isPlacedBySuperview = "placedBySuperview"
        }
    }
}
