import Testing
import LayoutTemplates
import LayoutXML
import TestSupport

/// Classes and keys real archives hold beyond the common controls, as Xcode writes them
/// (`Fixtures/Legacy/UpgradeMapsAndScopes.xib`): a map view, a search bar's scope titles, a
/// window's simulated metrics.
@Suite("Upgrade: map views, scope titles, windows' metrics")
struct UpgradeClassesTests {
    let objects: [String: XMLTree.Element]
    let upgrade: LegacyUpgrade

    init() throws {
        upgrade = try LegacyUpgrade(contentsOf: PackagePaths.fixture("Legacy/UpgradeMapsAndScopes.xib"))
        let tree = try XMLTree.read(bytes: Array(try upgrade.text().utf8), name: "UpgradeMapsAndScopes.xib")
        var objects: [String: XMLTree.Element] = [:]
        tree.root.forEachElement { element in
            if let id = element[attribute: "id"] { objects[id] = element }
        }
        self.objects = objects
    }

    @Test("a map view is a <mapView> with its type and settings")
    func mapView() throws {
        let map = try #require(objects["3"])
        #expect(map.name == "mapView")
        #expect(map[attribute: "mapType"] == "satellite")
        #expect(map[attribute: "showsUserLocation"] == "YES")
        #expect(map[attribute: "zoomEnabled"] == "NO")
    }

    @Test("a search bar's scope bar and titles are written")
    func scopeTitles() throws {
        let bar = try #require(objects["2"])
        #expect(bar[attribute: "showsScopeBar"] == "YES")
        let titles = bar.firstElement(named: "scopeButtonTitles")?.elements.map(\.text)
        #expect(titles == ["All", "Near"])
    }

    @Test("a window's simulated status bar is written, and nothing is warned about")
    func windowMetrics() throws {
        #expect(objects["4"]?.firstElement(named: "simulatedStatusBarMetrics") != nil)
        #expect(upgrade.diagnostics.isEmpty, "\(upgrade.diagnostics.map(\.message))")
        let back = try ImportResult(bytes: Array(try upgrade.text().utf8), path: "UpgradeMapsAndScopes.xib")
        #expect(!back.diagnostics.contains { $0.severity == .error })
    }
}
