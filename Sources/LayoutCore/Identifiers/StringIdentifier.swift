/// A string with one meaning in a document (a view's id, a layout's name, a size-class trait
/// key): its own type, so that a signature taking two of them cannot have them swapped, and
/// written, printed and encoded exactly as the string.
public protocol StringIdentifier: Hashable, Sendable, Encodable, ExpressibleByStringLiteral,
    CustomStringConvertible, CustomDebugStringConvertible where StringLiteralType == String {
    /// The string as written in the document.
    var rawValue: String { get }
    /// The value written `rawValue`.
    init(_ rawValue: String)
}

extension StringIdentifier {
    /// The value written `value`: a string literal is one (`let id: ViewID = "abc-12-xyz"`).
    public init(stringLiteral value: String) { self.init(value) }

    /// The string as written.
    public var description: String { rawValue }

    /// Quoted as a string is, so that a list of them prints as the list of strings.
    public var debugDescription: String { rawValue.debugDescription }

    /// The plain string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

extension StringIdentifier where Self: Comparable {
    /// In the order of the strings, for reports that list them in a stable order.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
