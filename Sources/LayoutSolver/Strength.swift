/// How much a constraint or an edit variable counts, on UIKit's priority scale.
///
/// Optional constraints are strictly ordered by priority, as UIKit orders them: no amount of
/// violation of lower-priority constraints is traded for the smallest violation of a higher one
/// (the solver's objective is lexicographic, one level per priority). Constraints of the same
/// priority share their level, their violations summed.
public struct Strength: Hashable, Sendable, Comparable {
    /// The priority: 1000 is required; optional priorities lie below it. ``strong`` and ``weak``
    /// lie just inside and just outside UIKit's optional range `1..<1000`.
    package let priority: Double

    /// A strength of UIKit priority `priority` (`UILayoutPriority`: 1000 required, 750 default
    /// high, 250 default low, 50 fitting size). A solver refuses a priority that is not a number
    /// above 0 and at most 1000.
    public init(priority: Float) {
        self.priority = Double(priority)
    }

    private init(exactly priority: Double) {
        self.priority = priority
    }

    /// The constraint must hold (priority 1000).
    public static let required = Strength(exactly: 1000)
    /// Above every optional UIKit priority, below required: for what the caller imposes, such as
    /// a root view's size through edit variables.
    public static let strong = Strength(exactly: 999.999)
    /// The middle of UIKit's scale (priority 500).
    public static let medium = Strength(exactly: 500)
    /// Below every UIKit priority: a preference that yields to any constraint.
    public static let weak = Strength(exactly: 0.5)

    /// Whether the constraint must hold.
    package var isRequired: Bool { priority >= 1000 }

    /// Whether the priority is one a solver accepts: a number above 0 and at most 1000.
    var isValid: Bool { priority.isFinite && priority > 0 && priority <= 1000 }

    /// Orders by priority.
    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.priority < rhs.priority }
}
