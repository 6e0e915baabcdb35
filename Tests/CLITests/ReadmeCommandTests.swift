import Foundation
import Testing
import TestSupport

/// Every command of the README's ```sh blocks, run as written with the built `template-apply`
/// on the `PATH`, from a temporary folder holding a copy of `Fixtures/` (as a clone's root would):
/// a README command that stops working fails here. Commands run in the README's order, so one
/// may read what an earlier one wrote.
@Suite("README commands")
struct ReadmeCommandTests {
    /// Commands that are not run, each with the reason. An entry that is no longer a README
    /// command fails the test.
    static let notRun: [String: String] = [
        "swift build -c release": "a release build of the package takes minutes",
        "install -m 755 .build/release/template-apply /usr/local/bin/": "writes outside the package, as root",
        "swift test": "this is the test suite",
        "swift run template-apply match Fixtures/Example/LoginForm.xib":
            "builds the package in the clone first; `template-apply match Fixtures/Example/LoginForm.xib`, run here, is the same command",
        "swift package check-layouts": "runs in a package that depends on this one: Scripts/check-layouts-sample.sh",
        "swift package check-layouts --format sarif > layouts.sarif": "runs in a package that depends on this one: Scripts/check-layouts-sample.sh",
        "swift package generate-documentation --enable-experimental-combined-documentation --warnings-as-errors --target LayoutCore --target LayoutAdaptive --target LayoutDocuments --target LayoutMatching --target LayoutDiscovery --target LayoutRender --target LayoutConversion --target LayoutChecking --target LayoutMigration --target LayoutTemplates":
            "builds the documentation of every module with the DocC plugin: minutes",
        "swift build -c release && .build/release/template-dev bench": "a release build and the benchmark take many minutes",
    ]

    /// Commands run in a subfolder of the copy, or whose documented exit status is not 0. An entry
    /// that is no longer a README command fails the test.
    static let runs: [String: (folder: String, status: Int32)] = [
        "template-apply check .": ("Fixtures/CheckRepo", 0),
        "template-apply merge Fixtures/TreeConversion -o Merged --exclude Broken": (".", 1),
    ]

    /// The commands of the README's ```sh blocks, in order: a line ending in `\` continues on the
    /// next, and a `#` comment after a command is not part of it.
    static func commands() throws -> [String] {
        let readme = try String(contentsOf: PackagePaths.root.appendingPathComponent("README.md"), encoding: .utf8)
        var commands: [String] = []
        for block in readme.components(separatedBy: "```sh\n").dropFirst() {
            let body = block.components(separatedBy: "```").first ?? ""
            var pending = ""
            for rawLine in body.split(separator: "\n", omittingEmptySubsequences: false) {
                var line = rawLine.trimmingCharacters(in: .whitespaces)
                if let comment = line.range(of: " #") { line = String(line[..<comment.lowerBound]).trimmingCharacters(in: .whitespaces) }
                if line.hasSuffix("\\") {
                    pending += line.dropLast().trimmingCharacters(in: .whitespaces) + " "
                    continue
                }
                let command = (pending + line).trimmingCharacters(in: .whitespaces)
                pending = ""
                if !command.isEmpty { commands.append(command) }
            }
        }
        return commands
    }

    @Test("the lists of commands not run and run elsewhere name README commands only")
    func listsAreCurrent() throws {
        let commands = Set(try Self.commands())
        #expect(commands.count > 10)
        let stale = (Array(Self.notRun.keys) + Array(Self.runs.keys)).filter { !commands.contains($0) }
        #expect(stale.isEmpty, "no longer README commands: \(stale)")
    }

    @Test("every README command runs as written", .enabled(if: TemplateApplyProcess.isAvailable, "the built template-apply was not found"))
    func everyCommandRuns() throws {
        let binary = try #require(TemplateApplyProcess.url)
        let clone = try TemporaryDirectory()
        defer { clone.remove() }
        try FileManager.default.copyItem(at: PackagePaths.fixtures, to: URL(fileURLWithPath: clone.file("Fixtures")))
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = binary.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        var ran = 0
        for command in try Self.commands() where Self.notRun[command] == nil {
            let place = Self.runs[command] ?? (".", 0)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", command]
            process.environment = environment
            process.currentDirectoryURL = URL(fileURLWithPath: clone.file(place.folder))
            let output = Pipe()
            process.standardOutput = output
            process.standardError = output
            try process.run()
            let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationReason == .exit && process.terminationStatus == place.status,
                    "`\(command)` in \(place.folder) exited with \(process.terminationStatus), not \(place.status):\n\(printed)")
            ran += 1
        }
        #expect(ran >= 10)
    }
}
