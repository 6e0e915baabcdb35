import Foundation
import Testing
import LayoutTemplates
import TestSupport
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Every document a merge writes goes through ``DocumentSoundness`` before it is written: here
/// every design of the fixtures, the corpus and Xcode's upgrades (each scene's and each .xib
/// owner's, taken in turn as the live one) is merged to every target, and no merge may be refused
/// for an unsound output; each written text also parses in Foundation's XML parser. Each set is a
/// test of its own, so that a missing `../shared` folder shows as a skipped test with its reason.
@Suite struct MergeOutputSoundnessTests {
    /// Whether `error` is the soundness check's refusal of a merge's output.
    static func isUnsound(_ error: DiagnosticError) -> Bool {
        error.diagnostics.contains { $0.message.hasPrefix("the document to be written") || $0.message.contains("would not read back") }
    }

    /// Merges `design` to every target; how many merges wrote a text (a merge may be refused for
    /// its own reasons, an iPad design for one, never for an unsound output).
    static func mergeToEveryTarget(_ design: Design, label: String) -> Int {
        var merged = 0
        let match = MergedDesign(MatchResult(matching: design, mode: .default))
        for target in MergeTarget.allCases {
            let destination = "out" + (target == .template ? ".layouts.xml" : ".\(target.rawValue)")
            do {
                let text = try target.text(of: match, destination: destination).text
                merged += 1
                #if canImport(FoundationXML)
                let parser = XMLParser(data: Data(text.utf8))
                #expect(parser.parse(), "\(label) to \(target): \(parser.parserError.map { "\($0)" } ?? "")")
                #endif
            } catch {
                #expect(!isUnsound(error), "\(label) to \(target): \(error.diagnostics.map(\.message))")
            }
        }
        return merged
    }

    /// Merges every design found under `root` to every target; how many designs were found and
    /// how many merges wrote a text.
    static func mergeEvery(under root: String) -> (designs: Int, merged: Int) {
        var merged = 0
        var designs = 0
        for reading in FoundDesigns(under: [root]).read() where reading.kind == .design {
            for design in reading.designs {
                designs += 1
                merged += mergeToEveryTarget(design, label: "\(reading.files.files)")
            }
        }
        return (designs, merged)
    }

    @Test("every fixture design merged to every target is sound, and parses in a second XML reader")
    func fixturesMergeSound() {
        let (designs, merged) = Self.mergeEvery(under: PackagePaths.fixtures.path)
        #expect(designs >= 40, "\(designs) designs")
        #expect(merged >= 110, "\(merged) merges written")
    }

    @Test("every corpus design merged to every target is sound, and parses in a second XML reader",
          .enabled(if: PackagePaths.isCorpusAvailable, "../shared/corpus is absent: its merges are not checked"))
    func corpusMergesSound() {
        let (designs, merged) = Self.mergeEvery(under: PackagePaths.corpusRoot.path)
        #expect(designs >= 16, "\(designs) designs")
        #expect(merged >= 40, "\(merged) merges written")
    }

    @Test("every pair of Xcode's upgrades, each file taken as the live one and the other as its landscape layout, merged to every target is sound, and parses in a second XML reader",
          .enabled(if: XcodeUpgrades.isAvailable, "../shared/xcode-upgrades is absent: its merges are not checked"))
    func xcodeUpgradesMergeSound() throws {
        // The folder holds single-layout documents, no design: each archive and the document
        // Xcode upgraded it to draw one interface twice, which makes a design of every pair
        // whose merge reads, edits and writes the whole live document (the archive's through its
        // upgrade).
        var designs = 0
        var merged = 0
        for pair in try XcodeUpgrades.pairs() {
            for files in [[pair.legacyPath, pair.modernPath], [pair.modernPath, pair.legacyPath]] {
                guard let design = try? Design(contentsOf: files) else { continue }
                designs += 1
                merged += Self.mergeToEveryTarget(design, label: "\(files)")
            }
        }
        #expect(designs >= 120, "\(designs) designs")
        #expect(merged >= 120, "\(merged) merges written")
    }
}
