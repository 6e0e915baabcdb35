import Foundation
import Testing
import LayoutTemplates

/// A caller's view of the entry points this target compiles with member import visibility (see
/// Package.swift): importing one document, and errors as Swift errors.
@Suite("Caller signatures")
struct CallerSignatureTests {
    @Test("one document imports from a file and from memory with only LayoutTemplates imported")
    func importSingleDocument() throws {
        let path = DocumentedCode.packageRoot.appendingPathComponent("Fixtures/Example/LoginForm.xib").path
        let fromFile = try ImportResult(contentsOf: path)
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let fromMemory = try ImportResult(bytes: bytes, path: path)
        #expect(fromFile.document.viewCount == fromMemory.document.viewCount)
        #expect(fromFile.document.viewCount > 0)
    }

    @Test("a DiagnosticError's localizedDescription is its diagnostics, not a generic sentence")
    func localizedDescription() {
        let path = DocumentedCode.packageRoot.appendingPathComponent("Fixtures/Example/NoSuchFile.xib").path
        do {
            _ = try ImportResult(contentsOf: path)
            Issue.record("\(path) was read")
        } catch {
            let rendered = error.diagnostics.map(\.rendered).joined(separator: "\n")
            let thrown: any Error = error
            #expect(rendered.hasSuffix("[unreadable-file]"))
            #expect(thrown.localizedDescription == rendered)
            #expect("\(thrown)" == rendered)
        }
    }
}
