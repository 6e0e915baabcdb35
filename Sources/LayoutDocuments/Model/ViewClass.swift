import LayoutCore

/// A view's runtime class: the UIKit class it is declared as, and the custom subclass if any.
public struct ViewClass: Hashable, Sendable, Encodable, CustomStringConvertible {
    /// The UIKit class of the element the view was declared with, e.g. `UIButton`.
    public package(set) var uikitClass: String
    /// The custom class set in Interface Builder, a subclass of ``uikitClass``.
    public package(set) var customClass: String?

    /// A view of UIKit class `uikitClass`, with the custom subclass `customClass` if any (an empty name is none).
    package init(_ uikitClass: String, customClass: String? = nil) {
        self.uikitClass = uikitClass
        self.customClass = (customClass?.isEmpty ?? true) ? nil : customClass
    }

    /// The class the view has at run time.
    public var name: String { customClass ?? uikitClass }

    /// Whether an instance of this class is kind-of `other` (`isKindOfClass:`).
    ///
    /// A custom class is known only as a direct subclass of its UIKit class, so it is kind-of itself
    /// and of its UIKit class's ancestors, never of another custom class.
    package func isKind(of other: ViewClass) -> Bool {
        if let otherCustom = other.customClass {
            return customClass == otherCustom
        }
        return UIKitClassTree.isClass(uikitClass, kindOf: other.uikitClass)
    }

    /// Whether this class is kind-of the UIKit class `name`.
    public func isKind(of name: String) -> Bool {
        if customClass == name { return true }
        return UIKitClassTree.isClass(uikitClass, kindOf: name)
    }

    /// The chain from `UIView` down to this class, custom class last: how the reference's
    /// "couldn't find match" line names classes is by ``name`` only; this is for reports.
    package var ancestry: [String] {
        UIKitClassTree.ancestry(of: uikitClass) + (customClass.map { [$0] } ?? [])
    }

    public var description: String { name }
}
