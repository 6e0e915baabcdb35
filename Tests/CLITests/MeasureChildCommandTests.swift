#if canImport(Glibc)
import Glibc
#endif
import LayoutBenchmarks
import Testing
import TestSupport

/// `template-dev measure-child`, the launcher `bench` runs `match` through.
@Suite("measure-child command")
struct MeasureChildCommandTests {
    /// Started straight from a process holding 256 MB (glibc's `posix_spawn` shares the parent's
    /// address space until `exec`), a child is charged the parent's peak; through the launcher,
    /// its own.
    @Test("a child's peak is its own, not that of the large process that asked for it")
    func peakIsTheChilds() throws {
        let executable = try #require(TemplateApplyProcess.developmentToolURL, "template-dev was not built").path
        let size = 256 << 20
        guard let block = malloc(size) else { return }
        defer { free(block) }
        memset(block, 1, size)
        let direct = try ChildProcess.run(["/bin/true"])
        let launched = try ChildProcess.run(["/bin/true"], through: [executable, "measure-child"])
        #expect(launched.exitStatus == 0)
        #expect(launched.peakResidentBytes > 0)
        #expect(launched.peakResidentBytes < 64 << 20, "peak \(launched.peakResidentBytes) bytes for /bin/true")
        // What the launcher is for: run directly, the same child looks as large as this process.
        #expect(direct.peakResidentBytes > size)
        #expect(block.load(fromByteOffset: size - 1, as: UInt8.self) == 1)
    }

    @Test("it is not listed in the help, and fails cleanly without a command")
    func hiddenAndChecked() throws {
        let tool = try #require(TemplateApplyProcess.developmentToolURL, "template-dev was not built")
        let help = try TemplateApplyProcess.run(["--help"], executable: tool)
        #expect(help.status == 0)
        #expect(!help.stdout.contains("measure-child"))
        let empty = try TemplateApplyProcess.run(["measure-child"], executable: tool)
        #expect(empty.status == 1 && !empty.signaled)
        #expect(empty.stderr.contains("error:"))
    }
}
