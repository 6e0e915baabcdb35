import ArgumentParser
import LayoutTemplates

/// `template-apply merge FILE [LANDSCAPE_FILE] [-o OUT]`: one hierarchy with every layout's
/// attributes, in the native template format.
struct Merge: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Convert a two-layout design into one hierarchy with every layout's attributes (native template format).",
        discussion: "apply on the merged file gives exactly what apply on the originals gives with the same --matching mode."
    )

    @Argument(help: "The document (both layouts), or the portrait file of a two-file pair.")
    var file: String

    @Argument(help: "The landscape file of a two-file pair.")
    var landscapeFile: String?

    @OptionGroup var layout: LayoutArguments

    @Option(name: .shortAndLong, help: "Write to this file (atomically) instead of stdout; never over an input.")
    var output: String?

    func run() throws {
        let files = designFiles(file, landscapeFile)
        let (set, result, diagnostics) = try layout.load(files)
        DiagnosticPrinter.printToStandardError(diagnostics + result.diagnostics)
        let merged = TemplateMerger.merge(set, result, file: output ?? "<stdout>")
        let text: String
        do {
            text = try TemplateFormatWriter.string(from: merged)
        } catch {
            throw DiagnosticPrinter.fail(error, format: .text)
        }
        try OutputWriter.emit(text, to: output, inputs: files + set.layouts.map(\.file))
    }
}
