import LayoutCore
import LayoutDocuments
import LayoutXML

/// How two drawings of one view differ in what no size-class variation of the merged document
/// carries (texts, colours, fonts, states, ...): the merge keeps the live drawing's and says so.
enum DrawingDifferences {
    typealias Names = ModernIBNames

    /// The attributes (by name) and child elements (as `<name key="...">`) in which the template's
    /// drawing of a view differs from the live one, leaving out frames, masks, ids and the rest of
    /// what ``ModernIBNames/layoutChildren`` and ``ModernIBNames/layoutAttributes`` list.
    static func between(live: XMLTree.Element, template: XMLTree.Element) -> [String] {
        var differences: [String] = []
        var names: [String] = []
        for attribute in live.attributes + template.attributes where !names.contains(attribute.name) && !Names.layoutAttributes.contains(attribute.name) {
            names.append(attribute.name)
        }
        for name in names where live[attribute: name] != template[attribute: name] { differences.append(name) }
        let liveParts = parts(of: live)
        let templateParts = parts(of: template)
        var labels: [String] = []
        for label in liveParts.map(\.label) + templateParts.map(\.label) where !labels.contains(label) { labels.append(label) }
        for label in labels where liveParts.first(where: { $0.label == label })?.element != templateParts.first(where: { $0.label == label })?.element {
            differences.append(label)
        }
        return differences
    }

    /// The child elements that say how the view looks, each labelled `<name key="...">`.
    private static func parts(of view: XMLTree.Element) -> [(label: String, element: XMLTree.Element)] {
        view.elements.filter { !Names.layoutChildren.contains($0.name) }.map { element in
            ("<\(element.name)\(element[attribute: Names.key].map { " key=\"\($0)\"" } ?? "")>", element)
        }
    }
}
