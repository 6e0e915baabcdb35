import ArgumentParser
import CMalloc
import ToolSupport

/// The package's development tool, kept out of the shipped `template-apply`: synthetic designs
/// with ground truth, and the benchmark that times `template-apply` on them.
@main
struct TemplateDev: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "template-dev",
        abstract: "Generate synthetic two-layout designs and benchmark template-apply on them.",
        version: "0.1.0",
        subcommands: [Generate.self, Bench.self, BenchSolver.self, CrossCheckSolver.self, MeasureChild.self, CountElements.self]
    )

    static func main() {
        // The same allocator settings as `template-apply`, so that the phases timed in this
        // process cost what they cost there.
        tune_allocator_for_one_run()
        SignalCleanup.install()
        main(nil)
    }
}
