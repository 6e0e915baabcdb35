import Foundation
import LayoutCore
import LayoutDiscovery
import LayoutDocuments
import LayoutMatching

extension FoundDesigns {
    /// The designs under `paths` as `check` finds them with its flags and configuration: the
    /// search and pairing of ``/LayoutDiscovery/FoundDesigns/init(under:)``, filtered.
    ///
    /// Folders are searched recursively for `.xib`, `.storyboard` and `.layouts.xml` files, hidden
    /// and build folders skipped; a file named explicitly is always taken, and joined by its
    /// sibling on disk when its partner was not found with it. Files found in folders are filtered
    /// by globs: `include` and `exclude` (relative to the current folder) and the configuration's
    /// own (relative to its folder); a non-empty `include` replaces the configuration's, `exclude`
    /// adds to it. The configuration's `pairs` are designs whatever their names, when both files
    /// are among those found.
    ///
    /// A pattern that cannot be used (past a glob pattern's limits: empty, too long, an `exclude`
    /// that leaves out every file, more than a thousand of either) is an error, and then no
    /// design is returned.
    ///
    /// The designs are in path order, with a diagnostic for each path that could not be read.
    public init(under paths: [String], include: [String] = [], exclude: [String] = [],
                configuration: CheckConfiguration? = nil) {
        let problems = Self.patternProblems(include, kind: "include", excluding: false)
            + Self.patternProblems(exclude, kind: "exclude", excluding: true)
        if !problems.isEmpty {
            self.init(designs: [], diagnostics: problems)
            return
        }
        var filters = [FileDiscovery.Filter(include: include.map(GlobPattern.init), exclude: exclude.map(GlobPattern.init),
                                            base: FileManager.default.currentDirectoryPath)]
        if var own = configuration?.filter {
            if !include.isEmpty { own.include = [] }
            filters.append(own)
        }
        self.init(under: paths, filters: filters, pairs: configuration?.pairs ?? [])
    }

    /// An error for each of `patterns` that cannot be used, and for more than `GlobPattern.maximumCount`.
    private static func patternProblems(_ patterns: [String], kind: String, excluding: Bool) -> [Diagnostic] {
        if patterns.count > GlobPattern.maximumCount {
            return [.error(.inputLimit, "\(patterns.count) \(kind) patterns; the limit is \(GlobPattern.maximumCount)", at: nil)]
        }
        return patterns.compactMap { pattern in
            GlobPattern.problem(with: pattern, excluding: excluding).map { problem in
                .error(pattern.utf8.count > GlobPattern.maximumLength ? .inputLimit : .invalidConfiguration,
                       "\(kind) pattern '\(TerminalText.shortened(pattern, limit: 100))': \(problem)", at: nil)
            }
        }
    }
}
