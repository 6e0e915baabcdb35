import Foundation
import LayoutChecking
import LayoutTemplates
import Testing
import TestSupport

/// The library's discovery (``FoundDesigns/init(under:)`` and ``FoundDesigns/read(options:)``)
/// and what `check` prints agree on every folder: the same designs, paired the same way, each of
/// the same kind. `check` is run as a user runs it, and its JSON report is compared with what a
/// tool finds through the library alone.
@Suite("Discovery and check agree", .enabled(if: TemplateApplyProcess.isAvailable, "the built template-apply was not found next to the test bundle"))
struct DiscoveryAgreementTests {
    /// Every folder under `root`, `root` first, hidden folders left out as discovery leaves them out.
    static func folders(under root: URL) -> [URL] {
        var folders = [root]
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey, .isSymbolicLinkKey],
                                                        options: [.skipsHiddenFiles])
        while let url = enumerator?.nextObject() as? URL {
            let values = try? url.resourceValues(forKeys: [.isDirectoryKey, .isSymbolicLinkKey])
            if values?.isDirectory == true, values?.isSymbolicLink != true { folders.append(url) }
        }
        return folders.sorted { $0.path < $1.path }
    }

    /// What `check` reports of a design, in the terms of discovery's kinds; `nil` for `problems`,
    /// which any kind but an unreadable one becomes when a finding fails the gate (a single-layout
    /// document with conflicting constraints, say).
    static func kind(ofOutcome outcome: String) -> NamePairing.DesignFiles.Reading.Kind? {
        switch outcome {
        case "passed": .design
        case "single-layout": .singleLayout
        case "half-connected": .halfConnected
        case "not-ios": .notIOS
        case "not-checked": .unreadable
        default: nil
        }
    }

    /// Compares `check PATH --format json` (no configuration, every localized copy reported) with
    /// the library's discovery of `folder`; returns how many designs were compared.
    static func compare(_ folder: URL, configuration: URL) throws -> Int {
        let output = try TemplateApplyProcess.run(["check", folder.path, "--format", "json", "--every-localization",
                                                   "--config", configuration.path], timeout: 300)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any],
                                "\(folder.path): \(output.stderr)")
        let printed = try #require(json["designs"] as? [[String: Any]])
        let found = FoundDesigns(under: [folder.path])
        let readings = found.read()
        #expect(printed.map { $0["files"] as? [String] ?? [] } == readings.map(\.files.files), "\(folder.path): the designs differ")
        #expect(printed.map { $0["pairedByName"] as? Bool ?? false } == readings.map(\.files.isPairedByName), "\(folder.path): the pairing differs")
        let outcomes = printed.map { $0["outcome"] as? String ?? "" }
        #expect(zip(outcomes, readings).allSatisfy { outcome, reading in
            kind(ofOutcome: outcome).map { $0 == reading.kind } ?? (outcome == "problems" && reading.kind != .unreadable)
        } && outcomes.count == readings.count, "\(folder.path): the kinds differ: \(outcomes) against \(readings.map(\.kind))")
        // The gate matches one design per scene, as discovery gives them.
        var settings = CheckSettings()
        settings.reportsEveryLocalization = true
        let checks = CheckReport(checking: found.designs, settings: settings).designs
        #expect(checks.map(\.designCount) == readings.map(\.designs.count), "\(folder.path): the designs per document differ")
        #expect(checks.map(\.kind.rawValue) == readings.map { $0.kind == .design ? "passed" : $0.kind == .unreadable ? "not-checked" : $0.kind.rawValue },
                "\(folder.path): the gate's kinds differ")
        return readings.count
    }

    /// Compares every folder under `root` (see ``compare(_:configuration:)``), with a configuration
    /// that sets nothing, so that no `.template-apply.yml` of the tree filters what `check` finds;
    /// returns how many designs were compared.
    static func compareEveryFolder(under root: URL) throws -> Int {
        let configuration = FileManager.default.temporaryDirectory.appendingPathComponent("agreement-\(UUID().uuidString).yml")
        try "strict: false\n".write(to: configuration, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: configuration) }
        return try folders(under: root).reduce(0) { try $0 + compare($1, configuration: configuration) }
    }

    @Test("every folder of Fixtures: the same designs, pairing and kinds")
    func fixtures() throws {
        #expect(try Self.compareEveryFolder(under: PackagePaths.fixtures) > 50)
    }

    @Test("every folder of the corpus (../shared/corpus): the same designs, pairing and kinds",
          .enabled(if: PackagePaths.isCorpusAvailable, "../shared/corpus is absent: the corpus agreement is skipped"))
    func corpus() throws {
        #expect(try Self.compareEveryFolder(under: PackagePaths.corpusRoot) > 40)
    }

    @Test("a storyboard with three two-layout scenes gives three designs, and check matches all three")
    func everyScene() throws {
        let folder = try CheckFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Fixtures/Hostile/two-design-scenes.storyboard with its second scene copied as a third.
        let two = try String(contentsOf: PackagePaths.fixtures.appendingPathComponent("Hostile/two-design-scenes.storyboard"), encoding: .utf8)
        let start = try #require(two.range(of: "        <scene sceneID=\"S3\">"))
        let end = try #require(two.range(of: "    </scenes>"))
        let third = String(two[start.lowerBound..<end.lowerBound])
            .replacingOccurrences(of: "3\"", with: "4\"")
            .replacingOccurrences(of: "\"ac3", with: "\"ac4")
            .replacingOccurrences(of: "\"ol3", with: "\"ol4")
        let file = folder.appendingPathComponent("Three.storyboard")
        try (two[..<end.lowerBound] + third + two[end.lowerBound...]).write(to: file, atomically: true, encoding: .utf8)

        let readings = FoundDesigns(under: [folder.path]).read()
        let reading = try #require(readings.first)
        #expect(readings.count == 1)
        #expect(reading.kind == .design)
        #expect(reading.designs.map(\.live.id) == ["PV", "PV3", "PV4"])
        #expect(!reading.diagnostics.contains { $0.severity == .error }, "\(reading.diagnostics.map(\.rendered))")
        let checks = CheckReport(checking: FoundDesigns(under: [folder.path]).designs, settings: CheckSettings()).designs
        #expect(checks.map(\.designCount) == [3])
        // The second and third scenes' extra slider is found in each.
        let unmatched = checks[0].findings.filter { $0.diagnostic.rule == .unmatchedView }
        #expect(unmatched.count == 2)
    }
}
