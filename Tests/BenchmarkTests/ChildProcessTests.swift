import LayoutBenchmarks
import Testing

@Suite("Child process")
struct ChildProcessTests {
    @Test("an outcome survives the launcher's line; anything else is refused")
    func outcomeLine() throws {
        let outcome = try #require(ChildProcess.Outcome(line: "0.25 1048576 0"))
        #expect(outcome.seconds == 0.25 && outcome.peakResidentBytes == 1_048_576 && outcome.exitStatus == 0)
        #expect(ChildProcess.Outcome(line: outcome.line) == outcome)
        for bad in ["", "0.25 1048576", "a b c", "0.25 1048576 0 9", "0.25 -x 0"] {
            #expect(ChildProcess.Outcome(line: bad) == nil, "\(bad)")
        }
    }

    @Test("a command run through a launcher gives the outcome the launcher printed")
    func throughLauncher() throws {
        let outcome = try ChildProcess.run(["ignored"], through: ["/bin/sh", "-c", "echo '1.5 2048 0'", "sh"])
        #expect(outcome.seconds == 1.5 && outcome.peakResidentBytes == 2048 && outcome.exitStatus == 0)
        #expect(throws: BenchmarkError.self) { try ChildProcess.run([], through: ["/bin/sh", "-c", "echo nonsense", "sh"]) }
        #expect(throws: BenchmarkError.self) { try ChildProcess.run([], through: ["/bin/sh", "-c", "exit 3", "sh"]) }
        #expect(throws: BenchmarkError.self) { try ChildProcess.run(["/bin/true"], through: ["/nonexistent/launcher"]) }
    }

    @Test("a command that exits with a status reports it")
    func exitStatus() throws {
        let outcome = try ChildProcess.run(["/bin/sh", "-c", "exit 3"])
        #expect(outcome.exitStatus != 0)
        #expect(outcome.peakResidentBytes > 0)
    }
}
