import Foundation
import LayoutTemplates
import Testing
import TestSupport

/// Replays what the fuzzer found: every crasher kept in `Fixtures/Crashers/` and the sample of its
/// generated inputs in `Fixtures/FuzzCorpus/`, through the same pipeline as the fuzz target
/// (import, find layouts, match in both modes). A crash ends the test process; a thrown error
/// must carry diagnostics.
@Suite("Fuzz regressions", .timeLimit(.minutes(2)))
struct FuzzRegressionTests {
    static func inputs() -> [String] {
        ["Crashers", "FuzzCorpus"].flatMap { folder -> [String] in
            let directory = PackagePaths.fixtures.appendingPathComponent(folder).path
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
            return names.filter { $0 != "README.md" }.sorted().map { directory + "/" + $0 }
        }
    }

    @Test("every kept fuzz input gives a result or an error with diagnostics, the same twice")
    func replay() throws {
        let inputs = Self.inputs()
        #expect(inputs.count > 100, "the fuzz corpus sample is missing")
        for path in inputs {
            let first = PipelineOutcome.run(path)
            if case .importFailed(let error) = first {
                #expect(!error.diagnostics.isEmpty, "\(path)")
                #expect(error.diagnostics.allSatisfy { $0.location == nil || $0.location?.file == path }, "\(path): \(error)")
            }
            #expect(PipelineOutcome.run(path) == first, "\(path) is not deterministic")
        }
    }
}
