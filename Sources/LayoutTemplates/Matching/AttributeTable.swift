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
    /// Entries in the live tree's pre-order, one per live view that receives attributes.
    public var entries: [Entry]
    private var indexByLiveID: [String: Int]

    /// `entries` must be in the live tree's pre-order with distinct live ids (a later duplicate replaces an earlier one).
    public init(layoutName: String, entries: [Entry]) {
        self.layoutName = layoutName
        var kept: [Entry] = []
        var index: [String: Int] = [:]
        kept.reserveCapacity(entries.count)
        index.reserveCapacity(entries.count)
        for entry in entries {
            // One hash per entry: ids are distinct but for broken files, where the earlier
            // position is put back.
            if let existing = index.updateValue(kept.count, forKey: entry.liveID) {
                index[entry.liveID] = existing
                kept[existing] = entry
            } else {
                kept.append(entry)
            }
        }
        self.entries = kept
        self.indexByLiveID = index
    }

    /// The entry for this live view, if it receives attributes.
    public subscript(liveID liveID: String) -> Entry? {
        indexByLiveID[liveID].map { entries[$0] }
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
