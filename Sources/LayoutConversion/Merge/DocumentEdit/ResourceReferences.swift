import LayoutXML

/// Which of a document's resources its objects still use once a drawing has been merged away: an
/// image or colour that only the removed landscape drawing named would be left in `<resources>`
/// referenced by nothing.
extension XMLTree.Element {
    /// Every attribute value of the document outside its `<resources>`: what an object may name a
    /// resource by (`image=`, `backgroundImage=`, a named colour's `name=`).
    func valuesOutsideResources() -> Set<String> {
        var values: Set<String> = []
        func walk(_ element: XMLTree.Element) {
            guard element.name != Names.resources else { return }
            for attribute in element.attributes { values.insert(attribute.value) }
            for child in element.elements { walk(child) }
        }
        walk(self)
        return values
    }

    /// Removes from the document's `<resources>` each resource whose name is in `candidates` and
    /// in none of `used`; the names removed, in document order. Resources the designer's
    /// document holds without using them are not candidates, and stay.
    mutating func removeUnusedResources(candidates: Set<String>, used: Set<String>) -> [String] {
        guard let index = indexOfElement(named: Names.resources), case .element(var resources) = children[index] else { return [] }
        var removed: [String] = []
        resources.children.removeAll { node in
            guard let name = node.element?[attribute: Names.name], candidates.contains(name), !used.contains(name) else { return false }
            removed.append(name)
            return true
        }
        if resources.elements.isEmpty {
            children.remove(at: index)
        } else {
            children[index] = .element(resources)
        }
        return removed
    }
}
