import ArgumentParser
import LayoutTemplates

/// Where a command's main output goes: stdout, or a file written atomically (never an input).
enum OutputWriter {
    static func emit(_ text: String, to path: String?, inputs: [String]) throws {
        guard let path else {
            print(text, terminator: text.hasSuffix("\n") ? "" : "\n")
            return
        }
        do {
            try AtomicFileWriter.write(text, to: path, refusingToOverwrite: inputs)
        } catch {
            throw DiagnosticPrinter.fail(error, format: .text)
        }
    }
}
