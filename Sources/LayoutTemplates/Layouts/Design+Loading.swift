extension Design {
    /// The design read from `files`: one document holding its layouts, or a portrait file and a
    /// landscape file, paired by name as the command-line tool pairs them.
    ///
    /// One file whose name pairs with a sibling in its folder (`Foo.xib` beside
    /// `Foo-landscape.xib`, `FooPortrait.xib` beside `FooLandscape.xib`; see ``NamePairing``)
    /// is read with that sibling, unless it holds both layouts itself (a scene with a portrait and
    /// a landscape outlet, as `options` names them). Two files are put in portrait, landscape
    /// order by their names. A note says so whenever the names decided.
    ///
    /// ``diagnostics`` holds everything loading had to say, in order: the pairing notes, the
    /// importers' warnings and notes, how the layouts were found, and a
    /// ``RuleID/swappedOrientations`` warning when the portrait layout is drawn wider than tall
    /// and the landscape one taller than wide.
    ///
    /// - Throws: ``DiagnosticError`` when a file cannot be read, its layouts cannot be found, or
    ///   the same file is given twice (``RuleID/layoutComparedWithItself``).
    public init(contentsOf files: [String], options: LayoutOptions = LayoutOptions()) throws(DiagnosticError) {
        let paired = NamePairing.resolve(files, options: options)
        let (design, diagnostics) = try LayoutLoader.load(files: paired.files, options: options)
        self = design
        self.diagnostics = paired.diagnostics + diagnostics
    }
}
