import Foundation
import LayoutTemplates
import Testing
import TestSupport

/// Nothing read from a file reaches a terminal raw. Every field of every input format (a modern
/// document, a legacy archive whose base64 strings hold ESC sequences, a template, a template
/// container, a scenario) carries line feeds, carriage returns, NUL, ESC, C1 controls (CSI, NEL),
/// DEL, bidi overrides, line separators and byte-order marks; every subcommand's text output and
/// every diagnostic on stderr must show them as escapes. Machine outputs (JSON, XML, SVG, HTML)
/// escape by their own rules and must still parse.
@Suite("Terminal output of hostile values", .enabled(if: TemplateApplyProcess.isAvailable), .timeLimit(.minutes(5)))
struct TerminalOutputTests {
    private static let modern = PackagePaths.fixture("Hostile/control-characters.xib")
    private static let legacy = PackagePaths.fixture("Hostile/control-characters-legacy-8.00.xib")
    private static let template = PackagePaths.fixture("Hostile/control-characters.layouts.xml")
    private static let container = PackagePaths.fixture("Hostile/control-characters-container.layouts.xml")
    private static let scenario = PackagePaths.fixture("Hostile/control-characters.scenario.json")
    private static let invalidScenario = PackagePaths.fixture("Hostile/control-characters-invalid.scenario.json")

    /// What a run prints, and which of its streams are text (the rest are machine formats).
    private struct Run {
        var arguments: [String]
        var stdoutIsText: Bool
    }

    private static func runs(in directory: HostileFiles) -> [Run] {
        var runs: [Run] = []
        for file in [modern, legacy, template] {
            runs += [
                Run(arguments: ["inspect", file], stdoutIsText: true),
                Run(arguments: ["inspect", file, "--format", "json"], stdoutIsText: false),
                Run(arguments: ["match", file], stdoutIsText: true),
                Run(arguments: ["match", file, "--matching", "compatible"], stdoutIsText: true),
                Run(arguments: ["match", file, "--format", "json"], stdoutIsText: false),
                Run(arguments: ["apply", file, "--orientation", "landscapeLeft"], stdoutIsText: false),
                Run(arguments: ["apply", file, "--orientation", "portrait", "--format", "xml"], stdoutIsText: false),
                Run(arguments: ["check", file], stdoutIsText: true),
                Run(arguments: ["check", "--strict", file], stdoutIsText: true),
                Run(arguments: ["merge", file], stdoutIsText: false),
                Run(arguments: ["merge", file, "-o", directory.path("merged.layouts.xml")], stdoutIsText: true),
                Run(arguments: ["render", file, "-o", directory.path("out.svg")], stdoutIsText: true),
                Run(arguments: ["render", file, "-o", directory.path("out.html")], stdoutIsText: true),
            ]
        }
        runs += [
            Run(arguments: ["inspect", container], stdoutIsText: true),
            Run(arguments: ["compose", container, "--size", "390x844", "--horizontal-class", "compact", "--vertical-class", "regular", "--action", "flip"], stdoutIsText: true),
            Run(arguments: ["compose", container, "--size", "1024x768", "--horizontal-class", "regular", "--vertical-class", "regular", "--format", "json"], stdoutIsText: false),
            Run(arguments: ["simulate", scenario], stdoutIsText: true),
            Run(arguments: ["simulate", scenario, "--format", "json"], stdoutIsText: false),
            Run(arguments: ["simulate", invalidScenario], stdoutIsText: true),
        ]
        return runs
    }

    /// The first character a terminal would act on, other than the line feeds that end lines.
    static func rawControl(in text: String) -> Unicode.Scalar? {
        text.unicodeScalars.first { $0 != "\n" && TerminalText.needsEscape($0) }
    }

    @Test("every subcommand's text output and every diagnostic show control, bidi and line characters escaped")
    func noRawControlCharacters() throws {
        let directory = try HostileFiles()
        defer { directory.remove() }
        for run in TerminalOutputTests.runs(in: directory) {
            let output = try TemplateApplyProcess.run(run.arguments, timeout: 60)
            #expect(!output.signaled && !output.hung, "\(run.arguments): \(output.stderr)")
            #expect(output.status == 0 || output.status == 1, "\(run.arguments): status \(output.status)")
            if let scalar = TerminalOutputTests.rawControl(in: output.stderr) {
                Issue.record("raw U+\(String(scalar.value, radix: 16)) on stderr of \(run.arguments)")
            }
            if run.stdoutIsText, let scalar = TerminalOutputTests.rawControl(in: output.stdout) {
                Issue.record("raw U+\(String(scalar.value, radix: 16)) on stdout of \(run.arguments)")
            }
            // No line that a file forged: every diagnostic line starts with the real path or a note.
            for line in output.stderr.split(separator: "\n") where line.contains("error: forged") {
                #expect(!line.hasPrefix("x.xib:") && !line.hasPrefix("x.json:"), "a forged diagnostic line: \(line)")
            }
            if !run.stdoutIsText, !output.stdout.isEmpty {
                if run.arguments.contains("json") || run.arguments.first == "apply" && !run.arguments.contains("xml") {
                    #expect((try? JSONSerialization.jsonObject(with: Data(output.stdout.utf8))) != nil, "\(run.arguments): JSON that does not parse")
                } else {
                    // XML: no character XML 1.0 cannot hold (C0 controls other than tab, LF, CR).
                    #expect(!output.stdout.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" && $0 != "\r" }, "\(run.arguments)")
                }
            }
        }
    }

    @Test("the hostile fixtures do carry the characters: the test above would see them unescaped")
    func fixturesAreHostile() throws {
        let modern = try ImportResult(contentsOf: TerminalOutputTests.modern).document
        let legacy = try ImportResult(contentsOf: TerminalOutputTests.legacy).document
        let ids = modern.scenes.flatMap { $0.views.flatMap { view -> [String] in
            var ids: [String] = []
            view.forEachPreOrder { ids.append($0.id.rawValue) }
            return ids
        } }
        #expect(ids.allSatisfy { $0.contains("\n") && $0.contains("\u{202E}") && $0.contains("\u{9B}") })
        let texts = legacy.scenes.flatMap { $0.views.flatMap { view -> [String] in
            var texts: [String] = []
            view.forEachPreOrder { if let text = $0.text ?? $0.title { texts.append(text) } }
            return texts
        } }
        #expect(!texts.isEmpty && texts.allSatisfy { $0.contains("\u{1B}]0;owned\u{07}") && $0.contains("\u{0}") })
    }
}
