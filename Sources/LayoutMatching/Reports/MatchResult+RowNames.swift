import LayoutCore
import LayoutDocuments

extension MatchResult {
    /// How each entry of `table` names its live view, in the entries' order: the class and what
    /// identifies the view (`UIButton "Sign In"`, `UIView tag 3`, `UILabel`), after its user label
    /// when it has one, as diagnostics name views. The rows of `match`'s text table, which would
    /// otherwise be bare ids (opaque for a legacy archive's numbers).
    ///
    /// One walk of the live tree beside the entries, both in pre-order: linear, and no index by
    /// id is built. Should an entry not be found after the previous one (entries out of order),
    /// it and the rest are named by an empty string rather than searched for again.
    package func liveViewNames(of table: MatchResult.AttributeTable) -> [String] {
        let live = trees.live
        let count = Int32(live.count)
        var names: [String] = []
        names.reserveCapacity(table.count)
        var index: Int32 = 0
        // The entries read where they are stored (iterating `entries` copies each one).
        table.entries.withUnsafeBufferPointer { entries in
            for entry in entries.indices {
                while index < count, !live.node(index, { $0.pointee.id == entries[entry].liveID }) { index += 1 }
                guard index < count else {
                    names.append(contentsOf: repeatElement("", count: entries.count - entry))
                    return
                }
                // Fields read in place: `node.pointee` as an argument copies the whole node.
                names.append(live.node(index) { ViewIdentity.described($0, idWhenUnidentified: false) })
                index += 1
            }
        }
        return names
    }
}
