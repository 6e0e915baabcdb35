/// What matching asks of a view class, computed once per distinct class (see ``KeyInterner``).
struct ClassInfo {
    /// The interned ``ViewClass/name``.
    var nameID: Int32
    /// The interned custom class, -1 when none.
    var customID: Int32
    /// The interned UIKit classes the class's UIKit class is kind-of (itself included).
    var uikitChain: [Int32]
    /// Kind of `UIButton`.
    var isButton: Bool
    /// Kind of `UILabel`.
    var isLabel: Bool
    /// Kind of `UITextField`.
    var isTextField: Bool
    /// Kind of `UIControl`.
    var isControl: Bool
    /// Whether the reference walks into its subviews (``ViewClass/referenceDescendsIntoSubviews``).
    var descendsIntoSubviews: Bool

    /// ``ViewClass/isKind(of:)-(ViewClass)`` on interned classes: a custom class is kind-of only
    /// the same custom class; otherwise the UIKit chain decides.
    func isKind(of other: ClassInfo) -> Bool {
        if other.customID >= 0 { return customID == other.customID }
        guard let uikit = other.uikitChain.last else { return false }
        return uikitChain.contains(uikit)
    }
}
