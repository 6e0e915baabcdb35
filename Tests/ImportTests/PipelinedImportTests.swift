import Foundation
import LayoutTemplates
import LayoutXML
import TemplateGenerator
import Testing
import TestSupport

/// The importers read the same documents, with the same diagnostics, whether libxml2 runs on the
/// calling thread or on a second one (`XMLReaderThreading`): they ask for text as they go
/// (`wantsText`), and a pipelined parse must still give them exactly the text a serial one does.
@Suite("Importing with a pipelined parse")
struct PipelinedImportTests {
    /// The import's result, or its error, for comparing.
    private static func outcome(_ path: String, _ threading: XMLReaderThreading) -> Result<ImportResult, DiagnosticError> {
        Result { () throws(DiagnosticError) -> ImportResult in
            try ImportResult(contentsOf: path, threading: threading)
        }
    }

    private static func files(under directory: URL) -> [String] {
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        var paths: [String] = []
        for case let url as URL in enumerator where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
            paths.append(url.path)
        }
        return paths.sorted()
    }

    @Test("every fixture: the same document or the same diagnostics")
    func fixtures() {
        let paths = Self.files(under: PackagePaths.fixtures)
        #expect(paths.count > 100)
        var imported = 0
        for path in paths {
            let serial = Self.outcome(path, .serial)
            if case .success = serial { imported += 1 }
            #expect(Self.outcome(path, .pipelined) == serial, "\(path)")
        }
        #expect(imported > 5, "hardly any fixture imports: the comparison would test only errors")
    }

    /// Reads `../shared/corpus`, skipped when it is absent.
    @Test("every corpus file: the same document or the same diagnostics", .enabled(if: PackagePaths.isCorpusAvailable, "../shared/corpus is absent: corpus comparison skipped"))
    func corpus() {
        let paths = Self.files(under: PackagePaths.corpusRoot)
        var imported = 0
        for path in paths {
            let serial = Self.outcome(path, .serial)
            if case .success = serial { imported += 1 }
            #expect(Self.outcome(path, .pipelined) == serial, "\(path)")
        }
        #expect(imported > 20)
    }

    @Test("generated documents many chunks of events long, both formats: the same document", arguments: GeneratedFormat.allCases)
    func generated(format: GeneratedFormat) throws {
        let path = NSTemporaryDirectory() + "pipelined-import-\(UUID().uuidString).xib"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try SyntheticDocumentGenerator.generate(GeneratorOptions(viewsPerLayout: 2_000, seed: 11, format: format), to: path)
        let serial = Self.outcome(path, .serial)
        let document = try serial.get().document
        #expect(document.scenes.flatMap(\.views).count > 0)
        #expect(Self.outcome(path, .pipelined) == serial)
    }

    @Test("in-memory documents: the same document or the same diagnostics, the bytes' name in both")
    func inMemory() throws {
        let paths = Self.files(under: PackagePaths.fixtures)
        #expect(paths.count > 100)
        for path in paths {
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
            let serial = Result { () throws(DiagnosticError) -> ImportResult in
                try ImportResult(bytes: bytes, path: "memory.xib", threading: .serial)
            }
            let pipelined = Result { () throws(DiagnosticError) -> ImportResult in
                try ImportResult(bytes: bytes, path: "memory.xib", threading: .pipelined)
            }
            #expect(pipelined == serial, "\(path)")
        }
    }
}
