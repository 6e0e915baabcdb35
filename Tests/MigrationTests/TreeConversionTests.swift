import Foundation
import LayoutChecking
import LayoutMigration
import LayoutTemplates
import Testing
import TestSupport

/// ``TreeConversion`` on `Fixtures/TreeConversion` (legacy archives, a two-file modern design, an
/// iPad design merge must refuse, a malformed file, and documents of no concern), on
/// `Fixtures/CheckRepo` with its configuration, and on the shared corpus.
@Suite("Converting a tree")
struct TreeConversionTests {
    static let tree = PackagePaths.fixture("TreeConversion")

    /// Each document's path relative to `folder` with its outcome.
    static func outcomes(_ run: TreeConversion, under folder: String) -> [String: TreeConversion.ConvertedDocument.Outcome] {
        Dictionary(uniqueKeysWithValues: run.documents.map { (String($0.file.dropFirst(folder.count + 1)), $0.outcome) })
    }

    /// Every document of the package's readers reads the written file: the importer, and for a
    /// merge, the layout finder and the matcher (the design's layouts are its size-class variations).
    static func readBack(_ run: TreeConversion) throws {
        for output in Set(run.documents.compactMap(\.output)) {
            let imported = try ImportResult(contentsOf: output)
            #expect(imported.document.format == .xib || imported.document.format == .storyboard, "\(output)")
            if run.kind == .merge {
                let design = try Design(contentsOf: [output])
                #expect(design.layouts.count >= 2, "\(output)")
                _ = MatchResult(matching: design)
            }
        }
    }

    @Test("upgrade: every legacy archive converted into the mirror, every other document accounted for with its reason")
    func upgradeTree() throws {
        let out = try TemporaryDirectory()
        defer { out.remove() }
        let run = TreeConversion(.upgrade, folder: Self.tree, into: .mirror(out.path))
        #expect(Self.outcomes(run, under: Self.tree) == [
            "App/Cells/MessageCell.xib": .skipped,
            "App/Legacy/RecordForms.xib": .converted,
            "App/Legacy/TwoLayouts.xib": .converted,
            "App/Mac/MainMenu.xib": .skipped,
            "App/Onboarding/Onboarding.layouts.xml": .skipped,
            "App/Pad/PadPlayer.xib": .skipped,
            "App/Settings/SettingsViewController.xib": .skipped,
            "App/Settings/SettingsViewController-landscape.xib": .skipped,
            "Broken/Malformed.xib": .failed,
        ])
        #expect(run.status == .incomplete)
        #expect(run.summary == "upgrade: 9 documents: 2 converted, 0 refused, 6 skipped, 1 failed; 1 warning")
        let converted = try #require(run.documents.first { $0.file.hasSuffix("TwoLayouts.xib") })
        #expect(converted.output == out.path + "/App/Legacy/TwoLayouts.xib")
        #expect(converted.diagnostics.map(\.rule) == [.untranslatedProperty])
        #expect(run.documents.first { $0.file.hasSuffix("MessageCell.xib") }?.reason == "not a legacy Interface Builder archive [unsupported-document]")
        #expect(run.documents.first { $0.file.hasSuffix("Malformed.xib") }?.diagnostics.map(\.rule) == [.malformedXML])
        try Self.readBack(run)
        // What upgrade writes for one file, it writes in the tree.
        let single = try LegacyUpgrade(contentsOf: PackagePaths.fixture("Legacy/TwoLayouts.xib")).text()
        #expect(try String(contentsOfFile: out.path + "/App/Legacy/TwoLayouts.xib", encoding: .utf8) == single)
        #expect(try FileManager.default.subpathsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".xib") }.sorted()
            == ["App/Legacy/RecordForms.xib", "App/Legacy/TwoLayouts.xib"])
    }

    @Test("merge: designs triaged as check triages them; a two-file design into one document; the iPad design refused")
    func mergeTree() throws {
        let out = try TemporaryDirectory()
        defer { out.remove() }
        let run = TreeConversion(.merge, folder: Self.tree, into: .mirror(out.path), exclude: ["Broken"])
        #expect(Self.outcomes(run, under: Self.tree) == [
            "App/Cells/MessageCell.xib": .skipped,
            "App/Legacy/RecordForms.xib": .skipped,
            "App/Legacy/TwoLayouts.xib": .converted,
            "App/Mac/MainMenu.xib": .skipped,
            "App/Onboarding/Onboarding.layouts.xml": .skipped,
            "App/Pad/PadPlayer.xib": .refused,
            "App/Settings/SettingsViewController.xib": .converted,
            "App/Settings/SettingsViewController-landscape.xib": .converted,
        ])
        #expect(run.status == .problems)
        #expect(run.summary.hasPrefix("merge: 8 documents: 3 converted into 2 files, 1 refused, 4 skipped; "), "\(run.summary)")
        let landscape = try #require(run.documents.first { $0.file.hasSuffix("SettingsViewController-landscape.xib") })
        #expect(landscape.output == out.path + "/App/Settings/SettingsViewController.xib")
        let pad = try #require(run.documents.first { $0.file.hasSuffix("PadPlayer.xib") })
        #expect(pad.output == nil)
        #expect(pad.reason == "this is an iPad document (com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB) [not-expressible]")
        #expect(landscape.reason == "the landscape layout of SettingsViewController.xib")
        #expect(pad.diagnostics.contains { $0.severity == .error && $0.rule == .notExpressible })
        #expect(run.documents.first { $0.file.hasSuffix("MessageCell.xib") }?.reason == "no alternative layouts")
        try Self.readBack(run)
        #expect(try FileManager.default.subpathsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".xib") }.sorted()
            == ["App/Legacy/TwoLayouts.xib", "App/Settings/SettingsViewController.xib"])
    }

    @Test("in place: each converted document replaced, every other file as it was; only with .inPlace")
    func inPlace() throws {
        let copy = try TemporaryDirectory()
        defer { copy.remove() }
        let folder = copy.file("TreeConversion")
        try FileManager.default.copyItem(atPath: Self.tree, toPath: folder)
        let before = try Self.contents(of: folder)
        let run = TreeConversion(.merge, folder: folder, into: .inPlace, exclude: ["Broken"])
        let after = try Self.contents(of: folder)
        let replaced = Set(after.keys.filter { after[$0] != before[$0] })
        #expect(replaced == ["App/Legacy/TwoLayouts.xib", "App/Settings/SettingsViewController.xib"])
        #expect(Set(after.keys) == Set(before.keys), "no file added or removed (no temporary file left)")
        #expect(run.documents.first { $0.file.hasSuffix("TwoLayouts.xib") }?.output == folder + "/App/Legacy/TwoLayouts.xib")
        try Self.readBack(run)
    }

    @Test("a mirror never writes over an input, and the folder converted is no output folder")
    func refusals() throws {
        let same = TreeConversion(.upgrade, folder: Self.tree, into: .mirror(Self.tree))
        #expect(same.status == .incomplete)
        #expect(same.documents.isEmpty)
        #expect(same.inputDiagnostics.map(\.rule) == [.overwritesInput])
        let file = TreeConversion(.upgrade, folder: PackagePaths.fixture("Legacy/TwoLayouts.xib"), into: .mirror(NSTemporaryDirectory()))
        #expect(file.status == .incomplete)
        #expect(file.inputDiagnostics.map(\.rule) == [.unreadableFile])
        // An output that cannot be written fails its document (exit status 2), and only it.
        let blocked = try TemporaryDirectory()
        defer { blocked.remove() }
        #expect(FileManager.default.createFile(atPath: blocked.file("App"), contents: Data()))
        let unwritable = TreeConversion(.upgrade, folder: Self.tree, into: .mirror(blocked.path), exclude: ["Broken"])
        #expect(unwritable.count(.failed) == 2)
        #expect(unwritable.count(.skipped) == 6)
        #expect(unwritable.status == .incomplete)
        #expect(unwritable.documents.filter { $0.outcome == .failed }.allSatisfy { $0.diagnostics.last?.rule == .unwritableFile })
    }

    @Test("an output folder inside the folder converted is never read as input on the next run")
    func outputInsideFolder() throws {
        let copy = try TemporaryDirectory()
        defer { copy.remove() }
        let folder = copy.file("TreeConversion")
        try FileManager.default.copyItem(atPath: Self.tree, toPath: folder)
        let first = TreeConversion(.upgrade, folder: folder, into: .mirror(folder + "/Upgraded"), exclude: ["Broken"])
        #expect(first.count(.converted) == 2)
        let second = TreeConversion(.upgrade, folder: folder, into: .mirror(folder + "/Upgraded"), exclude: ["Broken"])
        #expect(second.documents.map(\.file) == first.documents.map(\.file))
        #expect(second.status == .passed)
    }

    @Test("Fixtures/CheckRepo: the documents check finds, with its configuration's exclude, and no others")
    func checkRepository() throws {
        let folder = PackagePaths.fixture("CheckRepo")
        let configuration = try CheckConfiguration.read(file: folder + "/.template-apply.yml")
        let out = try TemporaryDirectory()
        defer { out.remove() }
        let run = TreeConversion(.merge, folder: folder, into: .mirror(out.path), configuration: configuration)
        let found = FoundDesigns(under: [folder], configuration: configuration)
        #expect(Set(run.documents.map(\.file)) == Set(found.designs.flatMap(\.files)))
        #expect(run.documents.count == 9, "check counts 9 documents here")
        #expect(!run.documents.contains { $0.file.contains("/Pods/") || $0.file.contains("/build/") || $0.file.contains("/.hidden/") })
        #expect(Self.outcomes(run, under: folder) == [
            "App/Cells/MessageCell.xib": .skipped,
            "App/Legacy/HalfConnectedViewController.xib": .skipped,
            "App/Login/LoginViewController.xib": .converted,
            "App/Mac/MainMenu.xib": .skipped,
            "App/Onboarding/Onboarding.layouts.xml": .skipped,
            "App/Profile/ProfileLandscape.xib": .converted,
            "App/Profile/ProfilePortrait.xib": .converted,
            "App/Settings/SettingsViewController-landscape.xib": .converted,
            "App/Settings/SettingsViewController.xib": .converted,
        ])
        #expect(run.status == .passed)
        try Self.readBack(run)
        let upgrade = TreeConversion(.upgrade, folder: folder, into: .mirror(out.path + "/upgraded"), configuration: configuration)
        #expect(upgrade.documents.count == 9)
        #expect(upgrade.count(.converted) == 0, "CheckRepo holds no legacy archive")
        #expect(upgrade.status == .passed)
    }

    @Test("the corpus: every document accounted for, every output read back",
          .enabled(if: PackagePaths.isCorpusAvailable, "../shared/corpus is absent: the corpus conversion is skipped"),
          arguments: TreeConversion.Kind.allCases)
    func corpus(kind: TreeConversion.Kind) throws {
        let folder = PackagePaths.corpusRoot.path
        let out = try TemporaryDirectory()
        defer { out.remove() }
        let run = TreeConversion(kind, folder: folder, into: .mirror(out.path))
        let found = FoundDesigns(under: [folder])
        #expect(run.documents.map(\.file).sorted() == found.designs.flatMap(\.files).sorted())
        #expect(run.count(.converted) > 0)
        #expect(run.count(.failed) == 0, "\(run.documents.filter { $0.outcome == .failed }.map(\.line))")
        for document in run.documents where document.outcome != .converted {
            #expect(document.reason != nil, "\(document.file)")
        }
        try Self.readBack(run)
        print("corpus \(kind.rawValue): \(run.summary)")
    }

    /// Every regular file under `folder` by relative path, with its bytes.
    static func contents(of folder: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: folder) {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            files[path] = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + path))
        }
        return files
    }
}
