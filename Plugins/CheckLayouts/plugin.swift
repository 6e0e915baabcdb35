import Foundation
import PackagePlugin

/// `swift package check-layouts [ARGUMENT...]`: `template-apply check` run in the package's folder.
///
/// With no argument it checks the whole package (`check .`); otherwise the arguments are passed
/// to `check` as they are (paths, `--format sarif`, `--baseline FILE`, ...).
///
/// In the text format, `check` inherits the plugin's output: SwiftPM echoes it unchanged, so every
/// diagnostic line starts with its `path:line:col:` and problem matchers see it as a compiler's.
/// In a machine format, the report is the plugin's stdout and nothing else
/// (`swift package check-layouts --format sarif > layouts.sarif`); `check`'s stderr, which then
/// holds only the summary, goes to SwiftPM's progress lines on stderr (prefixed `[CheckLayouts]`).
///
/// The plugin declares no permission, so that checking never needs one. When `check` is to write
/// a file (`-o`, `--write-baseline`) in a folder the plugin may not write (the package folder,
/// under macOS's sandbox), it says how to allow it before running `check`.
///
/// When `check` fails, the plugin's last line gives `check`'s status and the plugin exits with it;
/// SwiftPM itself then ends with status 1 whatever the plugin's was (it passes on only success
/// or failure).
@main
struct CheckLayouts: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let invocation = CheckInvocation(arguments)
        let folder = context.package.directoryURL
        for file in invocation.writtenFiles where !Self.canWrite(in: URL(fileURLWithPath: file, relativeTo: folder).deletingLastPathComponent()) {
            Diagnostics.error(CheckInvocation.permissionMessage(for: file))
            // `check`'s own status for an output it cannot write.
            exit(2)
        }
        let process = Process()
        process.executableURL = try context.tool(named: "template-apply").url
        process.currentDirectoryURL = folder
        process.arguments = invocation.arguments
        var summary: Pipe?
        if !invocation.isText {
            let pipe = Pipe()
            process.standardError = pipe
            summary = pipe
        }
        try process.run()
        // Read to the end before waiting, so that a full pipe cannot block the tool.
        let text = summary.map { String(decoding: $0.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self) } ?? ""
        process.waitUntilExit()
        for line in text.split(separator: "\n") {
            Diagnostics.progress(String(line))
        }
        if process.terminationStatus != 0 {
            Diagnostics.error(CheckInvocation.statusMessage(process.terminationStatus))
            exit(process.terminationStatus)
        }
    }

    /// Whether a file can be created in `folder`: tried, since a sandbox's refusal shows only then.
    private static func canWrite(in folder: URL) -> Bool {
        let probe = folder.appendingPathComponent(".check-layouts-\(UUID().uuidString)")
        guard FileManager.default.createFile(atPath: probe.path, contents: nil) else { return false }
        try? FileManager.default.removeItem(at: probe)
        return true
    }
}
