import LayoutCore
import LayoutDocuments

/// A human-readable outline of a ``/LayoutDocuments/Document``: each scene's owner, outlets and indented view trees,
/// then the layouts of a template document, or its container and each child's outline. What
/// `template-apply inspect` prints.
///
/// One line per view: class (a custom class followed by its UIKit class in parentheses), id, frame,
/// then only what is set — bounds when they are not `(0, 0, w, h)`, `hidden`, the autoresizing
/// mask, tag, title, image, text, placeholder, user label; then one line per action and per
/// size-class variation. Every value read from the file goes through ``/LayoutCore/TerminalText`` (strings in
/// quotes with `\"` and `\\` escaped as well), so that every line stays one line and nothing in a
/// file can control the terminal.
package enum DocumentOutline {
    /// The outline as lines without trailing newlines.
    package static func lines(for document: Document) -> [String] {
        var lines: [String] = []
        let version = document.version.map { " version \(plain($0))" } ?? ""
        let type = document.documentType.map { " \(plain($0))" } ?? ""
        let scenes = document.scenes.count == 1 ? "1 scene" : "\(document.scenes.count) scenes"
        let views = document.viewCount == 1 ? "1 view" : "\(document.viewCount) views"
        lines.append("\(plain(document.file)): \(document.format.rawValue)\(type)\(version), \(scenes), \(views)")
        for scene in document.scenes {
            var header = "scene"
            if let id = scene.id { header += " \(plain(id.rawValue))" }
            if let element = scene.controllerElement {
                header += scene.containerElement.map { " of <\(plain(element))> inside <\(plain($0))>" } ?? " of top-level <\(plain(element))>"
            }
            var owner = scene.ownerID.map { "owner \(plain($0))" } ?? "no owner"
            if let ownerClass = scene.ownerClass { owner += " (\(plain(ownerClass)))" }
            lines.append("\(header): \(owner)")
            if !scene.outlets.isEmpty {
                lines.append("  outlets:")
                for outlet in scene.outlets {
                    lines.append("    \(plain(outlet.property)) -> \(plain(outlet.destination.rawValue))")
                }
            }
            lines.append(scene.views.isEmpty ? "  views: none" : "  views:")
            for view in scene.views {
                appendTree(view, indent: 2, to: &lines)
            }
        }
        for layout in document.layouts {
            lines.append("layout \(quoted(layout.name.rawValue)) when \(layout.condition): \(layout.attributes.count) views")
            for scene in document.scenes {
                for root in scene.views {
                    root.forEachPreOrder { view in
                        guard let attributes = layout.attributes[view.id] else { return }
                        lines.append("  \(plain(view.id.rawValue)) \(describe(attributes))")
                    }
                }
            }
        }
        if let container = document.container {
            let options = container.options.keys.sorted().map { " \(plain($0.rawValue))=\(quoted(container.options[$0] ?? ""))" }.joined()
            lines.append("container \(container.kind.rawValue)\(options)")
            for child in container.children {
                // A child is a template document of its own: its outline, indented, without the file line.
                lines.append("child \(quoted(child.name)):")
                lines += self.lines(for: child.document).dropFirst().map { "  " + $0 }
            }
        }
        return lines
    }

    /// The outline as one string ending in a newline.
    package static func text(for document: Document) -> String {
        lines(for: document).joined(separator: "\n") + "\n"
    }

    /// The lines of `root`'s tree, each view indented by its depth below `indent`.
    private static func appendTree(_ root: ViewNode, indent: Int, to lines: inout [String]) {
        root.walkPreOrder { node, depth in
            let view = node.pointee
            let pad = String(repeating: "  ", count: indent + depth)
            var line = pad + className(view.viewClass) + " " + plain(view.id.rawValue) + " " + describe(view.attributes)
            if view.tag != 0 { line += " tag=\(view.tag)" }
            if let title = view.title { line += " title=\(quoted(title))" }
            if let image = view.image { line += " image=\(quoted(image))" }
            if let text = view.text { line += " text=\(quoted(text))" }
            if let placeholder = view.placeholder { line += " placeholder=\(quoted(placeholder))" }
            if let userLabel = view.userLabel { line += " userLabel=\(quoted(userLabel))" }
            lines.append(line)
            for action in view.actions {
                lines.append("\(pad)  action \(action.events) -> \(plain(action.target.description)) \(plain(action.selector))")
            }
            for variation in view.frameVariations {
                lines.append("\(pad)  variation \(plain(variation.traits.rawValue)) frame=\(variation.frame)")
            }
            return true
        }
    }

    private static func className(_ viewClass: ViewClass) -> String {
        guard let custom = viewClass.customClass else { return plain(viewClass.uikitClass) }
        return "\(plain(custom)) (\(plain(viewClass.uikitClass)))"
    }

    private static func describe(_ attributes: LayoutAttributes) -> String {
        var text = "frame=\(attributes.frame)"
        if attributes.bounds != attributes.frame.boundsForFrame { text += " bounds=\(attributes.bounds)" }
        if attributes.isHidden { text += " hidden" }
        // Quoted: the template format's spelling separates the flags with spaces.
        if !attributes.autoresizingMask.isEmpty { text += " mask=\(quoted(attributes.autoresizingMask.description))" }
        return text
    }

    static func quoted(_ string: String) -> String {
        QuotedString.quoted(string)
    }

    /// An unquoted value from the file (an id, a class, a selector), through ``TerminalText``.
    static func plain(_ string: String) -> String {
        TerminalText.escaped(string)
    }
}
