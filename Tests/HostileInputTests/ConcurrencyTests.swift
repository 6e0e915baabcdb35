import Foundation
import LayoutTemplates
import Testing
import TestSupport

/// What the library makes of one file, as one comparable value.
enum PipelineOutcome: Hashable, Sendable {
    case importFailed(DiagnosticError)
    case noLayouts(ImportResult, DiagnosticError)
    case matched(ImportResult, Design, [MatchResult])

    /// Import, find the layouts, match in both modes: everything the library does with a file.
    static func run(_ path: String) -> PipelineOutcome {
        let imported: ImportResult
        do {
            imported = try ImportResult(contentsOf: path)
        } catch {
            return .importFailed(error)
        }
        do {
            let set = try Design(documents: [imported.document])
            return .matched(imported, set, [MatchResult(matching: set, mode: .default), MatchResult(matching: set, mode: .compatible)])
        } catch {
            return .noLayouts(imported, error)
        }
    }
}

/// The library's public types are `Sendable` values (the compiler checks that the outcome above
/// crosses task boundaries), and libxml2 is initialised once, so importing and matching many
/// documents at once must give exactly what doing them one by one gives.
@Suite("Concurrency", .timeLimit(.minutes(2)))
struct ConcurrencyTests {
    /// Every document in Fixtures/, plus hostile variants that fail in each layer.
    static func inputs(in files: HostileFiles) throws -> [String] {
        let root = PackagePaths.fixtures.path
        let enumerator = FileManager.default.enumerator(atPath: root)
        var paths: [String] = []
        while let relative = enumerator?.nextObject() as? String {
            if [".xib", ".storyboard", ".xml"].contains(where: relative.hasSuffix) { paths.append(root + "/" + relative) }
        }
        for variant in ValueTests.variants.prefix(4) + StructureTests.importErrors + StructureTests.layoutErrors {
            if let path = try variant.write(to: files) { paths.append(path) }
        }
        paths.append(try files.write("laughs.xib", "<!DOCTYPE d [<!ENTITY a \"a\">]><d>&a;</d>"))
        paths.append(try files.write("utf8.xib", [0x3C, 0x61, 0x3E, 0xC3, 0x28, 0x3C, 0x2F, 0x61, 0x3E]))
        return paths.sorted()
    }

    @Test("importing and matching many documents in a task group gives the same outcomes as one by one")
    func parallelEqualsSequential() async throws {
        let files = try HostileFiles()
        defer { files.remove() }
        let paths = try Self.inputs(in: files)
        #expect(paths.count > 20)
        let sequential = paths.map(PipelineOutcome.run)
        #expect(sequential.contains { if case .matched = $0 { true } else { false } })
        #expect(sequential.contains { if case .importFailed = $0 { true } else { false } })
        // Each file several times over, so that the same document is read on several threads at once.
        let rounds = 8
        let parallel = await withTaskGroup(of: (Int, PipelineOutcome).self) { group in
            for round in 0..<rounds {
                for (index, path) in paths.enumerated() {
                    group.addTask { (round * paths.count + index, PipelineOutcome.run(path)) }
                }
            }
            var outcomes = [PipelineOutcome?](repeating: nil, count: rounds * paths.count)
            for await (slot, outcome) in group { outcomes[slot] = outcome }
            return outcomes
        }
        for round in 0..<rounds {
            for index in paths.indices {
                #expect(parallel[round * paths.count + index] == sequential[index], "\(paths[index]) differs in round \(round)")
            }
        }
    }
}
