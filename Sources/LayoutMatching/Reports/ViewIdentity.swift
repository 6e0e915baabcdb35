import LayoutCore
import LayoutDocuments

/// A view as every report names it: the view itself, its class, what identifies it among its
/// siblings (a text or title, a tag, a placeholder, an image, a user label, an action) and the
/// user label Interface Builder's outline shows.
///
/// ``description`` is the name diagnostics, `match`'s table and the command-line tool give a
/// view (`UIButton "Use Face ID"`, `"Face ID button" (UIButton "Use Face ID")`, `UIView id abc`),
/// so that a tool names views as the package does. Strings from the document are quoted with
/// their control characters escaped.
public struct ViewIdentity: Hashable, Sendable, CustomStringConvertible, Identifiable {
    /// The view, with its subtree.
    public var view: ViewNode

    /// The identity of `view`.
    public init(_ view: ViewNode) {
        self.view = view
    }

    /// The view's id.
    public var id: ViewID { view.id }

    /// The view's class (its custom class, if any, and the UIKit class it is).
    public var viewClass: ViewClass { view.viewClass }

    /// What identifies the view, quoted: `"Sign In"`, `tag 3`, `placeholder "Email"`,
    /// `image "logo"`, `user label "Header"`, `action signIn:`; empty when nothing does.
    package var distinguishingText: String { NodeKeys.identityDescription(view) }

    /// The class and what identifies the view, after its user label when it has one:
    /// `UIButton "Use Face ID"`, `"Face ID button" (UIButton "Use Face ID")`, `UIView id abc`
    /// (the id when nothing else identifies it).
    public var description: String {
        withUnsafePointer(to: view) { ViewIdentity.described($0, idWhenUnidentified: true) }
    }

    /// The name of the view read in place (`pointee` as an argument would copy the whole node):
    /// its class and identity after its user label; with `idWhenUnidentified`, the id stands in
    /// for a missing identity.
    package static func described(_ node: UnsafePointer<ViewNode>, idWhenUnidentified: Bool) -> String {
        let identity = NodeKeys.identityDescription(node)
        var name = node.pointee.viewClass.name
        if !identity.isEmpty {
            name.reserveCapacity(name.utf8.count + 1 + identity.utf8.count)
            name += " "
            name += identity
        } else if idWhenUnidentified {
            name += " id " + node.pointee.id.rawValue
        }
        return labelled(userLabel: node.pointee.userLabel, name)
    }

    /// `text` after `userLabel`, when there is one that `text` does not already give.
    package static func labelled(userLabel: String?, _ text: String) -> String {
        guard let label = userLabel, !label.isEmpty else { return text }
        let quoted = QuotedString.quoted(label)
        return text.hasSuffix("user label " + quoted) ? text : "\(quoted) (\(text))"
    }
}
