import Foundation

/// Runs the built `template-apply` as CI does, with a hang guard: a run still going after
/// `timeout` seconds is killed and reported as hung (the bound is a guard, not a timing test).
enum CLIRunner {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func fixture(_ relative: String) -> String {
        packageRoot.appendingPathComponent("Fixtures").appendingPathComponent(relative).path
    }

    /// The executable next to the test binary in the build products directory.
    static let binary: URL? = {
        var starts = [Bundle.main.bundleURL, URL(fileURLWithPath: CommandLine.arguments.first ?? "")]
        starts.append(contentsOf: Bundle.allBundles.map(\.bundleURL))
        for start in starts {
            var directory = start.deletingLastPathComponent()
            for _ in 0..<5 {
                let candidate = directory.appendingPathComponent("template-apply")
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
                directory = directory.deletingLastPathComponent()
            }
        }
        return nil
    }()

    struct Output {
        var status: Int32
        /// Whether the process ended by a signal (a crash) rather than by exiting.
        var signaled: Bool
        var hung: Bool
        var stdout: String
        var stderr: String
    }

    static func run(_ arguments: [String], executable: URL? = nil, timeout: TimeInterval = 60) throws -> Output {
        guard let url = executable ?? binary else { throw CocoaError(.fileNoSuchFile) }
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let guardTimer = DispatchSource.makeTimerSource()
        let hung = Flag()
        guardTimer.schedule(deadline: .now() + timeout)
        guardTimer.setEventHandler {
            if process.isRunning {
                hung.set()
                process.terminate()
            }
        }
        guardTimer.resume()
        defer { guardTimer.cancel() }
        // Read both pipes before waiting, so a full pipe cannot block the child.
        let stderrData = Box<Data>()
        let errorHandle = err.fileHandleForReading
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { stderrData.value = errorHandle.readDataToEndOfFile() }
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus,
            signaled: process.terminationReason == .uncaughtSignal,
            hung: hung.isSet,
            stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderrData.value ?? Data(), as: UTF8.self)
        )
    }

    /// Where `strace` is, if installed: used to show no socket is even created.
    static let strace: URL? = ["/usr/bin/strace", "/bin/strace"].map(URL.init(fileURLWithPath:))
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }
}

final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    func set() { lock.withLock { value = true } }
    var isSet: Bool { lock.withLock { value } }
}

final class Box<Value>: @unchecked Sendable {
    var value: Value?
}
