import LayoutCore
import LayoutDocuments

extension Design {
    /// The design of exactly `files`, already paired (one document, or a portrait file then a
    /// landscape file), `notes` (how they were paired) put first in ``diagnostics``; with
    /// `keying`, each view is keyed as its file is imported (see ``MatchPipeline``); with `reads`,
    /// each file is imported from its bytes read into it (see ``/LayoutDocuments/DocumentReads``).
    package init(reading files: [String], notes: [Diagnostic] = [], options: LayoutOptions, keying: ViewKeying?,
                 reads: DocumentReads? = nil) throws(DiagnosticError) {
        let (design, diagnostics) = try LayoutLoader.load(files: files, options: options, keying: keying, reads: reads)
        self = design
        self.diagnostics = notes + diagnostics
    }

    /// The design of documents already imported: the live tree and the template layouts, found
    /// in every way real projects express them.
    ///
    /// One document:
    /// - the native template format: its stored layouts, applied to its single hierarchy;
    /// - an owner (File's Owner, a .xib's top-level view controller, or a storyboard scene's view
    ///   controller; the first such owner in document order) with a portrait outlet and a
    ///   landscape outlet (the options' `portraitOutlets` and `landscapeOutlets`; the
    ///   defaults accept the misspellings seen in real projects). The targets may sit anywhere in the
    ///   scene's trees and may be the same view. The `liveOutlet` (`view`) names the
    ///   live tree; without it the portrait template is live. A missing portrait outlet means the
    ///   `view` outlet's tree is the portrait template. The live tree may hold the layouts (a
    ///   container that swaps them in) but not stand inside one's drawing;
    /// - a storyboard scene whose view controller's view is portrait and which holds exactly one
    ///   other top-level view: that view is the landscape template;
    /// - root views named by id (the options' `portraitID` and `landscapeID`).
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
    ///   `broken-reference` when the options' `portraitID` or `landscapeID`
    ///   names no view of the document (with the closest id, when one is close), when one
    ///   layout's root is inside the other's, and, at the outlet, when the `view` outlet names a
    ///   view that a layout draws inside its root.
    public init(documents: [Document], options: LayoutOptions = LayoutOptions()) throws(DiagnosticError) {
        self = try LayoutFinder.findLayouts(in: documents, options: options)
    }
}
