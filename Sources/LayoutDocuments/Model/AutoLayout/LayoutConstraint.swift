import LayoutCore

/// One `<constraint>` of an Interface Builder document:
/// `firstItem.firstAttribute relation multiplier × secondItem.secondAttribute + constant`.
///
/// Items are ids of views or layout guides. The importer resolves a missing `firstItem` to the
/// view whose `<constraints>` holds the constraint, as Interface Builder means it.
public struct LayoutConstraint: Hashable, Sendable, Encodable {
    /// The constraint's id, when it has one.
    package var id: String?
    /// The first item: a view's or a layout guide's id.
    public package(set) var firstItem: ViewID
    /// The first item's attribute.
    public package(set) var firstAttribute: LayoutAttribute
    /// The relation.
    public package(set) var relation: LayoutConstraint.Relation
    /// The second item, or `nil` for a constant width or height.
    public package(set) var secondItem: ViewID?
    /// The second item's attribute, `nil` without a second item.
    public package(set) var secondAttribute: LayoutAttribute?
    /// The multiplier, already divided out from `a:b` or `a/b`.
    public package(set) var multiplier: Double
    /// The constant.
    public package(set) var constant: Double
    /// The priority on UIKit's 1...1000 scale.
    public package(set) var priority: Float
    /// A design-time placeholder (`placeholder="YES"`), removed at build time.
    package var isPlaceholder: Bool
    /// Size-class variations of its constant, priority or installation.
    public package(set) var variations: [LayoutConstraint.Variation]
    /// Where the constraint's element starts.
    public package(set) var location: SourceLocation?

    /// A constraint; the defaults are Interface Builder's (multiplier 1, constant 0, required).
    package init(
        id: String? = nil,
        firstItem: ViewID,
        firstAttribute: LayoutAttribute,
        relation: LayoutConstraint.Relation = .equal,
        secondItem: ViewID? = nil,
        secondAttribute: LayoutAttribute? = nil,
        multiplier: Double = 1,
        constant: Double = 0,
        priority: Float = 1000,
        isPlaceholder: Bool = false,
        variations: [LayoutConstraint.Variation] = [],
        location: SourceLocation? = nil
    ) {
        self.id = id
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.isPlaceholder = isPlaceholder
        self.variations = variations
        self.location = location
    }

    /// The constraint as it is in the size class of `traits`: the most specific variation whose
    /// size classes hold there overrides the constant and priority, and decides installation.
    ///
    /// - Returns: `nil` when the constraint is not installed (or is a design-time placeholder).
    package func resolved(horizontal: SizeClass, vertical: SizeClass) -> LayoutConstraint? {
        if isPlaceholder { return nil }
        var result = self
        var installed = true
        for variation in LayoutConstraint.Variation.matching(variations, horizontal: horizontal, vertical: vertical) {
            if let constant = variation.constant { result.constant = constant }
            if let priority = variation.priority { result.priority = priority }
            if let isInstalled = variation.isInstalled { installed = isInstalled }
        }
        return installed ? result : nil
    }
}
