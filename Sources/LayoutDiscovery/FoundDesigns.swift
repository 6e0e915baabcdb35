import Foundation
import LayoutCore
import LayoutDocuments
import LayoutMatching

/// The design files under folders and files, paired as `check` pairs them, and what stopped the
/// search from reading some of them.
///
/// ``init(under:)`` finds the files; ``read(options:)`` reads each design's files once and sorts
/// them into a kind (``NamePairing/DesignFiles/Reading``), with one ``/LayoutMatching/Design`` per
/// scene or top-level view controller that has two layouts. `check` finds and sorts documents
/// with these, so what a tool finds here and what the gate checks cannot disagree.
public struct FoundDesigns: Hashable, Sendable {
    /// The designs in path order: one file, or a portrait file and a landscape file; what
    /// `CheckReport` (LayoutChecking) checks and ``read(options:)`` reads.
    public package(set) var designs: [NamePairing.DesignFiles]
    /// A diagnostic for each path that could not be read or pattern that cannot be used.
    public var diagnostics: [Diagnostic]

    /// Designs found, with the diagnostics of finding them.
    package init(designs: [NamePairing.DesignFiles], diagnostics: [Diagnostic] = []) {
        self.designs = designs
        self.diagnostics = diagnostics
    }

    /// The designs under `paths`: folders are searched recursively for `.xib`, `.storyboard` and
    /// `.layouts.xml` files (hidden and build folders skipped, symbolic links to folders not
    /// followed); a file named explicitly is always taken.
    ///
    /// Files are paired by name (``NamePairing``): `Foo.xib` with `Foo-Landscape.xib` is one
    /// design, not two. A file named explicitly whose partner was not found with it is joined by
    /// its sibling on disk. The designs are in path order, with a diagnostic for each path that
    /// could not be read.
    public init(under paths: [String]) {
        self.init(under: paths, filters: [], pairs: [])
    }

    /// The designs under `paths` (see ``FileDiscovery``), paired by name (``NamePairing``): a file
    /// named explicitly whose partner was not found with it is joined by its sibling on disk.
    /// `pairs` (portrait file, landscape file) are designs whatever their names, when both files
    /// are found (a pair's file that is not, say excluded, is read as its name pairs it); a pair's
    /// file that does not exist is an error.
    package init(under paths: [String], filters: [FileDiscovery.Filter], pairs: [NamePairing.DesignFiles]) {
        let found = FileDiscovery.files(under: paths, filters: filters)
        var remaining = found.files
        var named: [NamePairing.DesignFiles] = []
        var missing: [Diagnostic] = []
        for pair in pairs.map(\.files) where pair.count == 2 {
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
