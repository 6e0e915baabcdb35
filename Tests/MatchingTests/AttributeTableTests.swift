import LayoutTemplates
import Testing
import TestSupport

/// A layout's table: entries in live pre-order, found by live id.
@Suite("Attribute table")
struct AttributeTableTests {
    private func entry(_ live: String, _ template: String, x: Double) -> AttributeTable.Entry {
        AttributeTable.Entry(liveID: live, templateID: template, rule: .tag, attributes: LayoutAttributes(frame: rect(x, 0, 1, 1)))
    }

    @Test("every entry is found by its live id, unknown ids are not")
    func lookup() {
        let entries = (0..<2_000).map { entry("v\($0)", "t\($0)", x: Double($0)) }
        let table = AttributeTable(layoutName: "landscape", entries: entries)
        #expect(table.count == 2_000)
        for index in stride(from: 0, to: 2_000, by: 37) {
            #expect(table[liveID: "v\(index)"] == entries[index])
        }
        #expect(table[liveID: "v2000"] == nil)
        #expect(table[liveID: ""] == nil)
    }

    @Test("a repeated live id (a broken file) replaces the earlier entry in its place")
    func duplicates() {
        let table = AttributeTable(layoutName: "landscape", entries: [entry("a", "1", x: 1), entry("b", "2", x: 2), entry("a", "3", x: 3)])
        #expect(table.entries.map(\.templateID) == ["3", "2"])
        #expect(table[liveID: "a"]?.templateID == "3")
        #expect(table[liveID: "b"]?.templateID == "2")
    }

    @Test("equality and hashing are the name's and the entries'")
    func equality() {
        let entries = [entry("a", "1", x: 1), entry("b", "2", x: 2)]
        let one = AttributeTable(layoutName: "landscape", entries: entries)
        let two = AttributeTable(layoutName: "landscape", entries: entries)
        #expect(one == two)
        #expect(Set([one, two]).count == 1)
        #expect(one != AttributeTable(layoutName: "portrait", entries: entries))
        #expect(one != AttributeTable(layoutName: "landscape", entries: [entries[1], entries[0]]))
    }
}
