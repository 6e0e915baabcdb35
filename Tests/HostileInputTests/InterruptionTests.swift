import Foundation
import Testing
import TestSupport

/// SIGINT and SIGTERM in the middle of writing an output: the process ends by the signal, as
/// without the tool's handler, and leaves no temporary file beside the output.
@Suite("Interruption", .enabled(if: TemplateApplyProcess.developmentToolURL != nil, "the built template-dev was not found next to the test bundle"), .timeLimit(.minutes(3)))
struct InterruptionTests {
    @Test("a signal while generate writes its set leaves neither a temporary file nor a half-new set", arguments: [SIGINT, SIGTERM])
    func interruptedWrite(signal: Int32) throws {
        let binary = try #require(TemplateApplyProcess.developmentToolURL, "template-dev was not built")
        let files = try HostileFiles()
        defer { files.remove() }
        // Spawned with the default signal mask and actions: a test runner's threads block signals,
        // and a child started by `Process` would inherit that and never see the signal.
        let pid = try spawn(binary.path, ["generate", "--views", "400000", "--wide", "-o", files.path("big.xib")])
        // Wait for the temporary file to appear, then interrupt.
        let deadline = Date().addingTimeInterval(120)
        var sawTemporary = false
        var status: Int32 = 0
        var ended = false
        while Date() < deadline {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: files.directory)) ?? []
            if entries.contains(where: { $0.contains(".tmp-") }) {
                sawTemporary = true
                break
            }
            if waitpid(pid, &status, WNOHANG) == pid {
                ended = true
                break
            }
            usleep(2_000)
        }
        if sawTemporary { kill(pid, signal) }
        if !ended { _ = waitpid(pid, &status, 0) }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: files.directory)) ?? []
        #expect(sawTemporary, "the run ended before its temporary file was seen")
        // Ended by the signal itself (the handler re-raises it), not by an exit status.
        #expect(status & 0x7F == signal, "wait status \(status)")
        #expect(entries.isEmpty, "left behind: \(entries)")
    }

    /// Starts `path` with `arguments`, every signal at its default action and none blocked.
    private func spawn(_ path: String, _ arguments: [String]) throws -> pid_t {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, path, &actions, &attributes, argv, environ)
        guard result == 0 else { throw POSIXError(POSIXErrorCode(rawValue: result) ?? .EINVAL) }
        return pid
    }
}
