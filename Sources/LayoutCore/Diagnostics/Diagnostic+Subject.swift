extension Diagnostic {
    /// What a diagnostic is about: the view, and the layout whose hierarchy holds it.
    ///
    /// A matching finding names a template view and its layout (`landscape`, view `abc-12-xyz`);
    /// an Auto Layout finding names a view of its document, with no layout. Reports find the view
    /// by its subject: a drawing highlights it, a check's fingerprint names its identity path.
    public struct Subject: Hashable, Sendable {
        /// The layout whose hierarchy holds ``view``; `nil` for a view of the document itself
        /// (the live tree, or a document with one hierarchy).
        public var layout: LayoutName?
        /// The view's id in its document; `nil` when the finding is about the layout as a whole.
        public var view: ViewID?

        /// The view `view` of the layout `layout`; either may be left out.
        public init(layout: LayoutName? = nil, view: ViewID? = nil) {
            self.layout = layout
            self.view = view
        }
    }
}
