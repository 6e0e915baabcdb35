/// A view's id in its document: the `id` attribute of the modern format, or the object id of
/// the legacy format, as written.
///
/// Ids are unique in one document only; the same id in two documents names two different views
/// unless matching pairs them. A string literal is a view id (`let id: ViewID = "abc-12-xyz"`), and
/// so is an interpolated one (`"row-\(index)"`), as ids made in a loop are. Encodes as the plain
/// string, also as a dictionary key; ordered as the strings are, for reports that list ids in a
/// stable order.
public struct ViewID: Hashable, Sendable, Comparable, Encodable, CodingKeyRepresentable,
    ExpressibleByStringInterpolation, CustomStringConvertible, CustomDebugStringConvertible {
    /// The id as written in the document.
    public let rawValue: String

    /// The view id written `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    public var description: String { rawValue }
    /// Quoted as a string is, so that a list of them prints as the list of strings.
    public var debugDescription: String { rawValue.debugDescription }

    public static func < (lhs: ViewID, rhs: ViewID) -> Bool { lhs.rawValue < rhs.rawValue }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// The id as a dictionary key: encoded, `[ViewID: T]` is an object keyed by the ids.
    public var codingKey: any CodingKey { rawValue.codingKey }

    /// The id a dictionary key spells.
    public init?<T: CodingKey>(codingKey: T) { self.rawValue = codingKey.stringValue }
}
