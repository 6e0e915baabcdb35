import Foundation

/// Runs the built `template-apply` for end-to-end tests of `compose`.
///
/// The binary is looked for next to the test bundle in the build products directory (the test
/// target depends on the executable, so `swift test` builds it there), walking up from the test
/// bundle for platforms that nest it (`.xctest/Contents/MacOS` on macOS).
enum TemplateApplyBinary {
    /// What a run printed and how it exited.
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// The path of the built binary, or `nil` when it cannot be found.
    static let path: String? = {
        let fileManager = FileManager.default
        var starts = Bundle.allBundles.map(\.bundleURL) + [Bundle.main.bundleURL]
        if let executable = Bundle.main.executableURL { starts.append(executable) }
        for start in starts {
            var directory = start.deletingLastPathComponent()
            for _ in 0..<4 {
                let candidate = directory.appendingPathComponent("template-apply").path
                if fileManager.isExecutableFile(atPath: candidate) { return candidate }
                directory = directory.deletingLastPathComponent()
            }
        }
        return nil
    }()

    static var isAvailable: Bool { path != nil }

    /// Runs the binary with `arguments` and waits for it to exit.
    static func run(_ arguments: [String]) throws -> Result {
        guard let path else { throw CocoaError(.fileNoSuchFile) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Read both pipes to the end before waiting, so that a large output cannot block the child.
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      standardOutput: String(decoding: outputData, as: UTF8.self),
                      standardError: String(decoding: errorData, as: UTF8.self))
    }
}
