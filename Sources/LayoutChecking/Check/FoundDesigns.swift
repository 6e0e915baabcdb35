import LayoutCore
import LayoutMatching

/// The designs `check` finds under its paths, and what stopped it from reading some of them.
public struct FoundDesigns: Hashable, Sendable {
    /// The designs in path order: one file, or a portrait file and a landscape file.
    public var designs: [NamePairing.DesignFiles]
    /// A diagnostic for each path that could not be read or pattern that cannot be used.
    public var diagnostics: [Diagnostic]

    /// Designs found, with the diagnostics of finding them.
    package init(designs: [NamePairing.DesignFiles], diagnostics: [Diagnostic] = []) {
        self.designs = designs
        self.diagnostics = diagnostics
    }
}
