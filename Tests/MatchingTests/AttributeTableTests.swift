import LayoutTemplates
import Testing
import TestSupport

/// A layout's table: entries in live pre-order, found by live id.
@Suite("Attribute table")
struct AttributeTableTests {
    private func entry(_ live: ViewID, _ template: ViewID, x: Double) -> MatchResult.AttributeTable.Entry {
        MatchResult.AttributeTable.Entry(liveID: live, templateID: template, rule: .tag, attributes: LayoutAttributes(frame: rect(x, 0, 1, 1)))
    }

    @Test("every entry is found by its live id, unknown ids are not")
    func lookup() {
        let entries = (0..<2_000).map { entry("v\($0)", "t\($0)", x: Double($0)) }
        let table = MatchResult.AttributeTable(layoutName: "landscape", entries: entries)
        #expect(table.count == 2_000)
        for index in stride(from: 0, to: 2_000, by: 37) {
            #expect(table[liveID: "v\(index)"] == entries[index])
        }
        #expect(table[liveID: "v2000"] == nil)
        #expect(table[liveID: ""] == nil)
    }

    @Test("a repeated live id (a broken file) replaces the earlier entry in its place")
    func duplicates() {
        let table = MatchResult.AttributeTable(layoutName: "landscape", entries: [entry("a", "1", x: 1), entry("b", "2", x: 2), entry("a", "3", x: 3)])
        #expect(table.entries.map(\.templateID) == ["3", "2"])
        #expect(table[liveID: "a"]?.templateID == "3")
        #expect(table[liveID: "b"]?.templateID == "2")
    }

    @Test("equality and hashing are the name's and the entries'")
    func equality() {
        let entries = [entry("a", "1", x: 1), entry("b", "2", x: 2)]
        let one = MatchResult.AttributeTable(layoutName: "landscape", entries: entries)
        let two = MatchResult.AttributeTable(layoutName: "landscape", entries: entries)
        #expect(one == two)
        #expect(Set([one, two]).count == 1)
        #expect(one != MatchResult.AttributeTable(layoutName: "portrait", entries: entries))
        #expect(one != MatchResult.AttributeTable(layoutName: "landscape", entries: [entries[1], entries[0]]))
    }
}

/// The tables `MatchResult(matching:mode:)` builds share one numbering of the live tree's ids: each must still
/// find exactly its own entries, and a live tree whose ids repeat (a broken file, or a tree a
/// caller built) falls back to one index per table.
@Suite("Attribute tables built by the matcher")
struct MatcherAttributeTableTests {
    private func view(_ id: ViewID, _ tag: Int, _ subviews: [ViewNode] = []) -> ViewNode {
        ViewNode(id: id, viewClass: ViewClass("UIView"), tag: tag, attributes: LayoutAttributes(frame: rect(Double(tag), 0, 1, 1)), subviews: subviews)
    }

    private func set(live: ViewNode, landscape: ViewNode) -> Design {
        Design(live: live, liveFile: "p.xib", layouts: [
            Layout(name: "portrait", condition: LayoutCondition(orientation: .portrait), file: "p.xib", rootID: live.id, content: .tree(root: live, documentIndex: 0)),
            Layout(name: "landscape", condition: LayoutCondition(orientation: .landscape), file: "l.xib", rootID: landscape.id, content: .tree(root: landscape, documentIndex: 1)),
        ], liveLayoutName: "portrait")
    }

    @Test("every table finds its own entries by live id, and not the views it left out")
    func sharedNumbering() {
        // Tag 3 has no landscape counterpart, so the landscape table has no entry for `p3`.
        let live = view("p0", 0, [view("p1", 1), view("p2", 2, [view("p3", 3), view("p4", 4)])])
        let landscape = view("l0", 0, [view("l2", 2, [view("l4", 4)]), view("l1", 1)])
        let result = MatchResult(matching: set(live: live, landscape: landscape))
        let portrait = result.tables[0], landscapeTable = result.tables[1]
        #expect(portrait.count == 5)
        for entry in portrait.entries { #expect(portrait[liveID: entry.liveID] == entry) }
        #expect(landscapeTable.entries.map(\.liveID) == ["p0", "p1", "p2", "p4"])
        for entry in landscapeTable.entries { #expect(landscapeTable[liveID: entry.liveID] == entry) }
        #expect(landscapeTable[liveID: "p4"]?.templateID == "l4")
        #expect(landscapeTable[liveID: "p3"] == nil)
        #expect(landscapeTable[liveID: "l4"] == nil)
        // The same table as one built from its entries.
        #expect(landscapeTable == MatchResult.AttributeTable(layoutName: "landscape", entries: landscapeTable.entries))
    }

    @Test("live ids that repeat: each table keeps the later view's entry, as one built from entries does")
    func repeatedLiveIDs() {
        let live = view("p0", 0, [view("dup", 1), view("dup", 2)])
        let landscape = view("l0", 0, [view("l1", 1), view("l2", 2)])
        let result = MatchResult(matching: set(live: live, landscape: landscape))
        let table = result.tables[1]
        #expect(table.entries.map(\.templateID) == ["l0", "l2"])
        #expect(table[liveID: "dup"]?.templateID == "l2")
    }
}
