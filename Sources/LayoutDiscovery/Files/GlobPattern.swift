import LayoutCore

/// A path pattern of `--include`, `--exclude` and the configuration file, as `.gitignore` and
/// SwiftLint spell them.
///
/// - `*` matches any characters within one path component, `?` one character;
/// - `**` as a whole component matches any number of components (none included);
/// - a pattern without `/` matches a component at any depth (`Pods` is `**/Pods`);
/// - a pattern that matches a folder matches everything inside it (`Pods` excludes `Pods/A.xib`);
/// - a trailing `/` is ignored and a leading `./` or `/` anchors the pattern at the base folder.
///
/// Matching is case-sensitive, as on the file systems CI runs on.
///
/// The pattern is compiled once, when it is made. A path is matched by following every way the
/// pattern could be at once (an automaton over the path's components, with `**` a state that
/// loops), and each component by a single pass with one backtracking point for the last `*`: the
/// time is at most the pattern's length times the path's, never exponential in the number of
/// `*` or `**`, and no work is repeated for the folders above the file.
package struct GlobPattern: Hashable, Sendable, CustomStringConvertible {
    /// The pattern as written.
    package let pattern: String
    /// The components to match, in order; an unanchored pattern starts with ``Component/anyFolders``.
    private let components: [Component]
    /// The distinct names of ``components``, which ``Component/name(_:)`` indexes: a name that
    /// appears many times is matched once against each component of a path.
    private let names: [NamePattern]

    /// The longest pattern accepted, in UTF-8 bytes: a path longer than `PATH_MAX` (4096 on
    /// Linux) does not exist, so a pattern longer than that names nothing a repository can hold.
    package static let maximumLength = 4096
    /// The most patterns one list (`include` or `exclude`, of a configuration or of the flags)
    /// may hold: every file found is matched against each.
    package static let maximumCount = 1000

    /// One `/`-separated part of a pattern.
    private enum Component: Hashable, Sendable {
        /// `**`: any number of folders, none included.
        case anyFolders
        /// A name with `*` and `?`: the index of its ``NamePattern`` in ``names``.
        case name(Int)
    }

    /// The pattern `pattern`: `*` and `?` within a name, `**` for any number of folders.
    package init(_ pattern: String) {
        self.pattern = pattern
        var text = Substring(pattern)
        while text.hasPrefix("./") { text = text.dropFirst(2) }
        let anchored = text.hasPrefix("/") || text.dropLast(text.hasSuffix("/") ? 1 : 0).contains("/")
        var names: [NamePattern] = []
        var indices: [NamePattern: Int] = [:]
        var parts = text.split(separator: "/", omittingEmptySubsequences: true).map { part -> Component in
            if part == "**" { return .anyFolders }
            let name = NamePattern(part)
            if let index = indices[name] { return .name(index) }
            indices[name] = names.count
            names.append(name)
            return .name(names.count - 1)
        }
        if !anchored { parts.insert(.anyFolders, at: 0) }
        components = parts
        self.names = names
    }

    /// The pattern as written.
    package var description: String { pattern }

    /// Why `pattern` cannot be used, or `nil` when it can: an empty pattern (a YAML null reads as
    /// one) or one longer than ``maximumLength``. An `exclude` pattern that matches every path
    /// (`./`, `*`, `**`) is refused too: it would turn the gate into a pass without a word.
    package static func problem(with pattern: String, excluding: Bool) -> String? {
        if pattern.isEmpty { return "an empty pattern matches every file; write a pattern or remove the entry" }
        let length = pattern.utf8.count
        if length > maximumLength { return "a pattern of \(length) bytes; the limit is \(maximumLength)" }
        if excluding, GlobPattern(pattern).matchesEveryPath {
            return "this pattern excludes every file, so nothing would be checked"
        }
        return nil
    }

    /// Whether `relativePath` (components separated by `/`), or a folder above it, matches.
    package func matches(_ relativePath: String) -> Bool {
        matches(Path(relativePath))
    }

    /// Whether `path`, or a folder above it, matches.
    package func matches(_ path: Path) -> Bool {
        matches(path.components.count) { id, index in names[id].matches(path.components[index]) }
    }

    /// Whether every path matches: true when every name of one component does, since a
    /// matching folder matches everything inside it.
    package var matchesEveryPath: Bool {
        matches(1) { id, _ in names[id].matchesEveryName }
    }

    /// Runs the automaton over `count` components, where `nameMatches(name, component)` says
    /// whether ``names``[name] takes the component at that index; each is asked at most once.
    private func matches(_ count: Int, _ nameMatches: (Int, Int) -> Bool) -> Bool {
        var active = [Bool](repeating: false, count: components.count + 1)
        active[0] = true
        closure(&active)
        if count == 0 { return active[components.count] }
        var next = active
        // For the component being read: 0 not asked yet, 1 no, 2 yes, by name.
        var known = [UInt8](repeating: 0, count: names.count)
        for component in 0..<count {
            for index in next.indices { next[index] = false }
            for index in known.indices { known[index] = 0 }
            for index in components.indices where active[index] {
                switch components[index] {
                case .anyFolders:
                    next[index] = true
                case .name(let id):
                    if known[id] == 0 { known[id] = nameMatches(id, component) ? 2 : 1 }
                    if known[id] == 2 { next[index + 1] = true }
                }
            }
            closure(&next)
            // The path so far, a folder above the file or the file itself, is matched.
            if next[components.count] { return true }
            if !next.contains(true) { return false }
            swap(&active, &next)
        }
        return false
    }

    /// Adds to `states` every state reachable through `**` without reading a component.
    private func closure(_ states: inout [Bool]) {
        for index in components.indices where states[index] && components[index] == .anyFolders {
            states[index + 1] = true
        }
    }

    /// A relative path split into components once, for matching against many patterns.
    package struct Path: Sendable {
        /// The components' characters.
        fileprivate let components: [[Unicode.Scalar]]

        /// `relativePath`, components separated by `/` (empty components ignored).
        package init(_ relativePath: String) {
            components = relativePath.split(separator: "/", omittingEmptySubsequences: true).map { Array($0.unicodeScalars) }
        }
    }
}

/// One component of a pattern: literal characters, `?` for one and `*` for any run.
private struct NamePattern: Hashable, Sendable {
    /// The characters, runs of `*` made one.
    private let scalars: [Unicode.Scalar]
    /// How many characters a name needs at least (the pattern's characters other than `*`).
    private let minimumLength: Int
    /// Whether there is a `*` or `?` at all.
    private let hasWildcard: Bool
    /// Whether every (non-empty) name matches: only wildcards, a `*` among them, at most one `?`.
    let matchesEveryName: Bool

    init(_ text: Substring) {
        var scalars: [Unicode.Scalar] = []
        for scalar in text.unicodeScalars where !(scalar == "*" && scalars.last == "*") {
            scalars.append(scalar)
        }
        self.scalars = scalars
        minimumLength = scalars.count { $0 != "*" }
        hasWildcard = scalars.contains { $0 == "*" || $0 == "?" }
        matchesEveryName = scalars.contains("*") && scalars.allSatisfy { $0 == "*" || $0 == "?" } && minimumLength <= 1
    }

    /// Whether `name` matches: one pass, returning only to just after the last `*` seen (a later
    /// `*` can take whatever an earlier one would have), so at most pattern times name steps.
    func matches(_ name: [Unicode.Scalar]) -> Bool {
        guard name.count >= minimumLength else { return false }
        guard hasWildcard else { return name == scalars }
        var patternIndex = 0
        var nameIndex = 0
        var lastStar: Int?
        var starName = 0
        while nameIndex < name.count {
            if patternIndex < scalars.count, scalars[patternIndex] == "*" {
                lastStar = patternIndex
                starName = nameIndex
                patternIndex += 1
            } else if patternIndex < scalars.count, scalars[patternIndex] == "?" || scalars[patternIndex] == name[nameIndex] {
                patternIndex += 1
                nameIndex += 1
            } else if let star = lastStar {
                patternIndex = star + 1
                starName += 1
                nameIndex = starName
            } else {
                return false
            }
        }
        while patternIndex < scalars.count, scalars[patternIndex] == "*" { patternIndex += 1 }
        return patternIndex == scalars.count
    }
}
