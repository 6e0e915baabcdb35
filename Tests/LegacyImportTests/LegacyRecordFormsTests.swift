import Testing
import LayoutTemplates
import TestSupport

/// The two object-record forms (`<int key="objectID">`, and Interface Builder 4.x's
/// `<string key="id">`), archived colours and `NSMutableString` texts, on the hand-written
/// `Fixtures/Legacy/RecordForms-*.xib`.
struct LegacyRecordFormsTests {
    private func document(_ form: String) throws -> Document {
        let result = try importFile(PackagePaths.fixture("Legacy/RecordForms-\(form).xib"))
        #expect(result.diagnostics.filter { $0.severity != .note }.isEmpty, "\(result.diagnostics.map(\.rendered))")
        return result.document
    }

    @Test("both record forms import to the same document", arguments: ["objectID", "id"])
    func recordForm(_ form: String) throws {
        let scene = try #require(try document(form).scenes.first)
        #expect(scene.ownerClass == "NotesViewController")
        let root = try #require(scene.views.first)
        #expect(root.id == "1")
        #expect(root.userLabel == "Main")
        #expect(root.subviews.map(\.id) == ["2", "3", "4", "5", "6", "7", "8"])
        let title = try #require(scene.view(id: "2"))
        #expect(title.userLabel == "Title Label")
        #expect(title.viewClass.customClass == "TitleLabel")
        #expect(scene.view(id: "6")?.viewClass.customClass == "NotesTextView")
        #expect(scene.view(id: "6")?.userLabel == "Notes")
    }

    @Test("the two forms give the same model")
    func sameModel() throws {
        #expect(try document("objectID").withoutLocations() == document("id").withoutLocations())
    }

    @Test("background colours read as the modern importer reads the colour Xcode writes for them")
    func colors() throws {
        let scene = try #require(try document("id").scenes.first)
        let colors = ["2", "3", "4", "5", "6", "7", "8"].map { scene.view(id: $0)?.backgroundColor }
        #expect(colors == [
            "rgba:1,0.5,0.25,1",
            // darkGrayColor's ten archived digits are read back as 1/3, as Xcode does.
            "white:0.33333333333333331,1",
            "white:1,1",
            "rgba:0.0,0.0,1,0.5",
            "white:0.33333333333333331,1",
            "system:darkTextColor",
            "system:groupTableViewBackgroundColor",
        ])
    }

    @Test("texts archived as NSMutableString, as characters and as base64 bytes; an empty text is none")
    func mutableStrings() throws {
        let scene = try #require(try document("objectID").scenes.first)
        #expect(scene.view(id: "6")?.text == "Lorem & ipsum")
        #expect(scene.view(id: "7")?.text == "Dolor sit amet")
        #expect(scene.view(id: "8")?.text == nil)
    }

    @Test("a record id that is neither a number nor an id of Xcode's alphabet is an error at its line")
    func badRecordID() throws {
        let text = try String(contentsOfFile: PackagePaths.fixture("Legacy/RecordForms-id.xib"), encoding: .utf8)
            .replacingOccurrences(of: "<string key=\"id\">3</string>", with: "<string key=\"id\">th ree</string>")
        let diagnostics = thrownDiagnostics(text)
        #expect(diagnostics.contains { $0.rule == .invalidValue && $0.message.contains("'th ree'") && $0.location?.line == line(of: ">th ree<", in: text) })
    }
}
