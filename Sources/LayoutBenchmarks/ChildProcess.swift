#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a command with its output discarded and reports its wall time and peak resident set,
/// which only the kernel knows for a child (`wait4`'s resource usage).
enum ChildProcess {
    struct Outcome {
        var seconds: Double
        var peakResidentBytes: Int
        var exitStatus: Int32
    }

    static func run(_ arguments: [String]) throws(BenchmarkError) -> Outcome {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let clock = ContinuousClock()
        let start = clock.now
        let spawned = posix_spawn(&pid, arguments[0], &actions, nil, &argv, environ)
        guard spawned == 0 else {
            throw BenchmarkError("cannot run \(arguments[0]): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw BenchmarkError("wait4 failed: \(String(cString: strerror(errno)))") }
        }
        let (seconds, attoseconds) = (clock.now - start).components
        // Linux reports ru_maxrss in kilobytes.
        return Outcome(
            seconds: Double(seconds) + Double(attoseconds) * 1e-18,
            peakResidentBytes: Int(usage.ru_maxrss) * 1024,
            exitStatus: status
        )
    }
}
