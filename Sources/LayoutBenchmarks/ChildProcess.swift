import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a command with its output discarded and reports its wall time and peak resident set,
/// which only the kernel knows for a child (`wait4`'s resource usage).
///
/// Linux charges a child started in its parent's address space (glibc's `posix_spawn` uses
/// `vfork`) with the parent's peak resident set, and a forked child with the pages it shares with
/// its parent: either way a benchmark process holding a few hundred megabytes made every child
/// look that large (a 42 MB `match` was reported at 81 MB). So the benchmark runs its commands
/// through a small launcher process (``run(_:through:)``): the launcher starts fresh from `exec`,
/// starts the command with ``run(_:)``, and prints the ``Outcome``, whose peak is then the
/// command's own (or the launcher's few megabytes, whichever is larger).
package enum ChildProcess {
    /// What a finished command cost.
    package struct Outcome: Sendable, Equatable {
        package var seconds: Double
        package var peakResidentBytes: Int
        package var exitStatus: Int32

        /// One line, `seconds peak-bytes exit-status`, as a launcher prints it.
        package var line: String { "\(seconds) \(peakResidentBytes) \(exitStatus)" }

        /// The outcome a launcher printed; `nil` for anything else.
        package init?(line: String) {
            let fields = line.split(separator: " ")
            guard fields.count == 3, let seconds = Double(fields[0]), let peak = Int(fields[1]), let status = Int32(fields[2]) else { return nil }
            self.init(seconds: seconds, peakResidentBytes: peak, exitStatus: status)
        }

        init(seconds: Double, peakResidentBytes: Int, exitStatus: Int32) {
            self.seconds = seconds
            self.peakResidentBytes = peakResidentBytes
            self.exitStatus = exitStatus
        }
    }

    /// Runs `arguments` (an executable's path, then its arguments) with standard output and
    /// error discarded, and waits for it.
    package static func run(_ arguments: [String]) throws(BenchmarkError) -> Outcome {
        let clock = ContinuousClock()
        let start = clock.now
        let pid = try spawn(arguments, standardOutput: nil)
        let (status, usage) = try wait(for: pid)
        let (seconds, attoseconds) = (clock.now - start).components
        // Linux reports ru_maxrss in kilobytes.
        return Outcome(seconds: Double(seconds) + Double(attoseconds) * 1e-18, peakResidentBytes: Int(usage.ru_maxrss) * 1024, exitStatus: status)
    }

    /// Runs `arguments` through `launcher` (a command that runs its arguments with ``run(_:)``
    /// and prints the outcome's ``Outcome/line``) and returns the outcome it printed.
    package static func run(_ arguments: [String], through launcher: [String]) throws(BenchmarkError) -> Outcome {
        let (status, output) = try capture(launcher + arguments)
        let line = output.trimmingCharacters(in: .whitespacesAndNewlines)
        guard status == 0, let outcome = Outcome(line: line) else {
            throw BenchmarkError("the launcher \(launcher.joined(separator: " ")) failed (status \(status)): \(line)")
        }
        return outcome
    }

    /// What `arguments` prints on standard output, once it has exited with status 0.
    package static func output(of arguments: [String]) throws(BenchmarkError) -> String {
        let (status, output) = try capture(arguments)
        guard status == 0 else { throw BenchmarkError("\(arguments.joined(separator: " ")) exited with status \(status)") }
        return output
    }

    /// Runs `arguments` with standard error discarded and returns its exit status and standard output.
    private static func capture(_ arguments: [String]) throws(BenchmarkError) -> (status: Int32, output: String) {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { throw BenchmarkError("pipe failed: \(String(cString: strerror(errno)))") }
        let pid: pid_t
        do {
            pid = try spawn(arguments, standardOutput: fds[1])
        } catch {
            close(fds[0])
            close(fds[1])
            throw error
        }
        close(fds[1])
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fds[0], $0.baseAddress, $0.count) }
            if count > 0 {
                output += buffer[..<count]
            } else if count == 0 || errno != EINTR {
                break
            }
        }
        close(fds[0])
        let (status, _) = try wait(for: pid)
        return (status, String(decoding: output, as: UTF8.self))
    }

    /// Starts `arguments` with standard error discarded and standard output discarded or sent
    /// to `standardOutput`.
    private static func spawn(_ arguments: [String], standardOutput: Int32?) throws(BenchmarkError) -> pid_t {
        guard let executable = arguments.first else { throw BenchmarkError("no command to run") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let standardOutput {
            posix_spawn_file_actions_adddup2(&actions, standardOutput, 1)
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, &argv, environ)
        guard spawned == 0 else { throw BenchmarkError("cannot run \(executable): \(String(cString: strerror(spawned)))") }
        return pid
    }

    private static func wait(for pid: pid_t) throws(BenchmarkError) -> (status: Int32, usage: rusage) {
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw BenchmarkError("wait4 failed: \(String(cString: strerror(errno)))") }
        }
        return (status, usage)
    }
}
