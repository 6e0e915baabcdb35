import Foundation

/// A headless Chromium found on the system (`$LAYOUT_TEMPLATES_CHROMIUM`, else `chromium`,
/// `chromium-browser`, `google-chrome` on `PATH`), run with a fresh profile and a time limit.
struct HeadlessBrowser {
    let executable: String

    static let found: HeadlessBrowser? = {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["LAYOUT_TEMPLATES_CHROMIUM"], FileManager.default.isExecutableFile(atPath: path) {
            return HeadlessBrowser(executable: path)
        }
        let directories = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"] {
            for directory in directories {
                let path = "\(directory)/\(name)"
                if FileManager.default.isExecutableFile(atPath: path) { return HeadlessBrowser(executable: path) }
            }
        }
        return nil
    }()

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs the browser on `url` with extra arguments; returns its standard output.
    /// `--no-sandbox` because test machines often run as root, where Chromium refuses its sandbox.
    func run(_ arguments: [String], url: String, workDirectory: URL, timeout: TimeInterval = 90) async throws -> String {
        let profile = workDirectory.appendingPathComponent("profile-\(UUID().uuidString)")
        // Output to a file rather than a pipe: nothing to drain while waiting, so nothing can block.
        let outputFile = workDirectory.appendingPathComponent("stdout-\(UUID().uuidString).txt")
        guard FileManager.default.createFile(atPath: outputFile.path, contents: nil) else {
            throw Failure(description: "cannot create \(outputFile.path)")
        }
        let output = try FileHandle(forWritingTo: outputFile)
        defer { try? output.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
            "--hide-scrollbars", "--user-data-dir=\(profile.path)",
        ] + arguments + [url]
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning {
            if Date() > deadline {
                process.terminate()
                throw Failure(description: "\(executable) did not finish within \(Int(timeout)) s")
            }
            try await Task.sleep(nanoseconds: 50_000_000)
        }
        guard process.terminationStatus == 0 else {
            throw Failure(description: "\(executable) exited with status \(process.terminationStatus)")
        }
        return String(decoding: try Data(contentsOf: outputFile), as: UTF8.self)
    }
}
