import LayoutCore
import LayoutDocuments
import LayoutMatching

/// The identity path of every view of a design, by the layout and id a diagnostic's subject names
/// and by where its element starts: what a finding's ``Fingerprint`` names instead of a line number.
///
/// A path is the layout's name and each view from the layout's root down, as its class and what
/// identifies it (its text or title, tag, placeholder, image, user label or first action, as
/// diagnostics name views); a view with none of those is numbered among its siblings of the same
/// class without one: `landscape: UIView/UIScrollView[0]/UIButton "Use Face ID"`. Edits elsewhere
/// in the file, and in other branches of the tree, leave it as it is.
struct ViewIdentityPaths {
    private var paths: [SourceLocation: String] = [:]
    private var bySubject: [Diagnostic.Subject: String] = [:]

    init(_ design: Design) {
        for layout in design.layouts {
            if let root = layout.templateRoot { add(root, layout: layout.name, prefix: layout.name.rawValue + ": " + Self.component(root, identity: ViewIdentity.distinguishingText(of: root), index: nil)) }
        }
        add(design.live, layout: nil, prefix: "live: " + Self.component(design.live, identity: ViewIdentity.distinguishingText(of: design.live), index: nil))
    }

    /// The path of the view `subject` names: in its layout's own hierarchy, else (a layout of
    /// stored attributes, which lays out the live tree) in the live tree.
    func path(of subject: Diagnostic.Subject) -> String? {
        guard let view = subject.view else { return nil }
        return bySubject[subject] ?? bySubject[Diagnostic.Subject(view: view)]
    }

    /// The path of the view whose element starts at `location`.
    func path(at location: SourceLocation?) -> String? {
        location.flatMap { paths[$0] }
    }

    private mutating func add(_ node: ViewNode, layout: LayoutName?, prefix: String) {
        if let location = node.location, paths[location] == nil { paths[location] = prefix }
        let subject = Diagnostic.Subject(layout: layout, view: node.id)
        if bySubject[subject] == nil { bySubject[subject] = prefix }
        var unnamed: [String: Int] = [:]
        for child in node.subviews {
            var index: Int?
            let identity = ViewIdentity.distinguishingText(of: child)
            if identity.isEmpty {
                let next = unnamed[child.viewClass.name, default: 0]
                unnamed[child.viewClass.name] = next + 1
                index = next
            }
            add(child, layout: layout, prefix: prefix + "/" + Self.component(child, identity: identity, index: index))
        }
    }

    private static func component(_ node: ViewNode, identity: String, index: Int?) -> String {
        if let index { return "\(node.viewClass.name)[\(index)]" }
        return identity.isEmpty ? node.viewClass.name : node.viewClass.name + " " + identity
    }
}
