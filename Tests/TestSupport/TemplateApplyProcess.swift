import Foundation

/// Runs the built `template-apply` for end-to-end tests, as CI does.
///
/// The binary is looked for in the build products directory (``BuildProducts``): a test target
/// that runs it depends on the executable, so `swift test` builds it there.
public enum TemplateApplyProcess {
    /// What a run printed and how it ended.
    public struct Output: Sendable {
        /// The exit status, or the signal number when `signaled`.
        public var status: Int32
        /// Whether the process ended by a signal (a crash, or the hang guard) rather than by exiting.
        public var signaled: Bool
        /// Whether the hang guard killed the process.
        public var hung: Bool
        public var stdout: String
        public var stderr: String
    }

    /// The built binary, or `nil` when it cannot be found.
    public static let url: URL? = builtExecutable("template-apply")

    /// The built development tool (`generate`, `bench`, `measure-child`), or `nil` when it cannot
    /// be found.
    public static let developmentToolURL: URL? = builtExecutable("template-dev")

    private static func builtExecutable(_ name: String) -> URL? {
        BuildProducts.directory { directory in
            let candidate = directory.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory) && !isDirectory.boolValue
                && FileManager.default.isExecutableFile(atPath: candidate.path)
        }?.appendingPathComponent(name)
    }

    /// Whether the built binary was found; suites that run it are skipped, with a message, otherwise.
    public static var isAvailable: Bool { url != nil }

    /// Runs `executable` (the built `template-apply` by default) with `arguments` and waits for it.
    ///
    /// With a `timeout`, a run still going after that many seconds is killed and reported as `hung`:
    /// the bound is a guard against a hanging test run, not a timing test.
    /// `currentDirectory`, when given, is the folder the process runs in.
    public static func run(_ arguments: [String], executable: URL? = nil, timeout: TimeInterval? = nil, currentDirectory: URL? = nil) throws -> Output {
        guard let executableURL = executable ?? url else { throw CocoaError(.fileNoSuchFile) }
        let process = Process()
        process.executableURL = executableURL
        if let currentDirectory { process.currentDirectoryURL = currentDirectory }
        process.arguments = arguments
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let hung = LockedBox<Bool>()
        var hangGuard: DispatchSourceTimer?
        if let timeout {
            let timer = DispatchSource.makeTimerSource()
            timer.schedule(deadline: .now() + timeout)
            timer.setEventHandler {
                if process.isRunning {
                    hung.value = true
                    process.terminate()
                }
            }
            timer.resume()
            hangGuard = timer
        }
        defer { hangGuard?.cancel() }
        // Read both pipes to the end before waiting, and stderr on its own queue, so that a full pipe
        // cannot block the child.
        let stderrData = LockedBox<Data>()
        let errorHandle = err.fileHandleForReading
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { stderrData.value = errorHandle.readDataToEndOfFile() }
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus,
            signaled: process.terminationReason == .uncaughtSignal,
            hung: hung.value ?? false,
            stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderrData.value ?? Data(), as: UTF8.self)
        )
    }

    /// Writes `bytes` to a new file `name` in a fresh temporary folder and returns its path.
    public static func temporaryFile(_ name: String, bytes: [UInt8]) -> String {
        let path = (try? TemporaryDirectory())?.file(name) ?? NSTemporaryDirectory() + name
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
        return path
    }
}
