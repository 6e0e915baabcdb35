import LayoutCore
import LayoutDocuments
import LayoutXML

/// Ids an input defines more than once, made unique before merge or upgrade edits the document.
///
/// The importers accept an id repeated where every reference still resolves to one object: a
/// constraint or a connection repeating a view's id (references resolve to the view), or two
/// elements no reference names. Edits keyed by id would reach every element holding it (a
/// constraint would receive the view's variations, or be grafted in its place), and what is
/// written must define each id once; so each repeating element other than the one references
/// resolve to gets a new id, with a warning. No reference changes: none could name it.
enum RepeatedIDs {
    /// Elements whose id no reference the importers follow can name.
    static let unnameable: Set<String> = ["constraint", "outlet", "action", "outletCollection", "segue"]

    /// Renumbers, in `tree`, every element but one for each repeated id: the one kept is the first
    /// that is not a constraint or connection, else the first. `file` locates the warnings.
    static func renumber(_ tree: inout XMLTree, file: String) -> [Diagnostic] {
        // Count in one pass; most documents repeat nothing, and are left untouched.
        var seen: [String: Int] = [:]
        var keeper: [String: Int] = [:]
        tree.root.forEachElement { element in
            guard let id = element[attribute: ModernIBNames.id] else { return }
            let index = seen[id, default: 0]
            seen[id] = index + 1
            if keeper[id] == nil, !unnameable.contains(element.name) { keeper[id] = index }
        }
        guard seen.values.contains(where: { $0 > 1 }) else { return [] }
        var generator = IBIDGenerator()
        for id in seen.keys { generator.reserve(id) }
        var occurrence: [String: Int] = [:]
        var diagnostics: [Diagnostic] = []
        tree.root.transformElements { element in
            guard let id = element[attribute: ModernIBNames.id], let count = seen[id], count > 1 else { return }
            let index = occurrence[id, default: 0]
            occurrence[id] = index + 1
            guard index != keeper[id, default: 0] else { return }
            let new = generator.make("\(id).\(index)")
            element[attribute: ModernIBNames.id] = new
            let at = element.location(in: file)
            diagnostics.append(.warning(
                .duplicateID,
                "<\(TerminalText.shortened(element.name))> repeats id '\(TerminalText.shortened(id))', which another element defines; the written document gives it id '\(new)' so that each id is defined once (no reference can name it)",
                at: at))
        }
        return diagnostics
    }
}
