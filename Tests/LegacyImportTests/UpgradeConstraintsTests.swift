import Testing
import LayoutTemplates
import LayoutXML
import TestSupport

/// An archive that uses Auto Layout upgraded as Xcode writes it (`Fixtures/Legacy/UpgradeConstraints.xib`):
/// the document declares Auto Layout, each view holds its constraints with their objectIDs as ids,
/// and a view that does not translate its mask says so.
@Suite("Upgrade: Auto Layout constraints")
struct UpgradeConstraintsTests {
    let objects: [String: XMLTree.Element]
    let root: XMLTree.Element
    let upgrade: LegacyUpgrade

    init() throws {
        upgrade = try LegacyUpgrade(contentsOf: PackagePaths.fixture("Legacy/UpgradeConstraints.xib"))
        let tree = try XMLTree.read(bytes: Array(try upgrade.text().utf8), name: "UpgradeConstraints.xib")
        var objects: [String: XMLTree.Element] = [:]
        tree.root.forEachElement { element in
            if let id = element[attribute: "id"] { objects[id] = element }
        }
        self.objects = objects
        root = tree.root
    }

    private func constraints(of id: String) -> [String] {
        objects[id]?.firstElement(named: "constraints")?.elements.map { element in
            element.attributes.map { "\($0.name)=\($0.value)" }.joined(separator: " ")
        } ?? []
    }

    @Test("each view holds its constraints as Xcode writes them: the holder left out as first item, defaults left out, standard spacing symbolic")
    func constraintsAsXcodeWrites() {
        #expect(constraints(of: "1") == [
            "firstItem=2 firstAttribute=leading secondItem=1 secondAttribute=leading constant=20 id=11",
            "firstItem=3 firstAttribute=leading secondItem=2 secondAttribute=trailing constant=8 symbolic=YES id=12",
            "firstItem=3 firstAttribute=width relation=greaterThanOrEqual secondItem=1 secondAttribute=width multiplier=0.5 priority=750 id=13",
        ])
        #expect(constraints(of: "2") == ["firstAttribute=width constant=100 id=14"])
    }

    @Test("the document declares Auto Layout and the views that do not translate their masks say so, without a warning")
    func headerAndFlags() {
        #expect(root[attribute: "useAutolayout"] == "YES")
        #expect(objects["2"]?[attribute: "translatesAutoresizingMaskIntoConstraints"] == "NO")
        #expect(objects["3"]?[attribute: "translatesAutoresizingMaskIntoConstraints"] == "NO")
        #expect(objects["1"]?[attribute: "translatesAutoresizingMaskIntoConstraints"] == nil)
        #expect(upgrade.diagnostics.isEmpty, "\(upgrade.diagnostics.map(\.message))")
    }

    @Test("the archive read as it is says which views do not translate their masks, as its upgrade does")
    func archiveModel() throws {
        let document = try ImportResult(contentsOf: PackagePaths.fixture("Legacy/UpgradeConstraints.xib")).document
        let view = { (id: String) in document.scenes.lazy.compactMap { $0.view(id: ViewID(id)) }.first }
        #expect(view("1")?.autoLayout.translatesAutoresizingMask == nil)
        #expect(view("2")?.autoLayout.translatesAutoresizingMask == false)
        #expect(view("3")?.autoLayout.translatesAutoresizingMask == false)
    }

    @Test("the upgraded document reads back with its constraints")
    func readsBack() throws {
        let text = try upgrade.text()
        let back = try ImportResult(bytes: Array(text.utf8), path: "UpgradeConstraints.xib")
        #expect(!back.diagnostics.contains { $0.severity == .error })
        let view = back.document.scenes.lazy.compactMap { $0.view(id: ViewID("1")) }.first
        #expect(view?.autoLayout.constraints.count == 3)
    }
}
