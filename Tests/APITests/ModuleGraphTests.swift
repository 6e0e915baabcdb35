import Foundation
import Testing
import TestSupport

/// The README's module graph is the one `Package.swift` declares: each library module with the
/// modules it depends on directly, dependencies implied by others left out.
@Suite("Module graph")
struct ModuleGraphTests {
    /// The library modules (the targets the library products reach) and what each depends on,
    /// read from `Package.swift`'s `.library` and `.target` calls.
    static func declaredGraph() throws -> [String: Set<String>] {
        let manifest = try String(contentsOf: PackagePaths.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let all = try targets(in: manifest)
        let library = try Regex(#"\.library\(name: "\w+", targets: \["(\w+)"\]\)"#)
        var reached: Set<String> = []
        var stack = manifest.matches(of: library).compactMap { $0.output[1].substring.map(String.init) }
        #expect(!stack.isEmpty, "no library product found in Package.swift")
        while let next = stack.popLast() {
            if reached.insert(next).inserted { stack += all[next] ?? [] }
        }
        return all.filter { reached.contains($0.key) }
    }

    private static func targets(in manifest: String) throws -> [String: Set<String>] {
        let target = try Regex(#"\.target\(\s*name: "(Layout\w+|AutoLayout)"(?:,\s*dependencies: \[([^\]]*)\])?"#)
        let name = try Regex(#""(\w+)""#)
        var graph: [String: Set<String>] = [:]
        for match in manifest.matches(of: target) {
            guard let module = match.output[1].substring.map(String.init) else { continue }
            let list = match.output[2].substring.map(String.init) ?? ""
            // `.product(name: "Yams", package: "Yams")` names its product first.
            let dependencies = list.split(separator: ",").compactMap { item in
                item.firstMatch(of: name)?.output[1].substring.map(String.init)
            }
            graph[module] = Set(dependencies)
        }
        return graph
    }

    /// `graph` without the edges that a longer path already implies.
    static func reduced(_ graph: [String: Set<String>]) -> [String: Set<String>] {
        func reachable(from module: String) -> Set<String> {
            var seen: Set<String> = []
            var stack = Array(graph[module] ?? [])
            while let next = stack.popLast() {
                if seen.insert(next).inserted { stack += graph[next] ?? [] }
            }
            return seen
        }
        return graph.mapValues { dependencies in
            dependencies.filter { dependency in
                !dependencies.contains { $0 != dependency && reachable(from: $0).contains(dependency) }
            }
        }
    }

    /// The list under "The same graph as a list" in the README.
    static func readmeGraph() throws -> [String: Set<String>] {
        let readme = try String(contentsOf: PackagePaths.root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "The same graph as a list").dropFirst().first)
        let block = try #require(section.components(separatedBy: "```").dropFirst().first)
        var graph: [String: Set<String>] = [:]
        for line in block.split(separator: "\n") {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
            guard let module = words.first else { continue }
            graph[module] = Set(words.dropFirst())
        }
        return graph
    }

    @Test("Package.swift has the library modules of the README's graph, with the same direct dependencies")
    func readmeMatchesManifest() throws {
        let declared = try Self.reduced(Self.declaredGraph())
        let documented = try Self.readmeGraph()
        #expect(declared.count >= 8, "library modules found in Package.swift: \(declared.keys.sorted())")
        for module in Set(declared.keys).union(documented.keys).sorted() {
            #expect(declared[module] == documented[module],
                    "\(module): Package.swift \(declared[module].map { $0.sorted() } ?? []), README \(documented[module].map { $0.sorted() } ?? [])")
        }
    }

    @Test("the module a tool author imports does not depend on Yams, even through another module")
    func umbrellaWithoutYams() throws {
        let graph = try Self.declaredGraph()
        var seen: Set<String> = []
        var stack = ["LayoutTemplates"]
        while let next = stack.popLast() {
            if seen.insert(next).inserted { stack += graph[next] ?? [] }
        }
        #expect(seen.contains("LayoutMatching"))
        #expect(!seen.contains("Yams") && !seen.contains("LayoutChecking"))
    }
}
