import Foundation
import LayoutTemplates
import Testing
import TestSupport

/// A design file that is replaced by a FIFO while the tool reads it: a check of the path followed
/// by an `open` of whatever is there by then would block forever on a FIFO without a writer. The
/// tool opens without blocking and judges what it opened by its descriptor.
@Suite("Files swapped for FIFOs", .enabled(if: TemplateApplyProcess.isAvailable), .timeLimit(.minutes(2)))
struct SwappedFileTests {
    @Test("a design swapped back and forth with a FIFO while inspect and check run: every run ends, with the design's result or a clear error")
    func swappedWhileReading() throws {
        let files = try HostileFiles()
        defer { files.remove() }
        let design = try String(contentsOf: PackagePaths.fixtures.appendingPathComponent("Example/LoginForm.xib"), encoding: .utf8)
        let path = files.path("Design.xib")
        let regular = try files.write("regular.tmp", design)
        let fifo = files.path("fifo.tmp")
        #expect(mkfifo(fifo, 0o600) == 0)
        try FileManager.default.copyItem(atPath: regular, toPath: path)

        // Swaps the path between a regular file and a FIFO until the runs are done: renaming is
        // atomic, so at every moment the path names one or the other.
        let stop = LockedBox<Bool>()
        let swapper = Thread {
            var useFIFO = true
            while stop.value != true {
                let spare = useFIFO ? fifo : regular
                let link = files.path("next.tmp")
                unlink(link)
                guard Foundation.link(spare, link) == 0 else { continue }
                rename(link, path)
                useFIFO.toggle()
            }
        }
        swapper.start()
        defer { stop.value = true }

        for run in 0..<24 {
            let arguments = run % 2 == 0 ? ["inspect", path] : ["check", path]
            let output = try TemplateApplyProcess.run(arguments, timeout: 20)
            #expect(!output.hung, "blocked: \(arguments)")
            #expect(!output.signaled, "\(output.stderr)")
            if output.stderr.contains("not a regular file (a FIFO)") {
                #expect(output.status == (run % 2 == 0 ? 1 : 2), "\(output.stderr)")
            } else {
                // The design itself: inspect prints it, check finds its unmatched button.
                #expect(output.status == (run % 2 == 0 ? 0 : 1), "\(output.stderr)")
            }
        }
    }

    @Test("a FIFO named like a design in a checked folder is an error naming it (exit 2), not a hang and not a silent skip")
    func fifoInFolder() throws {
        let files = try HostileFiles()
        defer { files.remove() }
        let fifo = files.path("Waiting.xib")
        #expect(mkfifo(fifo, 0o600) == 0)
        let output = try TemplateApplyProcess.run(["check", files.directory], timeout: 20)
        #expect(!output.hung)
        #expect(output.status == 2, "\(output.stderr)")
        #expect(output.stderr.contains("\(fifo): error: cannot read: not a regular file (a FIFO) [unreadable-file]"), "\(output.stderr)")
    }

    @Test("with strace: the design is opened non-blocking and judged by fstat on the descriptor, with no stat of the path first",
          .enabled(if: Strace.url != nil, "strace is not installed"))
    func openedNonBlocking() throws {
        let strace = try #require(Strace.url)
        let binary = try #require(TemplateApplyProcess.url)
        let files = try HostileFiles()
        defer { files.remove() }
        let path = try files.write("Plain.xib", try String(contentsOf: PackagePaths.fixtures.appendingPathComponent("Example/LoginForm.xib"), encoding: .utf8))
        let trace = files.path("trace.txt")
        let output = try TemplateApplyProcess.run(["-f", "-o", trace, "-e", "trace=%file,%desc", binary.path, "inspect", path], executable: strace, timeout: 60)
        // LeakSanitizer stops a sanitized binary that runs under ptrace at its exit; the trace up to
        // there is what this test reads.
        if !AddressSanitizer.isActive { #expect(output.status == 0, "\(output.stderr)") }
        let lines = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n")
        let naming = lines.filter { $0.contains("\"\(path)\"") }
        #expect(!naming.isEmpty, "the trace did not record opening the input: strace is not tracing")
        for line in naming {
            #expect(line.contains("open") && line.contains("O_NONBLOCK"), "the design was reached otherwise than by a non-blocking open: \(line)")
        }
    }
}
