import LayoutCore
import LayoutDocuments

extension MatchResult {
    /// One layout's result: the attributes each live view receives, and where they came from.
    public struct AttributeTable: Hashable, Sendable {
        /// One live view's attributes and the template view they were read from.
        public struct Entry: Hashable, Sendable {
            /// The live view that receives the attributes.
            public var liveID: ViewID
            /// The template view's id (for stored and variation layouts, the live view's own id).
            public var templateID: ViewID
            /// The rule that paired the two views.
            public var rule: MatchRule
            /// What the layout gives the live view.
            package var attributes: LayoutAttributes

            package init(liveID: ViewID, templateID: ViewID, rule: MatchRule, attributes: LayoutAttributes) {
                self.liveID = liveID
                self.templateID = templateID
                self.rule = rule
                self.attributes = attributes
            }
        }

        /// The name of the layout this table belongs to.
        package var layoutName: LayoutName
        /// Entries in the live tree's pre-order, one per live view that receives attributes. Read-only,
        /// so that the index by live id below can never go stale.
        public private(set) var entries: [Entry]
        /// Numbers live ids (docs/BENCHMARKS.md, "What paid, and is in the code", says why not a `Dictionary`).
        private var indexByLiveID: StringTable
        /// The entry of each number `indexByLiveID` gives, -1 for none, when the numbering is the
        /// whole live tree's, shared by all the layouts the matcher builds tables for; empty when
        /// the numbering is the entries' own (an id's number is its entry's index).
        private var entryByNumber: [Int32]

        /// `entries` must be in the live tree's pre-order with distinct live ids (a later duplicate replaces an earlier one).
        package init(layoutName: LayoutName, entries: [Entry]) {
            self.layoutName = layoutName
            var kept: [Entry] = []
            var index = StringTable(capacity: entries.count)
            kept.reserveCapacity(entries.count)
            for entry in entries {
                // Ids are distinct but for broken files, where the entry takes the earlier one's place.
                let number = Int(index.id(entry.liveID.rawValue))
                if number < kept.count {
                    kept[number] = entry
                } else {
                    kept.append(entry)
                }
            }
            self.entries = kept
            self.indexByLiveID = index
            self.entryByNumber = []
        }

        /// A table over a live tree whose ids `liveIDs` numbers in pre-order, all distinct:
        /// `liveNumbers[i]` is the number of `entries[i]`'s live view. The matcher builds that
        /// numbering once for all the layouts of a live tree, instead of one index per layout.
        init(layoutName: LayoutName, entries: [Entry], liveNumbers: [Int32], liveIDs: StringTable) {
            self.layoutName = layoutName
            self.entries = entries
            self.indexByLiveID = liveIDs
            var entryByNumber = [Int32](repeating: -1, count: liveIDs.count)
            for (entry, number) in liveNumbers.enumerated() { entryByNumber[Int(number)] = Int32(entry) }
            self.entryByNumber = entryByNumber
        }

        /// The entry for this live view, if it receives attributes.
        package subscript(liveID liveID: ViewID) -> Entry? {
            guard let number = indexByLiveID.existingID(liveID.rawValue) else { return nil }
            if entryByNumber.isEmpty { return entries[Int(number)] }
            let entry = entryByNumber[Int(number)]
            return entry >= 0 ? entries[Int(entry)] : nil
        }

        /// Tables are equal when their layout names and entries are (the index is derived from them).
        public static func == (lhs: MatchResult.AttributeTable, rhs: MatchResult.AttributeTable) -> Bool {
            lhs.layoutName == rhs.layoutName && lhs.entries == rhs.entries
        }

        /// Hashes the layout name and the entries, as ``==(_:_:)`` compares them.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(layoutName)
            hasher.combine(entries)
        }

        /// Attributes by live view id: the native template format's layout.
        package var attributesByLiveID: [ViewID: LayoutAttributes] {
            var result: [ViewID: LayoutAttributes] = [:]
            result.reserveCapacity(entries.count)
            for entry in entries { result[entry.liveID] = entry.attributes }
            return result
        }

        /// How many live views receive attributes.
        package var count: Int { entries.count }

        /// The entry whose template view is `templateID`, if that view was paired: the reverse of
        /// ``subscript(liveID:)``, one scan of the entries.
        package subscript(templateID templateID: ViewID) -> Entry? {
            entries.first { $0.templateID == templateID }
        }
    }
}
