@testable import LayoutChecking
import Foundation
import LayoutTemplates
import Testing
import TestSupport

/// A file that holds both layouts itself (File's Owner `portraitView` and `landscapeView` outlets)
/// beside a file its name pairs with: it is read from its own outlets, as the reference reads it,
/// and a note names the sibling that is not used. The folder is made at test time from the
/// hand-written legacy fixtures: `Foo.xib` holds both layouts, `Foo-landscape.xib` is another design.
@Suite("A file holding both layouts beside a name-paired sibling")
struct OwnLayoutsTests {
    private static func folder(withSibling: Bool) throws -> (folder: URL, file: String) {
        let folder = try CheckFixtures.temporaryFolder()
        let both = try String(contentsOfFile: PackagePaths.fixture("Legacy/AllMappings-8.00.xib"), encoding: .utf8)
        try CheckFixtures.write(both, to: "Foo.xib", in: folder)
        if withSibling {
            let other = try String(contentsOfFile: PackagePaths.fixture("Legacy/RecordForms-id.xib"), encoding: .utf8)
            try CheckFixtures.write(other, to: "Foo-landscape.xib", in: folder)
        }
        return (folder, folder.appendingPathComponent("Foo.xib").path)
    }

    @Test("given alone, the file is read from its own outlets; a note names the unused sibling")
    func resolveKeepsTheFile() throws {
        let (folder, file) = try Self.folder(withSibling: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (files, notes) = NamePairing.resolve([file])
        #expect(files == [file])
        #expect(notes.count == 1)
        #expect(notes.first?.rule == .pairedByName)
        #expect(notes.first?.severity == .note)
        #expect(notes.first?.message.contains("portraitView and landscapeView") == true)
        #expect(notes.first?.message.contains(folder.appendingPathComponent("Foo-landscape.xib").path + ", which its name pairs with, is not used") == true)
    }

    @Test("compatible mode gives the reference's tables: the same as on the file without a sibling", arguments: [MatchingMode.compatible, .default])
    func matchingAgrees(mode: MatchingMode) throws {
        let (withSibling, file) = try Self.folder(withSibling: true)
        let (alone, aloneFile) = try Self.folder(withSibling: false)
        defer {
            try? FileManager.default.removeItem(at: withSibling)
            try? FileManager.default.removeItem(at: alone)
        }
        let paired = try Design(contentsOf: [file])
        let reference = try Design(contentsOf: [aloneFile])
        #expect(paired.layouts.map(\.name) == ["portrait", "landscape"])
        #expect(MatchResult(matching: paired, mode: mode).tables == MatchResult(matching: reference, mode: mode).tables)
    }

    @Test("check reads the file alone, with the note instead of the pairing note")
    func checkKeepsTheFile() throws {
        let (folder, file) = try Self.folder(withSibling: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let designs = FoundDesigns(under: [folder.path]).designs
        let paired = try #require(designs.first { $0.files.contains(file) })
        #expect(paired.isPairedByName)
        let checked = DesignTriage.check(paired, settings: CheckSettings(mode: .compatible))
        #expect(checked.design.files == [file])
        #expect(checked.outcome == .passed)
        let rules = checked.findings.map(\.diagnostic)
        #expect(rules.contains { $0.rule == .pairedByName && $0.message.contains("is not used") })
        #expect(!rules.contains { $0.message.hasPrefix("paired by name") })
    }

    @Test("Rotation's First.xib (../shared/corpus; skipped when absent) beside FirstLandscape.xib: compatible mode reads First.xib's own outlets",
          .enabled(if: PackagePaths.isCorpusAvailable, "../shared/corpus is absent"))
    func corpusFile() throws {
        let file = PackagePaths.corpus("Morpheu5__Rotation/Rotation__First.xib")
        let (files, notes) = NamePairing.resolve([file])
        #expect(files == [file])
        #expect(notes.first?.message.contains("Rotation__FirstLandscape.xib") == true)
        let design = try Design(contentsOf: files)
        let document = try ImportResult(contentsOf: file).document
        let scene = try #require(document.scenes.first)
        // The reference's layouts: the roots File's Owner's portraitView and landscapeView name.
        #expect(design.layouts.map(\.rootID) == [scene.outlet(named: "portraitView")?.destination, scene.outlet(named: "landscapeView")?.destination].compactMap { $0 })
        let result = MatchResult(matching: design, mode: .compatible)
        #expect(result.unmatched.isEmpty)
        #expect(design.layouts.allSatisfy { $0.file == file })
    }
}
