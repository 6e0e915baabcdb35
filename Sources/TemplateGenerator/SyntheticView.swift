import LayoutTemplates

/// One logical view of a synthetic document: what both layouts share (class and identities) and
/// what each layout gives it (attributes and child order).
struct SyntheticView: Sendable {
    var membership: SyntheticMembership
    var depth: Int
    var kind: SyntheticViewKind = .container
    var tag = 0
    var text: String?
    var title: String?
    var placeholder: String?
    var image: String?
    /// The action's selector; its event follows from ``kind`` (valueChanged, or touchUpInside for buttons).
    var selector: String?
    var userLabel: String?
    /// A featureless decoration (``GeneratorOptions/featurelessFraction``): no identity is drawn for it.
    var isDecorative = false
    /// `red,green,blue` in sRGB; `nil` for the white every plain view is written with.
    var backgroundColor: String?
    var portrait = LayoutAttributes.zero
    var landscape = LayoutAttributes.zero
    var portraitChildren: [Int32] = []
    var landscapeChildren: [Int32] = []

    init(membership: SyntheticMembership, depth: Int) {
        self.membership = membership
        self.depth = depth
    }

    func attributes(in layout: SyntheticLayout) -> LayoutAttributes {
        layout == .portrait ? portrait : landscape
    }

    func children(in layout: SyntheticLayout) -> [Int32] {
        layout == .portrait ? portraitChildren : landscapeChildren
    }
}
