import Foundation
import PackagePlugin

/// `swift package check-layouts [ARGUMENT...]`: `template-apply check` run in the package's folder.
///
/// With no argument it checks the whole package (`check .`); otherwise the arguments are passed
/// to `check` as they are (paths, `--format sarif`, `--baseline FILE`, ...). The report (`check`'s
/// stdout) is this command's stdout; `check`'s stderr (its diagnostics in text format, its summary
/// in the others) becomes progress lines, which SwiftPM prints on stderr prefixed with
/// `[CheckLayouts]`: SwiftPM would otherwise mix a plugin's stderr into its stdout, and
/// `swift package check-layouts --format sarif > layouts.sarif` must write nothing but the log.
/// When `check` fails the plugin reports its status as an error; SwiftPM then exits with status 1,
/// whatever `check`'s own status was (1 or 2).
@main
struct CheckLayouts: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "template-apply")
        let process = Process()
        process.executableURL = tool.url
        process.currentDirectoryURL = context.package.directoryURL
        process.arguments = ["check"] + (arguments.isEmpty ? ["."] : arguments)
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        // Read to the end before waiting, so that a full pipe cannot block the tool.
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        for line in text.split(separator: "\n") {
            Diagnostics.progress(String(line))
        }
        if process.terminationStatus != 0 {
            Diagnostics.error("template-apply check ended with status \(process.terminationStatus)")
            exit(process.terminationStatus)
        }
    }
}
