import Foundation
import Testing
import TestSupport

/// The documentation's code compiles as a package depending on this one compiles it: against the
/// built modules, without this package's name, so that a `package` declaration is out of reach.
/// The tests that run the same code (Tests/ReadmeTests) are in the package and see `package`
/// declarations; this is what shows a reader needs nothing the public API does not give.
@Suite("Documented code is public API only", .enabled(if: ClientCompiler.isAvailable, "swiftc or the built modules were not found"))
struct PublicClientTests {
    /// The ```swift blocks of the file at `relativePath`: each the body of a function of its
    /// own, or with `continued` (an article whose blocks go on from each other) one function.
    static func functions(from relativePath: String, continued: Bool = false) throws -> String {
        let text = try String(contentsOf: PackagePaths.root.appendingPathComponent(relativePath), encoding: .utf8)
        let blocks = text.components(separatedBy: "```swift\n").dropFirst().compactMap { $0.components(separatedBy: "```").first }
            .map { $0.replacingOccurrences(of: "import LayoutTemplates\n", with: "") }
        return (continued ? [blocks.joined()] : blocks).enumerated().map { index, body in
            "func \(continued ? "article" : "snippet")\(index)() throws {\n" + body + "}\n"
        }.joined(separator: "\n")
    }

    @Test("the README's snippets and the Getting Started article's code type-check outside the package")
    func documentedCode() throws {
        let source = try Self.functions(from: "README.md")
            + Self.functions(from: "Sources/LayoutTemplates/LayoutTemplates.docc/GettingStarted.md", continued: true)
        let run = try ClientCompiler.typecheck(source)
        #expect(run.status == 0 && !run.signaled, "\(run.stderr)")
    }

    /// What a tool of its own needs besides the documented code: the gate's report of what
    /// discovery found, a design's environment, a merge target from a path and safe writing,
    /// both counterpart lists' nodes and classes, the gate's severities, a walk with depth and
    /// parent over typed constraint items, and a finding of its own rule encoded.
    static let toolPieces = """
        func tool() throws {
            let found = FoundDesigns(under: ["Fixtures"])
            let report = CheckReport(checking: found.designs, settings: CheckSettings(), inputDiagnostics: found.diagnostics)
            print(CheckReport.Format.json.render(report, tool: CheckReport.ToolDescription(name: "audit", version: "1")))
            for reading in found.read() where reading.kind == .design {
                for design in reading.designs {
                    let result = MatchResult(matching: design)
                    let (environment, note) = design.environment(for: .landscapeLeft, device: nil)
                    print(environment.size, note?.rendered ?? "")
                    if let target = MergeTarget(path: "out.xib") {
                        let merged = try target.text(of: MergedDesign(result), destination: "out.xib")
                        try OutputFile.write(merged.text, to: "out.xib", besides: design)
                    }
                    for view in result.liveViewsWithoutCounterpart(inLayoutNamed: "landscape") { print(view, view.viewClass, view.view.subviews.count) }
                    for view in result.templateViewsWithoutCounterpart(inLayoutNamed: "landscape") { print(view.identity.viewClass, view.identity.view.id) }
                    print(NamePairing.DesignFiles.Reading.defaultSeverity(of: .unmatchedView) ?? .note)
                    design.layouts.first?.templateRoot?.forEachPreOrder { node, depth, parent in
                        for constraint in node.autoLayout.constraints {
                            let items: [ViewID] = [constraint.firstItem] + (constraint.secondItem.map { [$0] } ?? [])
                            print(items, depth, parent?.id ?? "")
                        }
                    }
                }
            }
            print(try JSONEncoder().encode(Diagnostic.warning(RuleID("own-rule", summary: "A rule of the tool's own."), "message", at: nil)).count)
        }
        """

    @Test("what a tool needs besides the documented code type-checks outside the package")
    func toolCode() throws {
        let run = try ClientCompiler.typecheck(Self.toolPieces)
        #expect(run.status == 0 && !run.signaled, "\(run.stderr)")
    }

    @Test("a package declaration does not type-check outside the package, so the check above can fail")
    func packageDeclarationRefused() throws {
        let run = try ClientCompiler.typecheck("func reach() { _ = RuleID.pairedByName }\n")
        #expect(run.status != 0)
        #expect(run.stderr.contains("'package' protection level"), "\(run.stderr)")
    }
}

/// `swiftc` type-checking a file as a client of the built modules.
enum ClientCompiler {
    /// Whether both the compiler and the built modules were found.
    static var isAvailable: Bool { compiler != nil && modules != nil }

    /// `swiftc` on the `PATH`.
    static let compiler: URL? = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        .map { URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }

    /// The folder of the built `.swiftmodule`s.
    static let modules: URL? = BuildProducts.directory { directory in
        FileManager.default.fileExists(atPath: directory.appendingPathComponent("Modules/LayoutTemplates.swiftmodule").path)
    }?.appendingPathComponent("Modules")

    /// What `swiftc -typecheck` says of `source`, compiled as a client of the built modules.
    static func typecheck(_ source: String) throws -> TemplateApplyProcess.Output {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let file = folder.file("Client.swift")
        try ("import Foundation\nimport LayoutTemplates\nimport LayoutChecking\n\n" + source).write(toFile: file, atomically: true, encoding: .utf8)
        let moduleMap = PackagePaths.root.appendingPathComponent("Sources/CLibXML2/module.modulemap").path
        let headers = libxml2Flags.flatMap { ["-Xcc", $0] }
        return try TemplateApplyProcess.run(["-typecheck", file, "-I", try #require(modules).path, "-Xcc", "-fmodule-map-file=\(moduleMap)"] + headers,
                                            executable: compiler, timeout: 300)
    }

    /// Where libxml2's headers are, as the package's build finds them (`pkg-config`, which the
    /// CLibXML2 target names): a client built outside the package needs them for that module,
    /// unless a module cache left by an earlier build happens to hold it already.
    static let libxml2Flags: [String] = {
        guard let output = try? TemplateApplyProcess.run(["pkg-config", "--cflags", "libxml-2.0"],
                                                         executable: URL(fileURLWithPath: "/usr/bin/env")),
              output.status == 0 else { return ["-I/usr/include/libxml2"] }
        return output.stdout.split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
    }()
}
