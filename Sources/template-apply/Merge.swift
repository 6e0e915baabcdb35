import ArgumentParser
import LayoutTemplates

extension MergeTarget: ExpressibleByArgument {}

/// `template-apply merge FILE [LANDSCAPE_FILE] [-o OUT] [--to TARGET]`: one hierarchy with every
/// layout's attributes, as an Interface Builder document or in the native template format.
struct Merge: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Convert a two-layout design into one hierarchy: an Interface Builder document with height-compact variations, or the native template format.",
        discussion: """
            The target is --to, else the output's extension (\(MergeTarget.allCases.map { "\($0.fileExtensions.joined(separator: " ")) -> \($0.rawValue)" }.joined(separator: "; "))), \
            else the template format (with --auto-layout, the kind of the design's file: a .xib or .storyboard on \
            stdout). An Interface Builder document holds the portrait layout with each landscape difference as a \
            heightClass=compact variation (iPhone designs only; --device picks the phone whose two orientations it reproduces, \
            iPhone SE by default); apply on it with --device gives what apply on the originals gives. \
            apply on a merged template gives exactly what apply on the originals gives with the same --matching mode. \
            With --auto-layout the Interface Builder document is placed by constraints inferred from the two layouts \
            (verified at both sizes) instead of frame variations; --explanation writes why each constraint was chosen.

            Given a folder, every design with alternative layouts under it (found, paired and triaged as check does) is \
            merged into a document of its live file's kind, written in a mirror of the folder under -o OUTDIR, or over \
            the live file with --in-place; documents without alternative layouts, half-connected, template or other \
            platforms' documents are skipped, each with its reason. A line per document and a summary go to stdout; the \
            exit status is check's: 2 when a document could not be read or written, else 1 when one was refused.
            """
    )

    @Argument(help: "The document (both layouts), the portrait file of a two-file pair, or a folder: every design under it (found and triaged as check finds them), written as a mirror tree under -o OUTDIR or --in-place.")
    var file: String

    @Argument(help: "The landscape file of a two-file pair.")
    var landscapeFile: String?

    @OptionGroup var layout: LayoutArguments

    @OptionGroup var device: DeviceArguments

    @Option(help: "What to write (default: from the output's extension, else template; with --auto-layout, else the design file's kind).")
    var to: MergeTarget?

    @Option(name: .shortAndLong, help: "Write to this file (atomically) instead of stdout; never over an input.")
    var output: String?

    @OptionGroup var tree: TreeArguments

    @Flag(help: "Place the views by synthesized Auto Layout constraints (.xib and .storyboard targets).")
    var autoLayout = false

    @Option(help: "With --auto-layout: write each view's constraints and their evidence here (JSON when it ends in .json, else text).")
    var explanation: String?

    func validate() throws {
        try tree.validate(path: file, output: output)
        if TreeArguments.isFolder(file), landscapeFile != nil || to != nil {
            throw ValidationError("a folder's designs are each merged into a document of their live file's kind: give no landscape file and no --to")
        }
        if TreeArguments.isFolder(file), autoLayout {
            throw ValidationError("--auto-layout merges one design at a time: name its file")
        }
        try device.requireCatalogDevice("merge")
        if explanation != nil, !autoLayout {
            throw ValidationError("--explanation needs --auto-layout")
        }
        if let to, let output, let implied = MergeTarget(path: output), implied != to {
            throw ValidationError("--to \(to.rawValue) and the output's extension (\(implied.rawValue)) disagree")
        }
        // Refused before any work, as render does: what a name promises (a compiled .nib, a
        // folder that is not there) the merge would only find out after reading the design. A
        // folder's conversion writes a tree, whose -o names a folder.
        if let output, !TreeArguments.isFolder(file) {
            if MergeTarget(path: output) == nil {
                let endings = MergeTarget.allCases.flatMap(\.fileExtensions).joined(separator: ", ")
                throw ValidationError("cannot write a merged design to '\(TerminalText.shortened(output))': the output's name must end in \(endings)")
            }
            if let problem = OutputWriter.folderProblem(of: output) { throw ValidationError(problem) }
        }
        if let explanation, let problem = OutputWriter.folderProblem(of: explanation) { throw ValidationError(problem) }
    }

    func run() throws {
        if TreeArguments.isFolder(file) {
            try tree.run(.merge, folder: file, output: output, layout: layout, device: device.named ?? DeviceCatalog.defaultDevice)
        }
        let files = designFiles(file, landscapeFile)
        // The template format has no constraints: placed by Auto Layout, the design is written as
        // the kind of document it came in.
        let target = to ?? output.flatMap(MergeTarget.init(path:)) ?? (autoLayout ? MergeTarget(path: file) : nil) ?? .template
        let destination = output ?? "<stdout>"
        // Said before the design is read: its model alone would pass the memory the limit keeps.
        if var error = target.inputLimitError(files: files, autoLayout: autoLayout) {
            // The library names no flags: the tool says which of its own writes the template format.
            if autoLayout {
                error.notes.append(DiagnosticNote(message: "without --auto-layout, merge reads up to \(target.maximumInputBytes) bytes"))
            } else if target != .template {
                error.notes.append(DiagnosticNote(message: "write the template format with --to template, or an output ending in .layouts.xml"))
            }
            throw DiagnosticPrinter.fail(DiagnosticError(error), format: .text)
        }
        // The explanation is written with the document, all or none: refused before any work when
        // it names an input or the document's own file.
        if let explanation {
            do {
                try AtomicFileWriter.refuseOverwriting(explanation, inputs: files, otherOutputs: [output].compactMap { $0 })
            } catch {
                throw DiagnosticPrinter.fail(error, format: .text)
            }
        }
        var (merged, inputs, synthesized) = try mergedText(files, target: target, destination: destination)
        // Checked once the design's model is let go, from one copy of the text's bytes: the model
        // and the check's reading of the text together were a large merge's peak memory.
        let bytes = Array(merged.text.utf8)
        merged.text = ""
        if synthesized == nil {
            do {
                try DocumentSoundness.check(bytes, file: destination)
            } catch {
                throw DiagnosticPrinter.fail(error, format: .text)
            }
        }
        var outputs = [(bytes: bytes, path: output)]
        if let explanation, let synthesized {
            let report = explanation.lowercased().hasSuffix(".json") ? try synthesized.explanationJSON() : synthesized.explanation
            outputs.append((Array(report.utf8), explanation))
        }
        try OutputWriter.emit(together: outputs, inputs: inputs)
    }

    /// The design of `files` merged as `target`, its diagnostics printed, and the files it read;
    /// the design's model is let go on return. With --auto-layout the text is checked already
    /// (``MergeTarget/autoLayoutText(of:destination:device:)`` checks it) and the synthesis comes back.
    private func mergedText(_ files: [String], target: MergeTarget, destination: String) throws -> (MergeTarget.MergedText, inputs: [String], synthesis: SynthesisResult?) {
        // Each file is read once: the match imports its bytes, and the merge edits the designer's
        // document parsed from the same bytes, so the file cannot change in between.
        let reads = DocumentReads()
        let result = try layout.load(files, reads: reads)
        let design = result.design
        DiagnosticPrinter.printToStandardError(design.diagnostics + result.diagnostics)
        let inputs = files + design.layouts.map(\.file)
        let mergedDesign = MergedDesign(result, reads: reads)
        do {
            let phone = device.named ?? DeviceCatalog.defaultDevice
            if autoLayout {
                let merged = try target.autoLayoutText(of: mergedDesign, destination: destination, device: phone)
                DiagnosticPrinter.printToStandardError(merged.text.diagnostics)
                return (merged.text, inputs, merged.synthesis)
            }
            let written = try target.uncheckedText(of: mergedDesign, destination: destination, device: phone)
            DiagnosticPrinter.printToStandardError(written.diagnostics)
            return (written, inputs, nil)
        } catch {
            // The library names no flags: the tool says which of its own writes the template format.
            var hinted = error
            if !autoLayout, target != .template, let index = hinted.diagnostics.firstIndex(where: { $0.rule == .notExpressible && $0.severity == .error }) {
                hinted.diagnostics[index].notes.append(DiagnosticNote(message: "write the template format with --to template, or an output ending in .layouts.xml"))
            }
            throw DiagnosticPrinter.fail(hinted, format: .text)
        }
    }
}
