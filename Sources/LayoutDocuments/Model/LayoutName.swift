/// The name of one layout of a design: `portrait`, `landscape`, a size-class trait key such as
/// `widthClass=compact` for the layouts of a size-class document, or the name a template
/// document gives its layout.
///
/// Unique among the layouts of one design. A string literal is a layout name
/// (`result.table(named: "landscape")`). Encodes as the plain string; ordered as the strings are,
/// for reports that list names in a stable order.
public struct LayoutName: Hashable, Sendable, Comparable, Encodable, ExpressibleByStringLiteral,
    CustomStringConvertible, CustomDebugStringConvertible {
    /// The name as written.
    public let rawValue: String

    /// The layout name written `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    public var description: String { rawValue }
    /// Quoted as a string is, so that a list of them prints as the list of strings.
    public var debugDescription: String { rawValue.debugDescription }

    public static func < (lhs: LayoutName, rhs: LayoutName) -> Bool { lhs.rawValue < rhs.rawValue }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
