import LayoutCore
import LayoutDocuments

extension DrawnView {
    /// How a person tells this view from its siblings: its title, text or placeholder in quotes
    /// (else its image), its Interface Builder name in brackets, then its tag, e.g.
    /// `"OK" · [Confirm] · tag 3`; `nil` when it has none of them.
    package static func label(for node: ViewNode) -> String? {
        var parts: [String] = []
        if let text = [node.title, node.text, node.placeholder].lazy.compactMap({ $0 }).first(where: { !$0.isEmpty }) {
            parts.append("\u{201C}\(text)\u{201D}")
        } else if let image = node.image, !image.isEmpty {
            parts.append("image \(image)")
        }
        if let name = node.userLabel, !name.isEmpty {
            parts.append("[\(name)]")
        }
        if node.tag != 0 {
            parts.append("tag \(node.tag)")
        }
        return parts.isEmpty ? nil : parts.joined(separator: " \u{00B7} ")
    }
}
