import Testing
import LayoutTemplates
import LayoutXML
import TestSupport

/// Archives as Xcode 4.6 and 5 save them (`Fixtures/Legacy/XcodeFiveIDs.xib`): alphanumeric ids in
/// the object records, kept as Xcode keeps them, and values defined once and shared by `<reference>`.
@Suite("Xcode 5 archives: alphanumeric ids and shared values")
struct XcodeFiveArchiveTests {
    static let path = PackagePaths.fixture("Legacy/XcodeFiveIDs.xib")

    private static func view(_ id: ViewID, in document: Document) -> ViewNode? {
        document.scenes.lazy.compactMap { $0.view(id: id) }.first
    }

    @Test("alphanumeric record ids are read and kept, with their custom classes and user labels")
    func idsKept() throws {
        let document = try ImportResult(contentsOf: Self.path).document
        let root = try #require(Self.view("6sv-JD-j8Z", in: document))
        #expect(root.viewClass.customClass == "RootView")
        #expect(root.userLabel == "Root")
        #expect(root.subviews.map(\.id) == ["Lb1-xY-7Qa", "12"])
        #expect(document.scenes[0].outlets.map(\.destination) == ["6sv-JD-j8Z"])
    }

    @Test("a colour shared by reference is the referring view's colour, even defined under a key the importer does not follow")
    func sharedColorInModel() throws {
        let document = try ImportResult(contentsOf: Self.path).document
        let referring = try #require(Self.view("12", in: document))
        #expect(referring.backgroundColor == "rgba:1,0.5,0.25,1")
    }

    @Test("upgrade keeps the alphanumeric ids (objects and connections) and writes every shared value where it is referred to")
    func upgradeKeeps() throws {
        let upgrade = try LegacyUpgrade(contentsOf: Self.path)
        let tree = try XMLTree.read(bytes: Array(try upgrade.text().utf8), name: "XcodeFiveIDs.xib")
        var byID: [String: XMLTree.Element] = [:]
        tree.root.forEachElement { element in
            if let id = element[attribute: "id"] { byID[id] = element }
        }
        #expect(byID["6sv-JD-j8Z"]?.name == "view")
        #expect(byID["Lb1-xY-7Qa"]?.name == "label")
        #expect(byID["Xa1-bC-dE2"]?.name == "outlet")
        let referring = try #require(byID["12"])
        let colors = referring.elements.filter { $0.name == "color" }.map { $0[attribute: "key"] ?? "" }
        #expect(colors.sorted() == ["backgroundColor", "textColor"])
        #expect(referring.elements.contains { $0.name == "fontDescription" && $0[attribute: "name"] == "Helvetica-Bold" && $0[attribute: "pointSize"] == "18" })
        #expect(!upgrade.diagnostics.contains { $0.rule == .untranslatedProperty }, "\(upgrade.diagnostics.map(\.message))")
    }

    @Test("a record id that is neither an objectID nor an id of Xcode's alphabet is an error at its line", arguments: ["a b", "-", String(repeating: "x", count: 65), "99999999999"])
    func badRecordID(id: String) throws {
        let text = try String(contentsOfFile: Self.path, encoding: .utf8).replacingOccurrences(of: "<string key=\"id\">Lb1-xY-7Qa</string>", with: "<string key=\"id\">\(id)</string>")
        do {
            _ = try ImportResult(bytes: Array(text.utf8), path: "Bad.xib")
            Issue.record("imported")
        } catch {
            #expect(error.diagnostics.contains { $0.rule == .invalidValue && $0.location?.line != nil && $0.message.contains("objectID") })
        }
    }
}
