import LayoutCore
import LayoutDocuments
import LayoutMatching

extension Design {
    /// The design read from one file: the document holding its layouts or, when its name pairs
    /// with a sibling in its folder (`Foo.xib` beside `Foo-landscape.xib`, `FooPortrait.xib`
    /// beside `FooLandscape.xib`; see ``NamePairing``), that file and its sibling, as `check`
    /// pairs them.
    ///
    /// A file that holds both layouts itself (a scene with a portrait and a landscape outlet, as
    /// `options` names them) is read alone, with a note naming the sibling it does not use. A
    /// note says so whenever the names decided.
    ///
    /// ``diagnostics`` holds everything loading had to say, in order: the pairing notes, the
    /// importers' warnings and notes, how the layouts were found, and a
    /// `swapped-orientations` warning when the portrait layout is drawn wider
    /// than tall and the landscape one taller than wide.
    ///
    /// This reads the first design of a document; ``FoundDesigns/read(options:)`` gives every
    /// design of every scene.
    ///
    /// - Throws: ``/LayoutCore/DiagnosticError`` when a file cannot be read or its layouts cannot
    ///   be found.
    public init(contentsOf file: String, options: LayoutOptions = LayoutOptions()) throws(DiagnosticError) {
        try self.init(contentsOf: [file], options: options)
    }

    /// The design read from a portrait file and a landscape file, put in that order by their
    /// names (with a note when that swaps them), or from one file as `init(contentsOf:options:)`
    /// reads it.
    ///
    /// - Throws: ``/LayoutCore/DiagnosticError`` when a file cannot be read, its layouts cannot be
    ///   found, or the same file is given twice (`layout-compared-with-itself`).
    package init(contentsOf files: [String], options: LayoutOptions = LayoutOptions()) throws(DiagnosticError) {
        let paired = NamePairing.resolve(files, options: options)
        try self.init(reading: paired.files, notes: paired.diagnostics, options: options, keying: nil)
    }
}

extension MatchPipeline {
    /// The design of `files`, paired by name as `Design(contentsOf:options:)` pairs them, its
    /// layouts matched in `mode`; with `reads`, every file (the pairing's look at the one named
    /// included) is read once into it (see ``run(files:notes:options:mode:reads:)``).
    ///
    /// - Throws: ``/LayoutCore/DiagnosticError`` as that initialiser does.
    package static func run(pairing files: [String], options: LayoutOptions, mode: MatchingMode, reads: DocumentReads? = nil) throws(DiagnosticError) -> MatchResult {
        let paired = NamePairing.resolve(files, options: options, reads: reads)
        return try run(files: paired.files, notes: paired.diagnostics, options: options, mode: mode, reads: reads)
    }
}
