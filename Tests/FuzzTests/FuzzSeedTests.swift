import Foundation
import Testing
import TestSupport

/// The fuzz harness's own code (`Fuzz/FuzzTarget.swift`, linked here) run on every seed of every
/// target: it compiles with the tests, so a change to the library's API cannot leave the harness
/// broken until the next fuzzing session, and each seed must keep every invariant the fuzzer checks
/// (serial and pipelined imports equal, errors with diagnostics, plain text output, a baseline
/// that reads back, the glob automaton agreeing with its reference, ...).
@Suite("Fuzz harness on its seeds")
struct FuzzSeedTests {
    /// Every regular file under `folder` (relative to the package), recursively, sorted.
    static func files(under folder: String) -> [URL] {
        let root = PackagePaths.root.appendingPathComponent(folder)
        guard let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        return walk.compactMap { $0 as? URL }
            .filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
            .sorted { $0.path < $1.path }
    }

    @Test("every seed keeps the invariants of its target", arguments: FuzzTargetName.allCases)
    func seeds(target: FuzzTargetName) throws {
        let seeds = target.seedFolders.flatMap(Self.files(under:))
        #expect(!seeds.isEmpty, "no seeds for \(target.rawValue) in \(target.seedFolders)")
        for seed in seeds {
            let bytes = try [UInt8](Data(contentsOf: seed))
            do {
                try FuzzTarget.run(bytes, as: target)
            } catch {
                Issue.record("\(target.rawValue): \(seed.path): \(error.message)")
            }
        }
    }
}
