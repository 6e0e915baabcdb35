import Foundation
import Yams

/// The `.template-apply.yml` file a repository keeps beside its sources: what `check` reads,
/// where the layouts are, how findings weigh, and where the baseline is.
///
/// ```yaml
/// include: [App/**]                 # only these (globs, relative to this file's folder)
/// exclude: [Pods, "**/Generated"]   # never these
/// portrait_outlets: [portraitView]  # replaces the default outlet names
/// landscape_outlets: [landscapeView]
/// matching: default                 # or compatible
/// strict: false                     # every warning fails the gate
/// rules:                            # off, warning or error, by rule id
///   moved-view: off
///   weak-match: error
/// baseline: layouts-baseline.json   # relative to this file's folder
/// pairs:                            # designs whose file names do not pair: portrait, landscape
///   - [App/Old/Main.xib, App/Old/Wide.xib]
/// ```
///
/// An unknown key, a value of the wrong kind or an unknown rule id is an error at its line: a
/// misspelt key must not silently do nothing.
public struct CheckConfiguration: Hashable, Sendable {
    /// The name looked for in the current folder and its parents.
    public static let fileName = ".template-apply.yml"

    /// The keys a configuration may hold, as written in the file.
    package enum Key: String, CaseIterable, Sendable {
        /// Globs a file found in a folder must match one of.
        case include
        /// Globs of files found in folders to leave out.
        case exclude
        /// The matching mode: `default` or `compatible`.
        case matching
        /// Whether every warning is an error.
        case strict
        /// Rule ids mapped to `off`, `warning` or `error`.
        case rules
        /// The baseline file.
        case baseline
        /// The outlet names of the portrait layout.
        case portraitOutlets = "portrait_outlets"
        /// The outlet names of the landscape layout.
        case landscapeOutlets = "landscape_outlets"
        /// Two-file designs named explicitly: portrait file, landscape file.
        case pairs
    }

    /// The configuration file's folder: the base of its globs and of its baseline path.
    package var folder: String
    /// `include`: when not empty, a file found in a folder must match one of these.
    package var include: [GlobPattern] = []
    /// `exclude`: files found in folders that match one of these are left out.
    package var exclude: [GlobPattern] = []
    /// `portrait_outlets`, replacing ``LayoutOptions/defaultPortraitOutlets``.
    package var portraitOutlets: [String]?
    /// `landscape_outlets`, replacing ``LayoutOptions/defaultLandscapeOutlets``.
    package var landscapeOutlets: [String]?
    /// `matching`.
    package var matching: MatchingMode?
    /// `strict`.
    package var strict: Bool?
    /// `rules`: the level of each rule named.
    package var ruleLevels: [RuleID: CheckSettings.RuleLevel] = [:]
    /// The baseline file's path, relative to the current folder.
    public package(set) var baseline: String?
    /// `pairs`: two-file designs whose names do not pair, each the portrait file then the landscape
    /// file, relative to the current folder (`--pairs` on the command line).
    public package(set) var pairs: [[String]] = []

    /// An empty configuration whose relative paths are read from `folder`.
    package init(folder: String) {
        self.folder = folder
    }

    /// `path`, written relative to the configuration's folder, relative to the current folder.
    private func resolved(_ path: String) -> String {
        path.hasPrefix("/") || folder == "." ? path : (folder as NSString).appendingPathComponent(path)
    }

    /// The filter of files found in folders that this configuration's `include` and `exclude` make.
    package var filter: FileDiscovery.Filter {
        FileDiscovery.Filter(include: include, exclude: exclude, base: folder)
    }

    /// The nearest ``fileName`` in `folder` or the folders above it.
    public static func find(from folder: String) -> String? {
        var current = FileDiscovery.absolutePath(folder)
        while true {
            let candidate = (current as NSString).appendingPathComponent(fileName)
            if FileManager.default.isReadableFile(atPath: candidate) { return candidate }
            let parent = (current as NSString).deletingLastPathComponent
            if parent == current || parent.isEmpty { return nil }
            current = parent
        }
    }

    /// Reads the configuration file at `path`.
    ///
    /// - Throws: ``DiagnosticError`` with every ``RuleID/invalidConfiguration`` error found, each at its line.
    public static func read(file path: String) throws(DiagnosticError) -> CheckConfiguration {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw DiagnosticError(.error(.unreadableFile, "cannot read the configuration file", at: SourceLocation(file: path)))
        }
        return try parse(String(decoding: data, as: UTF8.self), file: path)
    }

    /// Reads configuration text; `file` names it in diagnostics and its folder is the configuration's.
    ///
    /// - Throws: ``DiagnosticError`` with every ``RuleID/invalidConfiguration`` error found, each at its line.
    package static func parse(_ text: String, file: String) throws(DiagnosticError) -> CheckConfiguration {
        var reader = Reader(file: file)
        var configuration = CheckConfiguration(folder: (file as NSString).deletingLastPathComponent.isEmpty ? "." : (file as NSString).deletingLastPathComponent)
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw DiagnosticError(reader.yamlError(error))
        } catch {
            throw DiagnosticError(.error(.invalidConfiguration, "not YAML: \(error)", at: SourceLocation(file: file)))
        }
        guard let root else { return configuration }
        guard case .mapping(let mapping) = root else {
            throw DiagnosticError(reader.error("the configuration must be a mapping of keys (\(Key.allCases.map(\.rawValue).joined(separator: ", ")))", at: root))
        }
        for (keyNode, value) in mapping {
            guard let name = keyNode.string, let key = Key(rawValue: name) else {
                reader.errors.append(reader.error("unknown key '\(keyNode.string ?? "?")'; the keys are \(Key.allCases.map(\.rawValue).joined(separator: ", "))", at: keyNode))
                continue
            }
            switch key {
            case .include:
                configuration.include = reader.strings(value, key: key).map(GlobPattern.init)
            case .exclude:
                configuration.exclude = reader.strings(value, key: key).map(GlobPattern.init)
            case .portraitOutlets:
                configuration.portraitOutlets = reader.strings(value, key: key)
            case .landscapeOutlets:
                configuration.landscapeOutlets = reader.strings(value, key: key)
            case .matching:
                configuration.matching = reader.choice(value, key: key, MatchingMode.self)
            case .strict:
                configuration.strict = reader.bool(value, key: key)
            case .baseline:
                configuration.baseline = reader.string(value, key: key).map(configuration.resolved)
            case .pairs:
                configuration.pairs = reader.pairs(value).map { $0.map(configuration.resolved) }
            case .rules:
                configuration.ruleLevels = reader.rules(value)
            }
        }
        if !reader.errors.isEmpty { throw DiagnosticError(reader.errors) }
        return configuration
    }

    /// Turns YAML nodes into values, collecting an error at the line of each one that is wrong.
    private struct Reader {
        let file: String
        var errors: [Diagnostic] = []

        init(file: String) {
            self.file = file
        }

        func error(_ message: String, at node: Node) -> Diagnostic {
            let mark = node.mark
            return .error(.invalidConfiguration, message, at: mark.map { SourceLocation(file: file, line: $0.line, column: $0.column) } ?? SourceLocation(file: file))
        }

        func yamlError(_ error: YamlError) -> Diagnostic {
            let at: (problem: String, line: Int, column: Int) = switch error {
            case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _), .composer(_, let problem, let mark, _):
                (problem, mark.line, mark.column)
            default:
                ("\(error)", 0, 0)
            }
            return .error(.invalidConfiguration, "not valid YAML: \(at.problem)", at: SourceLocation(file: file, line: at.line, column: at.column))
        }

        mutating func string(_ node: Node, key: Key) -> String? {
            guard case .scalar(let scalar) = node else {
                errors.append(error("'\(key.rawValue)' must be a string", at: node))
                return nil
            }
            return scalar.string
        }

        /// A list of strings; a single string is a list of one.
        mutating func strings(_ node: Node, key: Key) -> [String] {
            switch node {
            case .scalar(let scalar):
                return [scalar.string]
            case .sequence(let sequence):
                var values: [String] = []
                for item in sequence {
                    if case .scalar(let scalar) = item { values.append(scalar.string) } else {
                        errors.append(error("'\(key.rawValue)' must be a list of strings", at: item))
                    }
                }
                return values
            default:
                errors.append(error("'\(key.rawValue)' must be a list of strings", at: node))
                return []
            }
        }

        /// A list of two-file lists: `[[portrait, landscape], ...]`.
        mutating func pairs(_ node: Node) -> [[String]] {
            let message = "'pairs' must be a list of [portrait file, landscape file] lists"
            guard case .sequence(let sequence) = node else {
                errors.append(error(message, at: node))
                return []
            }
            var pairs: [[String]] = []
            for item in sequence {
                guard case .sequence(let files) = item, files.count == 2, let portrait = files[0].scalar?.string, let landscape = files[1].scalar?.string else {
                    errors.append(error(message, at: item))
                    continue
                }
                pairs.append([portrait, landscape])
            }
            return pairs
        }

        mutating func bool(_ node: Node, key: Key) -> Bool? {
            guard let value = node.bool else {
                errors.append(error("'\(key.rawValue)' must be true or false", at: node))
                return nil
            }
            return value
        }

        mutating func choice<Value: RawRepresentable & CaseIterable>(_ node: Node, key: Key, _ type: Value.Type) -> Value? where Value.RawValue == String {
            guard let text = node.string, let value = Value(rawValue: text) else {
                errors.append(error("'\(key.rawValue)' must be one of \(Value.allCases.map(\.rawValue).joined(separator: ", "))", at: node))
                return nil
            }
            return value
        }

        mutating func rules(_ node: Node) -> [RuleID: CheckSettings.RuleLevel] {
            guard case .mapping(let mapping) = node else {
                errors.append(error("'rules' must map rule ids to off, warning or error", at: node))
                return [:]
            }
            var levels: [RuleID: CheckSettings.RuleLevel] = [:]
            for (ruleNode, levelNode) in mapping {
                guard let id = ruleNode.string, RuleCatalog.summary(of: RuleID(id)) != nil else {
                    let suggestion = ruleNode.string.flatMap(RuleCatalog.closest(to:)).map { " (did you mean '\($0)'?)" } ?? ""
                    errors.append(error("unknown rule '\(ruleNode.string ?? "?")'\(suggestion)", at: ruleNode))
                    continue
                }
                guard let level = choice(levelNode, key: .rules, CheckSettings.RuleLevel.self) else { continue }
                levels[RuleID(id)] = level
            }
            return levels
        }
    }
}
