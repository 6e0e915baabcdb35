@testable import LayoutTemplates
import Testing
import TestSupport

/// The default matcher's one-pass keyed rules (`FirstKeyPairing` over a `RuleKeyTable`) must
/// pair exactly as the rules taken one by one, and hand every group it cannot decide alone to
/// that general path.
@Suite("First-key pairing")
struct FirstKeyPairingTests {
    @Test("the key table: one view per key and group, a repeated key reads as several, a new group starts empty")
    func table() {
        var table = RuleKeyTable()
        table.startGroup(views: 2)
        #expect(table.add(7, slot: 3, key: 42))
        #expect(table.view(slot: 3, key: 42) == 7)
        // Another rule's slot under the same id is another key.
        #expect(table.view(slot: 5, key: 42) == nil)
        #expect(!table.add(8, slot: 3, key: 42))
        #expect(table.view(slot: 3, key: 42) == RuleKeyTable.several)
        table.startGroup(views: 2)
        #expect(table.view(slot: 3, key: 42) == nil)
        #expect(table.add(9, slot: 3, key: 42))
        #expect(table.view(slot: 3, key: 42) == 9)
    }

    @Test("a negative key reads as repeated, so that the caller takes its general path")
    func negativeKey() {
        var table = RuleKeyTable()
        table.startGroup(views: 1)
        #expect(!table.add(1, slot: 0, key: -1))
        #expect(table.view(slot: 0, key: -1) == RuleKeyTable.several)
        #expect(table.add(1, slot: RuleKeyTable.slotCount - 1, key: 3))
    }

    @Test("a wide group after a small one: the table grows between groups and keeps every key apart")
    func wideGroup() {
        var table = RuleKeyTable()
        table.startGroup(views: 1)
        #expect(table.add(0, slot: 1, key: 5))
        let views = 10_000
        table.startGroup(views: views)
        #expect(table.view(slot: 1, key: 5) == nil)
        // Seven keys a view, the most the leading rules file: consecutive ids, as the interner hands them out.
        for view in 0..<views {
            for slot in 0..<7 { #expect(table.add(Int32(view), slot: slot, key: Int32(view)), "view \(view) slot \(slot)") }
        }
        var wrong = 0
        for view in 0..<views {
            for slot in 0..<7 where table.view(slot: slot, key: Int32(view)) != Int32(view) { wrong += 1 }
        }
        #expect(wrong == 0)
        #expect(table.view(slot: 7, key: 0) == nil)
        #expect(table.view(slot: 1, key: Int32(views)) == nil)
    }

    @Test("a group filing more keys than it made room for reads as repeated instead of overrunning the table")
    func overfilledGroup() {
        var table = RuleKeyTable()
        table.startGroup(views: 1)
        // Room for one view is 64 entries: the 65th distinct key has nowhere to go.
        var refused = 0
        for key in 0..<100 where !table.add(Int32(key), slot: 0, key: Int32(key)) { refused += 1 }
        #expect(refused == 36)
        #expect(table.view(slot: 0, key: 99) == RuleKeyTable.several)
        #expect(table.view(slot: 0, key: 0) == 0)
    }

    @Test("a live view two template views reach by different rules goes to the earlier rule, as rule by rule")
    func contestedLiveView() {
        var b = TreeBuilder()
        // "ta" reaches "a" by title (a later rule), "tb" by tag (an earlier one): the tag wins, and
        // "ta" does not fall back on "a" nor take "b", whose title differs.
        let live = b.view("p", [b.view("a", "UIButton", tag: 1, title: "X"), b.view("b", "UIButton", title: "Y")])
        let template = b.view("l", [b.view("ta", "UIButton", title: "X"), b.view("tb", "UIButton", tag: 1)])
        let result = Matcher.match(layoutSet(portrait: live, landscape: template), mode: .default)
        #expect(pairs(result) == ["p": "l", "a": "tb"])
        #expect(rules(result)["a"] == .tag)
        #expect(result.unmatched.map(\.templateID) == ["ta"])
    }

    @Test("a template text field with neither text nor placeholder has no text-field key, though a live one does")
    func emptyTextField() {
        var b = TreeBuilder()
        let live = b.view("p", [b.view("field", "UITextField"), b.view("note", "UILabel", text: "Note")])
        let template = b.view("l", [b.view("tfield", "UITextField"), b.view("tnote", "UILabel", text: "Note")])
        let result = Matcher.match(layoutSet(portrait: live, landscape: template), mode: .default)
        #expect(pairs(result) == ["p": "l", "field": "tfield", "note": "tnote"])
        // The reference's class rule pairs the fields, not the text-field rule.
        #expect(rules(result)["field"] == .uniqueClass)
        #expect(rules(result)["note"] == .labelText)
    }

    @Test("a key shared by live siblings leaves the group to the general path, which reports it")
    func sharedKey() {
        var b = TreeBuilder()
        let live = b.view("p", [b.view("x1", "UILabel", text: "Same"), b.view("x2", "UILabel", text: "Same"),
                                b.view("k", "UILabel", text: "Key")])
        let template = b.view("l", [b.view("tk", "UILabel", text: "Key"), b.view("ty", "UILabel", text: "Same")])
        let result = Matcher.match(layoutSet(portrait: live, landscape: template), mode: .default)
        #expect(pairs(result)["k"] == "tk")
        #expect(result.diagnostics.contains { $0.rule == .ambiguousMatch && $0.message.contains("1 template and 2 live siblings") })
    }

    @Test("a rule in doubt is taken rule by rule, and the later rules still pair the rest of the group")
    func resumeAfterDoubt() {
        var b = TreeBuilder()
        // The tag 5 is shared by two live buttons: all identities together tell "ta" is "a".
        // The title rule after it pairs "tc" with "c" as before.
        let live = b.view("p", [b.view("a", "UIButton", tag: 5, title: "A"), b.view("b", "UIButton", tag: 5, title: "B"),
                                b.view("c", "UIButton", title: "C")])
        let template = b.view("l", [b.view("ta", "UIButton", tag: 5, title: "A"), b.view("tc", "UIButton", title: "C")])
        let result = Matcher.match(layoutSet(portrait: live, landscape: template), mode: .default)
        #expect(pairs(result) == ["p": "l", "a": "ta", "c": "tc"])
        #expect(rules(result)["a"] == .tag)
        #expect(rules(result)["c"] == .buttonTitle)
        #expect(result.diagnostics.contains { $0.rule == .ambiguousMatch && $0.message.contains("1 template and 2 live siblings share the tag") })
    }
}
