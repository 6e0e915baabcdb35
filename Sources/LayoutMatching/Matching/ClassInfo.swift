import LayoutCore
import LayoutDocuments

/// What matching asks of a view class, computed once per distinct class (see ``KeyInterner``).
struct ClassInfo {
    /// The interned ``ViewClass/name``.
    var nameID: Int32
    /// The interned custom class, -1 when none.
    var customID: Int32
    /// The interned UIKit classes the class's UIKit class is kind-of (itself included).
    var uikitChain: [Int32]
    /// What the rules ask of the class beyond its name.
    var traits: Traits

    /// Which of the UIKit classes whose views have keys of their own (a button's title, a label's
    /// text, a text field's content, a control's actions) a class is kind-of, and whether the
    /// reference walks into its subviews.
    struct Traits: OptionSet {
        let rawValue: UInt8

        static let button = Traits(rawValue: 1 << 0)
        static let label = Traits(rawValue: 1 << 1)
        static let textField = Traits(rawValue: 1 << 2)
        static let control = Traits(rawValue: 1 << 3)
        /// ``ViewClass/referenceDescendsIntoSubviews``.
        static let referenceDescends = Traits(rawValue: 1 << 4)

        /// Each kind-of trait with the UIKit class it stands for.
        private static let kinds: [(trait: Traits, uikitClass: String)] = [
            (.button, "UIButton"), (.label, "UILabel"), (.textField, "UITextField"), (.control, "UIControl"),
        ]
    }

    /// ``ViewClass/isKind(of:)-(ViewClass)`` on interned classes: a custom class is kind-of only
    /// the same custom class; otherwise the UIKit chain decides.
    func isKind(of other: ClassInfo) -> Bool {
        if other.customID >= 0 { return customID == other.customID }
        guard let uikit = other.uikitChain.last else { return false }
        return uikitChain.contains(uikit)
    }
}

extension ClassInfo.Traits {
    /// The traits of `viewClass`.
    init(of viewClass: ViewClass) {
        self = Self(Self.kinds.filter { viewClass.isKind(of: $0.uikitClass) }.map(\.trait))
        if viewClass.referenceDescendsIntoSubviews { insert(.referenceDescends) }
    }
}
