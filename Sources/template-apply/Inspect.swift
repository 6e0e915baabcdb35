import ArgumentParser
import LayoutTemplates

/// `template-apply inspect FILE`: the document's view trees and outlets, as
/// ``DocumentOutline`` text or as an ``InspectReport`` in JSON.
struct Inspect: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Print a document's scenes: owners, outlets and view trees (ids, classes, frames, hidden, masks, tags, titles, texts, actions).",
        discussion: "Reads Interface Builder .xib and .storyboard files (modern <document> format), legacy Interface Builder archives (<archive> 7.x and 8.x) and template files. Errors go to stderr as path:line:col: error: message [rule] and the exit status is 1."
    )

    @Argument(help: "The document to read.")
    var file: String

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    func run() throws {
        let result: ImportResult
        do {
            result = try ImportResult(contentsOf: file)
        } catch {
            throw DiagnosticPrinter.fail(error, format: format)
        }
        DiagnosticPrinter.printToStandardError(result.diagnostics)
        switch format {
        case .text:
            print(DocumentOutline.text(for: result.document), terminator: "")
        case .json:
            DiagnosticPrinter.printJSON(InspectReport(document: result.document, diagnostics: result.diagnostics))
        }
    }
}
