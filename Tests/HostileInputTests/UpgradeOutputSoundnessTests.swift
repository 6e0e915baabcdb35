import Foundation
import Testing
import LayoutTemplates
import LayoutXML
import TestSupport
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Every document an upgrade writes goes through ``DocumentSoundness`` before it is written: here
/// every legacy archive of the fixtures, the corpus and Xcode's upgrades is upgraded, its text
/// checked again and parsed in Foundation's XML parser. Each set is a test of its own, so that a
/// missing `../shared` folder shows as a skipped test with its reason.
@Suite struct UpgradeOutputSoundnessTests {
    /// The legacy archives under `root`.
    static func archives(under root: String) throws -> [String] {
        try OutputSoundnessTests.documents(under: root).filter { path in
            (try? String(contentsOfFile: path, encoding: .utf8))?.contains("<archive") ?? false
        }
    }

    /// Upgrades each archive of `paths`; how many upgrades wrote a text. An upgrade may be refused
    /// for its own reasons (a text XML cannot carry), never for an unsound output.
    static func upgradeEvery(_ paths: [String]) -> Int {
        var written = 0
        for path in paths {
            do {
                let text = try LegacyUpgrade(contentsOf: path).text()
                try DocumentSoundness.check(text, file: path)
                written += 1
                #if canImport(FoundationXML)
                let parser = XMLParser(data: Data(text.utf8))
                #expect(parser.parse(), "\(path): \(parser.parserError.map { "\($0)" } ?? "")")
                #endif
            } catch {
                #expect(!MergeOutputSoundnessTests.isUnsound(error), "\(path): \(error.diagnostics.map(\.message))")
            }
        }
        return written
    }

    @Test("every legacy archive of the fixtures, hostile ones included, upgrades to a sound document a second XML reader parses")
    func fixturesUpgradeSound() throws {
        let paths = try Self.archives(under: PackagePaths.fixtures.path)
        #expect(paths.count >= 17, "\(paths.count) archives")
        // The control-characters archive's label text is one XML cannot carry: an error by design.
        #expect(Self.upgradeEvery(paths) == paths.count - 1)
    }

    @Test("every legacy archive of the corpus upgrades to a sound document a second XML reader parses",
          .enabled(if: PackagePaths.isCorpusAvailable, "../shared/corpus is absent: its upgrades are not checked"))
    func corpusUpgradesSound() throws {
        let paths = try Self.archives(under: PackagePaths.corpusRoot.path)
        #expect(paths.count >= 31, "\(paths.count) archives")
        #expect(Self.upgradeEvery(paths) == paths.count)
    }

    @Test("every legacy archive of Xcode's upgrades upgrades to a sound document a second XML reader parses",
          .enabled(if: XcodeUpgrades.isAvailable, "../shared/xcode-upgrades is absent: its upgrades are not checked"))
    func xcodeUpgradesSound() throws {
        let paths = try XcodeUpgrades.pairs().map(\.legacyPath)
        #expect(paths.count >= 60, "\(paths.count) archives")
        #expect(Self.upgradeEvery(paths) == paths.count)
    }
}
