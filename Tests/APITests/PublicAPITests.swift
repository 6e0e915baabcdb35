import Foundation
import Testing
import TestSupport

/// The libraries' public API, as the compiler sees it (each module's symbol graph), pinned in one
/// reviewed file per module: a change to the API shows up as a change to
/// `PublicAPI/<module>.txt` in the same commit, so it is never accidental. Every public
/// declaration must have a doc comment, every public type must be placed in a topic group of the
/// DocC catalog.
///
/// After a deliberate change, `UPDATE_PUBLIC_API=1 swift test --filter PublicAPITests` rewrites
/// the files; review their diff like code.
@Suite("Public API")
struct PublicAPITests {
    static let packageRoot = PackagePaths.root
    static let pinnedFolder = packageRoot.appendingPathComponent("Tests/APITests/PublicAPI")

    /// The library modules a package depending on this one builds, in dependency order.
    static let shippedModules = ["LayoutXML", "LayoutCore", "LayoutAdaptive", "LayoutScenarios", "LayoutDocuments", "LayoutMatching", "LayoutDiscovery",
                                 "LayoutSolver", "AutoLayout", "LayoutSynthesis", "LayoutRender", "LayoutConversion", "LayoutChecking", "LayoutMigration", "LayoutComposition", "LayoutTemplates"]

    /// One declared public symbol of a module.
    struct Symbol: Comparable {
        var kind: String
        var path: String
        var declaration: String
        var documented: Bool
        var line: String { "\(kind) \(path): \(declaration)" }
        static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.line < rhs.line }
    }

    /// The symbols of `module` with public access, from `swift-symbolgraph-extract` run on the
    /// module `swift test` built (synthesized members left out), its extensions of other modules'
    /// types included.
    static func extractSymbols(of module: String) throws -> [Symbol] {
        try symbolGraphs(of: module).flatMap { data in
            try JSONDecoder().decode(SymbolGraph.self, from: data).symbols.map { symbol in
                Symbol(kind: symbol.kind.identifier.replacingOccurrences(of: "swift.", with: ""),
                       path: symbol.pathComponents.joined(separator: "."),
                       declaration: symbol.declarationFragments.map(\.spelling).joined()
                           .split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
                           .joined(separator: " "),
                       documented: !(symbol.docComment?.lines.allSatisfy { $0.text.trimmingCharacters(in: .whitespaces).isEmpty } ?? true))
            }
        }.sorted()
    }

    /// The symbol graph files of `module` (its own, and one per module whose types it extends),
    /// public symbols only, synthesized members left out.
    static func symbolGraphs(of module: String) throws -> [Data] {
        let modules = try #require(modulesDirectory(), "the built LayoutTemplates.swiftmodule was not found near the test bundle")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("symbols-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        var arguments = ["swift-symbolgraph-extract", "-module-name", module,
                         "-I", modules.path, "-I", packageRoot.appendingPathComponent("Sources/CLibXML2").path,
                         "-minimum-access-level", "public", "-skip-synthesized-members",
                         "-output-dir", output.path]
        arguments += libxml2IncludeFlags()
        #if os(Linux)
        #if arch(x86_64)
        arguments += ["-target", "x86_64-unknown-linux-gnu"]
        #elseif arch(arm64)
        arguments += ["-target", "aarch64-unknown-linux-gnu"]
        #endif
        #endif
        let (status, errors) = try run("/usr/bin/env", arguments)
        #expect(status == 0, "swift-symbolgraph-extract failed for \(module): \(errors)")
        let graphs = try FileManager.default.contentsOfDirectory(at: output, includingPropertiesForKeys: nil)
            .filter { $0.lastPathComponent.hasPrefix(module + ".") || $0.lastPathComponent.hasPrefix(module + "@") }
        return try graphs.map { try Data(contentsOf: $0) }
    }

    static func allSymbols() throws -> [String: [Symbol]] {
        var symbols: [String: [Symbol]] = [:]
        for module in shippedModules { symbols[module] = try extractSymbols(of: module) }
        return symbols
    }

    @Test("each module's public API is the reviewed list in PublicAPI/<module>.txt")
    func pinned() throws {
        let update = ProcessInfo.processInfo.environment["UPDATE_PUBLIC_API"] == "1"
        if update { try FileManager.default.createDirectory(at: Self.pinnedFolder, withIntermediateDirectories: true) }
        for (module, symbols) in try Self.allSymbols().sorted(by: { $0.key < $1.key }) {
            let file = Self.pinnedFolder.appendingPathComponent("\(module).txt")
            if update {
                try (symbols.map(\.line).joined(separator: "\n") + (symbols.isEmpty ? "" : "\n")).write(to: file, atomically: true, encoding: .utf8)
            }
            let pinned = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            let pinnedLines = Set(pinned.split(separator: "\n").map(String.init))
            let currentLines = Set(symbols.map(\.line))
            let added = currentLines.subtracting(pinnedLines).sorted()
            let removed = pinnedLines.subtracting(currentLines).sorted()
            #expect(added.isEmpty && removed.isEmpty,
                    "\(module)'s public API differs from Tests/APITests/PublicAPI/\(module).txt (\(symbols.count) symbols now):\n+ \(added.joined(separator: "\n+ "))\n- \(removed.joined(separator: "\n- "))")
        }
    }

    @Test("every public declaration has a doc comment")
    func documented() throws {
        let undocumented = try Self.allSymbols().values.joined().filter { !$0.documented }.map(\.line)
        #expect(undocumented.isEmpty, "\(undocumented.count) public declarations without a doc comment:\n\(undocumented.joined(separator: "\n"))")
    }

    @Test("every public type is in a topic group of a DocC catalog")
    func curated() throws {
        let typeKinds: Set<String> = ["struct", "enum", "protocol", "class", "typealias"]
        // Nested types are curated on their parent's page.
        let types = try Self.allSymbols().values.joined().filter { typeKinds.contains($0.kind) && !$0.path.contains(".") }.map(\.path)
        let catalogs = try FileManager.default.contentsOfDirectory(at: Self.packageRoot.appendingPathComponent("Sources"), includingPropertiesForKeys: nil)
            .flatMap { module in
                try FileManager.default.contentsOfDirectory(at: module, includingPropertiesForKeys: nil).filter { $0.pathExtension == "docc" }
            }
        let articles = try catalogs.flatMap { try FileManager.default.contentsOfDirectory(at: $0, includingPropertiesForKeys: nil) }
            .filter { $0.pathExtension == "md" }
            .map { try String(contentsOf: $0, encoding: .utf8) }
            .joined(separator: "\n")
        // A link to another module's symbol is spelled ``/Module/Symbol``.
        let topics = articles.components(separatedBy: "## Topics").dropFirst().joined(separator: "\n")
            .replacingOccurrences(of: #"``/\w+/"#, with: "``", options: .regularExpression)
        let missing = types.filter { !topics.contains("- ``\($0)``") }
        #expect(missing.isEmpty, "public types in no topic group: \(missing.joined(separator: ", "))")
    }

    // MARK: - Running the extractor

    /// `Modules/` of the products directory on Linux, the products directory itself elsewhere.
    private static func modulesDirectory() -> URL? {
        func holdsModule(_ directory: URL) -> Bool {
            FileManager.default.fileExists(atPath: directory.appendingPathComponent("LayoutTemplates.swiftmodule").path)
        }
        return BuildProducts.directory { holdsModule($0.appendingPathComponent("Modules")) || holdsModule($0) }
            .map { holdsModule($0.appendingPathComponent("Modules")) ? $0.appendingPathComponent("Modules") : $0 }
    }

    private static func libxml2IncludeFlags() -> [String] {
        guard let (status, flags) = try? run("/usr/bin/env", ["pkg-config", "--cflags", "libxml-2.0"], capture: .standardOutput),
              status == 0 else { return ["-I", "/usr/include/libxml2"] }
        return flags.split(whereSeparator: \.isWhitespace).flatMap { flag -> [String] in
            flag.hasPrefix("-I") ? ["-I", String(flag.dropFirst(2))] : []
        }
    }

    private enum Captured { case standardOutput, standardError }

    private static func run(_ executable: String, _ arguments: [String], capture: Captured = .standardError) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        switch capture {
        case .standardOutput: process.standardOutput = pipe
        case .standardError: process.standardError = pipe; process.standardOutput = FileHandle.nullDevice
        }
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

/// The parts of a symbol graph file these tests read.
private struct SymbolGraph: Decodable {
    struct Symbol: Decodable {
        struct Kind: Decodable { var identifier: String }
        struct Fragment: Decodable { var spelling: String }
        struct DocComment: Decodable {
            struct Line: Decodable { var text: String }
            var lines: [Line]
        }
        var kind: Kind
        var pathComponents: [String]
        var declarationFragments: [Fragment]
        var docComment: DocComment?
    }
    var symbols: [Symbol]
}
