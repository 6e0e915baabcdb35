import ArgumentParser
import LayoutTemplates

/// `template-apply upgrade LEGACY.xib [-o MODERN.xib]`: a legacy archive as the modern document
/// Xcode writes when it upgrades it (``LegacyUpgrade``).
struct Upgrade: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "upgrade",
        abstract: "Translate a legacy Interface Builder archive (<archive> 7.x, 8.x) into the modern <document> format, as Xcode upgrades it.",
        discussion: """
            Every archived class is translated by its own declaration: ids are kept (an objectID becomes the id), fonts, colours \
            in their colour space, button states, text and keyboard traits, every connection of every object, and <resources> \
            with the images' last known sizes. Each archived key the translation does not carry is an untranslated-property \
            warning naming the key, the class and the object. The input is never modified.

            Given a folder, every legacy archive under it is upgraded (modern documents, template files and other \
            platforms' documents are skipped, each with its reason), written in a mirror of the folder under -o OUTDIR, \
            or over each archive with --in-place. A line per document and a summary go to stdout; the exit status is \
            check's: 2 when a document could not be read or written, else 1 when one was refused.
            """
    )

    @Argument(help: "The legacy archive, or a folder: every legacy archive under it (found as check finds documents), written as a mirror tree under -o OUTDIR or --in-place.")
    var file: String

    @OptionGroup var tree: TreeArguments

    @Option(name: .shortAndLong, help: "Write to this file (atomically) instead of stdout; never over the input.")
    var output: String?

    @Option(help: "Diagnostics format: text (stderr) or json (stdout; needs -o for the document).")
    var format: OutputFormat = .text

    func validate() throws {
        try tree.validate(path: file, output: output)
        if format == .json, TreeArguments.isFolder(file) {
            throw ValidationError("--format json is for one file; a folder's conversion prints a line per document and a summary")
        }
        if format == .json, output == nil {
            throw ValidationError("--format json prints the diagnostics on stdout: give the document's path with -o")
        }
        // Refused before any work, as merge and render do; a folder's conversion writes a tree.
        if let output, !TreeArguments.isFolder(file) {
            guard output.lowercased().hasSuffix(".xib") else {
                throw ValidationError("cannot write an upgraded archive to '\(TerminalText.shortened(output))': the output's name must end in .xib")
            }
            if let problem = OutputWriter.folderProblem(of: output) { throw ValidationError(problem) }
        }
    }

    func run() throws {
        if TreeArguments.isFolder(file) { try tree.run(.upgrade, folder: file, output: output) }
        let upgrade: LegacyUpgrade
        let text: String
        do {
            upgrade = try LegacyUpgrade(contentsOf: file)
            text = try upgrade.text()
        } catch {
            throw DiagnosticPrinter.fail(error, format: format)
        }
        if format == .json {
            DiagnosticPrinter.printJSON(InspectReport(document: nil, diagnostics: upgrade.diagnostics))
        } else {
            DiagnosticPrinter.printToStandardError(upgrade.diagnostics)
        }
        try OutputWriter.emit(text, to: output, inputs: [file])
    }
}
