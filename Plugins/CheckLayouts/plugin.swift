import Foundation
import PackagePlugin

/// `swift package check-layouts [ARGUMENT...]`: `template-apply check` run in the package's folder.
///
/// With no argument it checks the whole package (`check .`); otherwise the arguments are passed
/// to `check` as they are (paths, `--format sarif`, `--baseline FILE`, ...). The plugin ends with
/// `check`'s own exit status, so a CI step fails exactly when the gate does.
@main
struct CheckLayouts: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "template-apply")
        let process = Process()
        process.executableURL = tool.url
        process.currentDirectoryURL = context.package.directoryURL
        process.arguments = ["check"] + (arguments.isEmpty ? ["."] : arguments)
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("template-apply check ended with status \(process.terminationStatus)")
            exit(process.terminationStatus)
        }
    }
}
