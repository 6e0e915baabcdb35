import LayoutCore

extension ViewNode {
    /// A view's background colour, normalized as both importers spell it: `name:N` (a named
    /// colour), `system:N` (a system colour), or `rgba:R,G,B,A`, `white:W,A` with the numbers as
    /// the file writes them.
    ///
    /// Kept as that text, so that every colour read, whatever its colour space, is kept and
    /// compared as read. A string literal is one (`let color: ViewNode.Color = "system:systemBackgroundColor"`);
    /// encodes as the plain string.
    package struct Color: StringIdentifier {
        /// The colour as normalized text.
        package let rawValue: String

        /// The colour written `rawValue`.
        package init(_ rawValue: String) { self.rawValue = rawValue }
    }
}
