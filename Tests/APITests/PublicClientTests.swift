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
        return try TemplateApplyProcess.run(["-typecheck", file, "-I", try #require(modules).path, "-Xcc", "-fmodule-map-file=\(moduleMap)"],
                                            executable: compiler, timeout: 300)
    }
}
