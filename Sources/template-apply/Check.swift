import ArgumentParser
import Foundation
import LayoutChecking
import LayoutTemplates

/// `template-apply check [PATH...]`: the CI gate. Everything it does is the `LayoutChecking` library's; this
/// reads the flags and the configuration file, prints the report and exits with its status.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check every design under the paths: exit 1 when there is an error (a view left unmatched, an ambiguous match).",
        discussion: """
        Folders are searched recursively for .xib, .storyboard and .layouts.xml files (hidden and build \
        folders skipped); a file named explicitly is always checked. Files whose names pair (Foo.xib + \
        Foo-landscape.xib, FooPortrait.xib + FooLandscape.xib, ...) are one design. Each document is \
        triaged: a design with alternative layouts is checked; a document without them is skipped; one \
        that names one layout but lacks the other is half-connected (a warning); a macOS or watchOS \
        document is skipped with a note. Settings are read from \(CheckConfiguration.fileName) in the \
        checked folder or a folder above it up to the repository's root (or --config FILE); flags win \
        over it. No output (-o, --write-baseline) may be an input: a design, the configuration or the \
        baseline read.

        What fails the gate is an error in every format: unmatched-view, ambiguous-match, weak-match and \
        shared-live-view are errors, the other rules keep their own severity; --rule and the configuration's \
        rules: change a rule's level, and --strict makes every warning an error. Localized copies (*.lproj) \
        with the same findings are reported once, at the Base.lproj copy (--every-localization: each).

        Exit status: 0 no error; 1 an error (design problems found); 2 some input could not be checked \
        (unreadable, malformed, a missing path, an invalid configuration or baseline); 64 usage error.
        """
    )

    @Argument(help: "Files and folders to check (default: the current folder).")
    var paths: [String] = []

    @OptionGroup var layout: LayoutArguments

    @Option(help: ArgumentHelp("Report format: \(CheckReport.Format.allCases.map { "\($0.rawValue) (\($0.summary))" }.joined(separator: ", ")).", valueName: "format"))
    var format: CheckReport.Format = .text

    @Option(name: .shortAndLong, help: "Write the report to this file (atomically) instead of stdout.")
    var output: String?

    @Option(help: ArgumentHelp("Only check files found in folders that match this glob (repeatable; replaces the configuration's include).", valueName: "glob"))
    var include: [String] = []

    @Option(help: ArgumentHelp("Skip files found in folders that match this glob (repeatable; added to the configuration's exclude).", valueName: "glob"))
    var exclude: [String] = []

    @Option(help: ArgumentHelp("The configuration file (default: \(CheckConfiguration.fileName) in the checked folder or a parent, up to the repository's root).", valueName: "file"))
    var config: String?

    @Option(help: ArgumentHelp("Report only findings that are not in this baseline file.", valueName: "file"))
    var baseline: String?

    @Option(name: .customLong("write-baseline"), help: ArgumentHelp("Record today's findings in this baseline file (and exit 0 unless an input could not be checked).", valueName: "file"))
    var writeBaseline: String?

    @Flag(help: "Read the files two at a time: portrait file, landscape file (the configuration's `pairs:` names such designs too).")
    var pairs = false

    @Flag(help: "Treat every warning as an error.")
    var strict = false

    @Option(name: .customLong("rule"), help: ArgumentHelp("Give a rule a level: off, warning or error (repeatable; wins over the configuration's rules).", valueName: "rule-id=level"))
    var rules: [String] = []

    @Flag(name: .customLong("every-localization"), help: "Report every localized copy of a design (*.lproj), not once for copies with the same findings.")
    var everyLocalization = false

    func validate() throws {
        if pairs, paths.count % 2 != 0 { throw ValidationError("--pairs needs an even number of files") }
        _ = try ruleLevels()
        if baseline != nil, writeBaseline != nil { throw ValidationError("--baseline and --write-baseline exclude each other") }
    }

    func run() throws {
        let configuration = try readConfiguration()
        let root = FileManager.default.currentDirectoryPath
        let designs: FoundDesigns
        if pairs {
            designs = FoundDesigns(designs: stride(from: 0, to: paths.count, by: 2).map { NamePairing.DesignFiles(files: [paths[$0], paths[$0 + 1]]) })
        } else {
            designs = FoundDesigns(under: paths.isEmpty ? ["."] : paths, include: include, exclude: exclude, configuration: configuration)
        }
        // Flags win over the configuration file.
        var settings = layout.settings(configuration: configuration, root: root)
        if strict { settings.strict = true }
        settings.ruleLevels.merge(try ruleLevels()) { _, flag in flag }
        if everyLocalization { settings.reportsEveryLocalization = true }
        let baselinePath = baseline ?? (writeBaseline == nil ? configuration?.baseline : nil)
        // Every file the run reads; an output over any of them is refused before the work starts.
        let inputs = designs.designs.flatMap(\.files) + [configuration?.file, baselinePath].compactMap { $0 }
        try refuseOutputsOver(inputs)
        let accepted = try readBaseline(baselinePath)
        let report = CheckReport(checking: designs.designs, settings: settings, baseline: accepted, inputDiagnostics: designs.diagnostics)
        try emit(report, inputs: inputs)
        if let writeBaseline {
            let recorded = Baseline(recording: report)
            try orIncomplete { () throws(DiagnosticError) in
                try AtomicFileWriter.write(recorded.json, to: writeBaseline, refusingToOverwrite: inputs + [output].compactMap { $0 })
            }
            let count = recorded.counts.values.reduce(0, +)
            DiagnosticPrinter.writeStandardError("wrote \(TerminalText.escaped(writeBaseline)) with \(count) finding\(count == 1 ? "" : "s")\n")
            if report.status != .incomplete { throw ExitCode.success }
        }
        if report.status != .passed { throw ExitCode(report.status.rawValue) }
    }

    /// Text goes as a compiler's does: diagnostics on stderr, the summary on stdout. Other formats
    /// are documents: on stdout (or the output file), with the summary on stderr for the log.
    private func emit(_ report: CheckReport, inputs: [String]) throws {
        if format == .text, output == nil {
            DiagnosticPrinter.writeStandardError(TextCheckReporter.diagnostics(report))
            print(report.summary)
            return
        }
        let text = format.render(report, tool: CheckReport.ToolDescription(name: "template-apply", version: TemplateApply.configuration.version))
        if let output {
            try orIncomplete { () throws(DiagnosticError) in
                try AtomicFileWriter.write(text, to: output, refusingToOverwrite: inputs)
            }
        } else {
            FileHandle.standardOutput.write(Data(text.utf8))
        }
        if format != .text { DiagnosticPrinter.writeStandardError(report.summary + "\n") }
    }

    /// `--rule id=level`, each rule known and each level one of ``CheckSettings/RuleLevel``.
    private func ruleLevels() throws -> [RuleID: CheckSettings.RuleLevel] {
        var levels: [RuleID: CheckSettings.RuleLevel] = [:]
        for argument in rules {
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            let levelNames = CheckSettings.RuleLevel.allCases.map(\.rawValue).joined(separator: ", ")
            guard parts.count == 2, let level = CheckSettings.RuleLevel(rawValue: parts[1]) else {
                throw ValidationError("--rule \(TerminalText.escaped(argument)): expected RULE-ID=LEVEL with a level of \(levelNames)")
            }
            guard let rule = RuleID.builtIn(id: parts[0]) else {
                let suggestion = RuleID.closest(to: parts[0]).map { " (did you mean '\($0)'?)" } ?? ""
                throw ValidationError("--rule: unknown rule '\(TerminalText.escaped(parts[0]))'\(suggestion)")
            }
            levels[rule] = level
        }
        return levels
    }

    /// `-o` and `--write-baseline` each checked against every input, and against each other.
    private func refuseOutputsOver(_ inputs: [String]) throws {
        try orIncomplete { () throws(DiagnosticError) in
            if let output { try AtomicFileWriter.refuseOverwriting(output, inputs: inputs) }
            if let writeBaseline { try AtomicFileWriter.refuseOverwriting(writeBaseline, inputs: inputs, otherOutputs: [output].compactMap { $0 }) }
        }
    }

    private func readConfiguration() throws -> CheckConfiguration? {
        guard let path = config ?? CheckConfiguration.find(forChecking: paths.isEmpty ? ["."] : paths) else { return nil }
        return try orIncomplete { () throws(DiagnosticError) in try CheckConfiguration.read(file: path) }
    }

    private func readBaseline(_ path: String?) throws -> Baseline? {
        guard let path else { return nil }
        return try orIncomplete { () throws(DiagnosticError) in
            do throws(DiagnosticError) {
                return try Baseline.read(file: path)
            } catch where !FileManager.default.fileExists(atPath: path) {
                // The library names no flags: a baseline that does not exist yet is one to record.
                throw DiagnosticError(error.diagnostics.map { diagnostic in
                    var hinted = diagnostic
                    hinted.notes.append(DiagnosticNote(message: "record today's findings in it first: template-apply check --write-baseline \(path)"))
                    return hinted
                })
            }
        }
    }

    /// `body`'s value; when it fails, its diagnostics on stderr and the exit code that says the
    /// check could not be completed.
    private func orIncomplete<T>(_ body: () throws(DiagnosticError) -> T) throws -> T {
        do {
            return try body()
        } catch {
            DiagnosticPrinter.printToStandardError(error.diagnostics)
            throw ExitCode(CheckReport.Status.incomplete.rawValue)
        }
    }
}

extension CheckReport.Format: ExpressibleByArgument {}
