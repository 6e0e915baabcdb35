import LayoutCore
import LayoutDocuments
import LayoutXML

/// What a view grafted from the landscape document names outside itself: an object of the
/// landscape document that has no counterpart in the live one must not be named by its old id,
/// which the live document may give to an unrelated object (or to none).
extension XMLTree.Element {
    /// Elements that only refer (connections, constraints, mask entries): removed, with what
    /// they name, when a reference cannot be carried; anything else that refers keeps its value
    /// and is for the soundness check to judge.
    static let referringOnly: Set<String> = RepeatedIDs.unnameable.union([ModernIBNames.include, ModernIBNames.exclude])

    /// Removes, under this grafted element, every connection, constraint and mask entry with a
    /// reference that `map` gives no counterpart for, and returns each with the attribute and the
    /// id that could not be carried, in document order.
    mutating func removeUncarriedReferences(_ map: (String) -> String?) -> [(element: XMLTree.Element, attribute: String, id: String)] {
        var removed: [(element: XMLTree.Element, attribute: String, id: String)] = []
        removeDescendants { inner in
            guard Self.referringOnly.contains(inner.name) else { return false }
            guard let attribute = inner.attributes.first(where: { ModernIBNames.isReference(attribute: $0.name, of: inner.name) && map($0.value) == nil }) else {
                return false
            }
            removed.append((inner, attribute.name, attribute.value))
            return true
        }
        return removed
    }

    /// Where the element with the id `id` stands under this one: the name of its parent element,
    /// and the nearest enclosing element with an id (its name and id); `nil` when none has it.
    func placement(ofID id: String) -> (parent: String, enclosing: (name: String, id: String)?)? {
        for child in children {
            guard let element = child.element else { continue }
            if element[attribute: ModernIBNames.id] == id { return (name, nil) }
            if let found = element.placement(ofID: id) {
                let enclosing = found.enclosing ?? element[attribute: ModernIBNames.id].map { (element.name, $0) }
                return (found.parent, enclosing)
            }
        }
        return nil
    }
}
