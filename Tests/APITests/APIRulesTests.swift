import Foundation
import Testing
import TestSupport

/// Rules the shipped public API keeps, checked on the symbol graphs the compiler writes (the same
/// ones `PublicAPITests` pins): a size a caller can learn, types a caller can reach, and domain
/// values typed rather than spelled as text. Each test prints its figures.
@Suite("API rules")
struct APIRulesTests {
    static let maximumSymbols = 500
    static let maximumTopLevelTypes = 80

    /// The parts of a symbol graph these rules read.
    struct Graph: Decodable {
        struct Fragment: Decodable {
            var kind: String
            var spelling: String
            var preciseIdentifier: String?
        }
        struct Symbol: Decodable {
            struct Kind: Decodable { var identifier: String }
            struct Identifier: Decodable { var precise: String }
            struct Names: Decodable { var title: String }
            struct Signature: Decodable { var returns: [Fragment]? }
            var kind: Kind
            var identifier: Identifier
            var names: Names
            var pathComponents: [String]
            var declarationFragments: [Fragment]
            var functionSignature: Signature?
        }
        struct Relationship: Decodable {
            var kind: String
            var source: String
            var target: String
            var targetFallback: String?
        }
        var symbols: [Symbol]
        var relationships: [Relationship]
    }

    /// One public symbol with what the rules need to know about it.
    struct Entry {
        var module: String
        var symbol: Graph.Symbol
        /// The type the symbol is a member of, if any.
        var parent: String?
        /// Whether it implements a requirement of a protocol its type conforms to.
        var isWitness: Bool
        var path: String { module + "." + symbol.pathComponents.joined(separator: ".") }
        var kind: String { symbol.kind.identifier.replacingOccurrences(of: "swift.", with: "") }
    }

    /// Requirements of the standard library's protocols that public types here conform to: a
    /// member of that name on a conforming type is a witness, not API of its own. The package's
    /// own protocols' requirements are read from the graphs.
    static let standardRequirements: [String: Set<String>] = [
        "CustomStringConvertible": ["description"], "CustomDebugStringConvertible": ["debugDescription"],
        "Equatable": ["==(_:_:)"], "Hashable": ["hash(into:)", "hashValue"], "Comparable": ["<(_:_:)"],
        "Encodable": ["encode(to:)"], "Decodable": ["init(from:)"], "RawRepresentable": ["init(rawValue:)", "rawValue"],
        "CaseIterable": ["allCases"], "Identifiable": ["id"], "LocalizedError": ["errorDescription"],
        "Sequence": ["makeIterator()"], "IteratorProtocol": ["next()"], "OptionSet": ["init(rawValue:)", "rawValue"],
        "Collection": ["startIndex", "endIndex", "subscript(_:)", "index(after:)"],
        "AdditiveArithmetic": ["zero", "+(_:_:)", "-(_:_:)"],
        "ExpressibleByStringLiteral": ["init(stringLiteral:)"], "CodingKeyRepresentable": ["codingKey", "init(codingKey:)"], "ExpressibleByArrayLiteral": ["init(arrayLiteral:)"],
        "ExpressibleByIntegerLiteral": ["init(integerLiteral:)"], "ExpressibleByFloatLiteral": ["init(floatLiteral:)"],
    ]

    static let typeKinds: Set<String> = ["struct", "enum", "class", "protocol", "typealias"]

    static func entries() throws -> [Entry] {
        var entries: [Entry] = []
        for module in PublicAPITests.shippedModules {
            for data in try PublicAPITests.symbolGraphs(of: module) {
                let graph = try JSONDecoder().decode(Graph.self, from: data)
                let byID = Dictionary(graph.symbols.map { ($0.identifier.precise, $0) }, uniquingKeysWith: { first, _ in first })
                var parents: [String: String] = [:]
                var conformances: [String: Set<String>] = [:]
                var ownRequirements: [String: Set<String>] = [:]
                for relation in graph.relationships {
                    switch relation.kind {
                    case "memberOf": parents[relation.source] = relation.target
                    case "conformsTo":
                        let name = byID[relation.target]?.names.title
                            ?? relation.targetFallback.map { String($0.split(separator: ".").last ?? "") } ?? ""
                        conformances[relation.source, default: []].insert(name)
                    case "requirementOf":
                        if let protocolName = byID[relation.target]?.names.title, let requirement = byID[relation.source]?.names.title {
                            ownRequirements[protocolName, default: []].insert(requirement)
                        }
                    default: break
                    }
                }
                for symbol in graph.symbols {
                    let parent = parents[symbol.identifier.precise]
                    let protocols = parent.flatMap { conformances[$0] } ?? []
                    let witness = protocols.contains { name in
                        (standardRequirements[name] ?? ownRequirements[name] ?? []).contains(symbol.names.title)
                    }
                    entries.append(Entry(module: module, symbol: symbol, parent: parent, isWitness: witness))
                }
            }
        }
        return entries
    }

    @Test("at most 500 public symbols, not counting enum cases and protocol witnesses")
    func symbolCount() throws {
        let entries = try Self.entries()
        let counted = entries.filter { $0.kind != "enum.case" && !$0.isWitness }
        let byModule = Dictionary(grouping: counted, by: \.module).mapValues(\.count).sorted { $0.value > $1.value }
        let figures = "\(counted.count) counted of \(entries.count) public symbols "
            + "(\(entries.filter { $0.kind == "enum.case" }.count) enum cases, \(entries.filter(\.isWitness).count) witnesses); by module: "
            + byModule.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        print("API rules: \(figures)")
        #expect(counted.count <= Self.maximumSymbols, "\(counted.count - Self.maximumSymbols) public symbols over \(Self.maximumSymbols): \(figures)")
    }

    @Test("at most 80 top-level public types")
    func topLevelTypes() throws {
        let types = try Self.entries().filter { Self.typeKinds.contains($0.kind) && $0.symbol.pathComponents.count == 1 }
        let byModule = Dictionary(grouping: types, by: \.module).mapValues(\.count).sorted { $0.value > $1.value }
        let figures = "\(types.count) top-level public types; by module: " + byModule.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        print("API rules: \(figures)")
        #expect(types.count <= Self.maximumTopLevelTypes, "\(types.count - Self.maximumTopLevelTypes) top-level public types over \(Self.maximumTopLevelTypes): \(figures)")
    }

    @Test("every public type can be obtained through the public API")
    func obtainable() throws {
        let entries = try Self.entries()
        // A type is obtained by its own initializer or static factory, as an enum's case, or as
        // what another declaration gives: a property's type, a return type, a case's payload.
        var given: Set<String> = []
        for entry in entries {
            let symbol = entry.symbol
            switch entry.kind {
            case "init", "enum.case":
                if let parent = entry.parent { given.insert(parent) }
                if entry.kind == "enum.case" {
                    symbol.declarationFragments.compactMap(\.preciseIdentifier).forEach { given.insert($0) }
                }
            case "property", "type.property":
                symbol.declarationFragments.filter { $0.kind == "typeIdentifier" }.compactMap(\.preciseIdentifier).forEach { given.insert($0) }
            case "method", "type.method", "func", "func.op", "subscript":
                (symbol.functionSignature?.returns ?? []).compactMap(\.preciseIdentifier).forEach { given.insert($0) }
            default:
                break
            }
            // What a declaration throws is given to the caller who catches it.
            if let throwsAt = symbol.declarationFragments.firstIndex(where: { $0.kind == "keyword" && $0.spelling == "throws" }) {
                symbol.declarationFragments[throwsAt...].compactMap(\.preciseIdentifier).forEach { given.insert($0) }
            }
        }
        // A namespace (no instance member, no case) is used through its static members, never obtained.
        let instanceKinds: Set<String> = ["property", "method", "init", "subscript", "enum.case"]
        let withInstances = Set(entries.filter { instanceKinds.contains($0.kind) }.compactMap(\.parent))
        let unreachable = entries.filter { entry in
            ["struct", "enum", "class"].contains(entry.kind) && !given.contains(entry.symbol.identifier.precise)
                && withInstances.contains(entry.symbol.identifier.precise)
        }.map(\.path).sorted()
        print("API rules: \(unreachable.count) public types without a public way to obtain them")
        #expect(unreachable.isEmpty, "public types a caller cannot obtain (no public initializer, case or declaration that gives one): \(unreachable.joined(separator: ", "))")
    }

    /// Text that a name-based rule takes for a domain value but is not one, and why.
    static let textOnPurpose: [String: String] = [
        "LayoutMatching.LayoutOptions.defaultPortraitOutlets": "outlet names as the owner's class declares them; an Outlet is a connection",
        "LayoutMatching.LayoutOptions.defaultLandscapeOutlets": "outlet names as the owner's class declares them",
        "LayoutChecking.CheckConfiguration.baseline": "the path of the baseline file, as the configuration writes it",
    ]

    @Test("no text where a domain type exists")
    func typedValues() throws {
        let entries = try Self.entries()
        let typeNames = Set(entries.filter { Self.typeKinds.contains($0.kind) }.map { $0.symbol.names.title.lowercased() })
        var faults: [String] = []
        var excused: Set<String> = []
        for entry in entries where ["property", "type.property", "enum.case"].contains(entry.kind) {
            if Self.textOnPurpose[entry.path] != nil {
                excused.insert(entry.path)
                continue
            }
            let fragments = entry.symbol.declarationFragments
            guard let colon = fragments.firstIndex(where: { $0.kind == "text" && $0.spelling.contains(":") }) ?? (entry.kind == "enum.case" ? fragments.startIndex : nil) else { continue }
            let type = fragments[colon...].map(\.spelling).joined()
                .components(separatedBy: "{").first?
                .trimmingCharacters(in: CharacterSet(charactersIn: ": ")) ?? ""
            let name = entry.symbol.names.title
            if type.contains("[[String]]") || type.contains("[String : String]") || type.contains("[String: String]") {
                faults.append("\(entry.path): \(type) (text pairs or keyed text: a type names what they hold)")
                continue
            }
            guard entry.kind != "enum.case", ["String", "String?", "[String]", "[String]?"].contains(type) else { continue }
            // A name that ends with a public type's name (`ambiguousAxes`, `viewClass`) holds that type.
            let lowered = name.lowercased()
            let singular = lowered.hasSuffix("es") ? String(lowered.dropLast(2)) + "is" : lowered.hasSuffix("s") ? String(lowered.dropLast()) : lowered
            if let domain = typeNames.first(where: { $0.count > 3 && (lowered.hasSuffix($0) || singular.hasSuffix($0)) }) {
                faults.append("\(entry.path): \(type), but a type \(domain) exists")
            } else if ["color", "colour", "contentmode", "direction", "orientation", "sizeclass"].contains(where: { lowered.hasSuffix($0) }) {
                faults.append("\(entry.path): \(type) holds a domain value")
            } else if ["id", "ids", "item", "items"].contains(where: { lowered.hasSuffix($0) }) {
                faults.append("\(entry.path): \(type) names an object of a document: a typed id (ViewID) says which")
            }
        }
        let stale = Set(Self.textOnPurpose.keys).subtracting(excused)
        #expect(stale.isEmpty, "textOnPurpose lists declarations that no longer exist: \(stale.sorted())")
        print("API rules: \(faults.count) public declarations hold text where a domain type exists")
        #expect(faults.isEmpty, "\(faults.count) public declarations hold text where a domain type exists:\n\(faults.sorted().joined(separator: "\n"))")
    }
}
