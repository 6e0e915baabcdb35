/// The namespace declarations an element depends on from its ancestors: a subtree moved to
/// another document (a view grafted from one layout's file into another's) must carry them, or
/// its prefixes name nothing where it lands and the document is no longer namespace-well-formed.
extension XMLTree.Element {
    /// Whether the attribute named `name` declares a namespace (`xmlns` or `xmlns:p`).
    package static func isNamespaceDeclaration(_ name: String) -> Bool {
        name == "xmlns" || name.hasPrefix("xmlns:")
    }

    /// For each element under this one (this one included) whose `id` is in `ids`, the namespace
    /// declarations of its ancestors still in scope at it, closest first overriding, as attributes
    /// (`xmlns:p="uri"`, `xmlns="uri"`). Elements without an inherited declaration are left out,
    /// so a document that declares no namespace gives an empty result after one walk.
    package func inheritedNamespaces(of ids: Set<String>) -> [String: [XMLTree.Attribute]] {
        var found: [String: [XMLTree.Attribute]] = [:]
        guard !ids.isEmpty else { return found }
        // One walk with the declarations in scope: linear in the tree, whatever the count of ids.
        func walk(_ element: XMLTree.Element, inScope: [XMLTree.Attribute]) {
            if !inScope.isEmpty, let id = element[attribute: "id"], ids.contains(id) { found[id] = inScope }
            var scope = inScope
            for attribute in element.attributes where Self.isNamespaceDeclaration(attribute.name) {
                scope.removeAll { $0.name == attribute.name }
                scope.append(attribute)
            }
            for child in element.children {
                if case .element(let inner) = child { walk(inner, inScope: scope) }
            }
        }
        walk(self, inScope: [])
        return found
    }

    /// Adds to this element those of `inherited` (the declarations in scope where it was) that
    /// its subtree uses and does not declare on this element itself: a prefix used in an element
    /// or attribute name, or the default namespace when an element name has no prefix.
    package mutating func declareUsedNamespaces(_ inherited: [XMLTree.Attribute]) {
        guard !inherited.isEmpty else { return }
        var used: Set<String> = []
        forEachElement { element in
            used.insert(Self.namespaceDeclaration(for: element.name, isElement: true))
            for attribute in element.attributes where !Self.isNamespaceDeclaration(attribute.name) {
                used.insert(Self.namespaceDeclaration(for: attribute.name, isElement: false))
            }
        }
        let own = Set(attributes.map(\.name).filter(Self.isNamespaceDeclaration))
        let added = inherited.filter { used.contains($0.name) && !own.contains($0.name) && !($0.name == "xmlns" && $0.value.isEmpty) }
        attributes.insert(contentsOf: added, at: 0)
    }

    /// The declaration attribute a qualified name depends on: `xmlns:p` for `p:name`, `xmlns` for
    /// an unprefixed element name; an unprefixed attribute and the `xml` prefix depend on none.
    private static func namespaceDeclaration(for name: String, isElement: Bool) -> String {
        guard let colon = name.firstIndex(of: ":") else { return isElement ? "xmlns" : "" }
        let prefix = name[..<colon]
        return prefix == "xml" ? "" : "xmlns:" + prefix
    }
}
