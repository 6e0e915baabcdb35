import Foundation
import LayoutCore
import LayoutDocuments
import LayoutMatching

extension FoundDesigns {
    /// The designs under `paths`, paired by name (``/LayoutMatching/NamePairing``), as `check` finds them.
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
        let problems = Self.patternProblems(include, flag: "--include", excluding: false)
            + Self.patternProblems(exclude, flag: "--exclude", excluding: true)
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
    private static func patternProblems(_ patterns: [String], flag: String, excluding: Bool) -> [Diagnostic] {
        if patterns.count > GlobPattern.maximumCount {
            return [.error(.inputLimit, "\(patterns.count) \(flag) patterns; the limit is \(GlobPattern.maximumCount)", at: nil)]
        }
        return patterns.compactMap { pattern in
            GlobPattern.problem(with: pattern, excluding: excluding).map { problem in
                .error(pattern.utf8.count > GlobPattern.maximumLength ? .inputLimit : .invalidConfiguration,
                       "\(flag) '\(TerminalText.shortened(pattern, limit: 100))': \(problem)", at: nil)
            }
        }
    }

    /// The designs under `paths` (see ``FileDiscovery``), paired by name (``NamePairing``): a file
    /// named explicitly whose partner was not found with it is joined by its sibling on disk.
    /// `pairs` (portrait file, landscape file) are designs whatever their names, when both files
    /// are found (a pair's file that is not, say excluded, is read as its name pairs it); a pair's
    /// file that does not exist is an error.
    package init(under paths: [String], filters: [FileDiscovery.Filter] = [], pairs: [[String]] = []) {
        let found = FileDiscovery.files(under: paths, filters: filters)
        var remaining = found.files
        var named: [NamePairing.DesignFiles] = []
        var missing: [Diagnostic] = []
        for pair in pairs where pair.count == 2 {
            for file in pair where !FileManager.default.fileExists(atPath: file) {
                missing.append(.error(.unreadableFile, "the configuration's pairs name a file that does not exist", at: SourceLocation(file: file)))
            }
            let wanted = pair.map(FileDiscovery.absolutePath)
            guard let portrait = remaining.firstIndex(where: { FileDiscovery.absolutePath($0) == wanted[0] }),
                  let landscape = remaining.firstIndex(where: { FileDiscovery.absolutePath($0) == wanted[1] }),
                  portrait != landscape else { continue }
            let files = [remaining[portrait], remaining[landscape]]
            named.append(NamePairing.DesignFiles(files: files))
            remaining.removeAll { files.contains($0) }
        }
        var designs = NamePairing.designs(remaining) + named
        let taken = Set(designs.flatMap(\.files))
        for (index, design) in designs.enumerated() where design.files.count == 1 && found.explicitFiles.contains(design.files[0]) {
            let sibling = NamePairing.design(withSiblingOf: design.files[0])
            if sibling.files.count == 2, sibling.files.allSatisfy({ $0 == design.files[0] || !taken.contains($0) }) {
                designs[index] = sibling
            }
        }
        self.init(designs: designs.sorted { DesignFileName.pathOrder($0.files[0], $1.files[0]) }, diagnostics: found.diagnostics + missing)
    }
}
