import LayoutCore

extension LayoutConstraint {
    /// A size-class variation of a constraint: `<variation key="heightClass=compact" constant="8"/>`
    /// inside the constraint, or its owner's `<mask key="constraints">` including or excluding it.
    public struct Variation: Hashable, Sendable, Encodable {
        /// The trait key as written.
        public package(set) var traits: SizeClassTraits
        /// The constant in that size class, when the variation changes it.
        public package(set) var constant: Double?
        /// The priority in that size class, when the variation changes it.
        public package(set) var priority: Float?
        /// Whether the constraint is installed in that size class, when the variation says.
        public package(set) var isInstalled: Bool?

        /// A variation under `traits`; what is `nil` is not changed.
        package init(traits: SizeClassTraits, constant: Double? = nil, priority: Float? = nil, isInstalled: Bool? = nil) {
            self.traits = traits
            self.constant = constant
            self.priority = priority
            self.isInstalled = isInstalled
        }

        /// The variations of `variations` whose size classes hold for `horizontal` and `vertical`,
        /// least specific first (`default`, then one class, then both), so that applying them in
        /// order lets the most specific win.
        package static func matching(_ variations: [LayoutConstraint.Variation], horizontal: SizeClass, vertical: SizeClass) -> [LayoutConstraint.Variation] {
            variations.compactMap { variation -> (Int, LayoutConstraint.Variation)? in
                guard let specificity = variation.traits.specificity(horizontal: horizontal, vertical: vertical) else { return nil }
                return (specificity, variation)
            }
            .enumerated()
            .sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }
            .map(\.element.1)
        }
    }
}

extension Sequence {
    /// The element whose size classes (`traits`) hold for `horizontal` and `vertical` and name the
    /// most of them, the last of equals; `nil` when none holds.
    package func mostSpecific(horizontal: SizeClass, vertical: SizeClass, traits: (Element) -> SizeClassTraits) -> Element? {
        var best: (specificity: Int, element: Element)?
        for element in self {
            guard let specificity = traits(element).specificity(horizontal: horizontal, vertical: vertical) else { continue }
            if specificity >= best?.specificity ?? 0 { best = (specificity, element) }
        }
        return best?.element
    }
}

extension SizeClassTraits {
    /// How many size classes the key names (0 for `default`) when it holds for `horizontal` and
    /// `vertical`; `nil` when it does not hold or names a term that is not a size class.
    package func specificity(horizontal: SizeClass, vertical: SizeClass) -> Int? {
        if self == .base { return 0 }
        guard let condition else { return nil }
        var count = 0
        if let wanted = condition.horizontalSizeClass {
            guard wanted == horizontal else { return nil }
            count += 1
        }
        if let wanted = condition.verticalSizeClass {
            guard wanted == vertical else { return nil }
            count += 1
        }
        return count
    }
}
