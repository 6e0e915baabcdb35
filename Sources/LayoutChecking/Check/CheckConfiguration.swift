import Foundation
import LayoutCore
import LayoutDiscovery
import LayoutMatching
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
/// misspelt key must not silently do nothing. So is a key given twice (the second would silently
/// replace the first), a key with no value, an empty pattern, an empty `include` and an `exclude`
/// pattern that matches every path: each would make the gate pass on nothing. The file comes with
/// the repository under check, so it is also limited in size (`maximumFileBytes`, 64 KiB), in nesting
/// (`maximumNesting`, 32 levels, counted before the YAML library sees the text) and in patterns
/// (`GlobPattern.maximumLength`, `GlobPattern.maximumCount`).
public struct CheckConfiguration: Hashable, Sendable {
    /// The name looked for in the checked folder and the folders above it, up to the repository.
    package static let fileName = ".template-apply.yml"

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
    /// The file the configuration was read from; `nil` for one made in code.
    package var file: String?
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
    package var pairs: [NamePairing.DesignFiles] = []

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

    /// The largest configuration file read, in bytes: a configuration is a few lines, and a
    /// thousand patterns of sixty characters still fit. Every file found is matched against its
    /// patterns, so this also bounds that work.
    package static let maximumFileBytes = 64 << 10
    /// The deepest nesting of lists and mappings accepted, counted on the text before it is parsed
    /// (see ``YAMLNestingBound``, which may count more levels than the YAML has, never fewer): a
    /// configuration needs a handful.
    package static let maximumNesting = 32

    /// The configuration that applies to `folder`: the nearest ``fileName`` in it or a folder
    /// above it, up to the root of the repository that holds it (the folder with `.git`) and no
    /// further; outside any repository, only `folder` itself. A file there that cannot be read is
    /// still returned, so that reading it fails rather than the settings being silently skipped.
    package static func find(from folder: String) -> String? {
        let start = FileDiscovery.absolutePath(folder)
        var candidates: [String] = []
        var current = start
        while true {
            candidates.append(current)
            if exists((current as NSString).appendingPathComponent(".git")) {
                return candidates.lazy.map { ($0 as NSString).appendingPathComponent(fileName) }.first(where: exists)
            }
            let parent = (current as NSString).deletingLastPathComponent
            if parent == current || parent.isEmpty { break }
            current = parent
        }
        let own = (start as NSString).appendingPathComponent(fileName)
        return exists(own) ? own : nil
    }

    /// The configuration that applies to a check of `paths` (files and folders): the nearest
    /// `.template-apply.yml` in the deepest folder that holds them all (the current folder when there is
    /// none) or a folder above it, up to the root of the repository that holds it (the folder with
    /// `.git`) and no further; outside any repository, only that folder's own. A file there that
    /// cannot be read is still returned, so that reading it fails rather than the settings being
    /// silently skipped.
    public static func find(forChecking paths: [String]) -> String? {
        let folders = paths.map { path -> [Substring] in
            var isDirectory: ObjCBool = false
            let absolute = FileDiscovery.absolutePath(path)
            let folder = FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) && isDirectory.boolValue
                ? absolute : (absolute as NSString).deletingLastPathComponent
            return folder.split(separator: "/")
        }
        guard var common = folders.first else { return find(from: FileManager.default.currentDirectoryPath) }
        for folder in folders.dropFirst() {
            common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
        }
        return find(from: "/" + common.joined(separator: "/"))
    }

    /// Whether anything (a file, a folder, a link, even a dangling one) is at `path`, or may be:
    /// a path that cannot be examined (a folder on the way that this user cannot search) counts as
    /// there, so that reading the configuration fails and says why, rather than the settings
    /// being silently skipped.
    private static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 || !isAbsence(errno)
    }

    /// Whether `lstat` failing with `code` says that nothing is at the path (rather than that
    /// the path cannot be examined).
    package static func isAbsence(_ code: Int32) -> Bool {
        code == ENOENT || code == ENOTDIR
    }

    /// Reads the configuration file at `path`.
    ///
    /// - Throws: ``/LayoutCore/DiagnosticError`` with every `invalid-configuration` error found, each
    ///   at its line and column; `input-limit` for a file over `maximumFileBytes`, or
    ///   nested deeper than `maximumNesting`.
    public static func read(file path: String) throws(DiagnosticError) -> CheckConfiguration {
        let bytes = try BoundedFileReader.contents(of: path, limit: maximumFileBytes, what: "the configuration file")
        return try parse(String(decoding: bytes, as: UTF8.self), file: path)
    }

    /// Reads configuration text; `file` names it in diagnostics and its folder is the configuration's.
    ///
    /// - Throws: ``DiagnosticError`` with every ``RuleID/invalidConfiguration`` error found, each at its line.
    package static func parse(_ text: String, file: String) throws(DiagnosticError) -> CheckConfiguration {
        var reader = Reader(file: file)
        var configuration = CheckConfiguration(folder: (file as NSString).deletingLastPathComponent.isEmpty ? "." : (file as NSString).deletingLastPathComponent)
        configuration.file = file
        // The YAML library composes by recursion: a text nested too deeply never reaches it.
        if let excess = YAMLNestingBound.firstExcess(in: text, limit: maximumNesting) {
            throw DiagnosticError(.error(.inputLimit, "nested more than \(maximumNesting) levels deep (lists, mappings, indentation); a configuration needs a handful",
                                         at: SourceLocation(file: file, line: excess.line, column: excess.column)))
        }
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw DiagnosticError(reader.yamlError(error, in: text))
        } catch {
            throw DiagnosticError(.error(.invalidConfiguration, "not YAML: \(error)", at: SourceLocation(file: file)))
        }
        guard let root else { return configuration }
        guard case .mapping(let mapping) = root else {
            throw DiagnosticError(reader.error("the configuration must be a mapping of keys (\(Key.allCases.map(\.rawValue).joined(separator: ", ")))", at: root))
        }
        var seen: Set<Key> = []
        for (keyNode, value) in mapping {
            guard let name = keyNode.string, let key = Key(rawValue: name) else {
                // A misspelt key gets the same "did you mean" as a misspelt rule id.
                let suggestion = keyNode.string.flatMap { Suggestion.closest(to: $0, among: Key.allCases.map(\.rawValue)) }
                    .map { " (did you mean '\($0)'?)" } ?? ""
                reader.errors.append(reader.error("unknown key '\(Reader.quoted(keyNode.string ?? "?"))'\(suggestion); the keys are \(Key.allCases.map(\.rawValue).joined(separator: ", "))", at: keyNode))
                continue
            }
            guard seen.insert(key).inserted else {
                reader.errors.append(reader.error("'\(key.rawValue)' is given twice; the first would be silently replaced", at: keyNode))
                continue
            }
            switch key {
            case .include:
                configuration.include = reader.patterns(value, key: key)
            case .exclude:
                configuration.exclude = reader.patterns(value, key: key)
            case .portraitOutlets:
                configuration.portraitOutlets = reader.strings(value, key: key)
            case .landscapeOutlets:
                configuration.landscapeOutlets = reader.strings(value, key: key)
            case .matching:
                configuration.matching = reader.choice(value, named: "'\(key.rawValue)'", MatchingMode.self)
            case .strict:
                configuration.strict = reader.bool(value, key: key)
            case .baseline:
                configuration.baseline = reader.string(value, key: key).map(configuration.resolved)
            case .pairs:
                configuration.pairs = reader.pairs(value).map { NamePairing.DesignFiles(files: $0.files.map(configuration.resolved)) }
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

        func location(_ node: Node) -> SourceLocation {
            node.mark.map { SourceLocation(file: file, line: $0.line, column: $0.column) } ?? SourceLocation(file: file)
        }

        func error(_ message: String, at node: Node, rule: RuleID = .invalidConfiguration) -> Diagnostic {
            .error(rule, message, at: location(node))
        }

        /// A value from the file, cut to a length a message can quote.
        static func quoted(_ value: String) -> String {
            TerminalText.shortened(value, limit: 100)
        }

        /// The library's error at the position it names (a reader error names a character offset),
        /// with the construct it was reading as a note at its own position.
        func yamlError(_ error: YamlError, in text: String) -> Diagnostic {
            let position: (problem: String, at: SourceLocation, context: YamlError.Context?)
            switch error {
            case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
                 .composer(let context, let problem, let mark, _):
                position = (problem, SourceLocation(file: file, line: mark.line, column: mark.column), context)
            case .reader(let problem, let offset, _, _):
                position = (problem, offset.map { Self.location(ofCharacter: $0, in: text, file: file) } ?? SourceLocation(file: file), nil)
            default:
                position = ("\(error)", SourceLocation(file: file), nil)
            }
            let notes = position.context.map { context in
                [DiagnosticNote(location: SourceLocation(file: file, line: context.mark.line, column: context.mark.column), message: context.text)]
            } ?? []
            return .error(.invalidConfiguration, "not valid YAML: \(position.problem)", at: position.at, notes: notes)
        }

        /// The line and column (both from 1, columns in characters as the YAML library counts
        /// them) of the character `offset` characters into `text`.
        static func location(ofCharacter offset: Int, in text: String, file: String) -> SourceLocation {
            var line = 1
            var column = 1
            for character in text.prefix(offset) {
                if character.isNewline {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            }
            return SourceLocation(file: file, line: line, column: column)
        }

        /// A value that must be given: a YAML null (`key:` with nothing after it, or a list that
        /// was commented out) is an error, not an empty value.
        mutating func given(_ node: Node, key: Key) -> Bool {
            guard case .scalar(let scalar) = node, scalar.style == .plain, node.null != nil else { return true }
            errors.append(error("'\(key.rawValue)' has no value (YAML null); give one or remove the key", at: node))
            return false
        }

        mutating func string(_ node: Node, key: Key) -> String? {
            guard given(node, key: key) else { return nil }
            guard case .scalar(let scalar) = node else {
                errors.append(error("'\(key.rawValue)' must be a string", at: node))
                return nil
            }
            guard !scalar.string.isEmpty else {
                errors.append(error("'\(key.rawValue)' is empty", at: node))
                return nil
            }
            return scalar.string
        }

        /// A list of strings; a single string is a list of one. Null and empty strings are errors.
        mutating func strings(_ node: Node, key: Key) -> [String] {
            stringNodes(node, key: key).map(\.value)
        }

        private mutating func stringNodes(_ node: Node, key: Key) -> [(value: String, node: Node)] {
            guard given(node, key: key) else { return [] }
            let items: [Node]
            switch node {
            case .scalar: items = [node]
            case .sequence(let sequence): items = Array(sequence)
            default:
                errors.append(error("'\(key.rawValue)' must be a list of strings", at: node))
                return []
            }
            var values: [(value: String, node: Node)] = []
            for item in items {
                guard case .scalar(let scalar) = item else {
                    errors.append(error("'\(key.rawValue)' must be a list of strings", at: item))
                    continue
                }
                guard !scalar.string.isEmpty, item.null == nil || scalar.style != .plain else {
                    errors.append(error("an empty entry in '\(key.rawValue)'", at: item))
                    continue
                }
                values.append((scalar.string, item))
            }
            return values
        }

        /// `include` or `exclude`: a list of globs, each within ``GlobPattern/maximumLength``, at
        /// most ``GlobPattern/maximumCount``; an empty `include` and an `exclude` that leaves
        /// out every file are errors, since either would make the gate pass on nothing.
        mutating func patterns(_ node: Node, key: Key) -> [GlobPattern] {
            let excluding = key == .exclude
            if !excluding, case .sequence(let sequence) = node, sequence.isEmpty {
                errors.append(error("'include' is empty, so no file would be checked; remove the key to check every file", at: node))
                return []
            }
            if case .sequence(let sequence) = node, sequence.count > GlobPattern.maximumCount {
                errors.append(error("'\(key.rawValue)' has \(sequence.count) patterns; the limit is \(GlobPattern.maximumCount)", at: node, rule: .inputLimit))
                return []
            }
            var patterns: [GlobPattern] = []
            for (text, item) in stringNodes(node, key: key) {
                if let problem = GlobPattern.problem(with: text, excluding: excluding) {
                    let rule: RuleID = text.utf8.count > GlobPattern.maximumLength ? .inputLimit : .invalidConfiguration
                    errors.append(error("'\(key.rawValue)' pattern '\(Self.quoted(text))': \(problem)", at: item, rule: rule))
                    continue
                }
                patterns.append(GlobPattern(text))
            }
            return patterns
        }

        /// A list of two-file lists: `[[portrait, landscape], ...]`.
        mutating func pairs(_ node: Node) -> [NamePairing.DesignFiles] {
            let message = "'pairs' must be a list of [portrait file, landscape file] lists"
            guard case .sequence(let sequence) = node else {
                errors.append(error(message, at: node))
                return []
            }
            var pairs: [NamePairing.DesignFiles] = []
            for item in sequence {
                guard case .sequence(let files) = item, files.count == 2, let portrait = files[0].scalar?.string, let landscape = files[1].scalar?.string else {
                    errors.append(error(message, at: item))
                    continue
                }
                pairs.append(NamePairing.DesignFiles(files: [portrait, landscape]))
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

        /// One of `Value`'s cases by its name; `subject` is what the error says must be one of them
        /// (`'matching'`, `rule 'moved-view'`).
        mutating func choice<Value: RawRepresentable & CaseIterable>(_ node: Node, named subject: String, _ type: Value.Type) -> Value? where Value.RawValue == String {
            guard let text = node.string, let value = Value(rawValue: text) else {
                errors.append(error("\(subject) must be one of \(Value.allCases.map(\.rawValue).joined(separator: ", "))", at: node))
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
            var seen: Set<String> = []
            for (ruleNode, levelNode) in mapping {
                guard let id = ruleNode.string, let rule = RuleID.builtIn(id: id) else {
                    let suggestion = ruleNode.string.flatMap(RuleID.closest(to:)).map { " (did you mean '\($0)'?)" } ?? ""
                    errors.append(error("unknown rule '\(Self.quoted(ruleNode.string ?? "?"))'\(suggestion)", at: ruleNode))
                    continue
                }
                guard seen.insert(id).inserted else {
                    errors.append(error("rule '\(id)' is given twice; the first would be silently replaced", at: ruleNode))
                    continue
                }
                guard let level = choice(levelNode, named: "rule '\(id)'", CheckSettings.RuleLevel.self) else { continue }
                levels[rule] = level
            }
            return levels
        }
    }
}
