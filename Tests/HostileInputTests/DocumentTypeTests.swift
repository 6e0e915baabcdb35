import Foundation
import Testing
import LayoutTemplates
import LayoutXML
import TestSupport

/// A `<!DOCTYPE>` the reader accepts is never written back: `upgrade` and `merge` say so at its
/// line, and nothing of its internal subset (comments, processing instructions) reaches the output.
@Suite struct DocumentTypeTests {
    /// An archive under a DOCTYPE without an internal subset, and one with a subset holding a
    /// comment and an instruction; both declarations stand at line 5.
    static let archives = ["Legacy/DocumentType.xib", "Hostile/document-type-subset-8.00.xib"]
    static let warning = "the <!DOCTYPE archive> declaration of the archive is not written into the upgraded document (Interface Builder never writes one)"

    /// Whether `text` holds anything of the hostile fixture's internal subset, or a DOCTYPE.
    static func carriesDeclaration(_ text: String) -> Bool {
        text.contains("DOCTYPE") || text.contains("subset-comment") || text.contains("subset-instruction")
    }

    @Test("upgrade warns at the declaration's line, once, and writes nothing of it", arguments: archives)
    func upgradeWarns(_ fixture: String) throws {
        let upgrade = try LegacyUpgrade(contentsOf: PackagePaths.fixture(fixture))
        let warnings = upgrade.diagnostics.filter { $0.message.contains("<!DOCTYPE") }
        #expect(warnings.count == 1, "\(upgrade.diagnostics.map(\.message))")
        let first = try #require(warnings.first)
        #expect(first.rule == .ignoredContent && first.severity == .warning)
        #expect(first.message == Self.warning)
        #expect(first.location?.line == 5 && first.location?.column == 1, "\(String(describing: first.location))")
        let text = try upgrade.text()
        #expect(!Self.carriesDeclaration(text))
        #expect(try XMLTree.read(bytes: Array(text.utf8)).prolog.isEmpty)
    }

    @Test("an archive without a DOCTYPE upgrades without the warning")
    func noDeclarationNoWarning() throws {
        let upgrade = try LegacyUpgrade(contentsOf: PackagePaths.fixture("Legacy/UpgradeMapsAndScopes.xib"))
        #expect(!upgrade.diagnostics.contains { $0.message.contains("<!DOCTYPE") })
    }

    @Test("the importer is told of the declaration, at its line, in a serial and a pipelined parse alike", arguments: [XMLReaderThreading.serial, .pipelined])
    func importerSeesDeclaration(_ threading: XMLReaderThreading) throws {
        let path = PackagePaths.fixture("Hostile/document-type-subset-8.00.xib")
        var importer = LegacyIBImporter(file: path, keepsEverything: true)
        try DocumentSource.file(path: path).parse(with: &importer, threading: threading)
        #expect(importer.documentTypeDeclaration?.name == "archive")
        #expect(importer.documentTypeDeclaration?.position == XMLPosition(line: 5, column: 1))
    }

    @Test("upgrade, and merge of the legacy design, print the warning at file:line:column; no output carries the subset",
          .enabled(if: TemplateApplyProcess.isAvailable), arguments: [("upgrade", "xib"), ("merge", "xib"), ("merge", "storyboard")])
    func commandsWarn(_ command: String, _ format: String) throws {
        let input = PackagePaths.fixture("Hostile/document-type-subset-8.00.xib")
        let directory = try TemporaryDirectory()
        let output = directory.file("Converted.\(format)")
        let result = try TemplateApplyProcess.run([command, input, "-o", output])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("document-type-subset-8.00.xib:5:1: warning: \(Self.warning) [ignored-content]"), "\(result.stderr)")
        #expect(!Self.carriesDeclaration(try String(contentsOfFile: output, encoding: .utf8)))
    }
}
