import Foundation
import LayoutTemplates
import Testing
import TemplateGenerator
import TestSupport

/// The pipeline that keys each view as its importer closes it must give what loading the design
/// and matching it afterwards gives, and must key from the import wherever that stands for the
/// layouts: every modern document's layouts are slices of their document's keys.
@Suite("Match pipeline")
struct MatchPipelineTests {
    /// Every design document under `Fixtures/` that loads, one file at a time.
    static let documents: [String] = {
        let root = PackagePaths.fixtures
        let found = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        return found.map(\.path).filter { path in
            (path.hasSuffix(".xib") || path.hasSuffix(".storyboard") || path.hasSuffix(".layouts.xml")) && (try? Design(contentsOf: [path])) != nil
        }.sorted()
    }()

    @Test("the pipeline's result is loading and matching's, on every fixture, in both modes")
    func sameResults() throws {
        #expect(Self.documents.count > 10)
        for path in Self.documents {
            for mode in [MatchingMode.default, .compatible] {
                let design = try Design(contentsOf: [path])
                let expected = MatchResult(matching: design, mode: mode)
                let result = try MatchPipeline.run(pairing: [path], options: LayoutOptions(), mode: mode)
                #expect(result.design == design, "\(path)")
                #expect(result == expected, "\(path) \(mode)")
            }
        }
    }

    @Test("a modern document's layouts are keyed as it is imported")
    func keyedAtImport() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("Generated.xib")
        _ = try SyntheticDocumentGenerator.generate(GeneratorOptions(viewsPerLayout: 500, seed: 2, format: .modern), to: path)
        let keying = ViewKeying()
        let design = try Design(reading: [path], options: LayoutOptions(), keying: keying)
        let document = try #require(keying.documents.first)
        #expect(keying.documents.count == 1)
        #expect(!document.isStale)
        for layout in design.layouts {
            guard case .tree(let root, _) = layout.content else { continue }
            #expect(document.keys(of: IndexedTree(root: root))?.count == root.viewCount, "\(layout.name)")
            // A tree of other views, with as many or fewer, has no slice: its positions differ.
            var reordered = root
            reordered.subviews.reverse()
            if reordered.subviews.count > 1 { #expect(document.keys(of: IndexedTree(root: reordered)) == nil) }
            var pruned = root
            if pruned.subviews.popLast() != nil { #expect(document.keys(of: IndexedTree(root: pruned)) == nil) }
        }
    }

    @Test("an action target that is a placeholder declared later changes closed views: the matcher keys them again")
    func lateRoles() throws {
        let path = PackagePaths.fixture("Modern/SceneWithLandscapeView.storyboard")
        let keying = ViewKeying()
        let design = try Design(reading: [path], options: LayoutOptions(), keying: keying)
        #expect(keying.documents.first?.isStale == true)
        #expect(try MatchPipeline.run(pairing: [path], options: LayoutOptions(), mode: .default) == MatchResult(matching: design))
    }
}
