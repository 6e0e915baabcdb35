import ArgumentParser
import CMalloc
import ToolSupport

@main
struct TemplateApply: ParsableCommand {
    static let configuration = CommandConfiguration(
        // Every command names itself: ArgumentParser otherwise derives each name from its type's
        // name on every run, through the runtime's type-name and conformance lookups.
        commandName: "template-apply",
        abstract: "Read Interface Builder view trees, match portrait and landscape layouts, and apply them to one live tree.",
        version: "0.1.0",
        subcommands: [Inspect.self, Match.self, Apply.self, Merge.self, Upgrade.self, Check.self, Render.self, Simulate.self, Compose.self, Devices.self]
    )

    static func main() {
        tune_allocator_for_one_run()
        SignalCleanup.install()
        if let error = unknownCommandError(CommandLine.arguments.dropFirst()) { exit(withError: error) }
        main(nil)
    }
}
