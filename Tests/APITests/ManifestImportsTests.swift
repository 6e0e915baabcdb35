import Foundation
import Testing
import TestSupport

/// `Package.swift` says what each target stands on; the sources say what it uses. The two agree,
/// both ways: a declared dependency no source imports is a stale edge in the graph the manifest
/// shows, and an import the manifest does not declare reaches a module only by accident (through
/// another target's dependency).
///
/// The manifest is read as SwiftPM evaluates it (`swift package dump-package`, with its own
/// scratch folder so that it never waits on the build's lock); a target's imports are read from
/// its Swift sources, links followed.
@Suite("Manifest and imports")
struct ManifestImportsTests {
    /// The parts of `swift package dump-package`'s JSON this test reads.
    struct Manifest: Decodable {
        struct Target: Decodable {
            var name: String
            var type: String
            var path: String?
            /// Each dependency is `{"byName": [name, condition]}`, `{"target": [...]}` or
            /// `{"product": [name, package, ...]}`: the name comes first.
            var dependencies: [[String: [DependencyPart?]]]
        }
        enum DependencyPart: Decodable {
            case name(String)
            case other
            init(from decoder: any Decoder) throws {
                let container = try decoder.singleValueContainer()
                self = (try? container.decode(String.self)).map(DependencyPart.name) ?? .other
            }
        }
        var targets: [Target]
    }

    /// Test targets that depend on a module only so that `swift test` builds it, never importing
    /// it: the API tests read the symbol graphs of every shipped module.
    static let builtNotImported: [String: Set<String>] = [
        "APITests": ["LayoutChecking", "LayoutMigration", "LayoutSolver", "LayoutTemplates"],
    ]

    static func manifest() throws -> Manifest {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("manifest-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let output = try TemplateApplyProcess.run(
            ["swift", "package", "dump-package", "--package-path", PackagePaths.root.path, "--scratch-path", scratch.path],
            executable: URL(fileURLWithPath: "/usr/bin/env"), timeout: 300)
        try #require(output.status == 0, "swift package dump-package failed: \(output.stderr)")
        return try JSONDecoder().decode(Manifest.self, from: Data(output.stdout.utf8))
    }

    /// The modules each Swift source under `folder` imports (`import X`, `@testable import X`,
    /// `internal import X`, `import struct X.Y`), links followed.
    static func imports(under folder: URL) throws -> Set<String> {
        let pattern = try Regex(#"^\s*(?:@\w+\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+(?:(?:class|struct|enum|protocol|func|var|let|typealias)\s+)?(\w+)"#)
            .anchorsMatchLineEndings()
        var modules: Set<String> = []
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        for case let file as URL in walker where file.pathExtension == "swift" {
            let text = try String(contentsOf: file.resolvingSymlinksInPath(), encoding: .utf8)
            for match in text.matches(of: pattern) {
                if let name = match.output[1].substring { modules.insert(String(name)) }
            }
        }
        return modules
    }

    @Test("each target imports exactly the modules Package.swift declares for it")
    func importsMatchDeclarations() throws {
        let manifest = try Self.manifest()
        let byName = Dictionary(manifest.targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        // Executables and plugins are dependencies so that they are built, never imported.
        let importable = Set(manifest.targets.filter { $0.type != "executable" && $0.type != "plugin" }.map(\.name))
        var faults: [String] = []
        var usedExceptions: [String: Set<String>] = [:]
        #expect(manifest.targets.count >= 30, "targets read from the manifest: \(manifest.targets.map(\.name))")
        for target in manifest.targets where target.type != "system" && target.type != "plugin" {
            let declared = Set(target.dependencies.compactMap { dependency -> String? in
                guard case .name(let name)? = dependency.values.first?.first ?? nil else { return nil }
                // A product of another package (ArgumentParser, Yams) is imported by its name.
                return byName[name] == nil || importable.contains(name) ? name : nil
            })
            let folder = target.path ?? (target.type == "test" ? "Tests/" : "Sources/") + target.name
            let known = importable.union(declared)
            let imported = try Self.imports(under: PackagePaths.root.appendingPathComponent(folder)).intersection(known)
                .subtracting([target.name])
            let exempt = Self.builtNotImported[target.name] ?? []
            let unused = declared.subtracting(imported)
            usedExceptions[target.name] = unused.intersection(exempt)
            for module in unused.subtracting(exempt).sorted() {
                faults.append("\(target.name) declares \(module) but no source of it imports it")
            }
            for module in imported.subtracting(declared).sorted() {
                faults.append("\(target.name) imports \(module) without declaring it")
            }
        }
        #expect(faults.isEmpty, "\(faults.count) mismatches between Package.swift and the imports:\n\(faults.joined(separator: "\n"))")
        for (target, modules) in Self.builtNotImported {
            let stale = modules.subtracting(usedExceptions[target] ?? [])
            #expect(stale.isEmpty, "builtNotImported lists \(target) -> \(stale.sorted()), which is no longer a declared dependency it does not import")
        }
    }

    @Test("docs/ARCHITECTURE.md lists every target of Package.swift with its dependencies")
    func architectureDocumentListsTargets() throws {
        let manifest = try Self.manifest()
        let document = try String(contentsOf: PackagePaths.root.appendingPathComponent("docs/ARCHITECTURE.md"), encoding: .utf8)
        let section = try #require(document.components(separatedBy: "## Targets").dropFirst().first, "docs/ARCHITECTURE.md has no \"## Targets\" section")
        let block = try #require(section.components(separatedBy: "```").dropFirst().first)
        var documented: [String: Set<String>] = [:]
        for line in block.split(separator: "\n") {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
            guard let target = words.first else { continue }
            documented[target] = Set(words.dropFirst().filter { $0 != "->" })
        }
        for target in manifest.targets {
            let declared = Set(target.dependencies.compactMap { dependency -> String? in
                guard case .name(let name)? = dependency.values.first?.first ?? nil else { return nil }
                return name
            })
            #expect(documented[target.name] == declared,
                    "\(target.name): Package.swift \(declared.sorted()), docs/ARCHITECTURE.md \(documented[target.name].map { $0.sorted() } ?? ["(missing)"])")
        }
        let extra = Set(documented.keys).subtracting(manifest.targets.map(\.name))
        #expect(extra.isEmpty, "docs/ARCHITECTURE.md lists targets Package.swift does not declare: \(extra.sorted())")
    }
}
