/// One layout's result: the attributes each live view receives, and where they came from.
public struct AttributeTable: Hashable, Sendable {
    /// One live view's attributes and the template view they were read from.
    public struct Entry: Hashable, Sendable {
        public var liveID: String
        /// The template view's id (for stored and variation layouts, the live view's own id).
        public var templateID: String
        public var rule: MatchRule
        public var attributes: LayoutAttributes

        public init(liveID: String, templateID: String, rule: MatchRule, attributes: LayoutAttributes) {
            self.liveID = liveID
            self.templateID = templateID
            self.rule = rule
            self.attributes = attributes
        }
    }

    public var layoutName: String
    /// Entries in the live tree's pre-order, one per live view that receives attributes. Read-only,
    /// so that the index by live id below can never go stale.
    public private(set) var entries: [Entry]
    /// Numbers each live id in the order of `entries`, so an id's number is its entry's index. A
    /// seeded byte hash: a `[String: Int]` cost a SipHash per entry, for every view of every layout.
    private var indexByLiveID: StringTable

    /// `entries` must be in the live tree's pre-order with distinct live ids (a later duplicate replaces an earlier one).
    public init(layoutName: String, entries: [Entry]) {
        self.layoutName = layoutName
        var kept: [Entry] = []
        var index = StringTable(capacity: entries.count)
        kept.reserveCapacity(entries.count)
        for entry in entries {
            // Ids are distinct but for broken files, where the entry takes the earlier one's place.
            let number = Int(index.id(entry.liveID))
            if number < kept.count {
                kept[number] = entry
            } else {
                kept.append(entry)
            }
        }
        self.entries = kept
        self.indexByLiveID = index
    }

    /// The entry for this live view, if it receives attributes.
    public subscript(liveID liveID: String) -> Entry? {
        indexByLiveID.existingID(liveID).map { entries[Int($0)] }
    }

    // The index is derived from the entries: equality and hashing are the name's and the entries'.
    public static func == (lhs: AttributeTable, rhs: AttributeTable) -> Bool {
        lhs.layoutName == rhs.layoutName && lhs.entries == rhs.entries
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(layoutName)
        hasher.combine(entries)
    }

    /// Attributes by live view id: the native template format's layout.
    public var attributesByLiveID: [String: LayoutAttributes] {
        var result: [String: LayoutAttributes] = [:]
        result.reserveCapacity(entries.count)
        for entry in entries { result[entry.liveID] = entry.attributes }
        return result
    }

    public var count: Int { entries.count }
}
