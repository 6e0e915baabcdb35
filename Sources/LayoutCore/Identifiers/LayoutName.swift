/// The name of one layout of a design: `portrait`, `landscape`, a size-class trait key such as
/// `widthClass=compact` for the layouts of a size-class document, or the name a template
/// document gives its layout.
///
/// Unique among the layouts of one design. A string literal is a layout name
/// (`result.table(named: "landscape")`). Encodes as the plain string; ordered as the strings are,
/// for reports that list names in a stable order.
public struct LayoutName: StringIdentifier, Comparable {
    /// The name as written.
    public let rawValue: String

    /// The layout name written `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
}
