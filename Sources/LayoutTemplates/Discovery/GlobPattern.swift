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
package struct GlobPattern: Hashable, Sendable, CustomStringConvertible {
    /// The pattern as written.
    package let pattern: String
    private let components: [Substring]

    /// The pattern `pattern`: `*` and `?` within a name, `**` for any number of folders.
    package init(_ pattern: String) {
        self.pattern = pattern
        var text = Substring(pattern)
        while text.hasPrefix("./") { text = text.dropFirst(2) }
        let anchored = text.hasPrefix("/") || text.dropLast(text.hasSuffix("/") ? 1 : 0).contains("/")
        var parts = text.split(separator: "/", omittingEmptySubsequences: true)
        if !anchored { parts.insert("**", at: 0) }
        components = parts
    }

    /// The pattern as written.
    package var description: String { pattern }

    /// Whether `relativePath` (components separated by `/`), or a folder above it, matches.
    package func matches(_ relativePath: String) -> Bool {
        let path = relativePath.split(separator: "/", omittingEmptySubsequences: true)
        return (1...max(path.count, 1)).contains { GlobPattern.match(components[...], path.prefix($0)) }
    }

    private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            let rest = pattern.dropFirst()
            return path.indices.contains { match(rest, path[$0...]) } || match(rest, path[path.endIndex...])
        }
        guard let component = path.first, matchComponent(Array(first.unicodeScalars)[...], Array(component.unicodeScalars)[...]) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    /// `*` and `?` within one component.
    private static func matchComponent(_ pattern: ArraySlice<Unicode.Scalar>, _ name: ArraySlice<Unicode.Scalar>) -> Bool {
        guard let first = pattern.first else { return name.isEmpty }
        switch first {
        case "*":
            let rest = pattern.dropFirst()
            return (name.startIndex...name.endIndex).contains { matchComponent(rest, name[$0...]) }
        case "?":
            return !name.isEmpty && matchComponent(pattern.dropFirst(), name.dropFirst())
        default:
            return name.first == first && matchComponent(pattern.dropFirst(), name.dropFirst())
        }
    }
}
