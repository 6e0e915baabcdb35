/// When a named layout applies: every constraint that is set must hold.
///
/// A condition with no constraint always holds. When several layouts' conditions hold,
/// `Design.layout(for:)` picks the most specific (the most constraints set),
/// and among equally specific ones the first declared: a total, deterministic order.
public struct LayoutCondition: Hashable, Sendable, Encodable, CustomStringConvertible {
    /// Portrait or landscape.
    public enum OrientationClass: String, Hashable, Sendable, Encodable, CaseIterable {
        /// Portrait or portrait upside down.
        case portrait
        /// Landscape left or landscape right.
        case landscape

        /// Whether `orientation` belongs to this class.
        package func contains(_ orientation: InterfaceOrientation) -> Bool {
            self == .portrait ? orientation.isPortrait : orientation.isLandscape
        }
    }

    /// The orientation the environment must have, or `nil` for any.
    public var orientation: OrientationClass?
    /// The horizontal size class the environment must have, or `nil` for any.
    public var horizontalSizeClass: SizeClass?
    /// The vertical size class the environment must have, or `nil` for any.
    public var verticalSizeClass: SizeClass?
    /// Inclusive bounds on the container width, in points.
    package var minimumWidth: Double?
    /// The largest container width, in points, inclusive; `nil` for no bound.
    package var maximumWidth: Double?
    /// Inclusive bounds on the container height, in points.
    package var minimumHeight: Double?
    /// The largest container height, in points, inclusive; `nil` for no bound.
    package var maximumHeight: Double?

    /// A condition with the given constraints; those left `nil` always hold.
    package init(
        orientation: OrientationClass? = nil,
        horizontalSizeClass: SizeClass? = nil,
        verticalSizeClass: SizeClass? = nil,
        minimumWidth: Double? = nil,
        maximumWidth: Double? = nil,
        minimumHeight: Double? = nil,
        maximumHeight: Double? = nil
    ) {
        self.orientation = orientation
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.minimumWidth = minimumWidth
        self.maximumWidth = maximumWidth
        self.minimumHeight = minimumHeight
        self.maximumHeight = maximumHeight
    }

    /// Always holds.
    package static let always = LayoutCondition()
    /// Holds in portrait and portrait upside down.
    package static let portrait = LayoutCondition(orientation: .portrait)
    /// Holds in landscape left and landscape right.
    package static let landscape = LayoutCondition(orientation: .landscape)

    /// Whether every constraint that is set holds in `environment`.
    public func holds(in environment: Environment) -> Bool {
        if let orientation, !orientation.contains(environment.orientation) { return false }
        if let horizontalSizeClass, horizontalSizeClass != environment.horizontalSizeClass { return false }
        if let verticalSizeClass, verticalSizeClass != environment.verticalSizeClass { return false }
        if let minimumWidth, !(environment.size.width >= minimumWidth) { return false }
        if let maximumWidth, !(environment.size.width <= maximumWidth) { return false }
        if let minimumHeight, !(environment.size.height >= minimumHeight) { return false }
        if let maximumHeight, !(environment.size.height <= maximumHeight) { return false }
        return true
    }

    /// Why no environment satisfies this condition (a minimum above its maximum, a negative
    /// maximum), or `nil` when some environment does. A layout with such a condition is never
    /// selected.
    package var contradiction: String? {
        for (axis, minimum, maximum) in [("Width", minimumWidth, maximumWidth), ("Height", minimumHeight, maximumHeight)] {
            if let maximum, maximum < 0 {
                return "max\(axis)=\(Rect.format(maximum)) is below zero, and sizes are not"
            }
            if let minimum, let maximum, minimum > maximum {
                return "min\(axis)=\(Rect.format(minimum)) is above max\(axis)=\(Rect.format(maximum))"
            }
        }
        return nil
    }

    /// How many constraints are set; the tie-break between conditions that hold together.
    package var specificity: Int {
        [orientation != nil, horizontalSizeClass != nil, verticalSizeClass != nil,
         minimumWidth != nil, maximumWidth != nil, minimumHeight != nil, maximumHeight != nil]
            .filter { $0 }.count
    }

    /// The index of the layout to apply in `environment`: the most specific condition that holds,
    /// the first declared among equals; `nil` when none holds.
    package static func selectLayout(among conditions: [LayoutCondition], for environment: Environment) -> Int? {
        var best: Int?
        for (index, condition) in conditions.enumerated() where condition.holds(in: environment) {
            if let current = best, conditions[current].specificity >= condition.specificity { continue }
            best = index
        }
        return best
    }

    public var description: String {
        var parts: [String] = []
        if let orientation { parts.append("orientation=\(orientation.rawValue)") }
        if let horizontalSizeClass { parts.append("horizontalClass=\(horizontalSizeClass.rawValue)") }
        if let verticalSizeClass { parts.append("verticalClass=\(verticalSizeClass.rawValue)") }
        if let minimumWidth { parts.append("minWidth=\(Rect.format(minimumWidth))") }
        if let maximumWidth { parts.append("maxWidth=\(Rect.format(maximumWidth))") }
        if let minimumHeight { parts.append("minHeight=\(Rect.format(minimumHeight))") }
        if let maximumHeight { parts.append("maxHeight=\(Rect.format(maximumHeight))") }
        return parts.isEmpty ? "always" : parts.joined(separator: " ")
    }
}
