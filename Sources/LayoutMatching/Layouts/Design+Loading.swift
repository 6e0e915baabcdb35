import LayoutCore
import LayoutDocuments

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
    /// ``/LayoutCore/RuleID/swappedOrientations`` warning when the portrait layout is drawn wider than tall
    /// and the landscape one taller than wide.
    ///
    /// - Throws: ``/LayoutCore/DiagnosticError`` when a file cannot be read, its layouts cannot be found, or
    ///   the same file is given twice (``/LayoutCore/RuleID/layoutComparedWithItself``).
    public init(contentsOf files: [String], options: LayoutOptions = LayoutOptions()) throws(DiagnosticError) {
        try self.init(contentsOf: files, options: options, keying: nil)
    }

    /// ``init(contentsOf:options:)`` with `keying` keying each view as its file is imported
    /// (see ``MatchPipeline``).
    package init(contentsOf files: [String], options: LayoutOptions, keying: ViewKeying?) throws(DiagnosticError) {
        let paired = NamePairing.resolve(files, options: options)
        let (design, diagnostics) = try LayoutLoader.load(files: paired.files, options: options, keying: keying)
        self = design
        self.diagnostics = paired.diagnostics + diagnostics
    }

    /// The design of documents already imported: the live tree and the template layouts, found
    /// in every way real projects express them.
    ///
    /// One document:
    /// - the native template format: its stored layouts, applied to its single hierarchy;
    /// - an owner (File's Owner, or a storyboard scene's view controller) with a portrait outlet and a
    ///   landscape outlet (``LayoutOptions/portraitOutlets``, ``LayoutOptions/landscapeOutlets``; the
    ///   defaults accept the misspellings seen in real projects). The targets may sit anywhere in the
    ///   scene's trees and may be the same view. The ``LayoutOptions/liveOutlet`` (`view`) names the
    ///   live tree; without it the portrait template is live. A missing portrait outlet means the
    ///   `view` outlet's tree is the portrait template;
    /// - a storyboard scene whose view controller's view is portrait and which holds exactly one
    ///   other top-level view: that view is the landscape template;
    /// - root views named by id (``LayoutOptions/portraitID``, ``LayoutOptions/landscapeID``).
    ///
    /// Two documents: the first is the portrait file, the second the landscape file; each root is the
    /// file's `view` outlet target, else its single top-level view (or the id option). The portrait
    /// root is live.
    ///
    /// Interface Builder size-class frame variations of the live tree become extra layouts (one per
    /// variation key, whose condition is that size class); a document with variations but no second layout still yields a design:
    /// its base layout `any` plus the variations.
    ///
    /// ``diagnostics`` says how the layouts were found and what was skipped on the way.
    ///
    /// - Throws: ``/LayoutCore/DiagnosticError`` with rule ``/LayoutCore/RuleID/missingLayout`` when a layout cannot be
    ///   found (the message names the outlets and top-level views that do exist), and with rule
    ///   ``/LayoutCore/RuleID/brokenReference`` when ``LayoutOptions/portraitID`` or
    ///   ``LayoutOptions/landscapeID`` names no view of the document (with the closest id, when
    ///   one is close).
    public init(documents: [Document], options: LayoutOptions = LayoutOptions()) throws(DiagnosticError) {
        self = try LayoutFinder.findLayouts(in: documents, options: options)
    }
}
