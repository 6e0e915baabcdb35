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
/// for an unsound output; each written text also parses in Foundation's XML parser.
@Suite struct MergeOutputSoundnessTests {
    /// The folders whose designs are merged: the fixtures, and the shared corpus and Xcode
    /// upgrades where present.
    static var roots: [String] {
        var roots = [PackagePaths.fixtures.path]
        if PackagePaths.isCorpusAvailable { roots.append(PackagePaths.corpusRoot.path) }
        if XcodeUpgrades.isAvailable { roots.append(XcodeUpgrades.root.path) }
        return roots
    }

    /// Whether `error` is the soundness check's refusal of a merge's output.
    static func isUnsound(_ error: DiagnosticError) -> Bool {
        error.diagnostics.contains { $0.message.hasPrefix("the document to be written") || $0.message.contains("would not read back") }
    }

    @Test("every design merged to every target is sound, and parses in a second XML reader")
    func everyMergeSound() throws {
        var merged = 0
        var designs = 0
        for reading in FoundDesigns(under: Self.roots).read() where reading.kind == .design {
            for design in reading.designs {
                designs += 1
                let match = MergedDesign(MatchResult(matching: design, mode: .default))
                for target in MergeTarget.allCases {
                    let destination = "out" + (target == .template ? ".layouts.xml" : ".\(target.rawValue)")
                    do {
                        let text = try target.text(of: match, destination: destination).text
                        merged += 1
                        #if canImport(FoundationXML)
                        let parser = XMLParser(data: Data(text.utf8))
                        #expect(parser.parse(), "\(reading.files.files) to \(target): \(parser.parserError.map { "\($0)" } ?? "")")
                        #endif
                    } catch {
                        #expect(!Self.isUnsound(error), "\(reading.files.files) to \(target): \(error.diagnostics.map(\.message))")
                    }
                }
            }
        }
        #expect(designs >= 40)
        #expect(merged >= 100)
    }
}
