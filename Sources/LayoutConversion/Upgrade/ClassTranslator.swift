import LayoutCore

/// One archived class's translation to the modern format: the element Xcode writes for it, the
/// attributes Xcode writes even when the archive has no key for them (UIKit's defaults, which the
/// modern format spells out), and a rule for every archived key of the class.
struct ClassTranslator: Sendable {
    /// What kind of object the class is, which decides where it goes in the document.
    enum Kind: Sendable {
        /// A view: in `<objects>` at the top, or in its superview's `<subviews>`.
        case view
        /// File's Owner or First Responder: a `<placeholder>`.
        case proxy
        /// Anything else at the top level (custom objects, view controllers, gesture recognizers).
        case object
        /// An item of a bar (its `<items>`), never at the top level.
        case barItem
    }

    /// The archived class (`IBUILabel`).
    var archivedClass: String
    /// The element Xcode writes (`label`).
    var element: String
    /// The UIKit class it stands for, for messages and a custom class's base.
    var uikitClass: String
    var kind: Kind
    /// Attributes written when the archive has no key for them, as Xcode writes them.
    var defaults: [(name: String, value: String)]
    /// Every archived key of the class (inherited ones included) and what Xcode writes for it.
    var rules: [String: UpgradeRule]

    init(_ archivedClass: String, element: String, uikitClass: String, kind: Kind = .view,
         defaults: [(name: String, value: String)] = [], rules: [[String: UpgradeRule]]) {
        self.archivedClass = archivedClass
        self.element = element
        self.uikitClass = uikitClass
        self.kind = kind
        self.defaults = defaults
        self.rules = rules.reduce(into: [:]) { all, more in all.merge(more) { _, new in new } }
    }
}
