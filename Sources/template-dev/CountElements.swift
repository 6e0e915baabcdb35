import ArgumentParser
import Foundation
import LayoutBenchmarks

/// `template-dev count-elements FILE`: the raw libxml2 pass alone (`bench`'s `rawCount`), for
/// `bench --check` to count its instructions under callgrind (``InstructionCounter``). Not listed
/// in the help.
struct CountElements: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "count-elements",
        abstract: "Parse FILE with libxml2's SAX2 push parser, counting its elements; print the count.",
        shouldDisplay: false
    )

    @Argument(help: "The XML file.")
    var file: String

    func run() throws {
        do {
            print(try InstructionCounter.rawPass(file: file))
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            throw ExitCode(1)
        }
    }
}
