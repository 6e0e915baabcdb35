import ArgumentParser
import Foundation
import LayoutBenchmarks

/// `template-dev measure-child COMMAND...`: the launcher `bench` runs its end-to-end commands
/// through, so that their peak memory is their own (see `ChildProcess`). Not listed in the help.
struct MeasureChild: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "measure-child",
        abstract: "Run COMMAND with its output discarded; print its seconds, peak resident bytes and exit status.",
        shouldDisplay: false
    )

    @Argument(parsing: .captureForPassthrough, help: "The executable's path, then its arguments.")
    var command: [String] = []

    func run() throws {
        do {
            print(try ChildProcess.run(command).line)
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            throw ExitCode(1)
        }
    }
}
