import LayoutCore

/// A view as every report names it: the view itself, its class, what identifies it among its
/// siblings (a text or title, a tag, a placeholder, an image, a user label, an action) and the
/// user label Interface Builder's outline shows.
///
/// ``description`` is the name diagnostics, `match`'s table, the Auto Layout engine's findings,
/// the synthesis explanation and the command-line tool give a view (`UIButton "Use Face ID"`,
/// `"Face ID button" (UIButton "Use Face ID")`, `UIView id abc`), so that a tool names views as
/// the package does. Strings from the document are quoted with their control characters escaped,
/// and the class and id are escaped likewise.
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
    package var distinguishingText: String { ViewIdentity.distinguishingText(of: view) }

    /// The class and what identifies the view, after its user label when it has one:
    /// `UIButton "Use Face ID"`, `"Face ID button" (UIButton "Use Face ID")`, `UIView id abc`
    /// (the id when nothing else identifies it).
    public var description: String {
        withUnsafePointer(to: view) { ViewIdentity.described($0, idWhenUnidentified: true) }
    }

    /// ``description`` of a view read in place, for a name made from a tree's node without
    /// copying it.
    package static func description(of node: UnsafePointer<ViewNode>) -> String {
        described(node, idWhenUnidentified: true)
    }

    /// ``description`` of `node`.
    package static func description(of node: ViewNode) -> String {
        withUnsafePointer(to: node) { described($0, idWhenUnidentified: true) }
    }

    /// The name of a view known by its id alone, its node out of reach: `view id abc`.
    package static func description(ofViewWithID id: String) -> String {
        "view id " + TerminalText.escaped(id)
    }

    /// The name of the view read in place (`pointee` as an argument would copy the whole node):
    /// its class and identity after its user label; with `idWhenUnidentified`, the id stands in
    /// for a missing identity.
    package static func described(_ node: UnsafePointer<ViewNode>, idWhenUnidentified: Bool) -> String {
        let identity = distinguishingText(of: node)
        var name = TerminalText.escaped(node.pointee.viewClass.name)
        if !identity.isEmpty {
            name.reserveCapacity(name.utf8.count + 1 + identity.utf8.count)
            name += " "
            name += identity
        } else if idWhenUnidentified {
            name += " id " + TerminalText.escaped(node.pointee.id.rawValue)
        }
        return labelled(userLabel: node.pointee.userLabel, name)
    }

    /// `text` after `userLabel`, when there is one that `text` does not already give.
    package static func labelled(userLabel: String?, _ text: String) -> String {
        guard let label = userLabel, !label.isEmpty else { return text }
        let quoted = QuotedString.quoted(label)
        return text.hasSuffix("user label " + quoted) ? text : "\(quoted) (\(text))"
    }

    /// What identifies `node` among its siblings, as the reference's log line and the diagnostics
    /// give it: a quoted text or title, `tag 3`, a placeholder, an image, a user label, a
    /// selector; empty when nothing identifies it.
    package static func distinguishingText(of node: ViewNode) -> String {
        withUnsafePointer(to: node) { distinguishingText(of: $0) }
    }

    /// The same text of a node read in place: `pointee` as an argument would copy the whole node,
    /// for each row of `match`'s table.
    package static func distinguishingText(of node: UnsafePointer<ViewNode>) -> String {
        // Quoted with escapes: a diagnostic stays one line, and a title from a hostile file cannot
        // send control characters to the terminal that prints it.
        if let text = node.pointee.text ?? node.pointee.title { return QuotedString.quoted(text) }
        if node.pointee.tag != 0 { return "tag \(node.pointee.tag)" }
        if let placeholder = node.pointee.placeholder { return "placeholder \(QuotedString.quoted(placeholder))" }
        if let image = node.pointee.image { return "image \(QuotedString.quoted(image))" }
        if let label = node.pointee.userLabel, !label.isEmpty { return "user label \(QuotedString.quoted(label))" }
        if let action = node.pointee.actions.first { return "action \(TerminalText.escaped(action.selector))" }
        return ""
    }
}
