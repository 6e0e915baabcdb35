import Foundation
import LayoutChecking
import LayoutMigration
import LayoutTemplates
import LayoutXML
import Testing
import TestSupport

/// How many times each command reads each of its inputs: once, every stage working from that
/// read, since a second read costs a parse and lets the file change between the two. The counts
/// come from the one place that opens input files (`InputReads`); each test reads its own copies,
/// so that tests running at the same time do not count each other's reads.
@Suite("One read per input")
struct ReadOnceTests {
    /// Copies of `fixtures` (paths under Fixtures/) in a fresh folder, by file name.
    private static func copies(_ fixtures: [String]) throws -> (TemporaryDirectory, [String]) {
        let folder = try TemporaryDirectory()
        let paths = try fixtures.map { fixture in
            let path = folder.file(URL(fileURLWithPath: fixture).lastPathComponent)
            try FileManager.default.copyItem(atPath: PackagePaths.fixture(fixture), toPath: path)
            return path
        }
        return (folder, paths)
    }

    private static func reads(_ paths: [String]) -> [String: Int] {
        Dictionary(uniqueKeysWithValues: paths.map { (URL(fileURLWithPath: $0).lastPathComponent, InputReads.count(of: $0)) })
    }

    @Test("match reads a one-file design once, and each file of a pair once")
    func match() throws {
        for fixtures in [["Merge/MovedLabel.xib"], ["Merge/TwoFile/Portrait.xib", "Merge/TwoFile/Landscape.xib"]] {
            let (folder, paths) = try Self.copies(fixtures)
            defer { folder.remove() }
            _ = try MatchPipeline.run(files: paths, options: LayoutOptions(), mode: .default)
            #expect(Self.reads(paths).values.allSatisfy { $0 == 1 }, "match: \(Self.reads(paths))")
        }
    }

    @Test("merge reads its inputs once, matching and editing the designer's documents from that read")
    func merge() throws {
        for (fixtures, target) in [(["Merge/MovedLabel.xib"], MergeTarget.xib), (["Merge/MovedLabel.xib"], .storyboard),
                                   (["Merge/TwoFile/Portrait.xib", "Merge/TwoFile/Landscape.xib"], .xib),
                                   (["Merge/LandscapeSegues.storyboard"], .storyboard), (["Legacy/TwoLayouts.xib"], .xib)] {
            let (folder, paths) = try Self.copies(fixtures)
            defer { folder.remove() }
            let reads = DocumentReads()
            let result = try MatchPipeline.run(files: paths, options: LayoutOptions(), mode: .default, reads: reads)
            _ = try target.text(of: MergedDesign(result, reads: reads), destination: folder.file("out.\(target.rawValue)"))
            #expect(Self.reads(paths).values.allSatisfy { $0 == 1 }, "merge to \(target): \(Self.reads(paths))")
        }
    }

    @Test("merge --auto-layout reads its input once")
    func mergeAutoLayout() throws {
        let (folder, paths) = try Self.copies(["Merge/MovedLabel.xib"])
        defer { folder.remove() }
        let reads = DocumentReads()
        let result = try MatchPipeline.run(files: paths, options: LayoutOptions(), mode: .default, reads: reads)
        _ = try? MergeTarget.xib.autoLayoutText(of: MergedDesign(result, reads: reads), destination: folder.file("out.xib"))
        #expect(Self.reads(paths).values.allSatisfy { $0 == 1 }, "merge --auto-layout: \(Self.reads(paths))")
    }

    @Test("upgrade reads a legacy archive once")
    func upgrade() throws {
        let (folder, paths) = try Self.copies(["Legacy/TwoLayouts.xib"])
        defer { folder.remove() }
        _ = try LegacyUpgrade(contentsOf: paths[0]).text()
        #expect(Self.reads(paths).values.allSatisfy { $0 == 1 }, "upgrade: \(Self.reads(paths))")
    }

    @Test("check reads every file it finds once, a name-paired sibling included")
    func check() throws {
        let (folder, paths) = try Self.copies(["Merge/MovedLabel.xib", "Merge/TwoFile/Portrait.xib", "Merge/TwoFile/Landscape.xib"])
        defer { folder.remove() }
        let designs = FoundDesigns(under: [folder.path])
        _ = CheckReport(checking: designs.designs, settings: CheckSettings(root: folder.path), inputDiagnostics: designs.diagnostics)
        #expect(Self.reads(paths).values.allSatisfy { $0 == 1 }, "check: \(Self.reads(paths))")
    }

    @Test("check and a folder's merge read once a name-paired sibling that a file holding both layouts leaves unused")
    func unusedSibling() throws {
        for kind in [nil, TreeConversion.Kind.merge] {
            let (folder, fixtures) = try Self.copies(["Legacy/AllMappings-8.00.xib", "Legacy/RecordForms-id.xib"])
            defer { folder.remove() }
            // `Foo.xib` holds both layouts itself; `Foo-landscape.xib`, which its name pairs with, is a design of its own.
            let paths = [folder.file("Foo.xib"), folder.file("Foo-landscape.xib")]
            for (fixture, path) in zip(fixtures, paths) { try FileManager.default.moveItem(atPath: fixture, toPath: path) }
            if let kind {
                let output = try TemporaryDirectory()
                defer { output.remove() }
                let conversion = TreeConversion(kind, folder: folder.path, into: .mirror(output.file("out")))
                #expect(conversion.documents.map(\.file) == paths, "\(conversion.diagnostics)")
            } else {
                let designs = FoundDesigns(under: [folder.path])
                let report = CheckReport(checking: designs.designs, settings: CheckSettings(root: folder.path), inputDiagnostics: designs.diagnostics)
                #expect(report.designs.map(\.design.files) == paths.map { [$0] })
            }
            #expect(Self.reads(paths).values.allSatisfy { $0 == 1 }, "\(kind.map { "\($0)" } ?? "check"): \(Self.reads(paths))")
        }
    }

    @Test("a folder's merge and upgrade read each file once: a merge sorts the designs as check does and merges from that read")
    func folderConversion() throws {
        for kind in [TreeConversion.Kind.merge, .upgrade] {
            let (folder, paths) = try Self.copies(kind == .merge ? ["Merge/MovedLabel.xib"] : ["Legacy/TwoLayouts.xib"])
            defer { folder.remove() }
            let output = try TemporaryDirectory()
            defer { output.remove() }
            let conversion = TreeConversion(kind, folder: folder.path, into: .mirror(output.file("out")))
            #expect(conversion.documents.map(\.outcome) == [.converted], "\(conversion.diagnostics)")
            #expect(Self.reads(paths).values.allSatisfy { $0 == 1 }, "\(kind): \(Self.reads(paths))")
        }
    }
}
