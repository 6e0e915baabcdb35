import ArgumentParser
import LayoutTemplates

/// `template-apply check FILE...`: a CI gate; exit status 1 when any layout leaves a view
/// unmatched or a match ambiguous (or, with `--strict`, on any warning).
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check designs: exit 1 when any layout leaves a view unmatched or ambiguous, 0 otherwise.",
        discussion: "Each FILE is one design holding its layouts; with --pairs the files are read two at a time as portrait file and landscape file. Diagnostics go to stderr as path:line:col: warning: message [rule]; --strict reports warnings as errors and fails on any."
    )

    @Argument(help: "The designs to check.")
    var files: [String]

    @OptionGroup var layout: LayoutArguments

    @Flag(help: "Read the files two at a time: portrait file, landscape file.")
    var pairs = false

    @Flag(help: "Treat every warning as an error.")
    var strict = false

    func validate() throws {
        if files.isEmpty { throw ValidationError("give at least one file") }
        if pairs, files.count % 2 != 0 { throw ValidationError("--pairs needs an even number of files") }
    }

    func run() throws {
        let designs: [[String]] = pairs
            ? stride(from: 0, to: files.count, by: 2).map { [files[$0], files[$0 + 1]] }
            : files.map { [$0] }
        var failed = false
        var problems = 0
        for design in designs {
            let loaded: (set: LayoutSet, diagnostics: [Diagnostic])
            do {
                loaded = try LayoutLoader.load(files: design, options: layout.options)
            } catch {
                DiagnosticPrinter.printToStandardError(error.diagnostics)
                failed = true
                problems += 1
                continue
            }
            let result = Matcher.match(loaded.set, mode: layout.mode)
            var diagnostics = loaded.diagnostics + result.diagnostics
            if strict {
                diagnostics = diagnostics.map { diagnostic in
                    var promoted = diagnostic
                    if promoted.severity == .warning { promoted.severity = .error }
                    return promoted
                }
            }
            DiagnosticPrinter.printToStandardError(diagnostics)
            if result.hasProblems || diagnostics.contains(where: { $0.severity == .error }) {
                failed = true
                problems += 1
            }
        }
        print("checked \(designs.count) design\(designs.count == 1 ? "" : "s"): \(failed ? "\(problems) with problems" : "no problems")")
        if failed { throw ExitCode(1) }
    }
}
