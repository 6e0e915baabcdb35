import LayoutCore

extension MergeTarget {
    /// A merged design written as one ``MergeTarget``: the document's text and what the target could
    /// not carry.
    public struct MergedText: Hashable, Sendable {
        /// The document, ready to be written to the file it was made for.
        public var text: String
        /// Warnings about what the target could not carry, and notes on what the merge did instead;
        /// the merged design's own diagnostics come first.
        public var diagnostics: [Diagnostic]

        /// A merged document's text with its diagnostics.
        package init(text: String, diagnostics: [Diagnostic]) {
            self.text = text
            self.diagnostics = diagnostics
        }
    }
}
