import LayoutCore
import LayoutDocuments
import LayoutXML

/// How two drawings of one view differ in what no size-class variation of the merged document
/// carries (texts, colours, fonts, states, ...): the merge keeps the live drawing's and says so,
/// naming the values that differ.
enum DrawingDifferences {
    typealias Names = ModernIBNames

    /// One difference: what differs (an attribute's name, or a child element as `<name key="...">`)
    /// and the two values, as a message shows them.
    struct Difference: Equatable {
        var label: String
        var values: String
        /// Whether it is about accessibility only (labels, hints, traits), which a landscape
        /// drawing often simply lacks.
        var isAccessibility: Bool

        var description: String { "\(label) \(values)" }
    }

    /// The attributes and child elements in which the template's drawing of a view differs from
    /// the live one, leaving out frames, masks, ids and the rest of what
    /// ``ModernIBNames/layoutChildren`` and ``ModernIBNames/layoutAttributes`` list, and namespace
    /// declarations, which say how names are spelled rather than how the view is drawn.
    static func between(live: XMLTree.Element, template: XMLTree.Element) -> [Difference] {
        var differences: [Difference] = []
        var names: [String] = []
        for attribute in live.attributes + template.attributes where !names.contains(attribute.name) && !Names.layoutAttributes.contains(attribute.name)
            && !XMLTree.Element.isNamespaceDeclaration(attribute.name) {
            names.append(attribute.name)
        }
        for name in names where live[attribute: name] != template[attribute: name] {
            differences.append(Difference(label: name, values: compared(template[attribute: name], live[attribute: name]),
                                          isAccessibility: name.hasPrefix("accessibility") || name == "isAccessibilityElement"))
        }
        let liveParts = parts(of: live)
        let templateParts = parts(of: template)
        var labels: [String] = []
        for label in liveParts.map(\.label) + templateParts.map(\.label) where !labels.contains(label) { labels.append(label) }
        for label in labels {
            let mine = liveParts.first { $0.label == label }?.element
            let drawn = templateParts.first { $0.label == label }?.element
            guard mine != drawn else { continue }
            let isAccessibility = (mine ?? drawn)?.name == "accessibility"
            let values: String
            switch (drawn, mine) {
            case (let drawn?, let mine?): values = contentDifference(drawn, mine)
            case (nil, _): values = "(none; live has one)"
            case (_, nil): values = "(live has none)"
            }
            differences.append(Difference(label: label, values: values, isAccessibility: isAccessibility))
        }
        return differences
    }

    /// `'template value' (live 'live value')`, `none` for an absent value; each value shortened.
    private static func compared(_ template: String?, _ live: String?) -> String {
        "\(shown(template)) (live \(shown(live)))"
    }

    private static func shown(_ value: String?) -> String {
        value.map { "'\(TerminalText.shortened($0, limit: 60))'" } ?? "none"
    }

    /// The first values in which two elements of one label differ: their attributes, else the
    /// first child element that differs, named by its path.
    private static func contentDifference(_ template: XMLTree.Element, _ live: XMLTree.Element, path: String = "") -> String {
        var names: [String] = []
        for attribute in live.attributes + template.attributes where !names.contains(attribute.name) { names.append(attribute.name) }
        let attributes = names.filter { live[attribute: $0] != template[attribute: $0] }
        if !attributes.isEmpty {
            return attributes.prefix(3).map { "\(path)\($0) \(compared(template[attribute: $0], live[attribute: $0]))" }.joined(separator: ", ")
                + (attributes.count > 3 ? ", ..." : "")
        }
        let templateChildren = template.elements, liveChildren = live.elements
        for index in 0..<max(templateChildren.count, liveChildren.count) {
            let drawn = index < templateChildren.count ? templateChildren[index] : nil
            let mine = index < liveChildren.count ? liveChildren[index] : nil
            guard drawn != mine else { continue }
            guard let drawn, let mine, drawn.name == mine.name else {
                return "\(path)<\((drawn ?? mine)?.name ?? "")> \(drawn == nil ? "(live has one more)" : "(live has none)")"
            }
            return contentDifference(drawn, mine, path: path + "<\(drawn.name)\(drawn[attribute: Names.key].map { " key=\"\($0)\"" } ?? "")> ")
        }
        let text = { (element: XMLTree.Element) in element.children.compactMap { node -> String? in if case .text(let text) = node { text.value } else { nil } }.joined() }
        return "\(path)text \(compared(text(template), text(live)))"
    }

    /// The child elements that say how the view looks, each labelled `<name key="...">`, as
    /// ``drawing(of:)`` gives them.
    private static func parts(of view: XMLTree.Element) -> [(label: String, element: XMLTree.Element)] {
        view.elements.filter { !Names.layoutChildren.contains($0.name) }.map { element in
            ("<\(element.name)\(element[attribute: Names.key].map { " key=\"\($0)\"" } ?? "")>", drawing(of: element))
        }
    }

    /// What a child element draws: without the views with ids in it (a collection view's cells, a
    /// content view's subviews), each compared with its own counterpart, without the layout of
    /// the views without one (a collection view cell's content view: its frame follows the cell),
    /// and without the ids of the objects in it (a flow layout's), which name rather than draw.
    private static func drawing(of element: XMLTree.Element) -> XMLTree.Element {
        var copy = element
        copy.attributes.removeAll { $0.name == Names.id }
        let isView = element.elements.contains(where: \.isFrame)
        copy.children = copy.children.compactMap { node in
            guard let child = node.element else { return node }
            if child[attribute: Names.id] != nil, child.elements.contains(where: \.isFrame) { return nil }
            if isView, Names.layoutChildren.contains(child.name) { return child.name == Names.subviews ? .element(drawing(of: child)) : nil }
            return .element(drawing(of: child))
        }
        return copy
    }
}
